import Foundation
import Testing
@testable import Raster

@Suite struct CoverageTests {
    /// A half-plane bounded by a slanted edge through sub-pixel offsets: every pixel's coverage is its exact area.
    @Test(arguments: [(0.0, 0.0), (0.3, 0.25), (0.5, 0.71), (0.13, 0.9)], [0.0, 0.2, 0.7, 1.9, -3.5])
    func halfPlaneCoverageIsExactArea(offset: (Double, Double), slope: Double) throws {
        let canvas = try Canvas(width: 24, height: 24)
        // Region left of the line x = 8 + ox + slope·(y − 12 − oy), as a big quadrilateral.
        func lx(_ y: Double) -> Double { 8 + offset.0 + slope * (y - 12 - offset.1) }
        let shape = [Point(x: -100, y: -2), Point(x: lx(-2), y: -2), Point(x: lx(26), y: 26), Point(x: -100, y: 26)]
        canvas.fill(Polygon(contours: [shape]), paint: .solid(.white))
        for y in 0..<24 {
            for x in 0..<24 {
                let expected = TS.pixelArea(shape, x, y) * 255
                let got = Double(TS.alpha(canvas, x, y))
                #expect(abs(got - expected) <= 1, "pixel (\(x), \(y)): alpha \(got), exact \(expected)")
            }
        }
    }

    @Test func verticalEdgeAtQuarterPixel() throws {
        let canvas = try Canvas(width: 8, height: 4)
        canvas.fill(Polygon(contours: [TS.rect(2.25, 0, 3.5, 4)]), paint: .solid(.white))
        #expect((0..<8).map { TS.alpha(canvas, $0, 1) } == [0, 0, 191, 255, 255, 191, 0, 0])
    }

    @Test func rotatedSquareAreaIsExact() throws {
        let canvas = try Canvas(width: 200, height: 200)
        let t = AffineTransform.translation(-50, -50).concatenating(.rotation(0.3)).concatenating(.translation(100.37, 99.81))
        canvas.fill(Polygon(contours: [TS.rect(0, 0, 100, 100)]).applying(t), paint: .solid(.white))
        let area = TS.coveredArea(canvas)
        #expect(abs(area - 10_000) / 10_000 < 0.001, "covered \(area)")
    }

    @Test func triangleAreaIsExact() throws {
        let canvas = try Canvas(width: 120, height: 90)
        let tri = TS.polygon([(3.3, 2.7), (117.1, 40.2), (20.6, 88.9)])
        canvas.fill(tri, paint: .solid(.white))
        let area = TS.coveredArea(canvas)
        #expect(abs(area - abs(tri.signedArea)) / abs(tri.signedArea) < 0.001, "covered \(area) vs \(abs(tri.signedArea))")
    }

    @Test func nonZeroAndEvenOddOnOverlappingContours() throws {
        // Two overlapping squares drawn in the same direction: non-zero fills the overlap, even-odd leaves it empty.
        let shape = Polygon(contours: [TS.rect(0, 0, 6, 6), TS.rect(3, 3, 6, 6)])
        let nz = try Canvas(width: 10, height: 10)
        nz.fill(shape, rule: .nonZero, paint: .solid(.white))
        let eo = try Canvas(width: 10, height: 10)
        eo.fill(shape, rule: .evenOdd, paint: .solid(.white))
        #expect(TS.alpha(nz, 4, 4) == 255 && TS.alpha(eo, 4, 4) == 0)
        #expect(TS.alpha(nz, 1, 1) == 255 && TS.alpha(eo, 1, 1) == 255)
        #expect(TS.alpha(nz, 8, 8) == 255 && TS.alpha(eo, 8, 8) == 255)
        // Three nested same-direction squares: winding 3 in the middle is inside for both rules.
        let nested = Polygon(contours: [TS.rect(0, 0, 9, 9), TS.rect(1, 1, 7, 7), TS.rect(3, 3, 3, 3)])
        let eo3 = try Canvas(width: 10, height: 10)
        eo3.fill(nested, rule: .evenOdd, paint: .solid(.white))
        let values: [Int] = [TS.alpha(eo3, 0, 0), TS.alpha(eo3, 2, 2), TS.alpha(eo3, 4, 4)]
        #expect(values == [255, 0, 255])
    }

    @Test func evenOddFoldsFractionalWinding() throws {
        // Pixel 3 is half winding 1, half winding 2: non-zero covers it fully, even-odd only its left half.
        let shape = Polygon(contours: [TS.rect(0, 0, 8, 4), TS.rect(3.5, 0, 4, 4)])
        let nz = try Canvas(width: 10, height: 4)
        nz.fill(shape, rule: .nonZero, paint: .solid(.white))
        let eo = try Canvas(width: 10, height: 4)
        eo.fill(shape, rule: .evenOdd, paint: .solid(.white))
        #expect((2..<9).map { TS.alpha(nz, $0, 1) } == [255, 255, 255, 255, 255, 255, 0])
        #expect((2..<9).map { TS.alpha(eo, $0, 1) } == [255, 128, 0, 0, 0, 128, 0])
    }

    @Test func reversedInnerContourCutsAHole() throws {
        let ring = Polygon(contours: [TS.rect(0, 0, 8, 8), Array(TS.rect(2, 2, 4, 4).reversed())])
        let c = try Canvas(width: 8, height: 8)
        c.fill(ring, paint: .solid(.white))
        #expect(TS.alpha(c, 4, 4) == 0 && TS.alpha(c, 1, 4) == 255)
    }

    @Test func shapesOffTheCanvasKeepTheirWinding() throws {
        // Left edge far off-canvas: the visible part is still full; right edge off-canvas too.
        let c = try Canvas(width: 10, height: 4)
        c.fill(Polygon(contours: [TS.rect(-500.3, -7, 503.8, 20)]), paint: .solid(.white))
        #expect((0..<6).map { TS.alpha(c, $0, 2) } == [255, 255, 255, 128, 0, 0])
        let d = try Canvas(width: 10, height: 4)
        d.fill(Polygon(contours: [TS.rect(4.5, -7, 1e6, 20)]), paint: .solid(.white))
        #expect((3..<10).map { TS.alpha(d, $0, 2) } == [0, 128, 255, 255, 255, 255, 255])
        #expect(TS.alpha(d, 9, 0) == 255 && TS.alpha(d, 9, 3) == 255)
    }

    @Test func nonFinitePolygonDrawsNothing() throws {
        let c = try Canvas(width: 16, height: 16)
        for bad in [Double.nan, .infinity, -.infinity] {
            c.fill(TS.polygon([(1, 1), (bad, 5), (10, 12)]), paint: .solid(.white))
            c.fill(TS.polygon([(1, 1), (5, bad), (10, 12)]), paint: .solid(.white))
        }
        #expect(TS.coveredArea(c) == 0)
    }

    @Test func hugeCoordinatesDoNotCrashOrHang() throws {
        let c = try Canvas(width: 32, height: 32)
        c.fill(TS.polygon([(-1e300, -1e300), (1e300, 0), (0, 1e300)]), paint: .solid(.white))
        c.fill(TS.polygon([(-1e300, 5), (1e300, 5.5), (1e300, 1e30), (-1e300, 1e30)]), paint: .solid(.white))
        c.fill(TS.polygon([(3, 4), (1e18, 4), (3, 4 + 1e-200)]), paint: .solid(.white))
        c.fill(TS.polygon([(0, 0), (Double.greatestFiniteMagnitude, 1), (-Double.greatestFiniteMagnitude, 30)]),
               paint: .solid(.white))
        c.fill(TS.polygon([(2, 2), (2 + 1e-30, 30), (2 - 1e-30, 31)]), paint: .solid(.white))
        // Every pixel is a valid premultiplied value.
        c.withUnsafePixels { px in
            for p in px { #expect(TS.channels(p).dropLast().allSatisfy { $0 <= Int(p >> 24) }) }
        }
    }

    @Test func degenerateContoursAreHarmless() throws {
        let c = try Canvas(width: 8, height: 8)
        var poly = Polygon()
        poly.addContour([Point(x: 1, y: 1)])
        poly.addContour([Point(x: 1, y: 1), Point(x: 5, y: 6)])
        poly.addContour([Point(x: 2, y: 2), Point(x: 2, y: 2), Point(x: 2, y: 2)])
        c.fill(poly, paint: .solid(.white))
        c.fill(Polygon(), paint: .solid(.white))
        #expect(TS.coveredArea(c) == 0)
    }

    @Test func repeatedFillsLeaveScratchClean() throws {
        // The sweep must reset cells it read: a second fill elsewhere must not see the first one's coverage.
        let c = try Canvas(width: 40, height: 10)
        c.fill(Polygon(contours: [TS.rect(1.5, 1.5, 7, 7)]), paint: .solid(Color(white: 1, alpha: 0.5)))
        let before = TS.coveredArea(c)
        c.clear()
        c.fill(Polygon(contours: [TS.rect(1.5, 1.5, 7, 7)]), paint: .solid(Color(white: 1, alpha: 0.5)))
        #expect(TS.coveredArea(c) == before)
        #expect(TS.alpha(c, 20, 5) == 0)
    }

    @Test func subPixelShapeKeepsItsArea() throws {
        let c = try Canvas(width: 4, height: 4)
        c.fill(Polygon(contours: [TS.rect(1.2, 1.3, 0.4, 0.5)]), paint: .solid(.white))
        #expect(TS.alpha(c, 1, 1) == Int((0.2 * 255).rounded()))
    }

    /// A rounded rectangle stroked wider than its corners' radius: each corner's inner side folds into chords that
    /// cross in the row of the inner edge, so that row is resolved exactly, and the inner contour leaves the corner
    /// along the straight side, a horizontal edge crossing the corner's last inner offset. The row keeps the inner
    /// edge's partial coverage (it was left 0.1 of the 0.3 covered, the horizontal crossing not cutting the piece).
    @Test func strokeFoldingAtRoundCornersKeepsTheInnerEdgeCoverage() throws {
        // Corners of radius 2 (handles 1.104), a 6 wide stroke: the inner top edge at y = 5.3, the bottom one at 30.6.
        var p = Path()
        let k = 1.104
        p.move(to: Point(x: 4, y: 2.3))
        p.line(to: Point(x: 36, y: 2.3))
        p.cubic(to: Point(x: 38, y: 4.3), control1: Point(x: 36 + k, y: 2.3), control2: Point(x: 38, y: 4.3 - k))
        p.line(to: Point(x: 38, y: 31.6))
        p.cubic(to: Point(x: 36, y: 33.6), control1: Point(x: 38, y: 31.6 + k), control2: Point(x: 36 + k, y: 33.6))
        p.line(to: Point(x: 4, y: 33.6))
        p.cubic(to: Point(x: 2, y: 31.6), control1: Point(x: 4 - k, y: 33.6), control2: Point(x: 2, y: 31.6 + k))
        p.line(to: Point(x: 2, y: 4.3))
        p.cubic(to: Point(x: 4, y: 2.3), control1: Point(x: 2, y: 4.3 - k), control2: Point(x: 4 - k, y: 2.3))
        p.close()
        let canvas = try Canvas(width: 40, height: 36)
        canvas.stroke(p, style: StrokeStyle(width: 6), transform: .identity, paint: .solid(.white))
        for x in [10, 20, 30] {
            #expect(TS.alpha(canvas, x, 4) == 255 && TS.alpha(canvas, x, 6) == 0)
            #expect(abs(TS.alpha(canvas, x, 5) - Int((0.3 * 255).rounded())) <= 1, "top inner edge at x \(x)")
            #expect(abs(TS.alpha(canvas, x, 30) - Int((0.4 * 255).rounded())) <= 1, "bottom inner edge at x \(x)")
            #expect(TS.alpha(canvas, x, 29) == 0 && TS.alpha(canvas, x, 31) == 255)
        }
    }
}
