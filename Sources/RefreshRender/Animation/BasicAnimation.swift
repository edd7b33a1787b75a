/// A single-keyframe animation of one property (CABasicAnimation): from / to / by values per Apple's rules
/// (STYLES.md §6.4).
///
/// Which values are set decides the interpolation (cur = the presentation value beneath this animation — the model
/// value after earlier animations on the same key):
/// from+to: from → to; from+by: from → from+by; by+to: to−by → to; from only: from → cur; to only: cur → to;
/// by only: cur → cur+by. For an additive animation the missing end is the additive zero instead of cur, and the
/// result is added to cur.
public struct BasicAnimation: Sendable, Hashable {
    public let keyPath: AnimationKeyPath
    public let fromValue: AnimatableValue?
    public let toValue: AnimatableValue?
    public let byValue: AnimatableValue?
    public let timing: MediaTiming
    /// Eases each cycle; linear by default, as for explicit animations (STYLES.md §6.8).
    public let timingFunction: TimingFunction
    /// When true the value is added to the property's underlying value instead of replacing it.
    public let isAdditive: Bool
    /// When true each repeat cycle starts where the previous one ended (+ k·(to − from)).
    public let isCumulative: Bool

    /// Validated: at least one of `from`, `to`, `by`; each of the key path's kind and finite; a transform `by` used
    /// with `to` must be invertible.
    public init(keyPath: AnimationKeyPath, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
                by: AnimatableValue? = nil, timing: MediaTiming = .standard,
                timingFunction: TimingFunction = .linear, isAdditive: Bool = false,
                isCumulative: Bool = false) throws {
        guard from != nil || to != nil || by != nil else {
            throw AnimationError.missingValue(what: "values of the \(keyPath.rawValue) animation",
                                              accepted: "at least one of fromValue, toValue, byValue")
        }
        try from?.validate(for: keyPath, what: "fromValue")
        try to?.validate(for: keyPath, what: "toValue")
        try by?.validate(for: keyPath, what: "byValue")
        if let to, let by, from == nil, to.subtracting(by) == nil {
            throw AnimationError.outOfRange(what: "byValue", value: by.description, accepted: "an invertible transform")
        }
        self.keyPath = keyPath
        self.fromValue = from
        self.toValue = to
        self.byValue = by
        self.timing = timing
        self.timingFunction = timingFunction
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
    }

    /// As `init(keyPath:…)` with a Core Animation key path string such as `"transform.rotation.z"`.
    public init(keyPath: String, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
                by: AnimatableValue? = nil, timing: MediaTiming = .standard,
                timingFunction: TimingFunction = .linear, isAdditive: Bool = false,
                isCumulative: Bool = false) throws {
        try self.init(keyPath: try AnimationKeyPath(keyPath), from: from, to: to, by: by, timing: timing,
                      timingFunction: timingFunction, isAdditive: isAdditive, isCumulative: isCumulative)
    }

    /// The start and end values over `current`, the value beneath the animation.
    public func endpoints(over current: AnimatableValue) -> (from: AnimatableValue, to: AnimatableValue) {
        let base = isAdditive ? AnimatableValue.zero(keyPath.valueKind) : current
        switch (fromValue, toValue, byValue) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b) ?? t, t)
        case (let f?, nil, nil): return (f, base)
        case (nil, let t?, nil): return (base, t)
        case (nil, nil, let b?): return (base, base.adding(b))
        case (nil, nil, nil): return (base, base)
        }
    }

    /// The animated value for eased progress `y` after `completedCycles` cycles, over `current`.
    public func value(atEasedProgress y: Double, completedCycles: Double, over current: AnimatableValue)
        -> AnimatableValue {
        let (from, to) = endpoints(over: current)
        var v = from.interpolated(to: to, y)
        if isCumulative { v = v.accumulated(cycles: completedCycles, from: from, to: to) }
        return isAdditive ? current.adding(v) : v
    }
}
