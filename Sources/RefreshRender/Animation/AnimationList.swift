/// The animations of a whole scenario in the order they were added, built once from the timeline of events and
/// evaluated at any time (nothing carries from frame to frame; ARCHITECTURE.md).
///
/// Mirrors CALayer's animation calls as events at scenario times: `add` (replacing an earlier animation under the
/// same key on the same layer from that moment), `removeAnimation(forKey:)` and `removeAllAnimations`. Add events in
/// chronological order.
public struct AnimationList: Sendable {
    public private(set) var entries: [AttachedAnimation] = []

    public init() {}

    /// Adds `animation` to the layer at `target` at scenario time `time`, replacing from then on any animation added
    /// earlier under the same `key` on that layer.
    public mutating func add(_ animation: Animation, to target: LayerPath, forKey key: String? = nil,
                             at time: Double) throws {
        let entry = try AttachedAnimation(target: target, key: key, animation: animation, beginTime: time)
        if key != nil { try remove(at: time) { $0.target == target && $0.key == key } }
        entries.append(entry)
    }

    /// Adds a basic animation (see `add(_:to:forKey:at:)`).
    public mutating func add(_ animation: BasicAnimation, to target: LayerPath, forKey key: String? = nil,
                             at time: Double) throws {
        try add(.basic(animation), to: target, forKey: key, at: time)
    }

    /// Adds a keyframe animation (see `add(_:to:forKey:at:)`).
    public mutating func add(_ animation: KeyframeAnimation, to target: LayerPath, forKey key: String? = nil,
                             at time: Double) throws {
        try add(.keyframe(animation), to: target, forKey: key, at: time)
    }

    /// Adds a group (see `add(_:to:forKey:at:)`).
    public mutating func add(_ animation: AnimationGroup, to target: LayerPath, forKey key: String? = nil,
                             at time: Double) throws {
        try add(.group(animation), to: target, forKey: key, at: time)
    }

    /// Removes the animation under `key` on the layer at `target` from scenario time `time` on (rejects a
    /// non-finite time).
    public mutating func removeAnimation(forKey key: String, from target: LayerPath, at time: Double) throws {
        try remove(at: time) { $0.target == target && $0.key == key }
    }

    /// Removes every animation on the layer at `target` from scenario time `time` on (rejects a non-finite time).
    public mutating func removeAllAnimations(from target: LayerPath, at time: Double) throws {
        try remove(at: time) { $0.target == target }
    }

    private mutating func remove(at time: Double, where matches: (AttachedAnimation) -> Bool) throws {
        try AnimationError.requireFinite(time, "animation removal time")
        for i in entries.indices where matches(entries[i]) && entries[i].isAttached(at: time) {
            entries[i].removalTime = time
        }
    }
}
