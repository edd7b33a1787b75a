import ArgumentParser
import RefreshRender
import RefreshOutput

/// The labels' language, texts, last update and fonts.
struct LabelGroup: ParsableArguments {
    @Option(help: "Label language (default en; zh-Hans for circle, whose own strings are Chinese).")
    var locale: LabelLanguage?

    @Option(name: .customLong("title"), help: ArgumentHelp(
        "Replace the status text of a state, STATE=TEXT (repeatable, each state once; an idle text also shows while ending unless ending has its own).",
        valueName: "state=text"), transform: ArgumentValues.title)
    var titles: [(state: RefreshState, text: String)] = []

    @Option(help: "Replace the second line: arrow's last-updated label, sv's subtitle (then laid out in two lines), mj's last-update line, circle's time label.",
            transform: ArgumentValues.labelText)
    var subtitle: String?

    @Option(help: "The last update the labels show: an ISO date-time (2026-11-22T14:05, optional :SS and Z or ±HH:MM, shown as written), never, or now (the machine's clock; frames are then not reproducible). Default: 2026-11-22T14:05 against a clock fixed at the same moment; sv shows no subtitle and circle its initial 刷新时间 unless this is given.",
            transform: ArgumentValues.lastUpdated)
    var lastUpdated: LastUpdatedChoice?

    @Option(help: "Regular font file for labels (default: found with fontconfig).")
    var font: String?

    @Option(help: "Bold font file for labels (default: found with fontconfig).")
    var boldFont: String?

    mutating func validate() throws {
        try ArgumentValues.checkOnce(titles.map(\.state.rawValue), option: "--title", what: "state")
    }

    /// `--locale`, `--title`, `--subtitle` and `--last-updated` as the styles take them.
    var labelOptions: LabelOptions {
        let base = LabelOptions(language: locale, titles: Dictionary(titles, uniquingKeysWith: { $1 }), subtitle: subtitle)
        return lastUpdated?.apply(to: base) ?? base
    }

    /// The fonts: a file given with `--font` or `--bold-font` that cannot be used is a usage error naming it; no usable
    /// installed font is a failure of the run. `deferred`: found on first use (`TextServices.make`).
    func textServices(deferred: Bool = false) throws -> TextServices {
        do throws(TextError) {
            return try TextServices.make(fontPath: font, boldFontPath: boldFont, deferred: deferred)
        } catch {
            switch error {
            case .fileNotFound(let path), .notAFont(let path), .faceIndexOutOfRange(let path, _, _), .notScalable(let path),
                 .freeType(let path, _, _), .harfBuzz(let path, _):
                if path == font { throw ValidationError("--font \(path): \(error)") }
                if path == boldFont { throw ValidationError("--bold-font \(path): \(error)") }
            case .fontconfigUnavailable, .fontNotInstalled, .invalidSize, .invalidBounds:
                break
            }
            throw RunFailure(message: "\(error)")
        }
    }
}
