import Raster
import RefreshRender
import Foundation

/// One file a run writes into the output folder (a GIF, a contact sheet), written atomically (temporary name, then
/// rename). The folder is created if missing. An existing file of that name is replaced only when it is of the same
/// kind (it starts with `signature`, e.g. an earlier GIF) or with `force`, so a run never clobbers an unrelated file.
struct SingleFileOutput: Sendable {
    public let directory: String
    public let name: String
    public let force: Bool
    /// The bytes that mark the format (GIF89a, the PNG signature, MP4's `ftyp`), `signatureOffset` bytes in.
    public let signature: [UInt8]
    public let signatureOffset: Int
    /// The format's name for messages.
    public let kind: String

    public init(directory: String, name: String, force: Bool, signature: [UInt8], signatureOffset: Int = 0, kind: String) {
        self.directory = directory
        self.name = name
        self.force = force
        self.signature = signature
        self.signatureOffset = signatureOffset
        self.kind = kind
    }

    public static let gifSignature = Array("GIF89a".utf8)
    public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public var path: String { OutputDirectory.join(directory, name) }

    /// Creates the folder if needed and checks that the file may be written; call before the work starts.
    public func prepare() throws(OutputError) {
        try OutputError.openFolder(directory)
        guard !force, FileManager.default.fileExists(atPath: path) else { return }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .otherKind(path, expected: kind) }
        defer { try? handle.close() }
        let head = [UInt8](handle.readData(ofLength: signatureOffset + signature.count))
        guard head.dropFirst(signatureOffset).elementsEqual(signature) else { throw .otherKind(path, expected: kind) }
    }

    /// Writes the file atomically.
    public func write(_ bytes: [UInt8]) throws {
        try AtomicFile.write(bytes, to: path)
    }
}
