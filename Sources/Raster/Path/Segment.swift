import Foundation

/// A piece of a contour whose length is known exactly: a straight line, a circular arc or a cubic Bézier (quadratics
/// are raised to cubics). Curves stay curves until they are drawn, so lengths, dashes and trims are exact: analytic
/// for lines and arcs, adaptive quadrature for cubics.
public enum Segment: Hashable, Sendable {
    case line(Point, Point)
    /// Centre, radius, start angle and signed sweep (positive = clockwise on screen in y-down space).
    case arc(center: Point, radius: Double, startAngle: Double, sweep: Double)
    /// Start, first control point, second control point, end.
    case cubic(Point, Point, Point, Point)

    /// Exact length (cubics: to 1e-9 of their control polygon's length, `CubicArcLength`).
    public var length: Double {
        switch self {
        case .line(let a, let b): return a.distance(to: b)
        case .arc(_, let r, _, let sweep): return r * abs(sweep)
        case .cubic(let a, let b, let c, let d): return Cubic(a, b, c, d).length()
        }
    }

    /// At least the length, and cheap: zero only for a segment without length.
    var lengthBound: Double {
        switch self {
        case .line, .arc: return length
        case .cubic(let a, let b, let c, let d): return Cubic(a, b, c, d).controlPolygonLength
        }
    }

    public var start: Point {
        switch self {
        case .line(let a, _), .cubic(let a, _, _, _): return a
        case .arc: return point(atFraction: 0)
        }
    }

    public var end: Point {
        switch self {
        case .line(_, let b), .cubic(_, _, _, let b): return b
        case .arc: return point(atFraction: 1)
        }
    }

    /// The point at fraction `f` (0...1) of the segment's length.
    public func point(atFraction f: Double) -> Point {
        switch self {
        case .line(let a, let b):
            return f == 1 ? b : a.lerp(to: b, f)
        case .arc(let c, let r, let s, let sweep):
            let angle = s + sweep * f
            return Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        case .cubic(let a, let b, let c, let d):
            let cubic = Cubic(a, b, c, d)
            let total = cubic.length()
            return cubic.point(cubic.parameter(atLength: f * total, total: total))
        }
    }

    /// The unit direction of travel at fraction `f`; zero for a zero-length segment.
    public func tangent(atFraction f: Double) -> Point {
        switch self {
        case .line(let a, let b):
            return (b - a).normalized
        case .arc(_, let r, let s, let sweep):
            guard r > 0, sweep != 0 else { return .zero }
            let angle = s + sweep * f
            let dir = Point(x: -sin(angle), y: cos(angle))
            return sweep > 0 ? dir : -dir
        case .cubic(let a, let b, let c, let d):
            let cubic = Cubic(a, b, c, d)
            if f <= 0 || f >= 1 { return cubic.tangent(f <= 0 ? 0 : 1) }
            let total = cubic.length()
            return cubic.tangent(cubic.parameter(atLength: f * total, total: total))
        }
    }

    /// The part of the segment between fractions `f0` and `f1` of its length (0 ≤ f0 ≤ f1 ≤ 1).
    public func sub(fromFraction f0: Double, toFraction f1: Double) -> Segment {
        let total = length
        return sub(from: f0 * total, to: f1 * total, length: total)
    }

    /// The part between arc lengths `d0` ≤ `d1` from the start, for a segment of known `length` (which spares a cubic
    /// its quadrature).
    func sub(from d0: Double, to d1: Double, length: Double) -> Segment {
        switch self {
        case .line:
            return .line(point(atFraction: d0 / length), point(atFraction: d1 / length))
        case .arc(let c, let r, let s, let sweep):
            let f0 = d0 / length, f1 = d1 / length
            return .arc(center: c, radius: r, startAngle: s + sweep * f0, sweep: sweep * (f1 - f0))
        case .cubic(let a, let b, let c, let d):
            let cubic = Cubic(a, b, c, d)
            let t0 = cubic.parameter(atLength: d0, total: length)
            let t1 = d1 >= length ? 1 : cubic.parameter(atLength: d1, total: length)
            let part = cubic.sub(from: t0, to: t1)
            return .cubic(part.p0, part.p1, part.p2, part.p3)
        }
    }

    /// Appends points approximating the segment, excluding its start point, within `tolerance` of it: arcs and
    /// cubics by straddling chords (`Flattening`), which pass through the segment's exact end points.
    package func appendFlattened(to points: inout [Point], tolerance: Double) {
        var budget = Int.max
        appendFlattened(to: &points, tolerance: tolerance, budget: &budget)
    }

    /// As `appendFlattened(to:tolerance:)`, taking an arc's or a cubic's chords from `budget` (one chord once it is
    /// spent).
    func appendFlattened(to points: inout [Point], tolerance: Double, budget: inout Int) {
        switch self {
        case .line(_, let b):
            points.append(b)
        case .arc(let c, let r, let s, let sweep):
            let n = Flattening.spend(Flattening.arcPieceCount(radius: r, sweep: sweep, tolerance: tolerance),
                                     from: &budget)
            Flattening.emitArc(center: c, radius: r, startAngle: s, sweep: sweep, pieces: n) { points.append($0) }
            points.append(end)
        case .cubic(let a, let b, let c, let d):
            let cubic = Cubic(a, b, c, d)
            let n = Flattening.spend(cubic.pieceCount(tolerance: tolerance), from: &budget)
            cubic.emitStraddled(pieces: n) { points.append($0) }
            points.append(d)
        }
    }

    /// A hard cap on the pieces one segment may be cut into; coordinates are bounded by `Path.coordinateLimit`,
    /// so this only bites on absurd inputs, which then draw coarsely instead of hanging.
    static let maxPieces: Double = 100_000
}
