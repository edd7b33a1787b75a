/// Core Animation's implicit actions: setting an animatable property of a standalone layer starts a 0.25 s animation
/// with the Default curve from the value on screen to the new model value (STYLES.md §6.8, §6.9).
///
/// Off by default so that scroll-driven properties follow the pull distance exactly (§7 A10); styles whose look
/// depends on an action (EGO's arrow flip inside a 0.18 s CATransaction) build it with `animation(for:from:duration:)`
/// directly.
public struct ImplicitActions: Sendable, Hashable {
    /// Whether property changes start actions.
    public var isEnabled: Bool
    /// The transaction's animation duration (CATransaction.animationDuration).
    public var duration: Double

    /// Rejects a non-finite or negative duration.
    public init(isEnabled: Bool = false, duration: Double = MediaTiming.defaultTransactionDuration) throws {
        try AnimationError.requireFinite(duration, "implicit action duration")
        guard duration >= 0 else {
            throw AnimationError.outOfRange(what: "implicit action duration", value: "\(duration)",
                                            accepted: "0 or more seconds")
        }
        self.isEnabled = isEnabled
        self.duration = duration
    }

    /// The action for a change of `keyPath` whose value on screen was `previous`: a basic animation from `previous`
    /// to the (new) model value, `duration` long (> 0), Default curve, removed on completion.
    public static func animation(for keyPath: AnimationKeyPath, from previous: AnimatableValue,
                                 duration: Double = MediaTiming.defaultTransactionDuration) throws -> BasicAnimation {
        try AnimationError.requirePositive(duration, "implicit action duration")
        return try BasicAnimation(keyPath: keyPath, from: previous, timing: MediaTiming(duration: duration),
                           timingFunction: .default)
    }

    /// Records the action for setting `keyPath` of the layer at `target` at scenario time `time`, when enabled, the
    /// duration is not 0 and the value changes. `previous` is the presentation value just before the change (use
    /// `Presentation.value(of:at:root:animations:time:)`), `newValue` the model value set. Like Core Animation it
    /// is added under the key path's name, replacing the previous action on that property.
    public func record(_ keyPath: AnimationKeyPath, of target: LayerPath, changingFrom previous: AnimatableValue,
                       to newValue: AnimatableValue, at time: Double, in list: inout AnimationList) throws {
        guard isEnabled, previous != newValue, duration > 0 else { return }
        let action = try ImplicitActions.animation(for: keyPath, from: previous, duration: duration)
        try list.add(action, to: target, forKey: keyPath.rawValue, at: time)
    }
}
