import Raster
import Foundation

/// One file a run writes into the output folder (a GIF, a contact sheet), written atomically (temporary name, then
/// rename). The folder is created if missing. An existing file of that name is replaced only when it is of the same
/// kind (it starts with `signature`, e.g. an earlier GIF) or with `force`, so a run never clobbers an unrelated file.
/// A folder where the file goes is refused before any work, even with `force`. A run that fails or is interrupted
/// `discard`s: the folders `prepare` created are removed again when empty, so it leaves nothing behind.
struct SingleFileOutput: Sendable {
    public let directory: String
    public let name: String
    public let force: Bool
    /// The bytes that mark the format (GIF89a, the PNG signature, MP4's `ftyp`), `signatureOffset` bytes in.
    public let signature: [UInt8]
    package let signatureOffset: Int
    /// The format's name for messages.
    public let kind: String
    /// A finer test of kind than the signature, given the file's first `headLength` bytes (an APNG is a PNG with an
    /// `acTL` chunk: a still PNG of the same name, such as an artwork, is not one to replace).
    package var isSameKind: (@Sendable ([UInt8]) -> Bool)?
    /// How many bytes `isSameKind` is given (fewer when the file is shorter).
    package static let headLength = 4096
    /// The folders `prepare` created, parents first.
    private(set) var createdFolders: [String] = []

    public init(directory: String, name: String, force: Bool, signature: [UInt8], signatureOffset: Int = 0, kind: String) {
        self.directory = directory
        self.name = name
        self.force = force
        self.signature = signature
        self.signatureOffset = signatureOffset
        self.kind = kind
    }

    package static let gifSignature = Array("GIF89a".utf8)
    package static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public var path: String { OutputDirectory.join(directory, name) }

    /// Creates the folder if needed, removes the temporary files of writers that were killed there, and checks that
    /// the file may be written; call before the work starts.
    public mutating func prepare() throws(OutputError) {
        createdFolders = try OutputError.openFolder(directory)
        AtomicFile.removeStaleTemporaries(in: directory)
        do {
            try check()
        } catch {
            discard()
            throw error
        }
    }

    private func check() throws(OutputError) {
        try OutputError.checkNotAFolder(path)
        var info = stat()
        guard !force, lstat(path, &info) == 0 else { return }
        // Another output's manifest in the folder lists it (an artwork of `assets`, a frame): that output's file.
        for manifest in [FrameManifest.fileName, FrameManifest.assetsFileName] {
            let listing = OutputDirectory.join(directory, manifest)
            if let bytes = FolderFile.read(listing, limit: FolderFile.listLimit), let listed = FrameManifest.decode(bytes),
               listed.frames.contains(where: { $0.file == name }) {
                throw .listedElsewhere(path, manifest: listing)
            }
        }
        // Read without following a link: a link is never taken for a file of this kind. read(2), not
        // FileHandle.readData, which traps on a read error instead of throwing.
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0, fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            if fd >= 0 { close(fd) }
            throw .otherKind(path, expected: kind)
        }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: max(signatureOffset + signature.count, SingleFileOutput.headLength))
        let count = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        head = Array(head.prefix(max(count, 0)))
        guard count >= signatureOffset + signature.count,
              head[signatureOffset..<(signatureOffset + signature.count)].elementsEqual(signature),
              isSameKind?(head) ?? true else {
            throw .otherKind(path, expected: kind)
        }
    }

    /// After a failed or interrupted run: removes the folders `prepare` created, each only if empty (rmdir(2)), so
    /// nothing the run did not make is touched.
    package func discard() {
        for folder in createdFolders.reversed() { rmdir(folder) }
    }

    /// `prepare`s, then runs `body` (the work and the write); when it throws, `discard`s.
    public mutating func produce<T>(_ body: (SingleFileOutput) throws -> T) throws -> T {
        try prepare()
        do {
            return try body(self)
        } catch {
            discard()
            throw error
        }
    }

    /// Writes the file atomically.
    public func write(_ bytes: [UInt8]) throws {
        try AtomicFile.write(bytes, to: path)
    }
}
