import Raster

/// Lottie's gradient stops: `count` colour stops `[offset, r, g, b]` followed by optional opacity stops
/// `[offset, alpha]` in the same flat array (Lottie spec, Gradient). Colours and opacities are interpolated
/// separately and merged at the union of their offsets.
enum GradientStops {
    static func merge(_ values: [Double], colorStopCount count: Int) -> [LinearGradient.Stop] {
        let colorCount = min(count, values.count / 4)
        var colors: [(Double, Color)] = []
        for i in 0..<colorCount {
            colors.append((values[i * 4], Color(red: values[i * 4 + 1], green: values[i * 4 + 2], blue: values[i * 4 + 3])))
        }
        var alphas: [(Double, Double)] = []
        var i = colorCount * 4
        while i + 1 < values.count {
            alphas.append((values[i], values[i + 1]))
            i += 2
        }
        guard !colors.isEmpty else { return [] }
        let offsets = Set(colors.map { $0.0 } + alphas.map { $0.0 }).sorted()
        return offsets.map { (offset: Double) -> LinearGradient.Stop in
            let c: Color = sample(colors, at: offset) { (a: Color, b: Color, f: Double) -> Color in
                a.interpolated(to: b, Progress(linear: f, easings: []), spatial: nil)
            } ?? .black
            let alpha: Double = sample(alphas, at: offset) { (a: Double, b: Double, f: Double) -> Double in mix(a, b, f) } ?? 1
            return LinearGradient.Stop(location: offset, color: c.withAlphaMultiplied(by: min(max(alpha, 0), 1)))
        }
    }

    /// The value of piecewise-linear `stops` (sorted by offset as the files write them) at `offset`, padded; nil
    /// when there are none.
    private static func sample<V>(_ stops: [(Double, V)], at offset: Double, _ mix: (V, V, Double) -> V) -> V? {
        guard let first = stops.first, let last = stops.last else { return nil }
        if offset <= first.0 { return first.1 }
        if offset >= last.0 { return last.1 }
        for i in 1..<stops.count where offset <= stops[i].0 {
            let a = stops[i - 1], b = stops[i]
            return b.0 > a.0 ? mix(a.1, b.1, (offset - a.0) / (b.0 - a.0)) : b.1
        }
        return last.1
    }
}
