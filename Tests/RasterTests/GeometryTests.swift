import Foundation
import Testing
@testable import Raster

@Suite struct GeometryTests {
    @Test func rotationIsClockwiseOnScreen() {
        let p = AffineTransform.rotation(.pi / 2).apply(Point(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func inverseUndoesTransform() throws {
        let t = AffineTransform.translation(3, -7).rotatedBy(0.7).scaledBy(2, 0.5)
        let inv = try #require(t.inverted())
        let p = Point(x: 12.5, y: -3.25)
        let q = inv.apply(t.apply(p))
        #expect(abs(q.x - p.x) < 1e-9 && abs(q.y - p.y) < 1e-9)
    }

    @Test func singularTransformHasNoInverse() {
        #expect(AffineTransform.scale(0, 1).inverted() == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    }

    @Test func concatenationAppliesLeftFirst() {
        let t = AffineTransform.scale(2, 2).concatenating(.translation(10, 0))
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 12, y: 2))
    }

    @Test func ovalStartsAtThreeOClockGoingDown() {
        let p = Path.oval(in: Rect(x: 0, y: 0, width: 88, height: 88))
        guard case .move(let start) = p.elements[0], case .cubic(let c1, _, let end) = p.elements[1] else {
            Issue.record("unexpected oval structure"); return
        }
        #expect(start == Point(x: 88, y: 44))
        #expect(c1.y > start.y)
        #expect(end == Point(x: 44, y: 88))
    }

    @Test func pathValidationNamesBadValue() {
        let p = Path(elements: [.move(Point(x: .nan, y: 0))])
        #expect(throws: PathError.self) { try p.validate() }
        let q = Path(elements: [.move(.zero), .line(Point(x: 1e9, y: 0))])
        #expect(throws: PathError.self) { try q.validate() }
    }

    /// A rectangle is told from its elements however it was made: `rect(_:)`, four lines back to the start, either
    /// direction, unclosed; anything else (a slanted side, a fifth corner, curves, two contours) is not one.
    @Test func axisAlignedRectanglesAreFound() {
        let r = Rect(x: 2, y: 3, width: 10, height: 4)
        #expect(Path.rect(r).axisAlignedRectangle == r)
        func path(_ points: [(Double, Double)], close: Bool = true) -> Path {
            var p = Path()
            p.move(to: Point(x: points[0].0, y: points[0].1))
            for q in points.dropFirst() { p.line(to: Point(x: q.0, y: q.1)) }
            if close { p.close() }
            return p
        }
        #expect(path([(2, 3), (2, 7), (12, 7), (12, 3), (2, 3)]).axisAlignedRectangle == r)  // the other way, back to the start
        #expect(path([(12, 7), (2, 7), (2, 3), (12, 3)], close: false).axisAlignedRectangle == r)
        #expect(path([(2, 3), (12, 3), (12, 7), (2, 8)]).axisAlignedRectangle == nil)
        #expect(path([(2, 3), (7, 3), (12, 3), (12, 7), (2, 7)]).axisAlignedRectangle == nil)
        #expect(path([(2, 3), (12, 3), (12, 7), (2, 7), (2, 5)]).axisAlignedRectangle == nil)
        #expect(path([(2, 3), (12, 3), (12, 3), (2, 3)]).axisAlignedRectangle == nil)
        #expect(Path.oval(in: r).axisAlignedRectangle == nil)
        var two = Path.rect(r)
        two.move(to: Point(x: 20, y: 20))
        two.line(to: Point(x: 21, y: 20))
        #expect(two.axisAlignedRectangle == nil)
    }
}
