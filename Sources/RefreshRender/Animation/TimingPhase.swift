/// Where an animation stands at one moment, as computed by `MediaTiming.phase(atParentTime:simpleDuration:)`.
public struct TimingPhase: Sendable, Hashable {
    /// Progress within the current cycle, 0...1, before the timing function (autoreverse already folded in: it runs
    /// back from 1 to 0 in the reversed half).
    public var progress: Double
    /// Number of completed cycles before the current one (a whole number, kept as Double so that huge times never
    /// need an integer conversion). Cumulative animations add this many times their change.
    public var completedCycles: Double
    /// True when the animation is held at its end by a forwards fill (progress is then the final value's progress).
    public var isFillingForwards: Bool

    public init(progress: Double, completedCycles: Double, isFillingForwards: Bool = false) {
        self.progress = progress
        self.completedCycles = completedCycles
        self.isFillingForwards = isFillingForwards
    }
}
