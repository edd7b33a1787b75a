import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a whole file so that readers only ever see the old file or the complete new one: the bytes go to a
/// temporary name in the same folder, which is then renamed over the destination.
package enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Removes the temporary files that writers killed mid-write (SIGKILL, the OOM killer) left in `folder`: names of
    /// the form `write(_:to:)` makes, `.NAME.tmp-PID-N`, or with an extension after N (`.NAME.tmp-PID-N.mp4`, a video
    /// ffmpeg writes, which needs the extension to choose its container), whose PID is no longer a running process. A
    /// live writer's files stay (a GIF or sheet run writes without the folder's lock). Returns how many were removed.
    @discardableResult
    public static func removeStaleTemporaries(in folder: String) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(".") {
            guard let range = name.range(of: ".tmp-", options: .backwards) else { continue }
            let parts = name[range.upperBound...].split(separator: "-")
            let number = parts.count == 2 ? parts[1].prefix { $0 != "." } : ""
            guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(number) != nil else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            if unlink(folder + "/" + name) == 0 { removed += 1 }
        }
        return removed
    }

    /// Makes `path` a hard link to the file `existing` (in the same folder), atomically: the link is made under a
    /// temporary name, then renamed over `path`. Throws `LinkError` with the errno when the file system refuses (for
    /// instance EMLINK: `existing` has as many links as it can have).
    public static func link(_ existing: String, to path: String) throws {
        let temporary = temporaryPath(for: path)
        guard Glibc.link(existing, temporary) == 0 else {
            let code = errno
            throw LinkError(path: path, existing: existing, code: code, reason: String(cString: strerror(code)))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    public struct LinkError: Error, CustomStringConvertible {
        public var path: String
        public var existing: String
        public var code: Int32
        public var reason: String
        public var description: String { "cannot link \(path) to \(existing): \(reason)" }
    }

    /// A fresh name beside `path`, for a file that is renamed over it once complete.
    private static func temporaryPath(for path: String) -> String {
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let base = path.split(separator: "/").last.map(String.init) ?? path
        return (directory.isEmpty ? "" : directory + "/") + ".\(base).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Writes `bytes` to `path` atomically; on any failure the temporary file is removed and nothing changes at `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let temporary = temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var written = 0
        let failure: String? = bytes.withUnsafeBytes { raw -> String? in
            while written < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                written += n
            }
            return nil
        }
        let closeFailed = close(fd) != 0
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
        if closeFailed {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}
