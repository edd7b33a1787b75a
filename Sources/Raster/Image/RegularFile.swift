#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file someone else made: only a regular file, never more than a limit, and never blocking on a pipe or a
/// device (`/dev/zero`, a FIFO). The type and size are checked on the open descriptor before a byte is read, and the
/// read stops at the size found then, whatever the file grows to meanwhile. The one reader of images, Lottie files and
/// the files an output folder holds.
package enum RegularFile {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case cannotOpen(String)
        case notRegular
        case tooLarge(size: Int, limit: Int)

        package var description: String {
            switch self {
            case .cannotOpen(let reason): return "cannot be read (\(reason))"
            case .notRegular: return "is not a regular file (a folder, a device or a pipe)"
            case let .tooLarge(size, limit): return "has \(size) bytes, over the limit of \(limit) bytes"
            }
        }
    }

    /// The bytes of the file at `path`. With `followLinks` false a symbolic link in the last component is refused
    /// (`O_NOFOLLOW`), for paths that came from inside a file or a folder rather than from the user.
    package static func contents(of path: String, limit: Int, followLinks: Bool = true) throws(Failure) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one; the type check below
        // then refuses it.
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if !followLinks { flags |= O_NOFOLLOW }
        let fd = open(path, flags)
        guard fd >= 0 else { throw .cannotOpen(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .cannotOpen(String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegular }
        let size = Int(info.st_size)
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, size - filled) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .cannotOpen(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            filled += n
        }
        if filled < size { bytes.removeLast(size - filled) }
        return bytes
    }
}
