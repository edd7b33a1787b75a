/// Animations run together in one time space (CAAnimationGroup; STYLES.md §6.5).
///
/// Children see the group's local time: their durations are not scaled but clipped to the group's duration; a child
/// with duration 0 takes the group's duration (§7 A7); the group's repeat and fill apply to all of them, and their
/// local time restarts each group cycle. Children's `removedOnCompletion` is ignored (their fill mode still holds a
/// child that ends before the group). The group's `timingFunction` warps the time its children see.
public struct AnimationGroup: Sendable {
    public let animations: [Animation]
    public let timing: MediaTiming
    public let timingFunction: TimingFunction

    public init(animations: [Animation], timing: MediaTiming = .standard,
                timingFunction: TimingFunction = .linear) {
        self.animations = animations
        self.timing = timing
        self.timingFunction = timingFunction
    }
}
