import ArgumentParser
import Foundation
import RefreshRender

/// `--viewport`: the strip alone (`none`), or a phone screen by preset name or `WxH` in points.
enum ViewportChoice: ExpressibleByArgument, CustomStringConvertible {
    case none
    case screen(Viewport)

    /// Parses the value; a bad one is a usage error saying what is accepted.
    static func parse(_ text: String) throws -> ViewportChoice {
        if text.lowercased() == "none" { return .none }
        do throws(ViewportError) {
            return .screen(try Viewport(text))
        } catch {
            switch error {
            case .unknown: throw ValidationError("'\(text)' is not a viewport; expected none (the header strip), \(Viewport.accepted)")
            case .sizeOutOfRange: throw ValidationError("\(error)")
            }
        }
    }

    init?(argument: String) {
        guard let choice = try? ViewportChoice.parse(argument) else { return nil }
        self = choice
    }

    static var allValueStrings: [String] { ["none"] + Viewport.presets.map(\.description) + ["WxH"] }
    static var defaultCompletionKind: CompletionKind { .list(["none"] + Viewport.presets.map(\.description)) }

    var description: String {
        switch self {
        case .none: return "none"
        case .screen(let viewport): return viewport.description
        }
    }
}

/// The phone screen around the control: its size, the navigation bar's title and the list's rows (STYLES.md §8).
struct ViewportGroup: ParsableArguments {
    // Unconditional: a value starting with a dash (-375x667) is a bad viewport to name, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Draw the control on a phone screen with the list it refreshes: \(Viewport.presets.map(\.description).joined(separator: ", ")), or WxH in points; none (the default) draws the header strip alone.",
        valueName: "name|WxH"), transform: ViewportChoice.parse)
    var viewport = ViewportChoice.none

    @Option(name: .customLong("nav-title"), help: "With --viewport: the navigation bar's title (default: the library's name).",
            transform: ArgumentValues.labelText)
    var navigationTitle: String?

    @Option(help: ArgumentHelp(
        "With --viewport: the list's rows, a JSON file holding an array of titles or {\"title\": …, \"subtitle\": …} objects (default: a numbered list in the labels' language).",
        valueName: "file"))
    var rows: String?

    /// The largest rows file read (its limits, `ScreenRows.maximumCount` rows of `maximumLength` characters, fit).
    static let maximumRowsFileBytes = 16 << 20

    mutating func validate() throws {
        if case .none = viewport, navigationTitle != nil || rows != nil {
            throw ValidationError("--nav-title and --rows go with --viewport (they set the screen's navigation bar and list)")
        }
    }

    /// The screen, reading `--rows`; nil without a viewport. A rows file that cannot be read or is not a valid list is
    /// a usage error naming it.
    func screenOptions() throws -> ScreenOptions? {
        guard case .screen(let viewport) = viewport else { return nil }
        return ScreenOptions(viewport: viewport, navigationTitle: navigationTitle, rows: try rows.map(ViewportGroup.loadRows))
    }

    static func loadRows(_ path: String) throws -> ScreenRows {
        let data = try InputFile.read(path, option: "--rows", limit: maximumRowsFileBytes)
        do throws(ScreenRowsError) {
            return try ScreenRows(json: data)
        } catch {
            throw ValidationError("--rows \(path): \(error)")
        }
    }
}
