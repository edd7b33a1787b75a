/// How a library's control reacts to the pull: its trigger threshold, the inset it holds while refreshing, and the
/// durations and curves of the scroll-view motions it starts. One value per style, from STYLES.md. For a footer the
/// pull is the distance dragged past the end of the content, and its refresh is the load-more.
public struct PullRules: Sendable, Hashable {
    /// What lifting the finger decides.
    public enum ReleaseRule: Sendable, Hashable {
        /// The refresh starts when the finger lifts in the pulling state (CLL header, SV, MJ header and back footer:
        /// `!isDragging && state == Pulling`).
        case inPullingState
        /// The refresh starts when the distance at release is at least the trigger distance, whatever the state on
        /// screen (EGO's `offset.y <= −65`, STYLES.md §2.3; the airplane's `progress >= 1`, §5.3).
        case atLeastTrigger
        /// The refresh starts when the distance at release is beyond the trigger distance (CLL's footer:
        /// `offset.y + bounds.h > contentSize.h + 40`, §1.4).
        case beyondTrigger
        /// No release is needed: the refresh starts as soon as a growing pull reaches the trigger distance, once per
        /// drag (MJRefresh's auto footer when fully visible, §4.5).
        case onReachingTrigger
    }

    /// The unit of pull progress, in points: a scenario's `pull: 1.0` and `--progress 1` are this distance. For
    /// every style but SV's infinite-scrolling footer it is also where the state machine triggers.
    public var threshold: Double
    /// Pull distance (points) the state machine compares against: `threshold` unless the library triggers elsewhere
    /// (SVInfiniteScrolling triggers as soon as the content is dragged past its end: 0, §3.4).
    public var trigger: Double
    /// True when the state machine compares strictly (`offset.y < −threshold`), false for `≥` (`progress ≥ 1`).
    package var strictThreshold: Bool
    /// True when the library switches to "pulling" while the finger is down (EGO, SV, MJ, CLL); false when it only
    /// checks at release (the airplane, STYLES.md §5.3, CLL's footer, §1.4) or not at all (MJ's auto footer, §4.5).
    package var showsPullingState: Bool
    /// What lifting the finger decides (default: `inPullingState` when there is a pulling state, else a comparison
    /// of the distance with the same strictness as `strictThreshold`).
    public var release: ReleaseRule
    /// True for the footers that can end a load in `RefreshState.noMoreData` (MJRefresh's, §4.5).
    public var hasNoMoreDataState: Bool
    /// Visible height (points) held while refreshing (the content inset the library adds).
    package var refreshingInset: Double
    /// Motion of the content from the release point to the refreshing inset.
    package var openDuration: Double
    package var openCurve: TimingFunction
    /// How long the refresh itself lasts by default (the demo app's simulated load), in seconds.
    package var refreshDuration: Double
    /// True for the footers that keep their inset when a load ends (MJRefresh's auto footer, SV's infinite
    /// scrolling, STYLES.md §8.5): the end changes the state only, and the content does not move.
    package var keepsInset: Bool
    /// Motion from the refreshing inset back to 0 when the refresh ends (0 for footers that keep their inset).
    package var collapseDuration: Double
    package var collapseCurve: TimingFunction
    /// Motion back to 0 when the finger lifts below the threshold (the scroll view's bounce).
    package var bounceDuration: Double
    package var bounceCurve: TimingFunction

    public init(threshold: Double, trigger: Double? = nil, strictThreshold: Bool = true, showsPullingState: Bool = true,
                release: ReleaseRule? = nil, hasNoMoreDataState: Bool = false,
                refreshingInset: Double, keepsInset: Bool = false, openDuration: Double,
                openCurve: TimingFunction = .easeInEaseOut,
                refreshDuration: Double, collapseDuration: Double, collapseCurve: TimingFunction = .easeInEaseOut,
                bounceDuration: Double = PullRules.scrollBounceDuration, bounceCurve: TimingFunction = .easeOut) {
        self.threshold = threshold
        self.trigger = trigger ?? threshold
        self.strictThreshold = strictThreshold
        self.showsPullingState = showsPullingState
        self.release = release ?? (showsPullingState ? .inPullingState : strictThreshold ? .beyondTrigger : .atLeastTrigger)
        self.hasNoMoreDataState = hasNoMoreDataState
        self.refreshingInset = refreshingInset
        self.keepsInset = keepsInset
        self.openDuration = openDuration
        self.openCurve = openCurve
        self.refreshDuration = refreshDuration
        self.collapseDuration = collapseDuration
        self.collapseCurve = collapseCurve
        self.bounceDuration = bounceDuration
        self.bounceCurve = bounceCurve
    }

    /// The scroll view's own bounce back to its resting offset, in seconds (STYLES.md §7 A16, the project's figure:
    /// UIScrollView's deceleration is not documented; the libraries leave it to the scroll view).
    public static let scrollBounceDuration = 0.4

    /// True when a pull of `distance` points is past the trigger (the pulling state's comparison).
    package func isPastThreshold(_ distance: Double) -> Bool {
        strictThreshold ? distance > trigger : distance >= trigger
    }

    /// True when lifting the finger at `distance` in `state` starts a refresh. Only a control at rest (idle or
    /// pulling) can start one: never while refreshing, ending, or after the last page (no more data).
    package func startsRefreshOnRelease(distance: Double, state: RefreshState) -> Bool {
        switch state {
        case .idle, .pulling: break
        case .refreshing, .ending, .noMoreData: return false
        }
        switch release {
        case .inPullingState: return state == .pulling
        case .atLeastTrigger: return distance >= trigger
        case .beyondTrigger: return distance > trigger
        case .onReachingTrigger: return false
        }
    }

    /// True when the library's state machine has `state` (no-more-data: only MJRefresh's footers, STYLES.md §4.5).
    public func has(_ state: RefreshState) -> Bool {
        switch state {
        case .idle, .pulling, .refreshing, .ending: return true
        case .noMoreData: return hasNoMoreDataState
        }
    }
}
