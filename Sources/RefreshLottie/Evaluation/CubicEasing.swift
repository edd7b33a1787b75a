import Raster

/// A keyframe's easing curve: a cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) — the keyframe's
/// `o` — and (x2, y2) — its `i` (Lottie spec, keyframe easing; the same curve as CSS `cubic-bezier`), solved by
/// Raster's `UnitBezier` to 1e-9.
struct CubicEasing: Sendable, Hashable {
    let curve: UnitBezier

    /// Control x values are kept in 0...1 so the curve is a function of x.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        curve = UnitBezier(x1: min(max(x1, 0), 1), y1: y1, x2: min(max(x2, 0), 1), y2: y2)
    }

    var isLinear: Bool { curve.x1 == curve.y1 && curve.x2 == curve.y2 }

    /// The eased progress at linear progress `x`.
    func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if isLinear { return x }
        return curve.value(at: x, epsilon: 1e-9)
    }
}

/// The progress through a keyframe segment: linear, and eased per dimension on demand.
struct Progress {
    let linear: Double
    let easings: [CubicEasing]

    /// The eased progress of dimension `dimension` (0 = x or the only one).
    @inline(__always)
    func at(_ dimension: Int) -> Double {
        guard !easings.isEmpty else { return linear }
        return easings[min(dimension, easings.count - 1)].value(at: linear)
    }
}
