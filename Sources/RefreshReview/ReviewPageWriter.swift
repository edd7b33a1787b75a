import Foundation
import Raster

/// Writes review pages and the pictures beside them: every file atomically (a reader sees the old file or the whole
/// new one), and a page only where no file or a review page is (never over a file it did not write).
public enum ReviewPageWriter {
    /// Why a page or a picture could not be written.
    public enum WriteError: Error, Equatable, CustomStringConvertible {
        /// A file that is not a review page is where the page goes.
        case notAReviewPage(path: String)
        /// The system refused (the path and its reason).
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .notAReviewPage(let path):
                return "\(path) exists and is not a review page; expected a new file or a page written by render-frames"
            case let .cannotWrite(path, reason):
                return "cannot write \(path): \(reason)"
            }
        }
    }

    /// Writes `page` to `path` (its folder is created when missing), replacing only an earlier review page unless
    /// `replacingAnyFile`.
    public static func write(_ page: ReviewPage, to path: String, replacingAnyFile: Bool = false) throws(WriteError) {
        if !replacingAnyFile, FileManager.default.fileExists(atPath: path), !ReviewViewer.isReviewPage(atPath: path) {
            throw .notAReviewPage(path: path)
        }
        let bytes: [UInt8]
        do { bytes = try ReviewViewer.html(for: page) } catch {
            throw .cannotWrite(path: path, reason: "\(error)")
        }
        try makeFolder(containing: path)
        do { try AtomicFile.write(bytes, to: path) } catch { throw .cannotWrite(path: path, reason: error.reason) }
    }

    /// Writes `bytes` (a picture) to `path` atomically, its folder created when missing.
    public static func writeFile(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try makeFolder(containing: path)
        do { try AtomicFile.write(bytes, to: path) } catch { throw .cannotWrite(path: path, reason: error.reason) }
    }

    /// Copies the file at `source` to `path` atomically (skipped when `path` already holds the same bytes).
    public static func copyFile(_ source: String, to path: String) throws(WriteError) {
        guard let bytes = FileManager.default.contents(atPath: source) else {
            throw .cannotWrite(path: path, reason: "cannot read \(source)")
        }
        if FileManager.default.contents(atPath: path) == bytes { return }
        try writeFile([UInt8](bytes), to: path)
    }

    private static func makeFolder(containing path: String) throws(WriteError) {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        let folder = String(path[..<slash])
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: "cannot create the folder \(folder): \(error.localizedDescription)")
        }
    }
}
