import Foundation
import Testing
import RefreshLottie
@testable import render_frames
import ArgumentParser
import Raster
import RefreshRender

/// Where render-frames loads a Lottie file (`render-frames lottie FILE` and `--style lottie --lottie FILE` alike), it
/// hands down RefreshText's engine: text whose font the file embeds no glyphs of is drawn in installed fonts.
@Suite struct LottieFontTextTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../RefreshLottieTests/Fixtures/fonts/text-font-dejavu.json").standardizedFileURL.path

    @Test func aLoadedFileSetsFontTextInInstalledFonts() throws {
        let composition = try LottieFile.load(Self.fixture, named: "lottie", source: LottieSourceGroup.parse([])).composition
        #expect(composition.warnings.isEmpty, "\(composition.warnings)")
        // Dark ink on the file's white paper.
        let dark = try composition.image(frame: 0).pixels.filter { $0 >> 24 == 255 && $0 & 0xFF < 128 }.count
        #expect(dark > 500)
    }

    @Test func theLottieHeaderDrawsFontText() throws {
        let frame = try InProcessCommand.firstFrame(["--style", "lottie", "--lottie", Self.fixture, "--frames", "0..0"])
        #expect(frame.pixels.contains { $0 >> 24 == 255 && $0 & 0xFF < 128 })
    }
}
