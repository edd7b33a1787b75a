import ArgumentParser
import Raster
import RefreshModel
import RefreshOutput

// The options whose values are a closed set: ArgumentParser lists the values in --help and in the message for a
// value that is not one of them ("Please provide one of 'png', 'gif' or 'sheet'").

/// `--format`.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// One PNG file per frame and `frames.json`.
    case png
    /// One animated GIF.
    case gif
    /// One contact sheet PNG.
    case sheet
}

/// `--style`: a style of the catalog, by name.
struct StyleChoice: ExpressibleByArgument {
    let style: any HeaderStyle

    init(_ style: any HeaderStyle) {
        self.style = style
    }

    init?(argument: String) {
        guard let style = StyleCatalog.style(named: argument) else { return nil }
        self.style = style
    }

    static var allValueStrings: [String] { StyleCatalog.names }
    var defaultValueDescription: String { style.name }
}

/// `--state`.
extension RefreshState: ExpressibleByArgument {}

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

/// `--background`: `style`, `none` (or `transparent`), `white`, `black`, or `#RRGGBB[AA]`.
extension BackgroundChoice: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.lowercased() {
        case "style": self = .style
        case "none", "transparent": self = .none
        case "white": self = .color(.white)
        case "black": self = .color(.black)
        default:
            guard let color = ArgumentValues.color(hex: argument) else { return nil }
            self = .color(color)
        }
    }

    public static var allValueStrings: [String] { ["style", "none", "white", "black", "#RRGGBB[AA]"] }
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
            guard argument.count == 7, let color = ArgumentValues.color(hex: argument) else { return nil }
            self = .color(color)
        }
    }

    public static var allValueStrings: [String] { ["auto", "white", "black", "#RRGGBB"] }
    public static var defaultCompletionKind: CompletionKind { .list(["auto", "white", "black"]) }
}
