import Raster
/// The gesture at one instant: everything a style needs to build its header for a frame.
public struct PullSample: Sendable, Hashable {
    /// Seconds since the start of the timeline.
    public var time: Double
    /// Visible pull distance in points: −(contentOffset.y + original inset), never negative.
    public var distance: Double
    /// `distance / threshold`: 1.0 at the trigger point.
    public var progress: Double
    /// True while the finger is down.
    public var isDragging: Bool
    /// The state at `time`.
    public var state: RefreshState
    /// Every state change up to and including `time`, in order.
    public var events: [StateEvent]

    public init(time: Double, distance: Double, progress: Double, isDragging: Bool, state: RefreshState,
                events: [StateEvent]) {
        self.time = time
        self.distance = distance
        self.progress = progress
        self.isDragging = isDragging
        self.state = state
        self.events = events
    }

    /// When the current state was entered (−∞ when it has held since before the timeline began).
    public var stateEnteredAt: Double { events.last?.time ?? -Double.infinity }

    /// The time of the last entry into `state` at or before `time`, if any.
    public func lastEntry(into state: RefreshState) -> Double? {
        events.last(where: { $0.to == state })?.time
    }
}
