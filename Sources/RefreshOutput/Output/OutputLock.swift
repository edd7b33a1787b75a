#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exclusive advisory lock (`flock(2)`) a run holds on its output folder for its whole life, so two runs never
/// write into one folder at once. The lock is on a small file in the folder that holds the owner's process id, for
/// the message of a run that finds it taken. The kernel drops the lock when its holder exits, however it exits, so
/// the lock of a killed run is simply taken over; the file itself stays (removing it could let two runs lock two
/// different files of the same name).
final class OutputLock: Sendable {
    static let fileName = ".render-frames.lock"

    private let descriptor: Int32

    /// Takes the lock of `folder` at once, or throws `.locked` with the holder's pid (when it wrote it already).
    init(folder: String) throws(OutputError) {
        let path = OutputDirectory.join(folder, OutputLock.fileName)
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
        var pid = Array("\(getpid())\n".utf8)
        // The pid is only for messages: a failure to record it does not stop the run.
        if ftruncate(fd, 0) == 0 { _ = pwrite(fd, &pid, pid.count, 0) }
        descriptor = fd
    }

    deinit {
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
