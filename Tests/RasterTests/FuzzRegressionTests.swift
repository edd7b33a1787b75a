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
}
