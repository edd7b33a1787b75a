import Foundation
import Testing
@testable import Raster

/// Every test shape, rasterized at @1x–@3x, compared pixel by pixel with its exact coverage (`ExactCoverage`): the
/// largest difference in 8-bit alpha must stay within the shape's bound: 2/255 for strokes and fills, 16/255 for the
/// self-crossing even-odd star (before it, 12–17 on rings and arcs, 91 on the dashed oval, 135 on the star).
@Suite struct ExactCoverageTests {
    /// A shape in points: the polygon Raster fills for it under a transform, and its exact parts in device pixels.
    struct Shape: CustomStringConvertible, Sendable {
        let name: String
        /// Largest accepted difference from exact coverage, in 1/255.
        let bound: Int
        var rule = FillRule.nonZero
        let polygon: @Sendable (Raster.AffineTransform) -> Polygon
        let exact: @Sendable (_ scale: Double, _ device: @Sendable (Point) -> Point) -> [ExactCoverage.Part]
        var description: String { name }
    }

    static let center = Point(x: 50, y: 50)
    /// Not on the pixel grid, so no edge lands on a pixel boundary by luck.
    static let offset = Point(x: 0.37, y: 0.61)
    static let side = 100.0

    static func stroke(_ path: Path, _ style: StrokeStyle) -> @Sendable (Raster.AffineTransform) -> Polygon {
        { t in Stroker.outline(of: path, style: style, transform: t) }
    }

    static let ringLength = 2 * Double.pi * 44

    static let shapes: [Shape] = [
        Shape(name: "ring r44 w4", bound: 2,
              polygon: stroke(.circle(center: center, radius: 44), StrokeStyle(width: 4)),
              exact: { s, d in ExactCoverage.annularSector(center: d(center), inner: 42 * s, outer: 46 * s,
                                                           from: 0, to: 2 * .pi) }),
        Shape(name: "ring r44 w4 dashed [2,3]", bound: 2,
              polygon: stroke(.circle(center: center, radius: 44), StrokeStyle(width: 4, dashPattern: [2, 3])),
              exact: { s, d in
                  ExactCoverage.dashIntervals(length: ringLength, pattern: [2, 3], end: ringLength).flatMap {
                      ExactCoverage.annularSector(center: d(center), inner: 42 * s, outer: 46 * s, from: $0.0 / 44,
                                                  to: $0.1 / 44)
                  }
              }),
        Shape(name: "ring r44 w4 trimmed 0.1–0.7", bound: 2,
              polygon: stroke(.circle(center: center, radius: 44), StrokeStyle(width: 4, strokeStart: 0.1, strokeEnd: 0.7)),
              exact: { s, d in ExactCoverage.annularSector(center: d(center), inner: 42 * s, outer: 46 * s,
                                                           from: 0.2 * .pi, to: 1.4 * .pi) }),
        Shape(name: "ring r44 w4 dashed, strokeEnd 0.6", bound: 2,
              polygon: stroke(.circle(center: center, radius: 44), StrokeStyle(width: 4, dashPattern: [2, 3], strokeEnd: 0.6)),
              exact: { s, d in
                  ExactCoverage.dashIntervals(length: ringLength, pattern: [2, 3], end: 0.6 * ringLength).flatMap {
                      ExactCoverage.annularSector(center: d(center), inner: 42 * s, outer: 46 * s, from: $0.0 / 44,
                                                  to: $0.1 / 44)
                  }
              }),
        Shape(name: "airplane oval (cubics) dashed [2,3]", bound: 2,
              polygon: stroke(.oval(in: Rect(x: 6, y: 6, width: 88, height: 88)), StrokeStyle(width: 4, dashPattern: [2, 3])),
              exact: { s, d in ovalDashes(s, d, end: 1) }),
        Shape(name: "airplane oval dashed, strokeEnd 0.6", bound: 2,
              polygon: stroke(.oval(in: Rect(x: 6, y: 6, width: 88, height: 88)),
                           StrokeStyle(width: 4, dashPattern: [2, 3], strokeEnd: 0.6)),
              exact: { s, d in ovalDashes(s, d, end: 0.6) }),
        Shape(name: "CLL arc r9 w1 butt", bound: 2,
              polygon: stroke(.arc(center: center, radius: 9, startAngle: .pi / 2, endAngle: 2 * .pi, clockwise: true),
                           StrokeStyle(width: 1)),
              exact: { s, d in ExactCoverage.strokedArc(center: d(center), radius: 9 * s, from: .pi / 2, to: 2 * .pi,
                                                        width: s, roundCaps: false) }),
        Shape(name: "arc r20 w1 round caps", bound: 2,
              polygon: stroke(.arc(center: center, radius: 20, startAngle: -.pi / 2, endAngle: 0.8 * .pi, clockwise: true),
                           StrokeStyle(width: 1, cap: .round)),
              exact: { s, d in ExactCoverage.strokedArc(center: d(center), radius: 20 * s, from: -.pi / 2,
                                                        to: 0.8 * .pi, width: s, roundCaps: true) }),
        Shape(name: "spinner spokes w2 round caps", bound: 2,
              polygon: { t in
                  // One fill: pixels between two spokes must sum their areas, not composite one over the other.
                  var all = Polygon()
                  for (a, b) in spokes() {
                      all.append(Stroker.outline(of: .line(from: a, to: b), style: StrokeStyle(width: 2, cap: .round),
                                                 transform: t))
                  }
                  return all
              },
              exact: { s, d in spokes().flatMap { ExactCoverage.capsule(from: d($0.0), to: d($0.1), width: 2 * s) } }),
        Shape(name: "disc r44 (fill)", bound: 2,
              polygon: { t in Path.circle(center: center, radius: 44).flattened(transform: t) },
              exact: { s, d in [.sector(center: d(center), inner: 0, outer: 44 * s, cuts: [])] }),
        Shape(name: "airplane oval (cubics, fill)", bound: 2,
              polygon: { t in Path.oval(in: Rect(x: 6, y: 6, width: 88, height: 88)).flattened(transform: t) },
              exact: { s, d in
                  let cubics = ExactCoverage.ovalCubics(center: d(center), radius: 44 * s)
                  return [ExactCoverage.curvePolygon(of: cubics, step: 0.5)]
              }),
        Shape(name: "concave polygon (fill)", bound: 2,
              polygon: { t in arrow.flattened(transform: t) },
              exact: { _, d in [.polygon(arrowPoints.map(d))] }),
        Shape(name: "star non-zero", bound: 2,
              polygon: { t in star.flattened(transform: t) },
              exact: { s, d in
                  let tips = ExactCoverage.starTips(center: d(center), radius: 40 * s, rotation: starRotation)
                  return tips + [.polygon(starPentagon(center: d(center), radius: 40 * s))]
              }),
        Shape(name: "star even-odd (self-crossing)", bound: 16, rule: .evenOdd,
              polygon: { t in star.flattened(transform: t) },
              exact: { s, d in ExactCoverage.starTips(center: d(center), radius: 40 * s, rotation: starRotation) }),
    ]

    static func ovalDashes(_ s: Double, _ d: (Point) -> Point, end: Double) -> [ExactCoverage.Part] {
        let cubics = ExactCoverage.ovalCubics(center: d(center), radius: 44 * s)
        let length = cubics.reduce(0) { $0 + $1.length }
        return ExactCoverage.dashIntervals(length: length, pattern: [2 * s, 3 * s], end: end * length).map {
            ExactCoverage.strokeBand(of: cubics, from: $0.0, to: $0.1, width: 4 * s, step: 0.05)
        }
    }

    /// The activity indicator's 12 spokes (STYLES.md §A11: radius 5 to 9), turned a little off the axes.
    static func spokes() -> [(Point, Point)] {
        (0..<12).map { j in
            let dir = ExactCoverage.direction(Double(j) * .pi / 6 + 0.05)
            return (center + dir * 5, center + dir * 9)
        }
    }

    static let arrowPoints: [Point] = [(20, 30), (60, 30), (60, 15), (88, 50), (60, 85), (60, 70), (20, 70), (35, 50)]
        .map { Point(x: $0.0, y: $0.1) }
    static var arrow: Path {
        var p = Path()
        p.move(to: arrowPoints[0])
        for q in arrowPoints.dropFirst() { p.line(to: q) }
        p.close()
        return p
    }

    /// The pentagon in the middle of the star (winding 2).
    static func starPentagon(center c: Point, radius r: Double) -> [Point] {
        let ri: Double = r * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        return (0..<5).map { (k: Int) -> Point in
            let angle: Double = starRotation + (Double(k) + 0.5) * 2 * Double.pi / 5
            return c + ExactCoverage.direction(angle) * ri
        }
    }

    static let starRotation = -Double.pi / 2 + 0.1
    /// A pentagram drawn in one stroke: every other tip, so its edges cross five times.
    static var star: Path {
        var p = Path()
        for k in 0..<5 {
            let q = center + ExactCoverage.direction(starRotation + Double(k * 2 % 5) * 2 * .pi / 5) * 40
            if k == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        p.close()
        return p
    }

    /// The largest |alpha − exact| over the canvas, and where.
    static func maxError(_ shape: Shape, scale: Int) throws -> (error: Int, x: Int, y: Int) {
        let s = Double(scale)
        let size = Int(side * s) + 2
        let t = Raster.AffineTransform.scale(s, s).concatenating(.translation(offset.x, offset.y))
        let canvas = try Canvas(width: size, height: size)
        canvas.fill(shape.polygon(t), rule: shape.rule, paint: .solid(.white))
        let exact = ExactCoverage.coverage(of: shape.exact(s, { t.apply($0) }), width: size, height: size)
        var worst = (error: 0, x: 0, y: 0)
        for y in 0..<size {
            for x in 0..<size {
                let e = abs(TS.alpha(canvas, x, y) - Int((exact[y * size + x] * 255).rounded()))
                if e > worst.error { worst = (e, x, y) }
            }
        }
        return worst
    }

    @Test(arguments: shapes, [1, 2, 3])
    func coverageIsExact(shape: Shape, scale: Int) throws {
        let worst = try Self.maxError(shape, scale: scale)
        print("exact coverage: \(shape.name) @\(scale)x: max error \(worst.error)/255 at (\(worst.x), \(worst.y))")
        #expect(worst.error <= shape.bound, "\(shape.name) @\(scale)x: \(worst.error)/255 at (\(worst.x), \(worst.y))")
    }

    /// The reference itself: closed forms against each other and against a fine grid of samples.
    @Test func referenceAgreesWithItself() {
        // A disc part cut into four quadrants sums to the whole disc, pixel by pixel.
        let c = Point(x: 10.3, y: 9.7)
        let whole = ExactCoverage.coverage(of: [.sector(center: c, inner: 0, outer: 6.2, cuts: [])], width: 20, height: 20)
        let quarters = ExactCoverage.coverage(of: ExactCoverage.annularSector(center: c, inner: 0, outer: 6.2, from: 0,
                                                                              to: 2 * .pi), width: 20, height: 20)
        #expect(zip(whole, quarters).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(abs(whole.reduce(0, +) - Double.pi * 6.2 * 6.2) < 1e-9)
        // A pixel cut by an arc, sampled on a 1000 × 1000 grid.
        let part = ExactCoverage.Part.sector(center: Point(x: 0.2, y: -3.1), inner: 3.5, outer: 4.4, cuts: [])
        var inside = 0
        for i in 0..<1000 {
            for j in 0..<1000 {
                let p = Point(x: (Double(i) + 0.5) / 1000, y: (Double(j) + 0.5) / 1000) - Point(x: 0.2, y: -3.1)
                if p.length <= 4.4 && p.length >= 3.5 { inside += 1 }
            }
        }
        #expect(abs(ExactCoverage.area(of: part, inPixel: 0, 0) - Double(inside) / 1e6) < 1e-4)
        // The reference oval's length (r = 44), as scipy.integrate.quad gives it (a one-off cross-check).
        #expect(abs(ExactCoverage.ovalCubics(center: .zero, radius: 44).reduce(0) { $0 + $1.length }
                    - 276.498_938_858_645) < 1e-9)
    }
}

/// The exact path for crossed rows costs nothing where edges do not share pixels with other edges.
@Suite struct CrossedRowTests {
    static func crossedRows(_ polygon: Polygon, size: Int) throws -> Int {
        let scratch = CoverageScratch(width: size, height: size)
        let clip = ScanBounds(x0: 0, y0: 0, x1: size, y1: size)
        #expect(Rasterizer.accumulate(polygon, clip: clip, scratch: scratch))
        var count = 0
        for y in 0..<size where scratch.crossedRows[y] != 0 { count += 1 }
        return count
    }

    /// At @3x, as the headers draw, no test shape's edges share a pixel with an edge that is not their neighbour
    /// along a chain that turns less than a right angle; the 1 px arc's round caps (radius 1.5 px, a half turn in
    /// ~14 chords) still put one row on the exact path (before the chain rule the bound was a row per cap).
    @Test(arguments: ExactCoverageTests.shapes.filter { !$0.name.hasPrefix("star") })
    func shapesThatDoNotCrossThemselvesHaveNoCrossedRows(shape: ExactCoverageTests.Shape) throws {
        let t = Raster.AffineTransform.scale(3, 3).concatenating(.translation(0.37, 0.61))
        let rows = try Self.crossedRows(shape.polygon(t), size: 302)
        let caps = shape.name.hasPrefix("arc r20 w1 round caps") ? 1 : 0
        #expect(rows <= caps, "\(shape.name): \(rows) rows")
    }

    @Test func crossingEdgesAndStackedContoursAreFound() throws {
        #expect(try Self.crossedRows(ExactCoverageTests.star.flattened(transform: .scale(2, 2)), size: 200) > 0)
        // Two squares drawn the same way round, overlapping: winding 2 next to 0 in the pixels of the inner edges.
        #expect(try Self.crossedRows(Polygon(contours: [TS.rect(1.5, 1.5, 10, 10), TS.rect(3.25, 3.25, 4, 4)]),
                                     size: 16) == 0)
        #expect(try Self.crossedRows(Polygon(contours: [TS.rect(1.5, 1.5, 10, 10), TS.rect(3.25, 3.25, 8.5, 4)]),
                                     size: 16) > 0)
        // A 1 px bar on pixel boundaries is two edges in two cells, not one.
        #expect(try Self.crossedRows(Polygon(contours: [TS.rect(3, 1, 1, 10)]), size: 16) == 0)
    }

    /// A glyph's tight corner (from a label's outline at @2x): the edges before and after a 0.6 px edge share a pixel
    /// the short edge misses, but all three run within a right angle of one direction, so they are one boundary
    /// there. A square beside it keeps the fill from counting as one convex contour, which takes no tags at all.
    @Test func tightCornersAreNotCrossings() throws {
        let corner = [Point(x: 7.204_07, y: 7.412_636), Point(x: 6.992_16, y: 6.851_11), Point(x: 6.841_8, y: 6.236_33),
                      Point(x: 8.974_6, y: 5.990_234), Point(x: 12.5, y: 6.2), Point(x: 12.5, y: 12.5), Point(x: 7.3, y: 12.5)]
        let square = TS.rect(1.5, 1.5, 2, 2)
        #expect(try Self.crossedRows(Polygon(contours: [corner, square]), size: 16) == 0)
        // Folded back on itself instead (a spike through the same pixels), it is a crossing.
        let spike = [Point(x: 7.2, y: 12.5), Point(x: 7.2, y: 3.6), Point(x: 7.9, y: 3.3), Point(x: 6.6, y: 9.4),
                     Point(x: 12.5, y: 12.5)]
        #expect(try Self.crossedRows(Polygon(contours: [spike, square]), size: 16) > 0)
    }

    @Test func convexContoursAreRecognised() {
        func poly(_ p: [(Double, Double)]) -> [Point] { p.map { Point(x: $0.0, y: $0.1) } }
        #expect(Rasterizer.isConvex(poly([(0, 0), (4, 0), (4, 3), (0, 3)])))
        #expect(Rasterizer.isConvex(poly([(0, 0), (0, 3), (4, 3), (4, 0)])))
        // A step out of 0.005 px (a straddled arc's end) is passed over.
        #expect(Rasterizer.isConvex(poly([(0, 0), (4, 0), (4.005, 0), (4, 3), (0, 3)])))
        #expect(!Rasterizer.isConvex(poly([(0, 0), (4, 0), (2, 1), (4, 3), (0, 3)])))
        // A pentagram turns one way only, but goes round twice.
        let star = (0..<5).map { i -> (Double, Double) in
            let a = Double(i * 2) * 2 * Double.pi / 5
            return (10 * cos(a), 10 * sin(a))
        }
        #expect(!Rasterizer.isConvex(poly(star)))
    }
}
