import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// Every frame of each fixture drawn by RefreshLottie and by rlottie, compared pixel by pixel.
///
/// Tolerance: a pixel differs when one of its premultiplied channels differs by more than
/// `FrameDifference.edgeThreshold` (24 of 255); a frame passes when at most `maxDifferingFraction` of its pixels
/// differ. Both renderers anti-alias by exact area coverage but flatten curves, offset strokes and round
/// coverage differently, so edge pixels differ by up to a few tens of levels while interiors agree; the cap of a
/// trimmed or dashed stroke may end half a pixel apart (a whole-channel difference on a few pixels). The worst
/// frames measured differ on 0.06 % (loader) to 0.72 % (transforms) of their pixels; a wrong shape, colour, time or
/// transform changes far more than 2 % (the trim bug this suite caught moved 1.2–21 %).
@Suite struct ConformanceTests {
    static let maxDifferingFraction = 0.02
    static let writeAll = ProcessInfo.processInfo.environment["LOTTIE_COMPARE_PNG"] == "1"

    /// Fixture and scale; every frame from ip to op is compared.
    static let cases: [(String, Double)] = [("loader", 1), ("loader", 2), ("shapes", 1), ("transforms", 1), ("trims", 1),
                                            ("gradients", 1), ("repeater", 1), ("masks", 1), ("layers", 1)]

    @Test(arguments: cases)
    func matchesRLottie(_ name: String, _ scale: Double) throws {
        let composition = try Fixtures.composition(name)
        let w = Int((composition.width * scale).rounded(.up)), h = Int((composition.height * scale).rounded(.up))
        let oracle = try #require(RLottieOracle(json: try Fixtures.text(name), key: name, resourceFolder: Fixtures.folder.path,
                                                width: w, height: h))
        var worst = FrameDifference([], [])
        let frames = Int(composition.inPoint)..<Int(composition.outPoint)
        for frame in frames {
            let ours = try composition.image(frame: Double(frame), scale: scale).pixels
            let theirs = oracle.render(frame: frame - frames.lowerBound)
            let d = FrameDifference(ours, theirs)
            if d.fraction > worst.fraction || (d.fraction == worst.fraction && d.maxChannel > worst.maxChannel) { worst = d }
            // Frames that fail, and with LOTTIE_COMPARE_PNG=1 every 15th, are written side by side for looking.
            if d.fraction > Self.maxDifferingFraction || (Self.writeAll && frame % 15 == 0) {
                Fixtures.writeSideBySide(name, frame: frame, [ours, theirs], width: w, height: h)
            }
            #expect(d.fraction <= Self.maxDifferingFraction, "\(name) frame \(frame): \(d)")
        }
        print("conformance \(name): \(frames.count) frames, worst \(worst)")
    }
}
