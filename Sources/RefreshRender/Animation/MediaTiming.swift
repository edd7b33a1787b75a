/// The timing of one animation (CAMediaTiming) and the local-time computation of STYLES.md §6.4.
///
/// Times are seconds. `beginTime` is relative to the parent time space: for an animation attached to a layer it is
/// a delay after `AttachedAnimation.beginTime`, for a group's child an offset into the group's cycle.
public struct MediaTiming: Sendable, Hashable {
    /// Offset of the start in the parent's time space.
    public let beginTime: Double
    /// Length of one simple cycle; 0 means "not set": 0.25 s for a standalone animation (the transaction's default),
    /// the group's duration for a group's child (STYLES.md §6.4, §6.5, §7 A7).
    public let duration: Double
    /// Rate of local time relative to the parent's (≥ 0; 0 freezes the animation at `timeOffset`).
    public let speed: Double
    /// Added to the elapsed local time, wrapping around the active duration (APL: a 5 s animation with timeOffset 2
    /// shows 2…5 then 0…2).
    public let timeOffset: Double
    /// Number of cycles (fractions allowed); 0 = one cycle; `.infinity` (or ≥ MAXFLOAT) repeats forever.
    public let repeatCount: Double
    /// Total active time regardless of cycles; 0 = unset; `.infinity` repeats forever.
    public let repeatDuration: Double
    /// When true each cycle plays forwards then backwards (a cycle then lasts twice `duration`).
    public let autoreverses: Bool
    public let fillMode: FillMode
    /// When true (the default) the animation stops affecting the layer once it ends, whatever its fill mode.
    public let removedOnCompletion: Bool

    /// Duration Core Animation gives a standalone animation whose `duration` is 0 (STYLES.md §6.4).
    public static let defaultTransactionDuration = 0.25

    /// Validated timing. Rejects non-finite or negative times, a negative speed, NaN repeat values, and setting both
    /// `repeatCount` and `repeatDuration` (undefined in Core Animation, STYLES.md §6.4). Repeat values at or above
    /// `Float.greatestFiniteMagnitude` (MAXFLOAT) mean forever.
    public init(beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fillMode: FillMode = .none, removedOnCompletion: Bool = true) throws {
        try AnimationError.requireFinite(beginTime, "beginTime")
        try AnimationError.requireFinite(duration, "duration")
        try AnimationError.requireFinite(speed, "speed")
        try AnimationError.requireFinite(timeOffset, "timeOffset")
        guard duration >= 0 else {
            throw AnimationError.outOfRange(what: "duration", value: "\(duration)", accepted: "0 or more seconds")
        }
        guard speed >= 0 else {
            throw AnimationError.outOfRange(what: "speed", value: "\(speed)", accepted: "0 or more")
        }
        for (value, name) in [(repeatCount, "repeatCount"), (repeatDuration, "repeatDuration")] {
            guard !value.isNaN, value >= 0 else {
                throw AnimationError.outOfRange(what: name, value: "\(value)", accepted: "0 or more, or .infinity")
            }
        }
        guard repeatCount == 0 || repeatDuration == 0 else {
            throw AnimationError.outOfRange(what: "repeatCount and repeatDuration",
                                            value: "\(repeatCount) and \(repeatDuration)",
                                            accepted: "at most one of them non-zero")
        }
        let forever = Double(Float.greatestFiniteMagnitude)
        self.init(unchecked: beginTime, duration, speed, timeOffset,
                  repeatCount >= forever ? .infinity : repeatCount,
                  repeatDuration >= forever ? .infinity : repeatDuration,
                  autoreverses, fillMode, removedOnCompletion)
    }

    private init(unchecked beginTime: Double, _ duration: Double, _ speed: Double, _ timeOffset: Double,
                 _ repeatCount: Double, _ repeatDuration: Double, _ autoreverses: Bool, _ fillMode: FillMode,
                 _ removedOnCompletion: Bool) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
        self.removedOnCompletion = removedOnCompletion
    }

    /// Defaults throughout: one 0-duration cycle (0.25 s when standalone, the group's duration in a group).
    public static let standard = MediaTiming(unchecked: 0, 0, 1, 0, 0, 0, false, .none, true)

    /// `duration`, or `inherited` when `duration` is 0.
    public func simpleDuration(inheriting inherited: Double) -> Double {
        duration > 0 ? duration : inherited
    }

    /// Length of one cycle: the simple duration, doubled when autoreversing.
    public func cycleDuration(simpleDuration d: Double) -> Double { autoreverses ? 2 * d : d }

    /// The active duration A: `repeatDuration` if set, else cycles × `repeatCount` if set, else one cycle
    /// (STYLES.md §6.4). May be infinite.
    public func activeDuration(simpleDuration d: Double) -> Double {
        if repeatDuration > 0 { return repeatDuration }
        let cycle = cycleDuration(simpleDuration: d)
        if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : cycle * repeatCount }
        return cycle
    }

    /// The phase at `parentTime` (seconds in the parent's time space), or nil when the animation has no effect
    /// then (before its begin without a backwards fill, or after its end unless kept by a forwards fill).
    ///
    /// `simpleDuration` is the resolved duration (> 0). After the end, a forwards fill keeps the final value only
    /// when `removedOnCompletion` is false (children of a group ignore it: pass `ignoresRemoval`). The final value is
    /// taken at the end of the active duration with x = 1 exactly when the last cycle completed (STYLES.md §6.4);
    /// `timeOffset` does not shift it. With `endInclusive` the instant t = A still counts as active (used for the
    /// children of a group held at its end).
    public func phase(atParentTime parentTime: Double, simpleDuration: Double, ignoresRemoval: Bool = false,
                      endInclusive: Bool = false) -> TimingPhase? {
        guard parentTime.isFinite, simpleDuration > 0, simpleDuration.isFinite else { return nil }
        let d = simpleDuration
        let cycle = cycleDuration(simpleDuration: d)
        let active = activeDuration(simpleDuration: d)
        let elapsed = (parentTime - beginTime) * speed
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            return progress(atLocalTime: wrapped(timeOffset, active: active), simpleDuration: d, cycle: cycle)
        }
        if elapsed >= active {
            let atEnd = endInclusive && elapsed == active
            let kept = fillMode.fillsForwards && (ignoresRemoval || !removedOnCompletion)
            guard atEnd || kept else { return nil }
            // k = ceil(A / cycle) − 1 and the time within that cycle, so a completed final cycle ends at x = 1.
            let k = max((active / cycle).rounded(.up) - 1, 0)
            let within = min(max(active - k * cycle, 0), cycle)
            var phase = TimingPhase(progress: fold(within, simpleDuration: d), completedCycles: k)
            phase.isFillingForwards = true
            return phase
        }
        return progress(atLocalTime: wrapped(elapsed + timeOffset, active: active), simpleDuration: d, cycle: cycle)
    }

    private func wrapped(_ u: Double, active: Double) -> Double {
        guard active.isFinite, active > 0, u < 0 || u >= active else { return u }
        let r = u - (u / active).rounded(.down) * active
        return min(max(r, 0), active)
    }

    private func progress(atLocalTime u: Double, simpleDuration d: Double, cycle: Double) -> TimingPhase {
        let k = max((u / cycle).rounded(.down), 0)
        let within = min(max(u - k * cycle, 0), cycle)
        return TimingPhase(progress: fold(within, simpleDuration: d), completedCycles: k)
    }

    /// Progress within a cycle from the time within it; the second half of an autoreversing cycle runs back.
    private func fold(_ within: Double, simpleDuration d: Double) -> Double {
        let x = within <= d ? within / d : (2 * d - within) / d
        return min(max(x, 0), 1)
    }
}
