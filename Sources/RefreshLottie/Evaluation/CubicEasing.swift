import Raster

extension CubicEasing {
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
