import Raster

/// A keyframe's easing curve: a cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) — the keyframe's
/// `o` — and (x2, y2) — its `i` (Lottie spec, keyframe easing; the same curve as CSS `cubic-bezier`).
struct CubicEasing: Sendable, Hashable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// Control x values are kept in 0...1 so the curve is a function of x.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// One coordinate of the curve at parameter s: 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³.
    @inline(__always)
    private static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * c1 + 3 * r * s * s * c2 + s * s * s
    }

    /// The eased progress at linear progress `x`: the curve's y where its x equals `x`. The parameter is found by
    /// Newton steps kept inside a shrinking bracket (bisection where a step would leave it), to |X(s) − x| < 1e-9.
    func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if isLinear { return x }
        var lo = 0.0, hi = 1.0, s = x
        for _ in 0..<64 {
            let error = CubicEasing.bezier(s, x1, x2) - x
            if abs(error) < 1e-9 { break }
            if error > 0 { hi = s } else { lo = s }
            let r = 1 - s
            let slope = 3 * r * r * x1 + 6 * r * s * (x2 - x1) + 3 * s * s * (1 - x2)
            let newton = slope > 1e-12 ? s - error / slope : .nan
            s = newton > lo && newton < hi ? newton : (lo + hi) / 2
        }
        return CubicEasing.bezier(s, y1, y2)
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
