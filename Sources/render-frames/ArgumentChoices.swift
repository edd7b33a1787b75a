import ArgumentParser
import Raster
import RefreshRender
import RefreshOutput

// The options whose values are a closed set: ArgumentParser lists the values in --help and in the message for a
// value that is not one of them ("Please provide one of the following: - png …").

/// `--format`.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// One PNG file per frame and `frames.json`.
    case png
    /// One animated GIF.
    case gif
    /// One contact sheet PNG.
    case sheet
    /// One animated PNG, full colour and alpha.
    case apng
    /// One animated WebP, lossless unless `--quality`.
    case webp
    /// One H.264 video in MP4, through ffmpeg.
    case mp4
    /// One VP9 video in WebM (with alpha for a transparent background), through ffmpeg.
    case webm
    /// A GIF header's per-state image sequences @2x and @3x, with Swift and Android snippets.
    case imageSet = "image-set"
    /// A review page that plays the run, `<name>.html`, over its PNG frames in `<name>-frames/`.
    case html
}

/// `--style`: a style of the catalog by name, or `lottie`, the animation `--lottie FILE` names (a style made from a
/// file, so not an instance of the catalog).
enum StyleChoice: ExpressibleByArgument {
    case builtIn(any RefreshStyle)
    case lottie

    static let lottieName = LottieStyle.styleName

    init(_ style: any RefreshStyle) {
        self = .builtIn(style)
    }

    init?(argument: String) {
        if argument == StyleChoice.lottieName {
            self = .lottie
            return
        }
        guard let style = StyleCatalog.style(named: argument) else { return nil }
        self = .builtIn(style)
    }

    var name: String {
        switch self {
        case .builtIn(let style): return style.name
        case .lottie: return StyleChoice.lottieName
        }
    }

    static var allValueStrings: [String] { StyleCatalog.names + [lottieName] }
    var defaultValueDescription: String { name }
}

/// `--state`.
extension RefreshState: ExpressibleByArgument {}

/// `--appearance`.
extension Appearance: ExpressibleByArgument {}

/// `--check-contrast[=warn|error]`; given alone it means warn (`RenderFrames.execute` writes it out).
enum ContrastMode: String, CaseIterable, ExpressibleByArgument {
    /// Name each label below 4.5:1 on stderr; exit 0.
    case warn
    /// The same, and exit 1.
    case error

    /// The bare flag's spelling with its default value.
    static func expandingBareFlag(_ arguments: [String]) -> [String] {
        arguments.map { $0 == "--check-contrast" ? "--check-contrast=\(ContrastMode.warn.rawValue)" : $0 }
    }
}

/// `--locale`: letter case and `_` for `-` are forgiven.
extension LabelLanguage: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(identifier: argument)
    }
}

/// `--png-filter`: the filters by their Swift names.
extension PNGOptions.Filter: ExpressibleByArgument {
    public init?(argument: String) {
        guard let filter = Self.allCases.first(where: { "\($0)" == argument }) else { return nil }
        self = filter
    }

    public static var allValueStrings: [String] { allCases.map { "\($0)" } }
    public var defaultValueDescription: String { "\(self)" }
}

/// `--background`: `style`, `none` (or `transparent`), or a colour (`ColorNotation`: `white`, `black`, `#RRGGBB[AA]`…).
extension BackgroundChoice: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.lowercased() {
        case "style": self = .style
        case "none", "transparent": self = .none
        default:
            guard let color = ColorNotation.color(argument) else { return nil }
            self = .color(color)
        }
    }

    public static var allValueStrings: [String] {
        ["style", "none"] + ColorNotation.names.map(\.name) + ["#RGB", "#RRGGBB[AA]"]
    }
    public static var defaultCompletionKind: CompletionKind { .list(["style", "none", "white", "black"]) }
}

/// `--matte`: `auto`, `white`, `black` or an opaque `#RRGGBB`.
extension EdgeMatte: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.lowercased() {
        case "auto": self = .auto
        case "white": self = .color(.white)
        case "black": self = .color(.black)
        default:
            guard argument.count == 7, let color = ColorNotation.color(hex: argument) else { return nil }
            self = .color(color)
        }
    }

    public static var allValueStrings: [String] { ["auto", "white", "black", "#RRGGBB"] }
    public static var defaultCompletionKind: CompletionKind { .list(["auto", "white", "black"]) }
}
