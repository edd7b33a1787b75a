import Foundation
import Testing
@testable import Raster

/// Where a canvas looks at its `DrawingCancellation`: before each path or image it fills, between the pieces of a
/// stroke, and every `rowsBetweenLooks` rows of a sweep, which then leaves its scratch clean.
@Suite struct DrawingCancellationTests {
    /// Records the rows handed on; sets `cancellation` once it is handed row `cancelAt`.
    struct RowRecorder: SpanCompositor {
        var rows: [Int] = []
        var cancelAt: Int?
        var cancellation: DrawingCancellation?
        mutating func fillSpan(y: Int, x: Int, count: Int, alpha: UInt32) { note(y) }
        mutating func blendMask(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) { note(y) }
        private mutating func note(_ y: Int) {
            if rows.last != y { rows.append(y) }
            if y == cancelAt { cancellation?.cancel() }
        }
    }

    /// A disc across most of a 400 × 400 canvas: 400 rows to sweep.
    static let disc = Polygon(contours: [(0..<256).map { i in
        let a = Double(i) / 256 * 2 * Double.pi
        return Point(x: 200 + 190 * cos(a), y: 200 + 190 * sin(a))
    }])

    @Test func aCancelledCanvasDrawsNothingMore() throws {
        let canvas = try Canvas(width: 64, height: 64)
        let cancellation = DrawingCancellation()
        canvas.cancellation = cancellation
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), paint: .solid(.black))
        #expect(canvas.pixel(x: 5, y: 5) != 0)
        #expect(!canvas.isCancelled)
        cancellation.cancel()
        #expect(canvas.isCancelled)
        var path = Path()
        path.move(to: Point(x: 20, y: 20))
        path.line(to: Point(x: 60, y: 60))
        canvas.fill(Rect(x: 30, y: 0, width: 10, height: 10), paint: .solid(.black))
        canvas.stroke(path, style: StrokeStyle(width: 4), transform: .identity, paint: .solid(.black))
        canvas.fill(path, transform: .identity, paint: .solid(.black))
        #expect(canvas.pixel(x: 35, y: 5) == 0)
        #expect(canvas.pixel(x: 40, y: 40) == 0)
        #expect(canvas.coverageMask(of: path, transform: .identity).coveredRect.isEmpty)
    }

    /// Cancelled at row 100 of 400, the sweep hands on at most `rowsBetweenLooks` rows more, and the scratch it leaves
    /// fills the next polygon exactly as a new scratch does.
    @Test func theSweepStopsWithinRowsAndLeavesItsScratchClean() throws {
        let clip = ScanBounds(x0: 0, y0: 0, x1: 400, y1: 400)
        let scratch = CoverageScratch(width: 400, height: 400)
        let cancellation = DrawingCancellation()
        var stopped = RowRecorder(cancelAt: 100, cancellation: cancellation)
        let bounds = Rasterizer.fill(Self.disc, rule: .nonZero, clip: clip, alphaScale: 255, scratch: scratch,
                                     cancellation: cancellation, compositor: &stopped)
        let last = try #require(stopped.rows.last)
        #expect(last >= 100 && last < 100 + DrawingCancellation.rowsBetweenLooks, "last row \(last)")
        #expect(bounds.y1 <= last + 1 + DrawingCancellation.rowsBetweenLooks)

        var again = RowRecorder(), fresh = RowRecorder()
        let moved = Self.disc.applying(.translation(3.25, -2.5))
        Rasterizer.fill(moved, rule: .evenOdd, clip: clip, alphaScale: 255, scratch: scratch, compositor: &again)
        Rasterizer.fill(moved, rule: .evenOdd, clip: clip, alphaScale: 255, scratch: CoverageScratch(width: 400, height: 400),
                        compositor: &fresh)
        #expect(again.rows == fresh.rows)
        let canvas = try Canvas(width: 400, height: 400), reference = try Canvas(width: 400, height: 400)
        canvas.cancellation = DrawingCancellation()
        for c in [canvas, reference] { c.fill(moved, paint: .solid(.black)) }
        #expect(canvas.makeImage() == reference.makeImage())
    }

    /// A dashed stroke of many pieces stops between them once cancelled: nothing more of its outline is built.
    @Test func aStrokeStopsBetweenItsPieces() {
        var path = Path()
        path.move(to: Point(x: 0, y: 10))
        path.line(to: Point(x: 10_000, y: 10))
        let style = StrokeStyle(width: 2, dashPattern: [1, 1])
        let whole = Stroker.outline(of: path, style: style, cancellation: DrawingCancellation())
        #expect(whole.contourCount == 5000)
        let cancellation = DrawingCancellation()
        cancellation.cancel()
        #expect(Stroker.outline(of: path, style: style, cancellation: cancellation).isEmpty)
    }
}
