import Raster
/// Renders frames of one control with fixed options. Owns one canvas, reused for every frame: use one renderer per
/// worker (not Sendable). Each frame depends only on its `FrameSpec`, never on the frames rendered before it.
public final class FrameRenderer {
    public let style: any Control
    public let options: RenderOptions
    public let context: StyleContext
    public let canvas: Canvas
    let layerRenderer: LayerRenderer
    /// The root's background colour and background layer drawn once (they are the same in every frame of a run):
    /// restored at the start of each frame instead of drawn again. Drawing is sequential, so this gives the same
    /// bytes as drawing them every time. Keyed by the layers themselves (the root without its sublayers, and the
    /// background layer), so any change to what the background draws draws it again.
    private var backgroundSnapshot: (key: Layer, image: Image)?

    /// Pixel size of a frame: the header's (or the viewport's) size in points × scale, rounded up.
    public var pixelWidth: Int { canvas.width }
    public var pixelHeight: Int { canvas.height }

    public init(style: any Control, options: RenderOptions, context: StyleContext, text: (any TextDrawing)? = nil) throws {
        try options.validate()
        if options.screen != nil, style.screenTraits == nil { throw RenderOptionsError.noScreenPlace(style.name) }
        self.style = style
        self.options = options
        self.context = context
        let size = FrameRenderer.pixelSize(of: style, options: options)
        canvas = try Canvas(width: size.width, height: size.height)
        layerRenderer = LayerRenderer(scale: Double(options.scale), text: text)
    }

    /// A frame's size in pixels: the viewport's screen, or the strip of the style's fixed width (a Lottie composition
    /// drawn as such) or the header width, and its height, × scale, rounded up.
    public static func pixelSize(of style: any Control, options: RenderOptions) -> (width: Int, height: Int) {
        guard options.screen == nil, let fixed = style.fixedWidth else { return options.pixelSize(controlHeight: style.height) }
        var strip = options
        strip.width = fixed
        return strip.pixelSize(controlHeight: style.height)
    }

    /// The scene (model tree and animations) of a frame, with the background choice applied.
    public func scene(for spec: FrameSpec) throws -> ControlScene {
        var scene = try style.scene(for: spec.sample, context: context)
        switch options.background {
        case .style:
            break
        case .none:
            scene.root.backgroundColor = nil
            scene.root.sublayers.removeAll { $0.name == ControlScene.backgroundLayerName }
        case .color(let c):
            scene.root.backgroundColor = c
            scene.root.sublayers.removeAll { $0.name == ControlScene.backgroundLayerName }
        }
        return scene
    }

    /// The frame's presentation: every property evaluated at its time, the background choice applied — the control's
    /// tree, or with a viewport the whole screen's (§8). What `render` draws is a function of this tree alone, so
    /// frames with equal trees have equal pixels (`FrameGroups`).
    public func presentation(of spec: FrameSpec) throws -> Layer {
        if let screen = options.screen { return try screenTree(for: spec, screen: screen) }
        return try scene(for: spec).presentation(at: spec.sample.time)
    }

    /// Draws the frame into `canvas` (cleared first) and returns it. Throws `DrawingCancelled` when the canvas's
    /// `cancellation` was set meanwhile: the canvas then holds an unfinished picture, and the renderer draws no more.
    @discardableResult
    public func render(_ spec: FrameSpec) throws -> Canvas {
        guard !canvas.isCancelled else { throw DrawingCancelled() }
        return try render(tree: presentation(of: spec))
    }

    /// Draws the frame without its labels' text into `canvas` — what lies behind each label — and returns where the
    /// labels are and their colours (for a contrast check; `render(_:)` draws the frame itself).
    public func renderBehindLabels(_ spec: FrameSpec) throws -> (canvas: Canvas, labels: [PlacedLabel]) {
        let tree = try presentation(of: spec)
        let labels = PlacedLabel.collect(in: tree, scale: Double(options.scale))
        return (try render(tree: PlacedLabel.withoutText(tree)), labels)
    }

    /// Draws `presented` (a frame's presentation) into `canvas`, cleared first, and returns it.
    private func render(tree presented: Layer) throws -> Canvas {
        var tree = presented
        canvas.clipRect = nil
        // The root's background colour is what lies behind the control (the demo's table view, or `--background`):
        // the control's own alpha (MJ's automaticallyChangeAlpha, STYLES.md §4.4) fades the control, not the table.
        var backdrop: Layer?
        if tree.opacity < 1, let color = tree.backgroundColor {
            var layer = Layer(name: "backdrop", frame: tree.frame)
            layer.backgroundColor = color
            backdrop = layer
            tree.backgroundColor = nil
        }
        if let key = staticBackgroundKey(tree) {
            if let snapshot = backgroundSnapshot, snapshot.key == key {
                canvas.restore(from: snapshot.image)
            } else {
                canvas.clear()
                try layerRenderer.render(key, into: canvas)
                guard !canvas.isCancelled else { throw DrawingCancelled() }
                backgroundSnapshot = (key, canvas.makeImage())
            }
            // The rest of the tree over the restored background.
            tree.backgroundColor = nil
            tree.sublayers.removeFirst()
        } else {
            canvas.clear()
            if let backdrop { try layerRenderer.render(backdrop, into: canvas) }
        }
        try layerRenderer.render(tree, into: canvas)
        guard !canvas.isCancelled else { throw DrawingCancelled() }
        return canvas
    }

    /// The key of a background that can be drawn once: the root's first sublayer is the style's background layer,
    /// an image layer drawn plainly (no transform, opacity or mask on the root or on it, no sublayers). The key is
    /// the root with that layer as its only sublayer: exactly what is drawn to make the snapshot.
    private func staticBackgroundKey(_ tree: Layer) -> Layer? {
        guard let first = tree.sublayers.first, first.name == ControlScene.backgroundLayerName,
              tree.transform == .identity, tree.opacity == 1, !tree.isHidden, !tree.masksToBounds,
              first.transform == .identity, first.opacity == 1, !first.isHidden, first.sublayers.isEmpty,
              case .image = first.content else { return nil }
        var key = tree
        key.sublayers = [first]
        return key
    }
}
