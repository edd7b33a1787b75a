/// A control's status text for each state. `ending` shows the idle text: the libraries go straight back to
/// Normal / Stopped / Idle when the refresh ends (STYLES.md §1.3, §2.3, §3.3, §4.4). `noMoreData` is a footer's
/// (§4.5); a style without that state never shows it and falls back to the idle text.
public struct StateTitles: Sendable, Hashable {
    public var idle: String
    public var pulling: String
    public var refreshing: String
    public var noMoreData: String?

    public init(idle: String, pulling: String, refreshing: String, noMoreData: String? = nil) {
        self.idle = idle
        self.pulling = pulling
        self.refreshing = refreshing
        self.noMoreData = noMoreData
    }

    /// The text shown in `state`.
    public subscript(state: RefreshState) -> String {
        switch state {
        case .idle, .ending: return idle
        case .pulling: return pulling
        case .refreshing: return refreshing
        case .noMoreData: return noMoreData ?? idle
        }
    }
}
