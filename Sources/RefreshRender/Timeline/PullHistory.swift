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

    /// In start-time order (never decreasing); a later motion takes over from an earlier one.
    let motions: [Motion]

    /// The pull distance (points, never negative) and whether the finger is down at time `t`.
    public func state(at t: Double) -> (distance: Double, isDragging: Bool) {
        guard let m = PullHistory.current(in: motions, at: t) else { return (0, false) }
        return (max(m.distance(at: t), 0), m.dragging && t <= m.end)
    }

    /// The motion in charge at time `t`: the last one (in array order) that has started by then; nil before the
    /// first. A binary search, so sampling a gesture of N motions costs O(log N) (a 100 000-step recorded
    /// gesture).
    static func current(in motions: [Motion], at t: Double) -> Motion? {
        let started = motions.prefixCount { $0.start <= t }
        return started > 0 ? motions[started - 1] : nil
    }

    /// The content offset beyond its resting place at time `t`, signed: negative when rows appended by loads have
    /// pushed the end of the content below the visible area (STYLES.md §8.5).
    public func offset(at t: Double) -> Double {
        PullHistory.current(in: motions, at: t)?.distance(at: t) ?? 0
    }

    /// The pull distance in points at time `t`.
    public func distance(at t: Double) -> Double { state(at: t).distance }
}

extension Array {
    /// How many leading elements satisfy `isInPrefix`, which must hold for a prefix of the array and for nothing after
    /// it (elements in order of a key compared with a bound): a binary search, O(log n).
    func prefixCount(where isInPrefix: (Element) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isInPrefix(self[mid]) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
