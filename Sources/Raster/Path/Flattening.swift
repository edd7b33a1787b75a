import Foundation

/// Curves to chords that straddle them (ARCHITECTURE.md, decisions; RASTER-NOTES.md §10).
///
/// Inscribed chords (every vertex on the curve) lie wholly inside a convex curve: a stroked arc's outer edge falls
/// inside the circle and its inner edge outside, so the stroke comes out thinner everywhere. Moving each vertex
/// outwards by half a chord's sagitta makes the error symmetric: the edge stays within ±tolerance of the curve,
/// where inscribed chords of the same count reach 2·tolerance on one side.
public enum Flattening {
    /// The default distance, in device pixels, that a flattened edge may stray from the true curve.
    ///
    /// An edge crossing a pixel runs through at most √2 px of it, so an edge within 0.005 px of the curve moves that
    /// pixel's covered area by at most 0.007 px² (1.8/255), and by about half that where the straddling chords swing
    /// from one side to the other: inside the issue-16 budget of 2/255, with room for 8-bit rounding. 0.01 px gave
    /// up to 4/255 on the test rings and discs, 3/255 on the filled UIKit oval.
    public static let tolerance = 0.005

    /// How many straddling chords an arc of radius `radius` needs so that none strays more than `tolerance`: a chord
    /// of angle θ with both vertices on radius r / cos²(θ/4) is r·tan²(θ/4) away from the circle at its vertices
    /// (outside) and at its middle (inside).
    static func arcPieceCount(radius: Double, sweep: Double, tolerance: Double) -> Int {
        let r = abs(radius), tol = max(tolerance, 1e-9)
        guard r > tol, sweep != 0 else { return 1 }
        let maxStep = 4 * atan((tol / r).squareRoot())
        let n = (abs(sweep) / maxStep).rounded(.up)
        return Int(min(max(n, 1), Segment.maxPieces))
    }

    /// Emits an arc's flattening between its exact start and end points, which are the caller's: the start radius
    /// stepped out to the straddling radius, `pieces − 1` vertices on that radius, and the end radius stepped out
    /// likewise. The two radial steps enclose no area; they keep the polyline through the exact end points, where it
    /// meets lines, caps and joins. A negative radius (the inner side of an arc narrower than its stroke) mirrors the
    /// arc through its centre.
    @inline(__always)
    static func emitArc(center c: Point, radius r: Double, startAngle s: Double, sweep: Double, pieces n: Int,
                        _ emit: (Point) -> Void) {
        let step = sweep / Double(n)
        let q = cos(step / 4)
        let rv = r / (q * q)
        emit(Point(x: c.x + rv * cos(s), y: c.y + rv * sin(s)))
        if n > 1 {
            // Rotate the radius vector step by step instead of calling cos/sin per point.
            let cs = cos(step), sn = sin(step)
            var x = rv * cos(s), y = rv * sin(s)
            for _ in 1..<n {
                let nx = x * cs - y * sn
                y = x * sn + y * cs
                x = nx
                emit(Point(x: c.x + x, y: c.y + y))
            }
        }
        let e = s + sweep
        emit(Point(x: c.x + rv * cos(e), y: c.y + rv * sin(e)))
    }

    /// Takes `wanted` chords from a path's budget of Bézier chords (`Path.maxBezierLines`); once it is spent, one.
    static func spend(_ wanted: Int, from budget: inout Int) -> Int {
        let n = max(1, min(wanted, budget))
        budget = max(0, budget - n)
        return n
    }
}
