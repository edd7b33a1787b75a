import Raster
/// Any animation that can be attached to a layer.
public enum Animation: Sendable {
    case basic(BasicAnimation)
    case keyframe(KeyframeAnimation)
    case group(AnimationGroup)

    public var timing: MediaTiming {
        switch self {
        case .basic(let a): return a.timing
        case .keyframe(let a): return a.timing
        case .group(let g): return g.timing
        }
    }

    /// Where an animation is evaluated: the duration a 0 duration resolves to, and whether it is a group's child.
    struct Context {
        var inheritedDuration: Double
        var inGroup: Bool
        var endInclusive: Bool

        static let topLevel = Context(inheritedDuration: MediaTiming.defaultTransactionDuration, inGroup: false,
                                      endInclusive: false)
    }

    /// Applies the animation to `layer` at `parentTime` (seconds in the parent's time space: since the attach time
    /// for a top-level animation, the group's local time for a child). Properties the layer lacks are left alone.
    func apply(to layer: inout Layer, parentTime: Double, context: Context) {
        let timing = self.timing
        let d = timing.simpleDuration(inheriting: context.inheritedDuration)
        guard let phase = timing.phase(atParentTime: parentTime, simpleDuration: d,
                                       ignoresRemoval: context.inGroup, endInclusive: context.endInclusive)
        else { return }
        switch self {
        case .basic(let a):
            guard let current = layer.value(for: a.keyPath) else { return }
            let y = a.timingFunction.value(at: phase.progress)
            layer.setValue(a.value(atEasedProgress: y, completedCycles: phase.completedCycles, over: current),
                           for: a.keyPath)
        case .keyframe(let a):
            guard let current = layer.value(for: a.keyPath) else { return }
            let (value, rotation) = a.value(atProgress: phase.progress, completedCycles: phase.completedCycles,
                                            over: current)
            layer.setValue(value, for: a.keyPath)
            if let rotation { layer.transform = AffineTransform.rotation(rotation).concatenating(layer.transform) }
        case .group(let g):
            let groupTime = g.timingFunction.value(at: phase.progress) * d
            let childContext = Context(inheritedDuration: d, inGroup: true, endInclusive: phase.isFillingForwards)
            for child in g.animations {
                child.apply(to: &layer, parentTime: groupTime, context: childContext)
            }
        }
    }
}
