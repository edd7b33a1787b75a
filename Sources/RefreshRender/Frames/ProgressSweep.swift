/// The pull progresses of a sweep (× the style's threshold): 1 to `FrameSampling.maximumFrames` values, each from 0
/// to `Scenario.maximumProgress`. Checked once, when built.
public struct ProgressSweep: Sendable, Hashable {
    public let values: [Double]

    /// The bounds of each value.
    public static let allowed = NumberBounds(from: 0, to: Scenario.maximumProgress, unit: "values")

    /// These values, checked.
    public init(_ values: [Double]) throws(SamplingError) {
        try FrameSampling.checkFrameCount(values.count)
        for v in values { try ProgressSweep.check(v) }
        self.values = values
    }

    /// `start`, `start + step`, … up to `end` (included when it lands on a step, to within 1e-9 steps). The count is
    /// checked before any value is made.
    public init(from start: Double, through end: Double, step: Double) throws(SamplingError) {
        try ProgressSweep.check(start)
        try ProgressSweep.check(end)
        guard step.isFinite, step > 0 else { throw .sweepStepNotPositive(step) }
        guard end >= start else { throw .sweepEndBeforeStart(start: start, end: end) }
        let steps = ((end - start) / step + 1e-9).rounded(.down)
        // At most 10 / step + 1 values: compare as a Double first, so a tiny step cannot overflow Int.
        guard steps < Double(FrameSampling.maximumFrames) else {
            throw .frameCountOutOfRange(steps < 1e15 ? Int(steps) + 1 : Int.max, allowed: FrameSampling.frameCounts)
        }
        // Computed from the index, not by repeated addition, so every value is exact to one rounding.
        values = (0...Int(steps)).map { i in min(end, start + Double(i) * step) }
    }

    private static func check(_ v: Double) throws(SamplingError) {
        guard allowed.contains(v) else { throw .progressOutOfRange(v, allowed: allowed) }
    }
}
