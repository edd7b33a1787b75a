import Raster
/// A cubic Bézier easing curve from (0, 0) to (1, 1) with two control points (CAMediaTimingFunction;
/// STYLES.md §6.7). Maps a linear progress x ∈ [0, 1] to an eased progress y.
public struct TimingFunction: Sendable, Hashable, CustomStringConvertible {
    public let controlPoint1: Point
    public let controlPoint2: Point

    private let curve: UnitBezier

    /// A curve through the given control points. The x coordinates must lie in 0...1 (so the curve is a function of
    /// x) and all coordinates must be finite.
    public init(controlPoints p1: Point, _ p2: Point) throws {
        for (p, name) in [(p1, "first"), (p2, "second")] {
            try AnimationError.requireFinite(p.x, "timing function \(name) control point x")
            try AnimationError.requireFinite(p.y, "timing function \(name) control point y")
            guard (0...1).contains(p.x) else {
                throw AnimationError.outOfRange(what: "timing function \(name) control point x", value: "\(p.x)",
                                                accepted: "0...1")
            }
        }
        self.init(unchecked: p1, p2)
    }

    /// `init(controlPoints:)` with four numbers, as CAMediaTimingFunction(controlPoints:).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws {
        try self.init(controlPoints: Point(x: x1, y: y1), Point(x: x2, y: y2))
    }

    private init(unchecked p1: Point, _ p2: Point) {
        controlPoint1 = p1
        controlPoint2 = p2
        curve = UnitBezier(x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y)
    }

    /// (0,0),(1,1): the default for explicit animations (STYLES.md §6.8).
    public static let linear = TimingFunction(unchecked: Point(x: 0, y: 0), Point(x: 1, y: 1))
    /// (0.42,0),(1,1).
    public static let easeIn = TimingFunction(unchecked: Point(x: 0.42, y: 0), Point(x: 1, y: 1))
    /// (0,0),(0.58,1).
    public static let easeOut = TimingFunction(unchecked: Point(x: 0, y: 0), Point(x: 0.58, y: 1))
    /// (0.42,0),(0.58,1): UIView animation blocks' default curve.
    public static let easeInEaseOut = TimingFunction(unchecked: Point(x: 0.42, y: 0), Point(x: 0.58, y: 1))
    /// (0.25,0.1),(0.25,1): kCAMediaTimingFunctionDefault, used by implicit layer actions.
    public static let `default` = TimingFunction(unchecked: Point(x: 0.25, y: 0.1), Point(x: 0.25, y: 1))

    /// The eased progress for linear progress `x` (clamped to 0...1; a non-finite x counts as 0). The curve parameter
    /// is found to |X(s) − x| < 1e-6 by Newton's method (at most 8 steps) with bisection as the fallback
    /// (STYLES.md §6.7).
    public func value(at x: Double) -> Double {
        let x = x.isFinite ? min(max(x, 0), 1) : 0
        if self == .linear { return x }
        return curve.value(at: x, epsilon: 1e-6)
    }

    public var description: String {
        "cubic-bezier(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }
}
