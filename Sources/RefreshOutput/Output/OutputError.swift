import Foundation

/// Why a run cannot write where it was asked to: the folder or a file in it. Shared by `OutputDirectory` (frame
/// folders) and `SingleFileOutput` (a GIF, a contact sheet). The description names the path and the reason; a front
/// end adds how to get past it.
public enum OutputError: Error, CustomStringConvertible, Equatable {
    /// The path exists and is not a folder.
    case notADirectory(String)
    /// A folder is where the run writes a file (its GIF, its manifest): not replaced, even with `force`.
    case folderInTheWay(String)
    /// The folder cannot be created or written, with the system's reason (`Read-only file system`).
    case notWritable(String, reason: String)
    /// A file the run would replace was not written by render-frames, or was changed since.
    case foreignFile(String)
    /// A file the run would replace, in a folder without the manifest that would say whether render-frames wrote it
    /// (deleted, most likely): `manifest` is its name.
    case unlistedFile(String, manifest: String)
    /// A file the run would replace is listed in the manifest (`manifest`, its path) of another output in the folder:
    /// an artwork of `render-frames assets`, a frame of a frame run.
    case listedElsewhere(String, manifest: String)
    /// A file the run would replace is not of the kind it writes (`GIF`, `PNG`).
    case otherKind(String, expected: String)
    /// The folder's manifest is not a render-frames manifest.
    case foreignManifest(String)
    /// Another run holds the folder's lock; `pid` is its process id when it recorded it.
    case locked(String, pid: Int32?)
    /// A name the run writes, in the folder, holds what it must not write through or replace: a symbolic link, a hard
    /// link to another file, a device or a FIFO (`reason` says which). Refused even with `force`.
    case unsafeFile(String, reason: String)
    /// The folder holds the frames of a run with another identity: the names of what differs (`RunIdentity`) and how
    /// many of that run's files replacing it would remove.
    case otherRun(String, differences: [String], files: Int)
    /// The path in question.
    public var path: String {
        switch self {
        case .notADirectory(let p), .folderInTheWay(let p), .notWritable(let p, _), .foreignFile(let p), .unlistedFile(let p, _), .otherKind(let p, _), .foreignManifest(let p),
             .locked(let p, _), .otherRun(let p, _, _), .unsafeFile(let p, _), .listedElsewhere(let p, _):
            return p
        }
    }

    public var description: String {
        switch self {
        case .notADirectory(let p): return "\(p) exists and is not a directory"
        case .folderInTheWay(let p): return "\(p) is a folder, where the run writes a file"
        case .notWritable(let p, let r): return "\(p) is not writable (\(r))"
        case .foreignFile(let p): return "\(p) already exists and was not written by render-frames (or was changed since)"
        case .unlistedFile(let p, let manifest):
            return "\(p) already exists, and the folder has no \(manifest) (deleted?) to tell whether render-frames wrote it"
        case .listedElsewhere(let p, let manifest):
            return "\(p) already exists and belongs to another output of render-frames (\(manifest) lists it)"
        case .otherKind(let p, let kind): return "\(p) already exists and is not a \(kind) file"
        case .foreignManifest(let p): return "\(p) exists but is not a render-frames manifest"
        case .locked(let p, let pid):
            return "\(p) is in use by another render-frames run" + (pid.map { " (pid \($0))" } ?? "")
        case .unsafeFile(let p, let reason): return "\(p) is not a file render-frames writes through (\(reason))"
        case .otherRun(let p, let differences, let files):
            return "\(p) holds \(files) frame\(files == 1 ? "" : "s") of another run (it differs in: \(differences.joined(separator: ", ")))"
        }
    }

    /// Opens `path` as an output folder: creates it (and its parents) when missing, and checks that it is a folder
    /// this process may write into. Returns the folders it created, parents first.
    @discardableResult
    static func openFolder(_ path: String) throws(OutputError) -> [String] {
        var isDirectory: ObjCBool = false
        var created: [String] = []
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .notADirectory(path) }
        } else {
            created = try createFolders(path)
        }
        // access(2) gives the real reason: EACCES for permissions, EROFS for a read-only mount.
        guard access(path, W_OK) == 0 else { throw .notWritable(path, reason: String(cString: strerror(errno))) }
        return created
    }

    /// Throws `folderInTheWay` when `path` is a folder (or a link to one): a file cannot be renamed over it, and
    /// finding out only after the work wastes it.
    static func checkNotAFolder(_ path: String) throws(OutputError) {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { throw .folderInTheWay(path) }
    }

    /// Creates `path` and its missing parents one at a time with mkdir(2), so a failure names the component and the
    /// system's reason (a file where a folder should be, a symbolic link to nowhere, a name too long); the folders made
    /// before the failure are removed again, so a refused `--out` leaves nothing behind.
    private static func createFolders(_ path: String) throws(OutputError) -> [String] {
        var created: [String] = []
        func fail(_ error: OutputError) -> OutputError {
            for folder in created.reversed() { rmdir(folder) }
            return error
        }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            var info = stat()
            if lstat(prefix, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFLNK, stat(prefix, &info) != 0 {
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: prefix)) ?? "?"
                    throw fail(.notWritable(path, reason: "\(prefix) is a symbolic link to \(target), which does not exist"))
                }
                guard info.st_mode & S_IFMT == S_IFDIR else { throw fail(.notADirectory(prefix)) }
                continue
            }
            guard mkdir(prefix, 0o777) == 0 else {
                // Another run made it between the lstat and the mkdir: a folder is what was wanted (that run's lock
                // then says whether the folder is free).
                if errno == EEXIST, lstat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
                let reason = String(cString: strerror(errno))
                throw fail(.notWritable(path, reason: prefix == path ? reason : "\(prefix): \(reason)"))
            }
            created.append(prefix)
        }
        return created
    }
}
