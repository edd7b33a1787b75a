/// UIKit animation blocks (`UIView.animate(withDuration:delay:options:animations:)`, `beginAnimations`) expressed as
/// basic animations: the property's model value is set to the new value and the animation runs from the value the
/// block starts from to it (STYLES.md §6.8).
public enum ViewAnimation {
    /// The curve option of a UIView animation.
    public enum Curve: Sendable, Hashable {
        /// The default (no curve option): (0.42,0),(0.58,1).
        case easeInOut
        case easeIn
        case easeOut
        case linear

        public var timingFunction: TimingFunction {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }

    /// The animation for one property changed in a block: from `start` to the new model value, `duration` long
    /// after `delay`, eased by `curve` (default easeInOut). During a delay the start value shows (backwards fill).
    ///
    /// `duration` must be positive: a 0 s block applies its changes at once, so set the model value without an
    /// animation. `start` is where the block begins: with `.beginFromCurrentState` the presentation value at the block's time
    /// (`Presentation.value(of:at:root:animations:time:)`), otherwise the previous model value.
    public static func animation(for keyPath: AnimationKeyPath, from start: AnimatableValue, duration: Double,
                                 delay: Double = 0, curve: Curve = .easeInOut) throws -> BasicAnimation {
        try AnimationError.requireFinite(delay, "animation delay")
        guard delay >= 0 else {
            throw AnimationError.outOfRange(what: "animation delay", value: "\(delay)", accepted: "0 or more seconds")
        }
        try AnimationError.requirePositive(duration, "animation duration")
        let timing = try MediaTiming(beginTime: delay, duration: duration, fillMode: delay > 0 ? .backwards : .none)
        return try BasicAnimation(keyPath: keyPath, from: start, timing: timing, timingFunction: curve.timingFunction)
    }

    /// `animation(for:from:duration:delay:curve:)` with a key path string.
    public static func animation(for keyPath: String, from start: AnimatableValue, duration: Double,
                                 delay: Double = 0, curve: Curve = .easeInOut) throws -> BasicAnimation {
        try animation(for: AnimationKeyPath(keyPath), from: start, duration: duration, delay: delay, curve: curve)
    }
}
