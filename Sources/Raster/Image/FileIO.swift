#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and atomic whole-file writes for images, with errno's text in the errors.
enum FileIO {
    /// Largest file read (a PNG of the largest image, 16384² pixels, compresses well under it).
    static let maxFileBytes = 256 << 20

    static func readFile(_ path: String) throws(PNGError) -> [UInt8] {
        // O_NONBLOCK: a FIFO with no writer opens at once (and is refused below) instead of waiting for one.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .fileError(path: path, message: errnoText("cannot open")) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .fileError(path: path, message: errnoText("cannot read")) }
        // A device or a pipe has no size to check, and may never end (/dev/zero): only a regular file is read, and
        // only when its size is within the limit, before a byte of it is read.
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .fileError(path: path, message: "not a regular file (a folder, a device or a pipe)")
        }
        guard info.st_size <= Self.maxFileBytes else {
            throw .fileError(path: path, message: "\(info.st_size) bytes, over the limit of \(Self.maxFileBytes)")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .fileError(path: path, message: errnoText("cannot read"))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > Self.maxFileBytes { throw .fileError(path: path, message: "over the limit of \(Self.maxFileBytes) bytes") }
        }
        return bytes
    }

    /// `AtomicFile.write`, with its failure as a `PNGError`.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
        do { try AtomicFile.write(bytes, to: path) } catch {
            throw .fileError(path: path, message: error.reason)
        }
    }

    private static func errnoText(_ what: String) -> String {
        "\(what): \(String(cString: strerror(errno)))"
    }
}
