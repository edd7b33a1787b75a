import Foundation
import Raster
import Testing

/// `--lottie` and `render-frames lottie` with files as teams ship them: a dotLottie container's theme chosen by
/// `--theme`, or by `--appearance dark` when the file has a theme named dark; the options refused where they mean
/// nothing. In process: no binary is launched.
@Suite struct LottieContainerCLITests {
    static let multiThemes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RefreshLottieTests/Fixtures/dotlottie/multi_themes.lottie").path

    static func header(_ extra: [String]) throws -> Image {
        try InProcessCommand.firstFrame(["--style", "lottie", "--lottie", multiThemes, "--progress", "1", "--scale", "1"] + extra)
    }

    @Test func appearanceDarkAppliesTheFilesDarkTheme() throws {
        let dark = try Self.header(["--appearance", "dark"])
        #expect(dark == (try Self.header(["--appearance", "dark", "--theme", "dark"])))
        #expect(dark != (try Self.header(["--appearance", "dark", "--theme", "sky"])))
        // In light appearance the file's own slots draw, as with no theme at all.
        #expect(try Self.header([]) != (try Self.header(["--theme", "dark"])))
    }

    @Test(arguments: [
        (["--style", "airplane", "--theme", "dark"], "--animation, --theme and --slots choose and theme a Lottie file"),
        (["--style", "lottie", "--lottie", multiThemes, "--theme", "midnight"],
         "--theme midnight: \(multiThemes) has no theme \"midnight\"; expected one of dark, sky, light"),
        (["lottie", multiThemes, "--animation", "Other Scene"],
         "--animation Other Scene: \(multiThemes) has no animation \"Other Scene\"; expected one of Main Scene"),
        (["lottie", multiThemes, "--slots", "/nonexistent/slots.json"], "--slots /nonexistent/slots.json"),
    ])
    func optionsThatMeanNothingAreUsageErrors(_ arguments: [String], _ message: String) {
        let (status, text) = InProcessCommand.outcome(arguments + ["--out", FileManager.default.temporaryDirectory.path + "/unused"])
        #expect(status == 2)
        #expect(text.contains(message), "\(text)")
    }
}
