import ArgumentParser
import Foundation
import RefreshLottie
import RefreshRender
import RefreshText

/// A Lottie file named on the command line (`--lottie FILE`, `render-frames lottie FILE`): JSON, gzip'd JSON (`.tgs`,
/// `.json.gz`) or a dotLottie container, told apart by their content.
enum LottieFile {
    /// The animation in `path` chosen and themed by `source`, its warnings printed once on stderr; a file that is
    /// missing or refused is a usage error naming `option`, the file and the place in it
    /// (`layers[3].shapes[1].it[0].ks: …`). With `appearance` dark and no theme asked for, a file's theme named
    /// `dark` is applied.
    static func load(_ path: String, named option: String, source: LottieSourceGroup,
                     appearance: Appearance = .light) throws -> LottieAnimation {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ValidationError("\(option) \(path): no such file; expected a Lottie file (JSON, .lottie or .tgs)")
        }
        let slots = try source.slots.map { try InputFile.read($0, option: "--slots", limit: LottieSourceGroup.maxSlotsBytes) }
        let composition: LottieComposition
        do throws(LottieError) {
            let document = try LottieDocument(contentsOf: URL(fileURLWithPath: path))
            let theme = source.theme ?? (appearance == .dark && document.themes.contains(darkTheme) ? darkTheme : nil)
            // Text whose font the file embeds no glyphs of is set in installed fonts.
            composition = try document.composition(animation: source.animation, theme: theme, slots: slots,
                                                   textEngine: FontTextEngine())
        } catch {
            switch error {
            case let .unknownChoice(kind, id, available):
                let accepted = available.isEmpty ? "a plain Lottie file has one animation and no themes"
                    : "expected one of " + available.joined(separator: ", ")
                throw ValidationError("--\(kind) \(id): \(path) has no \(kind) \"\(id)\"; \(accepted)")
            default:
                throw ValidationError("\(option) \(path): \(error)")
            }
        }
        for warning in composition.warnings {
            StandardError.write("render-frames: warning: \(path): \(warning)\n")
        }
        return LottieAnimation(composition)
    }

    /// The theme `--appearance dark` applies when a file has it.
    static let darkTheme = "dark"
}
