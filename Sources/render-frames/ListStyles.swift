import ArgumentParser
import RefreshRender
import Foundation

/// `render-frames list`: the styles, one line each, then each style's options and the artwork `--image` replaces.
struct ListStyles: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the styles (headers and footers) with their --style-option variants and --image artwork.")

    func run() {
        for line in ListStyles.lines() { StandardOutput.write(line) }
    }

    static func lines() -> [String] {
        let entries = StyleCatalog.all.map { style in
            (style.name, style.kind, style.height, style.summary, style.optionSummaries, style.artwork.map(\.name))
        } + [(StyleChoice.lottieName, StyleKind.header, LottieStyle.defaultHeight,
              "\(LottieStyle.about) (--lottie FILE)", LottieStyle.optionForms, [])]
        let width = entries.map(\.0.count).max() ?? 0
        let kindWidth = StyleKind.allCases.map(\.rawValue.count).max() ?? 0
        return entries.flatMap { entry -> [String] in
            let (styleName, styleKind, styleHeight, summary, optionSummaries, artworkNames) = entry
            let name = styleName.padding(toLength: width, withPad: " ", startingAt: 0)
            let kind = styleKind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0)
            let height = "\(Int(styleHeight)) pt".padding(toLength: 6, withPad: " ", startingAt: 0)
            let options = optionSummaries.map { option in
                "    --style-option \(option.key)=\(option.values.joined(separator: "|"))"
                    + (option.current.map { " (default \($0))" } ?? "") + ": \(option.help)"
            }
            let artwork = artworkNames.isEmpty ? [] : ["    --image \(artworkNames.joined(separator: ", "))"]
            return ["\(name)  \(kind)  \(height)  \(summary)"] + options + artwork
        }
    }
}
