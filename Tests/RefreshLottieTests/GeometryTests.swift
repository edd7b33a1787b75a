import Raster
import Testing
@testable import RefreshLottie

/// Trims, round corners and shape paths against hand-computed geometry.
@Suite struct GeometryTests {
    static func close(_ a: Point, _ b: Point, _ tolerance: Double = 0.01) -> Bool { a.distance(to: b) <= tolerance }

    @Test func trimOfARectangleRunsAlongItsEdgesFromTheTopRightCorner() {
        // 34 × 34 around (75, 25): perimeter 136, starting at (92, 8) and running down the right edge.
        let rect = ShapeBuilders.rectangle(center: Point(x: 75, y: 25), size: Point(x: 34, y: 34), roundness: 0)
        let trimmed = PathTrim.trim([rect], to: TrimRanges(start: 10, end: 20, offset: 0))
        #expect(trimmed.count == 1)
        let v = trimmed.first?.vertices ?? []
        #expect(v.count == 2)
        #expect(Self.close(v.first?.point ?? .zero, Point(x: 92, y: 8 + 13.6)))
        #expect(Self.close(v.last?.point ?? .zero, Point(x: 92, y: 8 + 27.2)))
    }

    @Test func trimWindowWrapsPastTheEnd() {
        let r = TrimRanges(start: 0, end: 50, offset: 270)  // 0.75 ... 1.25
        #expect(r.ranges.count == 2)
        #expect(r.ranges.first.map { $0.0 } == 0.75)
        #expect(r.ranges.last.map { $0.1 } == 0.25)
        #expect(TrimRanges(start: 30, end: 30, offset: 0).ranges.isEmpty)
        #expect(TrimRanges(start: 100, end: 0, offset: 45).isFull)
    }

    @Test func individualTrimMeasuresAllPathsAsOne() {
        let a = BezierContour(vertices: [BezierVertex(Point(x: 0, y: 0)), BezierVertex(Point(x: 10, y: 0))], closed: false)
        let b = BezierContour(vertices: [BezierVertex(Point(x: 0, y: 5)), BezierVertex(Point(x: 30, y: 5))], closed: false)
        // 40 units in all; 0...50 % is the first path and the first 10 units of the second.
        let out = PathTrim.trim([a, b], to: TrimRanges(start: 0, end: 50, offset: 0))
        #expect(out.count == 2)
        #expect(Self.close(out.last?.vertices.last?.point ?? .zero, Point(x: 10, y: 5)))
    }

    @Test func roundCornersCutEachSharpCornerBackByTheRadius() {
        let square = ShapeBuilders.rectangle(center: Point(x: 0, y: 0), size: Point(x: 20, y: 20), roundness: 0)
        let rounded = RoundCorners.apply(square, radius: 4)
        #expect(rounded.vertices.count == 8)
        // The top-right corner (10, -10) becomes (6, -10) → (10, -6), with controls 0.5519 of the way back.
        let a = rounded.vertices[0], b = rounded.vertices[1]
        #expect(Self.close(a.point, Point(x: 6, y: -10)) || Self.close(b.point, Point(x: 10, y: -6)))
        // A radius over half an edge is limited to half the edge.
        let huge = RoundCorners.apply(square, radius: 100)
        #expect(huge.vertices.allSatisfy { abs($0.point.x) == 10 || abs($0.point.y) == 10 })
    }

    @Test func polygonRotationTurnsTheFirstVertexClockwise() {
        // Lottie spec: r is in degrees, clockwise; the first vertex is straight up before rotating.
        let p = ShapeBuilders.polystar(center: .zero, points: 3, rotation: 90, outer: (10, 0), inner: nil)
        #expect(Self.close(p.vertices[0].point, Point(x: 10, y: 0)))
    }

    @Test func polystarRoundnessGivesTangentsAlongTheCircle() {
        // A square (4-point polygon) of radius 10 at roundness 100: tangents of 2π·10 / (4 × 4) = 3.927 along the
        // circle, clockwise (lottie-web's construction); the first vertex is at the top, its out tangent points right.
        let p = ShapeBuilders.polystar(center: .zero, points: 4, rotation: 0, outer: (10, 100), inner: nil)
        let v = p.vertices[0]
        #expect(Self.close(v.point, Point(x: 0, y: -10)))
        #expect(Self.close(v.outControl, Point(x: 2 * Double.pi * 10 / 16, y: -10), 1e-9))
        #expect(Self.close(v.inControl, Point(x: -2 * Double.pi * 10 / 16, y: -10), 1e-9))
    }
}
