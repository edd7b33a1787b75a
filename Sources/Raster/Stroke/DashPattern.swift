/// A validated, normalised dash pattern (CAShapeLayer `lineDashPattern` / `lineDashPhase`, STYLES.md §6.3).
///
/// - Entries alternate on, off, on, … starting with "on"; an odd-length array is repeated (as Core Graphics and SVG).
/// - The phase is reduced modulo the pattern's sum in Double, negative phases included, so `-1` with `[2, 3]` is the
///   same as `4` (RASTER-NOTES.md §8 pitfall 1).
/// - A nil, empty or all-zero array means a solid stroke, so `init` returns nil for it (as Core Graphics).
public struct DashPattern: Sendable, Hashable {
    /// On / off lengths, even count, finite, ≥ 0, with a positive sum.
    package let intervals: [Double]
    /// The sum of `intervals` (one period of the pattern).
    package let period: Double
    /// The phase reduced into `0..<period`.
    public let phase: Double

    /// Validates and normalises `lengths` and `phase`; nil means "solid".
    public init?(lengths: [Double]?, phase: Double) throws(StrokeError) {
        guard phase.isFinite else { throw .invalidDashPhase(phase) }
        guard let lengths, !lengths.isEmpty else { return nil }
        var sum = 0.0
        for (i, v) in lengths.enumerated() {
            guard v.isFinite, v >= 0 else { throw .invalidDashLength(index: i, value: v) }
            sum += v
        }
        guard sum.isFinite else { throw .dashPatternSumNotFinite }
        guard sum > 0 else { return nil }
        var intervals = lengths
        if lengths.count % 2 == 1 {
            intervals += lengths
            sum += sum
            guard sum.isFinite else { throw .dashPatternSumNotFinite }
        }
        self.intervals = intervals
        self.period = sum
        var p = phase.truncatingRemainder(dividingBy: sum)
        if p < 0 { p += sum }
        if !(p < sum) || p == 0 { p = 0 } // rounding of a tiny negative phase, and −0
        self.phase = p
    }

    /// Where the pattern stands at distance 0: the interval index and how much of that interval remains. As Skia, a
    /// positive interval that the phase consumes exactly is skipped, but a zero-length "on" interval at the phase
    /// is kept (so a dot is drawn there with round caps).
    public var start: (index: Int, remaining: Double) {
        var p = phase
        for (i, gap) in intervals.enumerated() {
            if p > gap || (p == gap && gap != 0) {
                p -= gap
            } else {
                return (i, gap - p)
            }
        }
        return (0, intervals[0])
    }

    /// An upper bound for the number of "on" intervals (dashes, dots included) over a contour of length `length`;
    /// Double, so absurd patterns are measured without overflow.
    package func dashCountBound(length: Double) -> Double {
        (length / period + 2) * Double(intervals.count / 2)
    }

    /// Appends the "on" intervals `[from, to]` over a contour of length `length` (> 0), the pattern starting at
    /// distance 0 with `phase`. An interval starting exactly at `length` is not emitted. Positions are computed from
    /// the period count (not by summing intervals), so long runs of dashes do not drift. Callers bound the work with
    /// `dashCountBound(length:)` first.
    func appendOnIntervals(length: Double, into out: inout [(from: Double, to: Double)]) {
        let n = intervals.count
        let (first, firstRemaining) = start
        // Offset of interval `i` within a period, measured from where the phase puts distance 0.
        var i = first
        var periods = 0.0
        var offset = firstRemaining - intervals[first] // the first interval began before distance 0
        var intervalStart = 0.0
        let maxSteps = (length / period + 2) * Double(n) + 2 // a guard against a stuck loop, never reached
        var steps = 0.0
        while intervalStart < length && steps < maxSteps {
            let intervalEnd = periods * period + offset + intervals[i]
            if i % 2 == 0 { out.append((intervalStart, min(intervalEnd, length))) }
            offset += intervals[i]
            i += 1
            if i == n {
                i = 0
                periods += 1
                offset -= period
            }
            intervalStart = periods * period + offset
            steps += 1
        }
    }

    /// True when the pattern is "on" at distance 0.
    var isOnAtStart: Bool { start.index % 2 == 0 }
}
