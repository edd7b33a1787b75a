import Raster
/// How a library's header reacts to the pull: its trigger threshold, the inset it holds while refreshing, and the
/// durations and curves of the scroll-view motions it starts. One value per style, from STYLES.md.
public struct PullRules: Sendable, Hashable {
    /// Pull distance (points) past which releasing triggers a refresh.
    public var threshold: Double
    /// True when the state machine compares strictly (`offset.y < −threshold`), false for `≥` (`progress ≥ 1`).
    public var strictThreshold: Bool
    /// True when the library switches to "pulling" while the finger is down (EGO, SV, MJ, CLL); false when it only
    /// checks at release (the airplane, STYLES.md §5.3).
    public var showsPullingState: Bool
    /// Visible header height (points) held while refreshing (the content inset the library adds).
    public var refreshingInset: Double
    /// Motion of the content from the release point to the refreshing inset.
    public var openDuration: Double
    public var openCurve: TimingFunction
    /// How long the refresh itself lasts by default (the demo app's simulated load), in seconds.
    public var refreshDuration: Double
    /// Motion from the refreshing inset back to 0 when the refresh ends.
    public var collapseDuration: Double
    public var collapseCurve: TimingFunction
    /// Motion back to 0 when the finger lifts below the threshold (the scroll view's bounce).
    public var bounceDuration: Double
    public var bounceCurve: TimingFunction

    public init(threshold: Double, strictThreshold: Bool = true, showsPullingState: Bool = true,
                refreshingInset: Double, openDuration: Double, openCurve: TimingFunction = .easeInEaseOut,
                refreshDuration: Double, collapseDuration: Double, collapseCurve: TimingFunction = .easeInEaseOut,
                bounceDuration: Double = 0.4, bounceCurve: TimingFunction = .easeOut) {
        self.threshold = threshold
        self.strictThreshold = strictThreshold
        self.showsPullingState = showsPullingState
        self.refreshingInset = refreshingInset
        self.openDuration = openDuration
        self.openCurve = openCurve
        self.refreshDuration = refreshDuration
        self.collapseDuration = collapseDuration
        self.collapseCurve = collapseCurve
        self.bounceDuration = bounceDuration
        self.bounceCurve = bounceCurve
    }

    /// True when a pull of `distance` points is past the threshold.
    public func isPastThreshold(_ distance: Double) -> Bool {
        strictThreshold ? distance > threshold : distance >= threshold
    }
}
