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
        do { return try RegularFile.contents(of: path, limit: maxFileBytes) } catch {
            switch error {
            case .cannotOpen(let reason): throw .fileError(path: path, message: "cannot open: \(reason)")
            case .notRegular: throw .fileError(path: path, message: "not a regular file (a folder, a device or a pipe)")
            case let .tooLarge(size, limit): throw .fileError(path: path, message: "\(size) bytes, over the limit of \(limit)")
            }
        }
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
