import Raster
import RefreshLottie
/// Draws a presentation tree with Raster at a given scale (device pixels per point).
///
/// Each layer maps its bounds into its parent through its anchor point, position and transform; a layer with
/// opacity < 1 is composited as a group (offscreen, then blended once); `masksToBounds` clips to the layer's bounds
/// (exactly when the layer's device transform is axis-aligned, to their device bounding box otherwise — no header
/// masks a rotated layer). Shape layers fill, then stroke with CAShapeLayer's trim and dash rules (STYLES.md §6.3);
/// image layers draw bitmaps bilinearly, vector artwork and Lottie frames at the render scale.
struct LayerRenderer {
    var scale: Double
    /// Draws text layers' glyphs; nil leaves text layers empty.
    var text: (any TextDrawing)?

    init(scale: Double, text: (any TextDrawing)? = nil) {
        self.scale = scale
        self.text = text
    }

    /// Draws `root` (positioned in a parent whose origin is the canvas origin) onto `canvas`.
    func render(_ root: Layer, into canvas: Canvas) throws {
        try draw(root, parent: .scale(scale, scale), canvas: canvas)
    }

    private func draw(_ layer: Layer, parent: AffineTransform, canvas: Canvas) throws {
        guard !layer.isHidden, layer.opacity.isFinite, layer.opacity > 0 else { return }
        let t = layer.transformToParent.concatenating(parent)
        guard t.isFinite else { return }
        if layer.opacity < 1 {
            try canvas.drawGroup(opacity: layer.opacity) { canvas in try drawClipped(layer, t, canvas) }
        } else {
            try drawClipped(layer, t, canvas)
        }
    }

    private func drawClipped(_ layer: Layer, _ t: AffineTransform, _ canvas: Canvas) throws {
        if layer.masksToBounds {
            try canvas.withClip(Path.rect(layer.bounds).flattened(transform: t).bounds) { canvas in try drawContents(layer, t, canvas) }
        } else {
            try drawContents(layer, t, canvas)
        }
    }

    private func drawContents(_ layer: Layer, _ t: AffineTransform, _ canvas: Canvas) throws {
        if let bg = layer.backgroundColor, bg.alpha > 0 {
            canvas.fill(Path.rect(layer.bounds).flattened(transform: t), paint: .solid(bg))
        }
        switch layer.content {
        case .plain:
            break
        case .shape(let shape):
            drawShape(shape, t, canvas)
        case .image(let image):
            if let contents = image.contents {
                drawContents(contents, in: image.contentsRect(in: layer.bounds), t, canvas)
            }
        case .text(let properties):
            try text?.draw(properties, in: layer.bounds, transform: t, canvas: canvas)
        }
        for sub in layer.sublayers { try draw(sub, parent: t, canvas: canvas) }
    }

    private func drawShape(_ shape: ShapeProperties, _ t: AffineTransform, _ canvas: Canvas) {
        guard let path = shape.path, !path.isEmpty else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            canvas.fill(path.flattened(transform: t), rule: shape.fillRule, paint: .solid(fill))
        }
        // STYLES.md §6.3: strokeStart/End clamped to [0, 1]; nothing is drawn when start ≥ end.
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, let trim = shape.trimRange {
            let style = StrokeStyle(width: shape.lineWidth, cap: shape.lineCap, join: shape.lineJoin,
                                    miterLimit: shape.miterLimit, dashPattern: shape.lineDashPattern,
                                    dashPhase: shape.lineDashPhase, strokeStart: trim.lowerBound,
                                    strokeEnd: trim.upperBound)
            canvas.fill(Stroker.outline(of: path, style: style, transform: t), paint: .solid(stroke))
        }
    }

    private func drawContents(_ contents: LayerContents, in rect: Rect, _ t: AffineTransform, _ canvas: Canvas) {
        switch contents {
        case .bitmap(let bitmap):
            let image = bitmap.image
            guard image.width > 0, image.height > 0 else { return }
            let place = AffineTransform.scale(rect.width / Double(image.width), rect.height / Double(image.height))
                .concatenating(.translation(rect.minX, rect.minY))
            canvas.drawImage(image, transform: place.concatenating(t))
        case .artwork(let artwork):
            guard artwork.size.width > 0, artwork.size.height > 0 else { return }
            let place = AffineTransform.scale(rect.width / artwork.size.width, rect.height / artwork.size.height)
                .concatenating(.translation(rect.minX, rect.minY))
            ArtworkRenderer.draw(artwork, transform: place.concatenating(t), screenScale: scale, canvas: canvas)
        case .lottie(let lottie):
            let size = lottie.animation.size
            guard size.width > 0, size.height > 0 else { return }
            let place = AffineTransform.scale(rect.width / size.width, rect.height / size.height)
                .concatenating(.translation(rect.minX, rect.minY)).concatenating(t)
            // Clipped to the composition's box, as a player's view (and `render-frames lottie`) shows it.
            canvas.withClip(Path.rect(rect).flattened(transform: t).bounds) { canvas in
                lottie.animation.composition.draw(frame: lottie.frame, on: canvas, transform: place)
            }
        }
    }
}

/// Draws text layers (provided by the text module).
public protocol TextDrawing: Sendable {
    /// Draws one label's glyphs (layer space mapped to device pixels by `transform`).
    func draw(_ text: TextProperties, in bounds: Rect, transform: AffineTransform, canvas: Canvas) throws
}
