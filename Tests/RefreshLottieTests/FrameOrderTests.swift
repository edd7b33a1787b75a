import Foundation
import Raster
import Testing
@testable import RefreshLottie

/// Drawing keeps caches on the canvas (recorded coverage of shapes, masks and mattes that stay put): frames drawn
/// in a shuffled order, each more than once, on one canvas equal the same frames drawn each on a new canvas. A stale
/// cache (a shape replayed after it changed) shows here as a frame that differs.
@Suite struct FrameOrderTests {
    static let files = ["masks", "mattes", "inverted-mask", "trims", "repeater", "gradients", "features/masked-solid",
                        "features/effects", "lottie-ios/Switch_States", "lottie-ios/Zoom"]

    @Test(arguments: files) func framesInAnyOrderEqualFreshFrames(_ name: String) throws {
        let composition = try Fixtures.composition(name)
        let scale = min(1, 96 / max(composition.width, composition.height))
        let range = composition.frameRange
        let frames = Array(stride(from: range.lowerBound, through: range.upperBound,
                                  by: max(1, range.count / 8)))
        let fresh = try frames.map { try composition.image(frame: Double($0), scale: scale) }
        let canvas = try Canvas(width: fresh[0].width, height: fresh[0].height)
        for pass in 0..<3 {
            // A scrambled order, another each pass, the same on every run.
            for i in frames.indices.sorted(by: { ($0 * 7919 + pass * 31) % 97 < ($1 * 7919 + pass * 31) % 97 }) {
                canvas.clear()
                composition.draw(frame: Double(frames[i]), on: canvas, transform: .scale(scale, scale))
                #expect(canvas.makeImage() == fresh[i], "\(name) frame \(frames[i])")
            }
        }
    }

    /// The frame a canvas last drew is known again without evaluating it only for the same composition, frame and
    /// transform: two files drawn in turn at the same frame numbers and scales, each frame and scale more than once
    /// in a row, give each file's own pixels.
    @Test func theSameFrameAgainIsThatCompositionsFrame() throws {
        let files = try ["trims", "shapes"].map(Fixtures.composition)
        let canvas = try Canvas(width: 100, height: 100)
        for frame in [3.0, 3, 7, 7, 3] {
            for scale in [1.0, 1, 0.5] {
                for (i, composition) in files.enumerated() {
                    canvas.clear()
                    composition.draw(frame: frame, on: canvas, transform: .scale(scale, scale))
                    let fresh = try Canvas(width: 100, height: 100)
                    composition.draw(frame: frame, on: fresh, transform: .scale(scale, scale))
                    let same = canvas.makeImage() == fresh.makeImage()
                    #expect(same, "file \(i) frame \(frame) at \(scale)")
                }
            }
        }
    }
}
