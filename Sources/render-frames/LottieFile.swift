import ArgumentParser
import Foundation
import RefreshLottie
import RefreshRender
import RefreshText

/// A Lottie file named on the command line (`--lottie FILE`, `render-frames lottie FILE`).
enum LottieFile {
    /// The animation in `path`, its warnings printed once on stderr; a file that is missing or refused is a usage
    /// error naming `option`, the file and the place in it (`layers[3].shapes[1].it[0].ks: …`).
    static func load(_ path: String, named option: String) throws -> LottieAnimation {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ValidationError("\(option) \(path): no such file; expected a Lottie (Bodymovin JSON) file")
        }
        let composition: LottieComposition
        do throws(LottieError) {
            // Text whose font the file embeds no glyphs of is set in installed fonts.
            composition = try LottieComposition(contentsOf: URL(fileURLWithPath: path), textEngine: FontTextEngine())
        } catch {
            throw ValidationError("\(option) \(path): \(error)")
        }
        for warning in composition.warnings {
            StandardError.write("render-frames: warning: \(path): \(warning)\n")
        }
        return LottieAnimation(composition)
    }
}
