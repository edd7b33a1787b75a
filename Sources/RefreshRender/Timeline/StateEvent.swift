/// A state change on the timeline: at `time` the header went from `from` to `to`.
public struct StateEvent: Sendable, Hashable {
    public var time: Double
    public var from: RefreshState
    public var to: RefreshState

    public init(time: Double, from: RefreshState, to: RefreshState) {
        self.time = time
        self.from = from
        self.to = to
    }
}
