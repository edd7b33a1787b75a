#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and atomic whole-file writes, with errno's text in the errors.
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

    /// Writes `bytes` to a temporary name in the destination's directory, then renames it over `path`, so readers
    /// see the old file or the whole new one, never a partial one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw .fileError(path: path, message: "not a file name") }
        let temp = "\(dir).\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .fileError(path: path, message: errnoText("cannot create \(temp)")) }
        var failure: String? = nil
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errnoText("cannot write \(temp)")
                    return
                }
                offset += n
            }
        }
        if close(fd) != 0 && failure == nil { failure = errnoText("cannot close \(temp)") }
        if failure == nil && rename(temp, path) != 0 { failure = errnoText("cannot rename \(temp) to \(path)") }
        if let failure {
            unlink(temp)
            throw .fileError(path: path, message: failure)
        }
    }

    private static func errnoText(_ what: String) -> String {
        "\(what): \(String(cString: strerror(errno)))"
    }
}
