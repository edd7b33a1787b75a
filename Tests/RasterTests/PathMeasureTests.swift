import Foundation
import Testing
@testable import Raster

@Suite struct PathMeasureTests {
    @Test func circleLengthIsExact() {
        let m = PathMeasure(.circle(center: Point(x: 10, y: 10), radius: 44))
        #expect(abs(m.length - 2 * .pi * 44) < 1e-9)
    }

    @Test func ovalLengthIsWithinCubicError() {
        // The UIKit oval is four cubics; its length differs from the circle's by ≈ 0.03 % (STYLES.md §6.2).
        let m = PathMeasure(.oval(in: Rect(x: 0, y: 0, width: 88, height: 88)), tolerance: 0.001)
        let circle = 2 * Double.pi * 44
        #expect(abs(m.length - circle) / circle < 4e-4)
    }

    @Test func quarterOfOvalIsAtSixOClock() {
        let m = PathMeasure(.oval(in: Rect(x: 0, y: 0, width: 88, height: 88)), tolerance: 0.001)
        let p = m.position(atDistance: m.length / 4)
        #expect(abs(p.x - 44) < 0.01 && abs(p.y - 88) < 0.01)
        let t = m.tangent(atDistance: m.length / 4)
        #expect(t.x < -0.99) // moving left: clockwise on screen
    }

    /// Lengths and positions along cubics against scipy.integrate.quad and brentq (a one-off cross-check): a smooth
    /// S-curve and one with a cusp at t = 0.5, where the speed vanishes and the quadrature must refine.
    @Test(arguments: [
        ([(0.0, 0.0), (10, 40), (60, -20), (80, 30)], 97.992_511_726_081_4, (21.667_660_005_794_26, 14.328_215_241_816_231)),
        ([(0.0, 0.0), (100, 100), (0, 100), (100, 0)], 182.842_712_474_619_02, (35.313_616_820_398_42, 41.859_593_545_209_5)),
    ])
    func cubicLengthIsExact(points: [(Double, Double)], length: Double, atThreeTenths: (Double, Double)) {
        var p = Path()
        p.move(to: Point(x: points[0].0, y: points[0].1))
        p.cubic(to: Point(x: points[3].0, y: points[3].1), control1: Point(x: points[1].0, y: points[1].1),
                control2: Point(x: points[2].0, y: points[2].1))
        let m = PathMeasure(p)
        #expect(abs(m.length - length) < 1e-6 * length)
        let q = m.position(atDistance: 0.3 * m.length)
        #expect(abs(q.x - atThreeTenths.0) < 1e-6 && abs(q.y - atThreeTenths.1) < 1e-6, "\(q)")
        // A dash cut at the same place ends there too.
        let cut = m.contours[0].segments(from: 0, to: 0.3 * m.length)
        #expect(cut.count == 1 && cut[0].end.distance(to: q) < 1e-9)
        #expect(abs(cut[0].length - 0.3 * length) < 1e-6 * length)
    }

    @Test func ovalLengthIsExact() {
        // The UIKit oval of radius 44: 276.498 938 858 645 by scipy.integrate.quad (0.014 % over the circle).
        let m = PathMeasure(.oval(in: Rect(x: 0, y: 0, width: 88, height: 88)))
        #expect(abs(m.length - 276.498_938_858_645) < 1e-9)
    }

    @Test func movesAddNoLengthAndContoursSumInOrder() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 3, y: 4))
        p.move(to: Point(x: 100, y: 100)); p.line(to: Point(x: 100, y: 110))
        let m = PathMeasure(p)
        #expect(m.length == 15)
        #expect(m.position(atDistance: 7.5) == Point(x: 100, y: 102.5))
    }

    @Test func closeAddsTheClosingEdge() {
        let m = PathMeasure(.rect(Rect(x: 0, y: 0, width: 10, height: 5)))
        #expect(m.length == 30)
    }

    @Test func circleOfRadius500FlattensWithinTolerance() {
        let center = Point(x: 600, y: 600)
        let polygon = Path.circle(center: center, radius: 500).flattened()
        var worst = 0.0, outside = 0.0, inside = 0.0
        let pts = Array(polygon.points)
        for i in pts.indices {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            guard a != b else { continue }
            outside = max(outside, a.distance(to: center) - 500)
            // Chord midpoints are the farthest from the arc.
            inside = max(inside, 500 - a.lerp(to: b, 0.5).distance(to: center))
            worst = max(worst, abs(a.distance(to: center) - 500), abs(a.lerp(to: b, 0.5).distance(to: center) - 500))
        }
        #expect(worst <= Flattening.tolerance * (1 + 1e-9))
        // The chords straddle the circle: their vertices outside it, their middles inside, by the same amount.
        #expect(abs(outside - inside) < 1e-6 && outside > Flattening.tolerance / 2)
    }

    @Test func arcDirectionFollowsScreenClockwiseFlag() {
        let cw = Path.arc(center: .zero, radius: 10, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        let m = PathMeasure(cw)
        #expect(abs(m.length - 5 * .pi) < 1e-9)
        let ccw = Path.arc(center: .zero, radius: 10, startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        #expect(abs(PathMeasure(ccw).length - 15 * .pi) < 1e-9)
    }
}
