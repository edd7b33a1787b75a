import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exclusive advisory lock (`flock(2)`) a run holds on its output folder for its whole life, so two runs never
/// write into one folder at once. The lock is on a small file in the folder that holds the owner's process id, for
/// the message of a run that finds it taken; the holder removes it when it is done. The kernel drops the lock when
/// its holder exits, however it exits, so the lock file of a killed run is simply taken over.
///
/// Removing the file is safe because a run that got the lock checks that the file it locked is still the one at the
/// path (a run that opened it just before the holder removed it would otherwise lock a file nobody else sees).
package final class OutputLock: Sendable {
    package static let fileName = ".render-frames.lock"

    /// The locked file's descriptor until `release()`; nil after.
    private let descriptor: Locked<Int32?>
    private let path: String

    /// Takes the lock of `folder` at once, or throws `.locked` with the holder's pid (when it wrote it already).
    init(folder: String) throws(OutputError) {
        let path = OutputDirectory.join(folder, OutputLock.fileName)
        while true {
            // Never through a link: a symbolic link planted at the lock's name would have the pid written into (and
            // truncate) whatever it points at. O_NONBLOCK: a FIFO planted there must not block the open.
            let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                let code = errno
                if code == ELOOP { throw .unsafeFile(path, reason: "it is a symbolic link") }
                throw .notWritable(folder, reason: String(cString: strerror(code)))
            }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let busy = errno == EWOULDBLOCK
                let reason = String(cString: strerror(errno))
                let holder = OutputLock.holder(fd)
                close(fd)
                if busy { throw .locked(folder, pid: holder) }
                throw .notWritable(folder, reason: reason)
            }
            var locked = stat(), atPath = stat()
            guard fstat(fd, &locked) == 0, lstat(path, &atPath) == 0,
                  locked.st_dev == atPath.st_dev, locked.st_ino == atPath.st_ino else {
                close(fd)   // the holder removed the file meanwhile: lock the one at the path now
                continue
            }
            // A hard link to another file, or anything but a plain file, is not ours to truncate.
            if let unsafe = OutputLock.unsafeKind(fd) {
                close(fd)
                throw .unsafeFile(path, reason: unsafe)
            }
            var pid = Array("\(getpid())\n".utf8)
            // The pid is only for messages: a failure to record it does not stop the run.
            if ftruncate(fd, 0) == 0 { _ = pwrite(fd, &pid, pid.count, 0) }
            descriptor = Locked(fd)
            self.path = path
            return
        }
    }

    /// Removes the lock file and drops the lock, once: when the run is done, before its output is looked at (worker
    /// threads may still hold a copy of the folder for a moment after the run returns), or at the latest in `deinit`.
    func release() {
        descriptor.withLock { fd in
            guard let held = fd else { return }
            unlink(path)   // still holding the lock: no other run can have locked this file
            close(held)
            fd = nil
        }
    }

    deinit {
        release()
    }

    /// Why the open file `fd` must not be written as the lock, or nil when it is a plain file with no other name.
    static func unsafeKind(_ fd: Int32) -> String? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return String(cString: strerror(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
        guard info.st_nlink == 1 else { return "it is a hard link to a file of \(info.st_nlink) names" }
        return nil
    }

    /// The pid the holder wrote into the lock file, if any.
    private static func holder(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let n = pread(fd, &buffer, buffer.count, 0)
        guard n > 0 else { return nil }
        return Int32(String(decoding: buffer[..<n], as: UTF8.self).trimmingWhitespace)
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(unicodeScalars.filter { !$0.properties.isWhitespace })
    }
}
