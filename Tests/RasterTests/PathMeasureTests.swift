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
