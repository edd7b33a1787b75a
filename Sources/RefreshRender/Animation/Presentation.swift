/// The presentation tree: the model tree with every attached animation evaluated at one time (Core Animation's
/// presentation layer; STYLES.md §6.4). A pure function of its inputs.
///
/// Animations are applied in the order given. Each reads the value beneath it — the model value as changed by
/// earlier animations on the same property — so a later animation on a key overrides earlier ones and an additive
/// one adds to them. An animation that has ended and is removed on completion no longer contributes (the model value
/// shows again); fill modes keep values as Core Animation does. Values are stored raw: `strokeStart`/`strokeEnd`
/// are clamped to [0, 1] by the renderer through `ShapeProperties.trimRange` (STYLES.md §6.3, §7 A9).
///
/// Cost: the tree is copied on write along the paths of animated layers; evaluation compares layer names to find
/// targets but builds no dictionaries and parses no key paths.
enum Presentation {
    /// The presentation tree of `root` at scenario time `time`. Animations whose target does not resolve, or whose
    /// property the target lacks, are skipped (`validate` reports them).
    static func evaluate(root: Layer, animations: [AttachedAnimation], at time: Double) -> Layer {
        var tree = root
        for attached in animations where attached.isAttached(at: time) {
            tree.modifyLayer(at: attached.target.names[...]) { layer in
                attached.animation.apply(to: &layer, parentTime: time - attached.beginTime, context: .topLevel)
            }
        }
        return tree
    }

    /// `evaluate(root:animations:at:)` over an `AnimationList`.
    static func evaluate(root: Layer, animations: AnimationList, at time: Double) -> Layer {
        evaluate(root: root, animations: animations.entries, at: time)
    }

    /// The presentation value of one property at `time` (e.g. the start value of an animation that begins from the
    /// current state, or of an implicit action); nil when the layer or the property does not exist.
    static func value(of keyPath: AnimationKeyPath, at target: LayerPath, root: Layer,
                             animations: [AttachedAnimation], time: Double) -> AnimatableValue? {
        let relevant = animations.filter { $0.target == target }
        guard let model = root.layer(at: target) else { return nil }
        // Only the target's own animations matter; evaluate them on the target alone.
        var layer = model
        layer.sublayers = []
        for attached in relevant where attached.isAttached(at: time) {
            attached.animation.apply(to: &layer, parentTime: time - attached.beginTime, context: .topLevel)
        }
        return layer.value(for: keyPath)
    }

    /// Checks that every animation's target exists in `root` and has the animated properties; throws a
    /// `PresentationError` naming the first that does not.
    static func validate(root: Layer, animations: [AttachedAnimation]) throws {
        for attached in animations {
            guard let layer = root.layer(at: attached.target) else {
                throw PresentationError.unknownLayer(attached.target)
            }
            try check(attached.animation, on: layer, target: attached.target)
        }
    }

    private static func check(_ animation: Animation, on layer: Layer, target: LayerPath) throws {
        switch animation {
        case .basic(let a):
            guard layer.value(for: a.keyPath) != nil else {
                throw PresentationError.propertyMissing(a.keyPath, target)
            }
        case .keyframe(let a):
            guard layer.value(for: a.keyPath) != nil else {
                throw PresentationError.propertyMissing(a.keyPath, target)
            }
        case .group(let g):
            for child in g.animations { try check(child, on: layer, target: target) }
        }
    }
}
