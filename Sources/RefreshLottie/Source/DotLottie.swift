import Foundation

/// A dotLottie container's manifest (`manifest.json`) and where its parts are: version 2 keeps animations in `a/`,
/// images in `i/` and themes in `t/`; version 1 in `animations/`, `images/` and `themes/`.
struct DotLottie: Sendable {
    let archive: ZipArchive
    let version: Int
    /// The animations' ids, in the manifest's order.
    let animations: [String]
    /// Each animation's own initial theme (version 2's `initialTheme`), by animation id.
    let initialThemes: [String: String]
    let themes: [String]
    /// The animation a player starts with: version 2's `initial.animation`, else version 1's `activeAnimationId`,
    /// else the first.
    let initialAnimation: String

    /// Largest manifest read, in bytes.
    static let maxManifestBytes = 1 << 20

    init(_ archive: ZipArchive) throws(LottieError) {
        self.archive = archive
        guard archive.contains("manifest.json") else { throw .badContainer("it has no manifest.json") }
        let bytes = try archive.read("manifest.json", limit: Self.maxManifestBytes)
        let manifest: JSONNode
        do { manifest = JSONNode(value: try JSONValue.parse(Data(bytes)), path: "manifest.json") } catch {
            throw .badContainer("its manifest.json is not JSON (\(error))")
        }
        let versionText: String = switch manifest.field("version")?.value {
        case .string(let s)?: s
        case .number(let n)?: "\(n)"
        default: "1"
        }
        version = versionText.hasPrefix("2") ? 2 : 1
        var animations: [String] = [], initialThemes: [String: String] = [:]
        for node in try manifest.required("animations", "the list of animations").array() {
            let id = try node.required("id", "the animation's id").string()
            animations.append(id)
            if let theme = node.field("initialTheme") { initialThemes[id] = try theme.string() }
        }
        guard !animations.isEmpty else { throw .badContainer("its manifest lists no animation") }
        self.animations = animations
        self.initialThemes = initialThemes
        themes = try manifest.field("themes").map { list throws(LottieError) in
            try list.array().map { t throws(LottieError) in try t.required("id", "the theme's id").string() }
        } ?? []
        if let initial = manifest.field("initial")?.field("animation") ?? manifest.field("activeAnimationId") {
            initialAnimation = try initial.string()
        } else {
            initialAnimation = animations[0]
        }
        guard animations.contains(initialAnimation) else {
            throw .badContainer("its manifest starts with animation \"\(initialAnimation)\", which it does not list")
        }
        for id in animations where entry(animation: id) == nil {
            throw .badContainer("its manifest lists animation \"\(id)\", which is not in the container")
        }
    }

    private var folders: (animations: [String], images: String, themes: [String]) {
        version == 2 ? (["a/", "animations/"], "i/", ["t/", "themes/"]) : (["animations/", "a/"], "images/", ["themes/", "t/"])
    }

    var imagesFolder: String { folders.images }

    func entry(animation id: String) -> String? {
        folders.animations.map { "\($0)\(id).json" }.first(where: archive.contains)
    }

    func entry(theme id: String) -> String? {
        folders.themes.map { "\($0)\(id).json" }.first(where: archive.contains)
    }
}
