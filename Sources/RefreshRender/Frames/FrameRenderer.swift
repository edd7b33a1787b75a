/// Renders frames of one style with fixed options. Owns one canvas, reused for every frame: use one renderer per
/// worker (not Sendable). Each frame depends only on its `FrameSpec`, never on the frames rendered before it.
public final class FrameRenderer {
    public let style: any HeaderStyle
    public let options: RenderOptions
    public let context: StyleContext
    public let canvas: Canvas
    let layerRenderer: LayerRenderer

    /// Pixel size of a frame: the header's size in points × scale, rounded up.
    public var pixelWidth: Int { canvas.width }
    public var pixelHeight: Int { canvas.height }

    public init(style: any HeaderStyle, options: RenderOptions, context: StyleContext, text: (any TextDrawing)? = nil) throws {
        try options.validate()
        self.style = style
        self.options = options
        self.context = context
        let s = Double(options.scale)
        canvas = try Canvas(width: Int((options.width * s).rounded(.up)), height: Int((style.height * s).rounded(.up)))
        layerRenderer = LayerRenderer(scale: s, text: text)
    }

    /// The scene (model tree and animations) of a frame, with the background choice applied.
    public func scene(for spec: FrameSpec) throws -> HeaderScene {
        var scene = try style.scene(for: spec.sample, context: context)
        switch options.background {
        case .style:
            break
        case .none:
            scene.root.backgroundColor = nil
            scene.root.sublayers.removeAll { $0.name == HeaderScene.backgroundLayerName }
        case .color(let c):
            scene.root.backgroundColor = c
            scene.root.sublayers.removeAll { $0.name == HeaderScene.backgroundLayerName }
        }
        return scene
    }

    /// Draws the frame into `canvas` (cleared first) and returns it.
    @discardableResult
    public func render(_ spec: FrameSpec) throws -> Canvas {
        let tree = try scene(for: spec).presentation(at: spec.sample.time)
        canvas.clipRect = nil
        canvas.clear()
        try layerRenderer.render(tree, into: canvas)
        return canvas
    }
}
