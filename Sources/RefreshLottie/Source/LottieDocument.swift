import Foundation
import Raster

/// A Lottie file as teams ship it, recognised by its content whatever its name: Bodymovin JSON, gzip'd JSON
/// (Telegram's `.tgs`, `.json.gz`), or a dotLottie container (`.lottie`, versions 1 and 2: a zip of a manifest,
/// animations, images and themes). A container is read in memory and never extracted; what is inflated counts against
/// the limit of a plain file. It lists its animations and themes, and makes the composition of any of them, with a
/// theme or slots applied.
public struct LottieDocument: Sendable {
    /// How the file was packed.
    public enum Format: Sendable, Equatable, CustomStringConvertible {
        case json
        case gzip
        case dotLottie(version: Int)

        public var description: String {
            switch self {
            case .json: return "Lottie JSON"
            case .gzip: return "gzip'd Lottie JSON"
            case .dotLottie(let version): return "dotLottie (manifest version \(version))"
            }
        }
    }

    public let format: Format
    /// The animations' ids: a container's, in its manifest's order; empty for a plain or gzip'd file (it is one).
    public var animations: [String] { container?.animations ?? [] }
    /// The themes' ids (a container's `t/` or `themes/`); empty for a plain or gzip'd file.
    public var themes: [String] { container?.themes ?? [] }
    /// The animation drawn when none is asked for (nil for a plain or gzip'd file).
    public var initialAnimation: String? { container?.initialAnimation }

    private let container: DotLottie?
    /// The JSON of a plain or gzip'd file.
    private let json: [UInt8]
    private let folder: URL?

    /// Reads a document from its bytes; image files a plain file names are read from `folder`.
    public init(data: Data, folder: URL? = nil) throws(LottieError) {
        try self.init(bytes: [UInt8](data), folder: folder)
    }

    /// Reads the file at `url` (a regular file of at most `LottieLimits.maxFileBytes`); its images are read from its
    /// folder, or from the container.
    public init(contentsOf url: URL) throws(LottieError) {
        let bytes: [UInt8]
        do { bytes = try RegularFile.contents(of: url.path, limit: LottieLimits.maxFileBytes) } catch {
            throw .unreadableFile(path: url.path, reason: "\(error)")
        }
        try self.init(bytes: bytes, folder: url.deletingLastPathComponent())
    }

    private init(bytes: [UInt8], folder: URL?) throws(LottieError) {
        guard bytes.count <= LottieLimits.maxFileBytes else {
            throw .limitExceeded(path: "", what: "file size \(bytes.count) bytes", limit: "\(LottieLimits.maxFileBytes) bytes")
        }
        self.folder = folder
        if ZipArchive.isZip(bytes) {
            let container = try DotLottie(ZipArchive(bytes))
            format = .dotLottie(version: container.version)
            self.container = container
            json = []
        } else if Gzip.isGzip(bytes) {
            format = .gzip
            container = nil
            json = try Gzip.inflate(bytes, budget: InflationBudget(limit: LottieLimits.maxFileBytes, compressedSize: bytes.count))
        } else {
            format = .json
            container = nil
            json = bytes
        }
    }

    /// The composition of animation `animation` (a container's initial one when nil) with theme `theme` applied
    /// (else the animation's own initial theme, if its manifest names one), then `slots` (a `slots` object, in the
    /// format of a file's own) over both. A plain or gzip'd file takes no animation or theme id. `textEngine` sets
    /// text in fonts the file embeds no glyphs of (`LottieComposition.init(data:baseURL:textEngine:)`).
    public func composition(animation: String? = nil, theme: String? = nil, slots: Data? = nil,
                            textEngine: (any LottieTextEngine)? = nil) throws(LottieError) -> LottieComposition {
        var overrides: [String: JSONValue] = [:]
        let root: JSONValue
        let assets: AssetFiles
        if let container {
            let id = animation ?? container.initialAnimation
            guard let entry = container.entry(animation: id) else {
                throw .unknownChoice(kind: "animation", id: id, available: container.animations)
            }
            let budget = ReadBudget()
            root = try Self.parse(container.archive.read(entry, limit: LottieLimits.maxFileBytes, total: budget), in: entry)
            assets = .container(container.archive, images: container.imagesFolder, budget: budget)
            if let themeID = theme ?? container.initialThemes[id] {
                guard let themeEntry = container.entry(theme: themeID) else {
                    throw .unknownChoice(kind: "theme", id: themeID, available: container.themes)
                }
                let rules = try Self.parse(container.archive.read(themeEntry, limit: DotLottie.maxManifestBytes, total: budget),
                                           in: themeEntry)
                do { overrides = try Theme.slots(rules, animation: id) } catch {
                    throw .badContainer("its theme \"\(themeID)\" (\(themeEntry)) is refused: \(error)")
                }
            }
        } else {
            if let animation { throw .unknownChoice(kind: "animation", id: animation, available: []) }
            if let theme { throw .unknownChoice(kind: "theme", id: theme, available: []) }
            root = try JSONValue.parse(Data(json))
            assets = folder.map(AssetFiles.folder) ?? .none
        }
        if let slots {
            let table = try JSONValue.parse(slots)
            guard case .object(let given) = table else {
                throw .wrongType(path: "(slots)", found: table.typeName, expected: "a slots object {\"id\": {\"p\": …}}")
            }
            overrides.merge(given) { _, new in new }
        }
        return try LottieComposition(model: CompositionModel(root: Slots.apply(overrides, to: root), assets: assets,
                                                            textEngine: textEngine))
    }

    private static func parse(_ bytes: [UInt8], in entry: String) throws(LottieError) -> JSONValue {
        do { return try JSONValue.parse(Data(bytes)) } catch {
            throw .badContainer("its \(entry) is not JSON (\(error))")
        }
    }
}
