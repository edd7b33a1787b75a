import Foundation
import Testing
@testable import Raster

@Suite struct StrokerTests {
    private let horizontal = Path.line(from: Point(x: 0, y: 0), to: Point(x: 100, y: 0))

    private func corner(_ join: LineJoin) -> Polygon {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 100, y: 0)); p.line(to: Point(x: 100, y: 100))
        return Stroker.outline(of: p, style: StrokeStyle(width: 10, join: join))
    }

    @Test func buttLineAreaIsLengthTimesWidth() {
        let o = Stroker.outline(of: horizontal, style: StrokeStyle(width: 10))
        #expect(o.contourCount == 1)
        #expect(isClose(o.signedArea, 1000, 1e-9))
        #expect(o.bounds == Rect(x: 0, y: -5, width: 100, height: 10))
    }

    @Test func squareCapsAddHalfTheWidthAtEachEnd() {
        let o = Stroker.outline(of: horizontal, style: StrokeStyle(width: 10, cap: .square))
        #expect(isClose(o.signedArea, 110 * 10, 1e-9))
        #expect(o.bounds == Rect(x: -5, y: -5, width: 110, height: 10))
    }

    @Test func roundCapsAddADisc() {
        let o = Stroker.outline(of: horizontal, style: StrokeStyle(width: 10, cap: .round))
        let exact = 100 * 10 + Double.pi * 25
        // Straddling chords stray ±tolerance around the caps (2 · π · 5 long); on average they lose a third of it.
        let tol = Flattening.tolerance
        #expect(abs(exact - o.signedArea) < tol / 2 * 2 * .pi * 5)
        #expect(isClose(o.bounds.minX, -5, tol) && isClose(o.bounds.maxX, 105, tol))
    }

    @Test func rightAngleJoins() {
        // Two 100 × 10 bars overlapping in a 5 × 5 square: 1975, plus the outer corner.
        #expect(isClose(corner(.miter).signedArea, 2000, 1e-9))
        #expect(isClose(corner(.bevel).signedArea, 1987.5, 1e-9))
        let round = corner(.round).signedArea
        #expect(abs(round - (1975 + Double.pi * 25 / 4)) < Flattening.tolerance * .pi * 5 / 2)
    }

    @Test func sharpAngleFallsBackToBevelAtMiterLimit10() {
        // Interior angle ≈ 5.7°: miter length / width = 1/sin(2.86°) ≈ 20 > 10.
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 100, y: 0)); p.line(to: Point(x: 0, y: 10))
        let limited = Stroker.outline(of: p, style: StrokeStyle(width: 10))
        let bevel = Stroker.outline(of: p, style: StrokeStyle(width: 10, join: .bevel))
        #expect(limited == bevel)
        #expect(limited.bounds.maxX < 105.1)
        let mitered = Stroker.outline(of: p, style: StrokeStyle(width: 10, miterLimit: 25))
        #expect(mitered.bounds.maxX > 195 && mitered.bounds.maxX < 205)
        #expect(winding(mitered, at: Point(x: 150, y: -2.5)) != 0 && winding(limited, at: Point(x: 150, y: -2.5)) == 0)
    }

    @Test func trimToSecondQuarterCoversTheLowerLeftQuarter() {
        // The UIKit oval starts at 3 o'clock and runs clockwise on screen: [0.25, 0.5] is 6 o'clock → 9 o'clock.
        let c = Point(x: 200, y: 200), r = 100.0
        let oval = Path.oval(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        let o = Stroker.outline(of: oval, style: StrokeStyle(width: 10, strokeStart: 0.25, strokeEnd: 0.5))
        let b = o.bounds
        // The cubics are cut exactly at 6 and 9 o'clock, where their normals are vertical and horizontal; their
        // offsets straddle the curve within the tolerance (the oval bulges 0.027 % beyond the circle).
        let tol = Flattening.tolerance + 0.000_3 * 105
        #expect(isClose(b.minX, c.x - 105, tol) && isClose(b.maxX, c.x, 1e-6))
        #expect(isClose(b.minY, c.y, 1e-6) && isClose(b.maxY, c.y + 105, tol))
        #expect(isClose(o.signedArea, Double.pi * r * 10 / 2, 2))
        let d = r / 2.squareRoot()
        #expect(winding(o, at: Point(x: c.x - d, y: c.y + d)) != 0) // lower left
        #expect(winding(o, at: Point(x: c.x + d, y: c.y + d)) == 0) // lower right
        #expect(winding(o, at: Point(x: c.x - d, y: c.y - d)) == 0) // upper left
    }

    @Test func trimOfAnExactCircleIsExact() {
        let c = Point(x: 200, y: 200)
        let o = Stroker.outline(of: .circle(center: c, radius: 100), style: StrokeStyle(width: 10, strokeStart: 0.25,
                                                                                       strokeEnd: 0.5))
        // The cut ends are exact; the outer edge straddles the circle of radius 105 within the tolerance.
        let tol = Flattening.tolerance
        #expect(isClose(o.bounds.minX, 95, tol) && isClose(o.bounds.maxX, 200, 1e-9))
        #expect(isClose(o.bounds.minY, 200, 1e-9) && isClose(o.bounds.maxY, 305, tol))
    }

    @Test func negativeTrimClampsToZero() {
        let circle = Path.circle(center: Point(x: 50, y: 50), radius: 30)
        let clamped = Stroker.outline(of: circle, style: StrokeStyle(width: 4, strokeStart: -0.5, strokeEnd: 0.5))
        let plain = Stroker.outline(of: circle, style: StrokeStyle(width: 4, strokeEnd: 0.5))
        #expect(clamped == plain && !plain.isEmpty)
        #expect(Stroker.outline(of: circle, style: StrokeStyle(width: 4, strokeStart: 0.6, strokeEnd: 0.4)).isEmpty)
        #expect(Stroker.outline(of: circle, style: StrokeStyle(width: 4, strokeStart: 0.5, strokeEnd: 0.5)).isEmpty)
    }

    @Test func closedRingHasAnEmptyHole() {
        let c = Point(x: 150, y: 150)
        let o = Stroker.outline(of: .circle(center: c, radius: 100), style: StrokeStyle(width: 10))
        #expect(o.contourCount == 2)
        let exact = Double.pi * (105 * 105 - 95 * 95)
        #expect(isClose(o.signedArea, exact, exact * 1e-3))
        #expect(winding(o, at: c) == 0)
        #expect(winding(o, at: Point(x: c.x + 100, y: c.y)) != 0)
        // A rectangle: outer 110 × 60 minus inner 90 × 40, mitered corners.
        let rect = Stroker.outline(of: .rect(Rect(x: 0, y: 0, width: 100, height: 50)), style: StrokeStyle(width: 10))
        #expect(rect.contourCount == 2 && isClose(rect.signedArea, 6600 - 3600, 1e-9))
    }

    @Test func dashedRingMergesTheSeamDash() {
        let c = Point(x: 100, y: 100)
        let o = Stroker.outline(of: .circle(center: c, radius: 44), style: StrokeStyle(width: 2, dashPattern: [2, 3]))
        #expect(o.contourCount == 55) // 56 dashes, the last one merged with the first
        #expect(winding(o, at: Point(x: c.x + 44, y: c.y)) != 0) // the seam at 3 o'clock is covered
        #expect(isClose(o.signedArea, (54 * 2 + 3.46) * 2, 0.15))
    }

    @Test func zeroLengthSubpathDrawsDotSquareOrNothing() {
        let p = Path.line(from: Point(x: 10, y: 10), to: Point(x: 10, y: 10))
        let dot = Stroker.outline(of: p, style: StrokeStyle(width: 10, cap: .round))
        #expect(abs(dot.signedArea - .pi * 25) < Flattening.tolerance / 2 * 2 * .pi * 5)
        let square = Stroker.outline(of: p, style: StrokeStyle(width: 10, cap: .square))
        #expect(isClose(square.signedArea, 100, 1e-9) && square.bounds == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(Stroker.outline(of: p, style: StrokeStyle(width: 10)).isEmpty)
        var move = Path()
        move.move(to: Point(x: 10, y: 10))
        #expect(Stroker.outline(of: move, style: StrokeStyle(width: 10, cap: .round)).isEmpty)
    }

    @Test func zeroLengthDashSquareFollowsTheTangent() {
        // A [0, 100] pattern on a 45° line: one zero-length dash at the start, its square turned by 45°.
        let p = Path.line(from: .zero, to: Point(x: 50, y: 50))
        let o = Stroker.outline(of: p, style: StrokeStyle(width: 10, cap: .square, dashPattern: [0, 100]))
        #expect(o.contourCount == 1 && isClose(o.signedArea, 100, 1e-9))
        #expect(isClose(o.bounds.width, 10 * 2.squareRoot(), 1e-9))
    }

    @Test func fatArcNarrowerThanTheStrokeFillsTheCentre() {
        // r = 5, width 20: the stroke of the circle is a disc of radius 15.
        let c = Point(x: 50, y: 50)
        let disc = Stroker.outline(of: .circle(center: c, radius: 5), style: StrokeStyle(width: 20))
        #expect(winding(disc, at: c) != 0 && winding(disc, at: Point(x: 52, y: 51)) != 0)
        #expect(isClose(nonZeroArea(disc, step: 0.2), .pi * 225, 4))
        // An open half arc from 3 to 9 o'clock through 6: the stroke reaches 5 past the centre on the other side.
        let half = Path.arc(center: c, radius: 5, startAngle: 0, endAngle: .pi, clockwise: true)
        let o = Stroker.outline(of: half, style: StrokeStyle(width: 20))
        #expect(winding(o, at: Point(x: 50, y: 46)) != 0 && winding(o, at: Point(x: 50, y: 44)) == 0)
        #expect(winding(o, at: Point(x: 50, y: 64)) != 0)
    }

    @Test func uTurnAndTinySegmentsStayFinite() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 100, y: 0)); p.line(to: Point(x: 50, y: 0))
        p.line(to: Point(x: 50 + 1e-9, y: 0)); p.line(to: Point(x: 50, y: 30))
        for join in LineJoin.allCases {
            for cap in LineCap.allCases {
                let o = Stroker.outline(of: p, style: StrokeStyle(width: 10, cap: cap, join: join))
                #expect(o.points.allSatisfy { $0.isFinite })
                #expect(winding(o, at: Point(x: 75, y: 0)) != 0 && winding(o, at: Point(x: 50, y: 20)) != 0)
                #expect(o.bounds.maxX <= (join == .round ? 105 + 1e-9 : 100 + 1e-9))
            }
        }
    }

    @Test func closedThereAndBackLineIsAFilledBar() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 100, y: 0)); p.close()
        let o = Stroker.outline(of: p, style: StrokeStyle(width: 10))
        #expect(winding(o, at: Point(x: 50, y: 2)) != 0 && winding(o, at: Point(x: 50, y: -4.5)) != 0)
        #expect(winding(o, at: Point(x: 50, y: 6)) == 0 && winding(o, at: Point(x: 101, y: 0)) == 0)
        #expect(isClose(nonZeroArea(o, step: 0.25), 1000, 1e-9))
    }

    @Test func transformIsAppliedAfterStroking() {
        // Non-uniform scales are exact: the width is scaled across the line, the length along it.
        let wide = Stroker.outline(of: horizontal, style: StrokeStyle(width: 2), transform: .scale(3, 1))
        #expect(isClose(wide.signedArea, 300 * 2, 1e-9))
        let tall = Stroker.outline(of: horizontal, style: StrokeStyle(width: 2), transform: .scale(1, 3))
        #expect(isClose(tall.signedArea, 100 * 6, 1e-9))
        let moved = Stroker.outline(of: horizontal, style: StrokeStyle(width: 2), transform: .translation(10, 20))
        #expect(moved.bounds == Rect(x: 10, y: 19, width: 100, height: 2))
        let ring = Stroker.outline(of: .circle(center: .zero, radius: 50), style: StrokeStyle(width: 4),
                                   transform: .scale(2, 1))
        let exact = 2 * Double.pi * (52 * 52 - 48 * 48)
        #expect(isClose(ring.signedArea, exact, exact * 1e-3))
        #expect(horizontal.stroked(style: StrokeStyle(width: 2), transform: .scale(3, 1)) == wide)
    }

    @Test func singularTransformsDrawNothing() throws {
        let circle = Path.circle(center: Point(x: 10, y: 10), radius: 5)
        #expect(try Stroker.checkedOutline(of: circle, style: StrokeStyle(), transform: .scale(0, 0)).isEmpty)
        #expect(try Stroker.checkedOutline(of: circle, style: StrokeStyle(), transform: .scale(1, 0)).isEmpty)
        #expect(throws: StrokeError.self) {
            try Stroker.checkedOutline(of: circle, style: StrokeStyle(), transform: .scale(.nan, 1))
        }
        #expect(Stroker.outline(of: circle, style: StrokeStyle(), transform: .scale(.infinity, 1)).isEmpty)
    }

    @Test func widthZeroDrawsNothing() throws {
        #expect(try Stroker.checkedOutline(of: horizontal, style: StrokeStyle(width: 0, cap: .round)).isEmpty)
    }
}
