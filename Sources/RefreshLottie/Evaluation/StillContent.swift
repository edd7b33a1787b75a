import Raster

/// What of a layer is the same at every frame, evaluated once when the file is loaded: the draw commands of a shape
/// layer none of whose items is animated (and, in `MaskModel.stillPath`, the paths of masks that are not animated). Most files animate a
/// layer's transform and leave its shapes alone (a spinner turns a ring it never reshapes), so this is where a
/// frame's evaluation would otherwise redo the same work. The values are the very ones `FrameEvaluator` computes at
/// any frame, and frames share their storage, so comparing them frame to frame (`Canvas.drawPicture`, the coverage
/// caches) finds them equal at once.
struct LayerStill: Sendable {
    /// The layer's draw commands in its own space, bottom first; nil when the layer has no shapes or one is animated.
    var items: [DrawItem]? = nil
}

extension Layer {
    /// The layer with `still` filled in from its model.
    func withStillContent() -> Layer {
        var layer = self
        if case .shapes(let shapes) = content, TimeInvariance.holds(for: shapes) {
            // Any frame gives the same commands: nothing the evaluator reads depends on it.
            layer.still.items = ShapeEvaluator(frame: 0).commands(shapes).reversed()
        }
        for i in layer.masks.indices {
            if case .constant(let contour) = layer.masks[i].path { layer.masks[i].stillPath = [contour].rasterPath() }
        }
        return layer
    }
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
    /// A rotation turning with time varies even when its keyframed value does not.
    var isConstantInTime: Bool {
        rotationPerFrame == nil && Mirror(reflecting: self).children.allSatisfy { TimeInvariance.holds(for: $0.value) }
    }
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
