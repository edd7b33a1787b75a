import Foundation
import Raster

/// Two folders of frames (`frame_NNNN.png`) matched by name: which frames each side has, in frame order, and for a
/// frame on both sides whether its pictures differ (within a tolerance) and how. Each folder's `frames.json`, when it
/// has one, names every frame's moment. Both pictures of a pair are decoded even when their bytes are equal: two
/// copies of a corrupt frame are an error, never "equal".
///
/// The files are someone else's: each is read only when it is a regular file within a size (never a pipe or a device,
/// never more than `ComparisonFile.limit`), and nothing is kept of a pair once it is compared.
public struct FolderComparison: Sendable {
    /// One frame file on one side.
    public struct Frame: Sendable, Hashable {
        public let name: String
        public let index: Int
        public let path: String

        public init(name: String, index: Int, path: String) {
            (self.name, self.index, self.path) = (name, index, path)
        }
    }

    /// A frame name of either side, in frame order: on both sides (compared with `pair(_:_:tolerance:)`), or on one.
    public struct Entry: Sendable {
        public let reference: Frame?
        public let actual: Frame?
        /// The frame's name and index, from whichever side has it.
        public var frame: Frame { reference ?? actual! }
    }

    /// One frame's two pictures, and their difference when it is over the tolerance (nil: equal).
    public struct Pair {
        public let reference: Image
        public let actual: Image
        public let difference: ImageDifference?
    }

    public let reference: [Frame]
    public let actual: [Frame]
    public let referenceManifest: FrameManifest?
    public let actualManifest: FrameManifest?
    public let tolerance: ImageTolerance

    /// Lists both folders' frames and reads their manifests.
    public init(reference: String, actual: String, tolerance: ImageTolerance) throws(ComparisonFileError) {
        self.reference = try FolderComparison.frames(in: reference)
        self.actual = try FolderComparison.frames(in: actual)
        referenceManifest = FolderComparison.manifest(in: reference)
        actualManifest = FolderComparison.manifest(in: actual)
        self.tolerance = tolerance
    }

    /// Every frame name of either side, ordered by index, then name.
    public var entries: [Entry] {
        let actualByName = Dictionary(actual.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let referenceNames = Set(reference.map(\.name))
        let entries = reference.map { Entry(reference: $0, actual: actualByName[$0.name]) }
            + actual.filter { !referenceNames.contains($0.name) }.map { Entry(reference: nil, actual: $0) }
        return entries.sorted { ($0.frame.index, $0.frame.name) < ($1.frame.index, $1.frame.name) }
    }

    /// The names of the frames on both sides, in order.
    public var commonNames: [String] {
        let actualNames = Set(actual.map(\.name))
        return reference.map(\.name).filter { actualNames.contains($0) }
    }

    /// Reads and decodes a frame on both sides and compares the two pictures.
    public static func pair(_ reference: Frame, _ actual: Frame, tolerance: ImageTolerance) throws(ComparisonFileError) -> Pair {
        let leftBytes = try ComparisonFile.read(reference.path), rightBytes = try ComparisonFile.read(actual.path)
        let a = try ComparisonFile.decode(leftBytes, reference.path), b = try ComparisonFile.decode(rightBytes, actual.path)
        guard leftBytes != rightBytes else { return Pair(reference: a, actual: b, difference: nil) }
        let difference = ImageDifference(reference: a, actual: b, tolerance: tolerance)
        return Pair(reference: a, actual: b, difference: difference.isWithinTolerance ? nil : difference)
    }

    /// "t 0.300 s, progress 0.412, pulling" for a frame either manifest lists; empty otherwise.
    public func moment(of name: String) -> String {
        let frame = [referenceManifest, actualManifest].lazy.compactMap { $0?.frames.first { $0.file == name } }.first
        guard let frame else { return "" }
        return String(format: "t %.3f s, progress %.3f, %@", frame.time, frame.progress, frame.state)
    }

    /// The `frame_NNNN.png` files of a folder, by index.
    public static func frames(in folder: String) throws(ComparisonFileError) -> [Frame] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .unlistable(folder: folder, reason: error.localizedDescription)
        }
        return names.compactMap { name -> Frame? in
            guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return nil }
            let digits = name.dropFirst("frame_".count).dropLast(".png".count)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(digits) else { return nil }
            return Frame(name: name, index: index, path: (folder as NSString).appendingPathComponent(name))
        }.sorted { ($0.index, $0.name) < ($1.index, $1.name) }
    }

    /// The folder's `frames.json`, when render-frames wrote one (a link or an oversized file is none).
    public static func manifest(in folder: String) -> FrameManifest? {
        FolderFile.read((folder as NSString).appendingPathComponent(FrameManifest.fileName), limit: FolderFile.listLimit)
            .flatMap(FrameManifest.decode)
    }
}

/// A file a comparison could not use, named with the reason.
public enum ComparisonFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notPNG(path: String, reason: String)
    case unlistable(folder: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): cannot read the file: \(reason)"
        case let .notPNG(path, reason): return "\(path): not a readable PNG: \(reason)"
        case let .unlistable(folder, reason): return "\(folder): cannot list the folder: \(reason)"
        }
    }
}

/// Reading the files a comparison is given: a regular file (never a pipe or a device) within a size.
public enum ComparisonFile {
    /// The largest picture or animation read (as for any image this tool reads).
    public static let limit = 256 << 20

    public static func read(_ path: String) throws(ComparisonFileError) -> [UInt8] {
        do { return try RegularFile.contents(of: path, limit: limit) } catch {
            switch error {
            case .cannotOpen(let reason): throw .unreadable(path: path, reason: reason)
            case .notRegular: throw .unreadable(path: path, reason: "not a regular file (a folder, a device or a pipe)")
            case let .tooLarge(size, limit): throw .unreadable(path: path, reason: "\(size) bytes, over the limit of \(limit)")
            }
        }
    }

    public static func decode(_ bytes: [UInt8], _ path: String) throws(ComparisonFileError) -> Image {
        do { return try Image(pngData: bytes) } catch {
            throw .notPNG(path: path, reason: "\(error)")
        }
    }
}
