import Foundation
import Raster

/// Turns a composition and a frame number into the `DrawLayer` to draw: a pure function of its inputs.
///
/// Time, as lottie-web: a layer is visible from its in point up to its out point, and its own keyframes
/// (transform, shapes, masks, time remap) are evaluated, all in its list's time — lottie-web's `PropertyFactory`
/// subtracts the start time from both the frame and the keyframe times, so it cancels. Start time and stretch
/// retime only a precomposition's layers (`ICompElement.prepareFrame`): they run at (frame − st) / sr, or at the
/// time remap (seconds) × frame rate. A layer's matrix is its own followed by its parents' (all at the list's
/// frame); opacity is not inherited from parents.
struct FrameEvaluator {
    let model: CompositionModel
    /// The canvas's request to stop: looked at before each layer, so a cancelled frame stops evaluating within a
    /// layer's work (the tree left unfinished is never drawn: the canvas is cancelled too).
    var cancellation: DrawingCancellation? = nil
    /// The dashes this frame may still cut (one evaluator evaluates one frame).
    let dashes = DashBudget()

    func drawing(at frame: Double) -> DrawLayer {
        DrawLayer(items: layerList(model.layers, frame: frame, transform: .identity))
    }

    /// The visible layers of `list` at `frame` (the list's time), bottom first, in the space `transform` maps.
    /// The layers are read in place (a `Layer` copied for each look cost more than evaluating a layer that stays).
    private func layerList(_ list: [Layer], frame: Double, transform: AffineTransform) -> [DrawItem] {
        var items: [DrawItem] = []
        list.withUnsafeBufferPointer { list in
            for i in list.indices.reversed() where !list[i].isMatte {
                if cancellation?.isCancelled == true { break }
                guard var drawn = layer(list[i], in: list, frame: frame, transform: transform) else { continue }
                if let mode = list[i].matte, let source = list[i].matteSource {
                    let matte = layer(list[source], in: list, frame: frame, transform: transform) ?? DrawLayer()
                    drawn.matte = [DrawMatte(mode: mode, source: matte)]
                }
                items.append(.layer(drawn))
            }
        }
        return items
    }

    /// The layer's matrix to its list's space: its own, then each parent's (the parser checked the chain).
    private func matrix(_ layer: Layer, in list: UnsafeBufferPointer<Layer>, frame: Double) -> AffineTransform {
        var m = layer.transform.matrix(at: frame, autoOrient: layer.autoOrient)
        var next = layer.parentPosition
        var steps = 0
        while let p = next, steps < LottieLimits.maxDepth {
            m = m.concatenating(list[p].transform.matrix(at: frame, autoOrient: list[p].autoOrient))
            next = list[p].parentPosition
            steps += 1
        }
        return m
    }

    /// Layer `index` of `list` at its in point, seen through the identity (`CompositionModel.keepingStillLayers()`).
    func stillDrawing(of index: Int, in list: [Layer]) -> DrawLayer? {
        list.withUnsafeBufferPointer { layer($0[index], in: $0, frame: $0[index].inPoint, transform: .identity) }
    }

    /// The layer at `frame`, or nil when it is outside its in / out points or draws nothing.
    private func layer(_ layer: Layer, in list: UnsafeBufferPointer<Layer>, frame: Double, transform: AffineTransform) -> DrawLayer? {
        guard frame >= layer.inPoint, frame < layer.outPoint else { return nil }
        // A kept drawing is the layer seen through the identity.
        if let still = layer.still.drawing, transform == .identity { return still }
        // A transparent layer draws nothing (and as a matte hides or shows as an empty layer would): its shapes,
        // masks and precomposition are not evaluated.
        let opacity = layer.transform.opacity(at: frame)
        guard opacity > 0 else { return nil }
        let m = matrix(layer, in: list, frame: frame).concatenating(transform)
        var drawn = DrawLayer(opacity: opacity)
        drawn.blend = layer.blend
        drawn.masks = layer.masks.map { mask in
            DrawMask(path: mask.stillPath ?? mask.path(at: frame), transform: m, operation: mask.operation,
                     opacity: min(max(mask.opacity.value(at: frame) / 100, 0), 1), inverted: mask.inverted)
        }
        // Effect lengths are the layer's own units, scaled with it into the composition's (as ThorVG).
        drawn.effects = layer.effects.compactMap { effect(of: $0, at: frame, layerToComposition: m) }
        switch layer.content {
        case .shapes(let shapes):
            drawn.items = layer.still.items.map { $0.map { $0.transformed(by: m, opacity: 1) } }
                ?? ShapeEvaluator(frame: frame, dashes: dashes).commands(shapes, placedBy: m)
        case let .precomp(id, size, remap):
            let inner = remap.map { $0.value(at: frame) * model.frameRate } ?? (frame - layer.startTime) / layer.stretch
            drawn.items = layerList(model.precomps[id] ?? [], frame: inner, transform: m)
            drawn.clip = Rect(x: 0, y: 0, width: size.x, height: size.y)
            drawn.clipTransform = m
        case let .solid(color, size):
            drawn.items = [.path(PathDraw(path: .rect(Rect(x: 0, y: 0, width: size.x, height: size.y)), transform: m,
                                          painting: .fill(.nonZero), paint: .solid(color), opacity: 1))]
        case .image(let id):
            guard let asset = model.images[id], let image = asset.image else { return nil }
            let fit = AffineTransform.scale(asset.size.x / Double(image.width), asset.size.y / Double(image.height))
            drawn.items = [.image(image, transform: fit.concatenating(m), opacity: 1)]
        case .null:
            return nil
        }
        for case let .stroke(paths, color, size, opacity, start, end, style) in layer.effects {
            let ranges = TrimRanges(start: start.value(at: frame), end: end.value(at: frame), offset: 0)
            let contours = paths.flatMap { PathTrim.trim([$0.value(at: frame)], to: ranges) }
            let line = StrokeStyle(width: min(max(size.value(at: frame), 0) * 2, StrokeStyle.maxWidth), cap: .round, join: .round)
            let stroke = DrawItem.path(PathDraw(path: contours.rasterPath(), transform: m, painting: .stroke(line),
                                                paint: .solid(color.value(at: frame)),
                                                opacity: min(max(opacity.value(at: frame), 0), 1)))
            drawn = Self.stroked(drawn, with: stroke, style)
        }
        return drawn
    }

    /// The layer with a Stroke effect's `stroke` (its mask paths, trimmed, in a round brush) painted as lottie-web's
    /// SVGStrokeEffect paints it: over the layer, which its masks still clip while the stroke is not clipped (After
    /// Effects strokes the masked layer; lottie-web drops the masks); alone, in place of the layer's content and
    /// masks; or as an alpha matte the layer shows through. The layer's opacity, blend mode, other effects and the
    /// file's matte apply to the result.
    private static func stroked(_ drawn: DrawLayer, with stroke: DrawItem, _ style: StrokePaintStyle) -> DrawLayer {
        var inner = drawn
        switch style {
        case .onTransparent:
            inner.items = [stroke]
            inner.masks = []
            return inner
        case .onOriginal where drawn.masks.isEmpty:
            inner.items.append(stroke)
            return inner
        case .onOriginal, .revealOriginal:
            inner.opacity = 1
            inner.blend = .normal
            inner.effects = []
            // The file's matte is set on the returned layer later, so the inner layer's is free for the stroke.
            if style == .revealOriginal { inner.matte = [DrawMatte(mode: .alpha, source: DrawLayer(items: [stroke]))] }
            let items: [DrawItem] = style == .onOriginal ? [.layer(inner), stroke] : [.layer(inner)]
            return DrawLayer(items: items, opacity: drawn.opacity, blend: drawn.blend, effects: drawn.effects)
        }
    }

    /// The effect at `frame`, its lengths (a shadow's softness, a blur's blurriness) in the layer's units times the
    /// scale of `layerToComposition`; a shadow's offset is the layer's own vector (direction and distance) carried by
    /// `layerToComposition`, so it turns with the layer and its parents as in lottie-web (whose SVG filter works in the
    /// layer's transformed user space) and ThorVG; nil for a Stroke, which changes what the layer draws (`stroked`).
    private func effect(of effect: EffectModel, at frame: Double, layerToComposition m: AffineTransform) -> DrawEffect? {
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        let scale = abs(m.a * m.d - m.b * m.c).squareRoot()
        switch effect {
        case let .fill(color, opacity):
            return .fill(color.value(at: frame), opacity: unit(opacity.value(at: frame)))
        case let .tint(black, white, amount):
            return .tint(black: black.value(at: frame), white: white.value(at: frame), amount: unit(amount.value(at: frame) / 100))
        case let .tritone(highlight, midtone, shadow, blend):
            return .tritone(highlight: highlight.value(at: frame), midtone: midtone.value(at: frame), shadow: shadow.value(at: frame),
                            amount: unit(1 - blend.value(at: frame) / 100))
        case let .dropShadow(color, opacity, direction, distance, softness):
            let angle = direction.value(at: frame) * Double.pi / 180, d = distance.value(at: frame)
            return .dropShadow(color.value(at: frame), opacity: unit(opacity.value(at: frame) / 255),
                               offset: m.applyToVector(Point(x: sin(angle) * d, y: -cos(angle) * d)),
                               softness: max(softness.value(at: frame), 0) * scale)
        case let .gaussianBlur(blurriness, dimensions):
            // 2: horizontal only, 3: vertical only, anything else both (as lottie-web and ThorVG read it).
            let d = dimensions.value(at: frame).rounded()
            return .gaussianBlur(blurriness: max(blurriness.value(at: frame), 0) * scale, horizontal: d != 3, vertical: d != 2)
        case .stroke:
            return nil
        }
    }
}
