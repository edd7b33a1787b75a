/// Builds a `ControlScene` the way the libraries drive their layers: properties are set at event times, some with an
/// animation that starts from the value on screen at that moment (UIKit's beginFromCurrentState, Core Animation's
/// implicit actions). Walk the events in time order, calling `set` for each change.
struct SceneBuilder {
    var root: Layer
    var animations = AnimationList()

    init(root: Layer) {
        self.root = root
    }

    var scene: ControlScene { ControlScene(root: root, animations: animations) }

    /// Sets `keyPath` of the layer at `path` to `value` at `time`. With a duration > 0 it animates there from the
    /// presentation value at `time`, along `curve`, replacing any earlier animation of that property; with 0 it
    /// changes at once and removes that animation (actions disabled).
    mutating func set(_ keyPath: AnimationKeyPath, of path: LayerPath, to value: AnimatableValue, at time: Double,
                      duration: Double = 0, curve: TimingFunction = .easeInEaseOut) throws {
        let key = keyPath.rawValue
        if duration > 0 {
            let from = Presentation.value(of: keyPath, at: path, root: root, animations: animations.entries, time: time)
                ?? value
            let timing = try MediaTiming(duration: duration)
            let animation = try BasicAnimation(keyPath: keyPath, from: from, to: value, timing: timing,
                                               timingFunction: curve)
            try animations.add(animation, to: path, forKey: key, at: time)
        } else {
            try animations.removeAnimation(forKey: key, from: path, at: time)
        }
        modify(path) { $0.setValue(value, for: keyPath) }
    }

    /// Changes the model of the layer at `path` (no animation).
    mutating func modify(_ path: LayerPath, _ body: (inout Layer) -> Void) {
        _ = root.modifyLayer(at: path.names[...], body)
    }
}
