import Foundation

/// Why a run cannot write where it was asked to: the folder or a file in it. Shared by `OutputDirectory` (frame
/// folders) and `SingleFileOutput` (a GIF, a contact sheet). The description names the path and the reason; a front
/// end adds how to get past it.
public enum OutputError: Error, CustomStringConvertible, Equatable {
    /// The path exists and is not a folder.
    case notADirectory(String)
    /// The folder cannot be created or written, with the system's reason (`Read-only file system`).
    case notWritable(String, reason: String)
    /// A file the run would replace was not written by render-frames, or was changed since.
    case foreignFile(String)
    /// A file the run would replace is not of the kind it writes (`GIF`, `PNG`).
    case otherKind(String, expected: String)
    /// The folder's manifest is not a render-frames manifest.
    case foreignManifest(String)

    /// The path in question.
    public var path: String {
        switch self {
        case .notADirectory(let p), .notWritable(let p, _), .foreignFile(let p), .otherKind(let p, _), .foreignManifest(let p):
            return p
        }
    }

    public var description: String {
        switch self {
        case .notADirectory(let p): return "\(p) exists and is not a directory"
        case .notWritable(let p, let r): return "\(p) is not writable (\(r))"
        case .foreignFile(let p): return "\(p) already exists and was not written by render-frames (or was changed since)"
        case .otherKind(let p, let kind): return "\(p) already exists and is not a \(kind) file"
        case .foreignManifest(let p): return "\(p) exists but is not a render-frames manifest"
        }
    }

    /// Opens `path` as an output folder: creates it (and its parents) when missing, and checks that it is a folder
    /// this process may write into.
    static func openFolder(_ path: String) throws(OutputError) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .notADirectory(path) }
        } else {
            do {
                try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw .notWritable(path, reason: reason(error))
            }
        }
        // access(2) gives the real reason: EACCES for permissions, EROFS for a read-only mount.
        guard access(path, W_OK) == 0 else { throw .notWritable(path, reason: String(cString: strerror(errno))) }
    }

    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.localizedDescription
    }
}
