import Raster
import RefreshRender
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
        guard !force, FileManager.default.fileExists(atPath: path) else { return }
        // read(2), not FileHandle.readData, which traps on a read error instead of throwing.
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .otherKind(path, expected: kind) }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: signatureOffset + signature.count)
        let count = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count == head.count, head.dropFirst(signatureOffset).elementsEqual(signature) else {
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
