/// A frame rate as a fraction `numerator / denominator` frames per second, for the containers that store rates or
/// delays as fractions (APNG's fcTL delay, ffmpeg's `-framerate`). Built from the run's rate in `Double`, which is
/// what the user typed: the nearest fraction within the bounds, found with continued fractions, so 60 gives 60/1,
/// 29.97 gives 2997/100 and 100/3 (typed as 33.333333333333336) gives 100/3.
struct RationalRate: Sendable, Hashable, CustomStringConvertible {
    let numerator: Int
    let denominator: Int

    /// The fraction with both terms at most `maximum` nearest to `fps` (finite, above 0) among the continued-fraction
    /// convergents; stops at the first one within `exactness` (relative) of it.
    init(nearest fps: Double, maximum: Int) {
        precondition(fps.isFinite && fps > 0 && maximum >= 1)
        var (h0, h1) = (0, 1)  // numerators of the convergents n−2, n−1
        var (k0, k1) = (1, 0)  // denominators
        var x = fps
        var best = (max(1, min(maximum, Int(fps.rounded()))), 1)
        for _ in 0..<64 {
            let a = x.rounded(.down)
            guard a < Double(maximum) + 1 else { break }
            let ai = Int(a)
            let (h, k) = (ai * h1 + h0, ai * k1 + k0)
            guard h <= maximum, k <= maximum else { break }
            // The first convergent of a rate under 1 is 0/1: not a rate, but the next ones are.
            if h > 0 {
                best = (h, k)
                if abs(Double(h) / Double(k) - fps) <= RationalRate.exactness * fps { break }
            }
            (h0, h1, k0, k1) = (h1, h, k1, k)
            let fraction = x - a
            guard fraction > 0 else { break }
            x = 1 / fraction
        }
        (numerator, denominator) = best
    }

    /// Relative difference under which a fraction is taken as the rate itself: far below one frame over the longest
    /// run (100 000 frames, `FrameSampling.maximumFrames`).
    static let exactness = 1e-9

    var value: Double { Double(numerator) / Double(denominator) }

    /// True when the fraction is the rate (within `exactness`).
    func isExact(for fps: Double) -> Bool { abs(value - fps) <= RationalRate.exactness * fps }

    /// `2997/100`.
    var description: String { "\(numerator)/\(denominator)" }
}
