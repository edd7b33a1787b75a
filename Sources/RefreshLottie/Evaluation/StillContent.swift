import Raster

/// What of a layer is the same at every frame, evaluated once when the file is loaded: the draw commands of a shape
/// layer none of whose items is animated, and a wholly unanimated layer's whole drawing (unanimated groups of
/// animated layers keep theirs in `GroupStill`, unanimated mask paths in `MaskModel.stillPath`). Most files animate
/// a layer's transform and leave its shapes alone (a spinner turns a ring it never reshapes), so this is where a
/// frame's evaluation would otherwise redo the same work. The values are the very ones `FrameEvaluator` computes at
/// any frame, and frames share their storage, so comparing them frame to frame (`Canvas.drawPicture`, the coverage
/// caches) finds them equal at once.
struct LayerStill: Sendable, TimeVarying {
    /// The layer's draw commands in its own space, bottom first; nil when the layer has no shapes or one is animated.
    var items: [DrawItem]? = nil
    /// A layer's whole drawing while it is visible, seen through the identity, when nothing of it or its parents is
    /// animated (nil otherwise, and for a layer that draws nothing): `CompositionModel.keepingStillLayers()`.
    var drawing: DrawLayer? = nil

    var isConstantInTime: Bool { true }
}

extension Layer {
    /// The layer with `still` filled in from its model, the dashes its still strokes cut spent from `dashes`.
    func withStillContent(dashes: DashBudget? = nil) -> Layer {
        var layer = self
        if case .shapes(let shapes) = content {
            if TimeInvariance.holds(for: shapes) {
                // Any frame gives the same commands: nothing the evaluator reads depends on it.
                layer.still.items = ShapeEvaluator(frame: 0, dashes: dashes).commands(shapes)
            } else {
                layer.content = .shapes(GroupStill.kept(in: shapes))
            }
        }
        for i in layer.masks.indices {
            let mask = layer.masks[i]
            if mask.path.isConstant, mask.expansion?.isConstant ?? true { layer.masks[i].stillPath = mask.path(at: 0) }
        }
        return layer
    }
}

/// A shape group none of whose items is animated, evaluated once: its draws and the paths they read, as
/// `ShapeEvaluator` gives them for the group with its transform and opacity applied, slots counted from 0. A
/// group is evaluated from its own items alone (it appends its paths; modifiers after it change them later), so
/// its result is the same in any layer at any frame, but for where its slots start.
struct GroupStill: Sendable, TimeVarying {
    var result: ShapeEvaluator.Result
    var paths: [[BezierContour]]

    var isConstantInTime: Bool { true }

    /// `items` with every unanimated group's result kept (the outermost such groups), and the items' result of an
    /// animated group none of whose items is animated (a text document shown from one keyframe to the next fades its
    /// group, not its letters); other animated groups are searched within.
    static func kept(in items: [ShapeItem]) -> [ShapeItem] {
        items.map { item in
            guard case .group(var group) = item else { return item }
            if TimeInvariance.holds(for: group) {
                group.still = ShapeEvaluator(frame: 0).evaluated(group)
            } else if TimeInvariance.holds(for: group.items) {
                group.stillItems = ShapeEvaluator(frame: 0).evaluated(group.items)
            } else {
                group.items = kept(in: group.items)
            }
            return .group(group)
        }
    }
}

/// A glyph none of whose items is animated, evaluated once (`GroupStill`), with the one path of all its geometries
/// (`outline`): the path each letter of it fills and strokes with the text's styles, which an animated text gives
/// the letter anew at each frame (`AnimatedText.drawnLetters`) while its outline stays.
struct GlyphStill: Sendable, TimeVarying {
    var items: GroupStill
    var outline: Path

    var isConstantInTime: Bool { true }

    /// The glyph's kept evaluation; nil when one of its items is animated.
    init?(_ glyph: [ShapeItem]) {
        guard TimeInvariance.holds(for: glyph) else { return nil }
        items = ShapeEvaluator(frame: 0).evaluated(glyph)
        outline = ShapeEvaluator.outline(of: items)
    }
}

extension CompositionModel {
    /// The model with the drawing of each wholly unanimated layer kept (`LayerStill.drawing`): its transform, its
    /// parents', masks, effects and content are the same at every frame, so while it is visible it draws one
    /// `DrawLayer` through a given transform. It is kept as seen through the identity, which is how root layers are
    /// seen and how a precomposition that wraps a file at its own size (most exports) shows its layers; seen through
    /// another transform, a layer is evaluated as any other. Its time does not matter: whether it is visible is
    /// decided before the kept drawing is read.
    func keepingStillLayers() -> CompositionModel {
        var model = self
        let evaluator = FrameEvaluator(model: self)
        for i in layers.indices where Self.isStill(layers[i], in: layers) {
            model.layers[i].still.drawing = evaluator.stillDrawing(of: i, in: layers)
        }
        for (id, list) in precomps {
            for i in list.indices where Self.isStill(list[i], in: list) {
                model.precomps[id]?[i].still.drawing = evaluator.stillDrawing(of: i, in: list)
            }
        }
        return model
    }

    /// Whether nothing of `layer` (a layer of `layers`) and of its parents' transforms changes with time.
    private static func isStill(_ layer: Layer, in layers: [Layer]) -> Bool {
        switch layer.content {
        case .shapes, .solid, .image: break
        case .precomp, .null: return false
        }
        guard TimeInvariance.holds(for: layer) else { return false }
        // The parents' transforms are part of the layer's matrix (their own content is not).
        var parent = layer.parent, position = layer.parentPosition, steps = 0
        while parent != nil, steps < LottieLimits.maxDepth {
            guard let p = position, TimeInvariance.holds(for: layers[p].transform) else { return false }
            parent = layers[p].parent
            position = layers[p].parentPosition
            steps += 1
        }
        return parent == nil
    }
}

extension MaskModel {
    /// The mask's path at `frame`, grown by its expansion.
    func path(at frame: Double) -> Path {
        var contour = path.value(at: frame)
        if let x = expansion?.value(at: frame) { contour = OffsetPath.expand(contour, by: x) }
        return [contour].rasterPath()
    }
}

/// A path is a made value, the same at every frame (a mask's kept path, `MaskModel.stillPath`).
extension Path: TimeVarying {
    var isConstantInTime: Bool { true }
}

/// A model value whose evaluation may depend on the frame.
protocol TimeVarying {
    /// Whether the value is the same at every frame.
    var isConstantInTime: Bool { get }
}

extension Animated: TimeVarying {
    var isConstantInTime: Bool { isConstant }
}

extension TransformModel: TimeVarying {
    /// A rotation turning with time varies even when its keyframed value does not. Every layer and group has a
    /// transform, so its fields are named here rather than walked with `Mirror` (which took two fifths of loading a
    /// file of many layers); `StillContentTests.aTransformsFieldsAreEachJudged` fails when a field is added unnamed.
    var isConstantInTime: Bool {
        guard rotationPerFrame == nil, anchor.isConstant, scale.isConstant, rotation.isConstant, skew.isConstant,
              skewAxis.isConstant, opacity.isConstant else { return false }
        switch position {
        case .point(let p): guard p.isConstant else { return false }
        case .split(let x, let y): guard x.isConstant, y.isConstant else { return false }
        }
        return rotation3D.map { $0.x.isConstant && $0.y.isConstant } ?? true
    }

    /// The stored fields `isConstantInTime` judges, by name.
    static let judgedFields = ["anchor", "position", "scale", "rotation", "rotationPerFrame", "skew", "skewAxis", "opacity",
                               "rotation3D"]
}

extension ShapeGroup: TimeVarying {
    /// A group is the same at every frame when its transform and its items are; items kept (`still`, `stillItems`)
    /// were judged so already. Named rather than walked with `Mirror`: a text document without animators is a group a
    /// letter (100 000 at most), whose glyph a walk would read again for every letter; `StillContentTests
    /// .aGroupsFieldsAreEachJudged` fails when a field is added unnamed.
    var isConstantInTime: Bool {
        guard transform.isConstantInTime else { return false }
        return still != nil || stillItems != nil || TimeInvariance.holds(for: items)
    }

    /// The stored fields `isConstantInTime` judges, by name.
    static let judgedFields = ["items", "transform", "still", "stillItems"]
}

extension AnimatedText.Letter: TimeVarying {
    /// Only a letter's glyph can change with time (its place, advance and indexes are laid out when the file is
    /// loaded), and a kept glyph (`still`) does not. A text document has up to 100 000 letters, so their fields are
    /// named here rather than walked with `Mirror` (which took a third of loading such a document, walking each letter's
    /// glyph again); `StillContentTests.aLettersFieldsAreEachJudged` fails when a field is added unnamed.
    var isConstantInTime: Bool { still != nil || glyph.map { TimeInvariance.holds(for: $0) } ?? true }

    /// The stored fields `isConstantInTime` judges, by name.
    static let judgedFields = ["glyph", "advance", "line", "isBreak", "isSpace", "groupAdvance", "offsetInGroup", "indexes",
                               "still"]
}

/// Whether a model value is the same at every frame, found by walking every stored field (`Mirror`), down to the
/// `TimeVarying` values. Walking the fields rather than listing them means a property added to a shape later is
/// judged too: a list would keep calling it constant and draw stale frames.
enum TimeInvariance {
    static func holds(for value: Any) -> Bool {
        if let varying = value as? TimeVarying { return varying.isConstantInTime }
        return Mirror(reflecting: value).children.allSatisfy { holds(for: $0.value) }
    }
}
