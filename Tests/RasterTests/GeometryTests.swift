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
}
