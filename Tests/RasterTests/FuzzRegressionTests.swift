import Foundation
import Testing
@testable import Raster

/// Inputs found by `make fuzz` (Fuzz/Sources), kept as tests once fixed.
@Suite struct FuzzRegressionTests {
    /// FuzzStroke timeout: a closed quad with a control point 1e7 away, dashed into ~700 000 dashes. The outline
    /// builder reserved exactly the room of each dash, so Swift copied the whole outline once per dash (quadratic).
    /// Now the outline grows geometrically and the stroke finishes in linear time.
    @Test func manyDashesAreOutlinedInLinearTime() throws {
        var path = Path()
        path.move(to: Point(x: 4, y: 4))
        path.quad(to: Point(x: 50, y: 42.5), control: Point(x: 57.5, y: -10_000_000))
        path.close()
        let style = StrokeStyle(width: 42.5, cap: .square, join: .round, miterLimit: 2,
                                dashPattern: [30, 1.5, 1.5, 1, 50], dashPhase: 30, strokeStart: 4.4e-293, strokeEnd: 776)
        let transform = AffineTransform(a: 3, b: 1.5, c: 4, d: 1.0842021724855044e-19, tx: 0, ty: 0)
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            let outline = try Stroker.checkedOutline(of: path, style: style, transform: transform)
            #expect(outline.contourCount > 250_000)
            let canvas = try Canvas(width: 64, height: 64)
            canvas.fill(outline, paint: .solid(Color(white: 0.5)))
        }
        // Linear: a few seconds even unoptimised under a sanitizer; quadratic took minutes.
        #expect(elapsed < .seconds(90), "\(elapsed)")
    }

    /// The same shape in miniature: 200 000 square-capped dashes on a line keep every dash (8 points each).
    @Test func twoHundredThousandDashesKeepEveryPoint() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 10))
        path.line(to: Point(x: 2000, y: 10))
        let outline = try Stroker.checkedOutline(of: path, style: StrokeStyle(width: 2, cap: .square, dashPattern: [0.005, 0.005]))
        #expect(outline.contourCount == 200_000)
    }

    /// FuzzStroke out-of-memory: ~2 200 dashes on a 9-turn arc, with round caps 10 000 000 units wide under a ×74
    /// transform: every cap flattened to 100 000 points, 2.7 GB in all. Now refused at `Stroker.maxOutlinePoints`.
    @Test func hugeRoundCapsOnManyDashesAreRefusedNotAllocated() throws {
        var path = Path()
        path.line(to: Point(x: 4, y: 4))
        path.addArc(center: Point(x: 52.5, y: 55), radius: 1.5, startAngle: 1.5, sweep: 1.5)
        path.addArc(center: Point(x: 24.5, y: 6), radius: 769, startAngle: 36.5, sweep: 58)
        let style = StrokeStyle(width: 10_000_000, cap: .round, join: .round, miterLimit: 57, dashPattern: [1.5, 18.5],
                                strokeStart: 0, strokeEnd: 30)
        let transform = AffineTransform(a: 55.5, b: 48.5, c: 0, d: -0.5, tx: -0.5, ty: 0)
        #expect(throws: StrokeError.outlineTooLarge(limit: Stroker.maxOutlinePoints)) {
            try Stroker.checkedOutline(of: path, style: style, transform: transform)
        }
        #expect(Stroker.outline(of: path, style: style, transform: transform).isEmpty)
        #expect(StrokeError.outlineTooLarge(limit: 4_000_000).description.contains("more than 4000000 points"))
    }

    /// FuzzStroke out-of-memory: a 334-turn arc of radius 20 filled under a skew with a ×10⁷ entry. The skew turns
    /// the arc into 1 336 cubics of up to 100 000 lines each (gigabytes). Now the Béziers of a path share a budget of
    /// `Path.maxBezierLines` lines.
    @Test func aThousandTurnArcUnderAHugeSkewIsFlattenedWithinTheBudget() throws {
        var path = Path()
        path.move(to: Point(x: 4, y: 4))
        path.line(to: Point(x: 50, y: 30))
        path.addArc(center: Point(x: 30, y: 30), radius: 20, startAngle: 0.5, sweep: 2097)
        let transform = AffineTransform(a: -10_000_000, b: 770, c: 1.5, d: 1.5, tx: 0, ty: 0)
        let polygon = path.flattened(transform: transform)
        #expect(polygon.points.count <= Path.maxBezierLines + 1_400) // + one line per cubic past the budget
        #expect(polygon.points.count > 1_000)
        let canvas = try Canvas(width: 64, height: 64)
        canvas.fill(polygon, paint: .solid(Color(white: 0.5)))
    }
}
