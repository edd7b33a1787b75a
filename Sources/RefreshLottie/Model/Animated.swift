import Raster

/// A property value that is either constant or keyframed (Lottie's `{"a": 0|1, "k": …}`). The model says what the
/// keyframes are; how a value between two of them is made (`Interpolatable`, `value(at:)`) is the evaluation's.
enum Animated<Value: Sendable>: Sendable {
    case constant(Value)
    case keyframed(KeyframeTrack<Value>)

    var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }

    /// The times of the first and the last keyframe; nil for a constant.
    var keyRange: (Double, Double)? {
        guard case .keyframed(let track) = self, let first = track.segments.first, let last = track.segments.last else { return nil }
        return (first.start, last.end)
    }
}

/// Keyframes as the segments between them, in time order, and the value after the last one.
struct KeyframeTrack<Value: Sendable>: Sendable {
    /// At least one segment; each starts where the previous ends (or later).
    let segments: [KeyframeSegment<Value>]
    /// The value from the last keyframe's time on.
    let final: Value
    /// A loop expression repeating the keyframes before the first or after the last one.
    var loop: KeyframeLoop? = nil
}

/// The interpolation from one keyframe to the next.
struct KeyframeSegment<Value: Sendable>: Sendable {
    /// Start and end frames (`t` of this keyframe and of the next); `end >= start`.
    let start: Double
    let end: Double
    let from: Value
    let to: Value
    /// `h: 1`: the value stays `from` until `end`.
    let hold: Bool
    /// The easing of each dimension (`o` and `i`, whose `x` / `y` may be one number or one per dimension); the last
    /// one serves the dimensions beyond. Empty means linear.
    let easings: [CubicEasing]
    /// A spatial Bézier between the two values (`to` / `ti` of a position keyframe); nil for a straight line.
    let spatial: SpatialTangents?
}

/// A keyframe's easing curve: a cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) — the keyframe's
/// `o` — and (x2, y2) — its `i` (Lottie spec, keyframe easing; the same curve as CSS `cubic-bezier`). Evaluated by
/// Raster's `UnitBezier` (`value(at:)`, with the evaluation).
struct CubicEasing: Sendable, Hashable {
    let curve: UnitBezier

    /// Control x values are kept in 0...1 so the curve is a function of x.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        curve = UnitBezier(x1: min(max(x1, 0), 1), y1: y1, x2: min(max(x2, 0), 1), y2: y2)
    }

    var isLinear: Bool { curve.x1 == curve.y1 && curve.x2 == curve.y2 }
}

/// The out tangent of a keyframe's value and the in tangent of the next one, relative to each value, with the arc
/// length of the motion path they make between the two values, measured once when the keyframes are read
/// (`measured(from:to:)`): evaluating a position at a frame then cuts that path without measuring it again.
struct SpatialTangents: Sendable {
    let out: Point
    let `in`: Point
    private(set) var motion: (path: Cubic, measure: Cubic.Measure)? = nil

    init(out: Point, in into: Point) {
        self.out = out
        self.in = into
    }

    /// The motion path from `a` to `b` (Lottie writes the tangents relative to each value).
    func path(from a: Point, to b: Point) -> Cubic { Cubic(a, a + out, b + self.in, b) }

    /// These tangents with the motion path from `a` to `b` measured.
    func measured(from a: Point, to b: Point) -> SpatialTangents {
        var kept = self
        let path = path(from: a, to: b)
        kept.motion = (path, path.measure())
        return kept
    }

    /// The measure of `path`: the one kept when it is the path measured, else measured now.
    func measure(of path: Cubic) -> Cubic.Measure {
        if let motion, motion.path == path { return motion.measure }
        return path.measure()
    }
}
