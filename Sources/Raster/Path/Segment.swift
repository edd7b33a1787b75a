import Foundation

/// A piece of a contour whose length is known exactly: a straight line or a circular arc. Béziers become lines when a
/// path is split into contours; arcs stay analytic, so circle lengths, dashes and trims are exact.
public enum Segment: Hashable, Sendable {
    case line(Point, Point)
    /// Centre, radius, start angle and signed sweep (positive = clockwise on screen in y-down space).
    case arc(center: Point, radius: Double, startAngle: Double, sweep: Double)

    /// Exact length.
    public var length: Double {
        switch self {
        case .line(let a, let b): return a.distance(to: b)
        case .arc(_, let r, _, let sweep): return r * abs(sweep)
        }
    }

    public var start: Point { point(atFraction: 0) }
    public var end: Point { point(atFraction: 1) }

    /// The point at fraction `f` (0...1) of the segment's length.
    public func point(atFraction f: Double) -> Point {
        switch self {
        case .line(let a, let b):
            return f == 1 ? b : a.lerp(to: b, f)
        case .arc(let c, let r, let s, let sweep):
            let angle = s + sweep * f
            return Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
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
        }
    }

    /// The part of the segment between fractions `f0` and `f1` of its length (0 ≤ f0 ≤ f1 ≤ 1).
    public func sub(fromFraction f0: Double, toFraction f1: Double) -> Segment {
        switch self {
        case .line:
            return .line(point(atFraction: f0), point(atFraction: f1))
        case .arc(let c, let r, let s, let sweep):
            return .arc(center: c, radius: r, startAngle: s + sweep * f0, sweep: sweep * (f1 - f0))
        }
    }

    /// Appends points approximating the segment, excluding its start point, within `tolerance` of it: arcs by
    /// straddling chords (`Flattening`), which pass through the arc's exact end points.
    public func appendFlattened(to points: inout [Point], tolerance: Double) {
        switch self {
        case .line(_, let b):
            points.append(b)
        case .arc(let c, let r, let s, let sweep):
            let n = Flattening.arcPieceCount(radius: r, sweep: sweep, tolerance: tolerance)
            Flattening.emitArc(center: c, radius: r, startAngle: s, sweep: sweep, pieces: n) { points.append($0) }
            points.append(point(atFraction: 1))
        }
    }

    /// A hard cap on the pieces one segment may be cut into; coordinates are bounded by `Path.coordinateLimit`,
    /// so this only bites on absurd inputs, which then draw coarsely instead of hanging.
    static let maxPieces: Double = 100_000
}
