/// What an animation shows outside its active time (CAMediaTimingFillMode; STYLES.md §6.4).
public enum FillMode: Sendable, Hashable {
    /// Nothing outside the active time (Core Animation's `removed`, the default).
    case none
    /// Keep the final value after the end — only while the animation is not removed on completion.
    case forwards
    /// Show the initial value before the begin time (e.g. during a delay).
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    public var fillsForwards: Bool { self == .forwards || self == .both }
    public var fillsBackwards: Bool { self == .backwards || self == .both }
}
