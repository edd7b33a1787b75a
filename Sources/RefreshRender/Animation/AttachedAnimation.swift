/// An animation added to a layer at a moment of the scenario (CALayer.add(_:forKey:)), and possibly removed later.
public struct AttachedAnimation: Sendable {
    /// The layer it animates.
    public var target: LayerPath
    /// The name it was added under (adding another under the same name to the same layer replaces it); nil for
    /// unnamed.
    public var key: String?
    public var animation: Animation
    /// Scenario time (seconds) at which it was added: its time 0 (Core Animation's "now" for beginTime 0). It has no
    /// effect before then, whatever its fill mode.
    public var beginTime: Double
    /// Scenario time at which it was removed (removeAnimation, removeAllAnimations, or replaced under its key); it
    /// has no effect from then on. nil while attached.
    public var removalTime: Double?

    /// Rejects a non-finite `beginTime` or `removalTime`.
    public init(target: LayerPath, key: String? = nil, animation: Animation, beginTime: Double,
                removalTime: Double? = nil) throws {
        try AnimationError.requireFinite(beginTime, "attached animation beginTime")
        if let removalTime { try AnimationError.requireFinite(removalTime, "attached animation removalTime") }
        self.target = target
        self.key = key
        self.animation = animation
        self.beginTime = beginTime
        self.removalTime = removalTime
    }

    /// True when the animation is attached at scenario time `time`: added at or before it and not yet removed.
    public func isAttached(at time: Double) -> Bool {
        time >= beginTime && (removalTime.map { time < $0 } ?? true)
    }
}
