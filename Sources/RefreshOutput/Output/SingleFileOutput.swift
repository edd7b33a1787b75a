import Raster
import RefreshModel
import Foundation

/// One file a run writes into the output folder (a GIF, a contact sheet), written atomically (temporary name, then
/// rename). The folder is created if missing. An existing file of that name is replaced only when it is of the same
/// kind (it starts with `signature`, e.g. an earlier GIF) or with `force`, so a run never clobbers an unrelated file.
public struct SingleFileOutput: Sendable {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case notADirectory(String)
        case notWritable(String, reason: String)
        case foreignFile(String, kind: String)

        public var description: String {
            switch self {
            case .notADirectory(let p): return "--out \(p) exists and is not a directory; give a folder path"
            case .notWritable(let p, let r): return "--out \(p) is not writable (\(r))"
            case .foreignFile(let p, let kind):
                return "\(p) already exists and is not a \(kind) file; use --force to overwrite it, or another --out"
            }
        }
    }

    public let directory: String
    public let name: String
    public let force: Bool
    /// The first bytes of the format (GIF89a, the PNG signature).
    public let signature: [UInt8]
    /// The format's name for messages.
    public let kind: String

    public init(directory: String, name: String, force: Bool, signature: [UInt8], kind: String) {
        self.directory = directory
        self.name = name
        self.force = force
        self.signature = signature
        self.kind = kind
    }

    public static let gifSignature = Array("GIF89a".utf8)
    public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public var path: String { OutputDirectory.join(directory, name) }

    /// Creates the folder if needed and checks that the file may be written; call before the work starts.
    public func prepare() throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Failure.notADirectory(directory) }
        } else {
            do {
                try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw Failure.notWritable(directory, reason: "\(error.localizedDescription)")
            }
        }
        guard fm.isWritableFile(atPath: directory) else { throw Failure.notWritable(directory, reason: "permission denied") }
        guard !force, fm.fileExists(atPath: path) else { return }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw Failure.foreignFile(path, kind: kind) }
        defer { try? handle.close() }
        let head = [UInt8](handle.readData(ofLength: signature.count))
        guard head == signature else { throw Failure.foreignFile(path, kind: kind) }
    }

    /// Writes the file atomically.
    public func write(_ bytes: [UInt8]) throws {
        try AtomicFile.write(bytes, to: path)
    }
}
