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
final class OutputLock: Sendable {
    static let fileName = ".render-frames.lock"

    private let descriptor: Int32
    private let path: String

    /// Takes the lock of `folder` at once, or throws `.locked` with the holder's pid (when it wrote it already).
    init(folder: String) throws(OutputError) {
        let path = OutputDirectory.join(folder, OutputLock.fileName)
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw .notWritable(folder, reason: String(cString: strerror(errno))) }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let busy = errno == EWOULDBLOCK
                let reason = String(cString: strerror(errno))
                let holder = OutputLock.holder(fd)
                close(fd)
                if busy { throw .locked(folder, pid: holder) }
                throw .notWritable(folder, reason: reason)
            }
            var locked = stat(), atPath = stat()
            guard fstat(fd, &locked) == 0, stat(path, &atPath) == 0,
                  locked.st_dev == atPath.st_dev, locked.st_ino == atPath.st_ino else {
                close(fd)   // the holder removed the file meanwhile: lock the one at the path now
                continue
            }
            var pid = Array("\(getpid())\n".utf8)
            // The pid is only for messages: a failure to record it does not stop the run.
            if ftruncate(fd, 0) == 0 { _ = pwrite(fd, &pid, pid.count, 0) }
            descriptor = fd
            self.path = path
            return
        }
    }

    deinit {
        unlink(path)   // still holding the lock: no other run can have locked this file
        close(descriptor)
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
