#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and atomic whole-file writes for images, with errno's text in the errors.
enum FileIO {
    static func readFile(_ path: String) throws(PNGError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .fileError(path: path, message: errnoText("cannot open")) }
        defer { close(fd) }
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
            if bytes.count > 1 << 30 { throw .fileError(path: path, message: "file larger than 1 GiB") }
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
