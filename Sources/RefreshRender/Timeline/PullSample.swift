/// The gesture at one instant: everything a style needs to build its header for a frame.
public struct PullSample: Sendable, Hashable {
    /// Seconds since the start of the timeline.
    public var time: Double
    /// Visible pull distance in points: −(contentOffset.y + original inset), never negative.
    public var distance: Double
    /// `distance / threshold`: 1.0 at the trigger point.
    public var progress: Double
    /// True while the finger is down.
    package var isDragging: Bool
    /// The state at `time`.
    public var state: RefreshState
    /// Every state change up to and including `time`, in order: a slice of the timeline's events, shared by every
    /// sample rather than copied into each.
    public var events: ArraySlice<StateEvent>
    /// The distance over the whole gesture, for a sample of a timeline; nil for a frozen sweep, where the distance
    /// has been `distance` all along.
    public var history: PullHistory?
    /// The content offset beyond its resting place, signed (STYLES.md §8.5): `distance` unless pages of rows loaded
    /// below a footer have pushed the end of the content below the visible area, where it is negative.
    package var scrollOffset: Double
    /// How many loads have appended a page of rows by `time` (with a viewport, §8.5).
    package var pagesLoaded: Int

    public init(time: Double, distance: Double, progress: Double, isDragging: Bool, state: RefreshState,
                events: ArraySlice<StateEvent>, history: PullHistory? = nil, scrollOffset: Double? = nil,
                pagesLoaded: Int = 0) {
        self.time = time
        self.distance = distance
        self.progress = progress
        self.isDragging = isDragging
        self.state = state
        self.events = events
        self.history = history
        self.scrollOffset = scrollOffset ?? distance
        self.pagesLoaded = pagesLoaded
    }

    /// The pull distance at time `t` (≤ `time`): from the history, or `distance` for a frozen sweep.
    public func distance(at t: Double) -> Double {
        history?.distance(at: t) ?? distance
    }

    /// When the current state was entered (−∞ when it has held since before the timeline began).
    package var stateEnteredAt: Double { events.last?.time ?? -Double.infinity }

    /// Seconds since the last refresh began (the latest entry into refreshing; else since the current state began):
    /// how long a spinner started with the refresh has been turning.
    package var timeSinceRefreshBegan: Double {
        time - (lastEntry(into: .refreshing) ?? stateEnteredAt)
    }

    /// The time of the last entry into `state` at or before `time`, if any.
    package func lastEntry(into state: RefreshState) -> Double? {
        events.last(where: { $0.to == state })?.time
    }
}
