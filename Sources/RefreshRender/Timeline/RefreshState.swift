/// The states every refresh control goes through, whatever its library calls them (CLL Normal/Pulling/Loading,
/// EGO Normal/Pulling/Loading, SV Stopped/Triggered/Loading, MJ Idle/Pulling/Refreshing/NoMoreData). A footer's
/// "refresh" is its load-more.
public enum RefreshState: String, Sendable, CaseIterable, Codable {
    /// At rest or being pulled below the trigger threshold.
    case idle
    /// Being pulled past the threshold: releasing now starts a refresh.
    case pulling
    /// Refreshing: the header is held open and its loading animation runs.
    case refreshing
    /// The refresh finished and the header collapses back.
    case ending
    /// A footer's load finished with nothing more to load (`MJRefreshStateNoMoreData`, STYLES.md §4.5): the footer
    /// shows its no-more-data text and no longer triggers. Only styles whose rules say so have it
    /// (`PullRules.hasNoMoreDataState`).
    case noMoreData = "no-more-data"
}
