import Raster
/// The pull distance over a whole gesture: the content motions of a `PullTimeline` (the finger's drags, the scroll
/// view's bounces, the libraries' inset animations), to ask where the content was at any earlier moment. Styles use
/// it for what depends on the past of the pull: Core Animation's implicit actions started at each scroll tick
/// (STYLES.md §6.9) and CLL's arc, redrawn only while the content moves (§1.2, §1.3).
public struct PullHistory: Sendable, Hashable {
    /// One piece of content motion: distance goes from `from` to `to` over [start, end] along `curve`.
    struct Motion: Sendable, Hashable {
        var start: Double
        var end: Double
        var from: Double
        var to: Double
        var curve: TimingFunction
        var dragging: Bool

        func distance(at t: Double) -> Double {
            guard end > start else { return to }
            let x = min(max((t - start) / (end - start), 0), 1)
            return from + (to - from) * curve.value(at: x)
        }
    }

    /// In start-time order; a later motion takes over from an earlier one.
    let motions: [Motion]

    /// The pull distance (points, never negative) and whether the finger is down at time `t`.
    public func state(at t: Double) -> (distance: Double, isDragging: Bool) {
        for m in motions.reversed() where m.start <= t {
            return (max(m.distance(at: t), 0), m.dragging && t <= m.end)
        }
        return (0, false)
    }

    /// The pull distance in points at time `t`.
    public func distance(at t: Double) -> Double { state(at: t).distance }
}
