import ArgumentParser
import RefreshModel

/// `render-frames list`: the styles, one line each, then each style's options and the artwork `--image` replaces.
struct ListStyles: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the styles (headers and footers) with their --style-option variants and --image artwork.")

    func run() {
        for line in ListStyles.lines() { print(line) }
    }

    static func lines() -> [String] {
        let width = StyleCatalog.names.map(\.count).max() ?? 0
        let kindWidth = StyleKind.allCases.map(\.rawValue.count).max() ?? 0
        return StyleCatalog.all.flatMap { style -> [String] in
            let name = style.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let kind = style.kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0)
            let height = "\(Int(style.height)) pt".padding(toLength: 6, withPad: " ", startingAt: 0)
            let options = style.optionSummaries.map { option in
                "    --style-option \(option.key)=\(option.values.joined(separator: "|"))"
                    + (option.current.map { " (default \($0))" } ?? "") + ": \(option.help)"
            }
            let artwork = style.artwork.isEmpty ? [] : ["    --image \(style.artwork.map(\.name).joined(separator: ", "))"]
            return ["\(name)  \(kind)  \(height)  \(style.summary)"] + options + artwork
        }
    }
}
