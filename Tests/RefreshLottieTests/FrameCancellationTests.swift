import Foundation
import Testing
import Raster
import RefreshTestSupport
@testable import RefreshLottie

/// A Lottie frame being drawn stops when its canvas's `DrawingCancellation` is set: between the paths of the tree and
/// the rows of the path being rasterized, not when the frame is done.
@Suite(.serialized) struct FrameCancellationTests {
    /// What a debug build on a shared machine reaches for the release build's 0.2 s (as `StopLatencyTests`).
    static let bound = 0.4

    /// 100 000 vertices stroked in 20 copies (2 000 000 vertices, within the bound of a frame): seconds of drawing in
    /// a debug build. Cancelled half a second in, the draw returns within `bound`, the frame unfinished.
    @Test func aCancellationStopsAFrameInTheMiddle() throws {
        let composition = try LottieComposition(data: Data(HeavyLottie.json(vertices: 100_000, innerCopies: 20, outerCopies: 1).utf8))
        let canvas = try Canvas(width: 400, height: 400)
        let cancellation = DrawingCancellation()
        canvas.cancellation = cancellation
        let cancelled = Locked<Date?>(nil)
        let timer = Thread {
            Thread.sleep(forTimeInterval: 0.5)
            cancelled.withLock { $0 = Date() }
            cancellation.cancel()
        }
        let start = Date()
        timer.start()
        composition.draw(frame: 0, on: canvas)
        let ended = Date()
        while cancelled.withLock({ $0 }) == nil { Thread.sleep(forTimeInterval: 0.01) }
        let at = try #require(cancelled.withLock { $0 })
        try #require(ended > at, "the frame was drawn in \(ended.timeIntervalSince(start)) s, before the cancellation")
        let latency = ended.timeIntervalSince(at)
        print("heavy frame cancelled after 0.5 s: stopped \(String(format: "%.3f", latency)) s later")
        #expect(latency < Self.bound, "stopped \(latency) s after the cancellation")
    }

    /// A canvas cancelled before the frame draws none of it.
    @Test func aCanvasCancelledBeforeTheFrameDrawsNothing() throws {
        let composition = try Fixtures.composition("shapes")
        let canvas = try Canvas(width: 200, height: 200)
        canvas.cancellation = DrawingCancellation()
        canvas.cancellation?.cancel()
        composition.draw(frame: 0, on: canvas, transform: .scale(2, 2))
        #expect(canvas.makeImage() == (try Canvas(width: 200, height: 200)).makeImage())
    }

    /// Evaluation looks at the cancellation too, before each layer: a cancelled frame's tree is left unbuilt.
    @Test func aCancelledFrameIsNotEvaluated() throws {
        let composition = try Fixtures.composition("shapes")
        let cancellation = DrawingCancellation()
        #expect(!FrameEvaluator(model: composition.model, cancellation: cancellation).drawing(at: 0).items.isEmpty)
        cancellation.cancel()
        #expect(FrameEvaluator(model: composition.model, cancellation: cancellation).drawing(at: 0).items.isEmpty)
    }
}
