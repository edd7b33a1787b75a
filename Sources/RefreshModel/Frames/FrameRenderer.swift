import Raster
/// Renders frames of one style with fixed options. Owns one canvas, reused for every frame: use one renderer per
/// worker (not Sendable). Each frame depends only on its `FrameSpec`, never on the frames rendered before it.
public final class FrameRenderer {
    public let style: any HeaderStyle
    public let options: RenderOptions
    public let context: StyleContext
    public let canvas: Canvas
    let layerRenderer: LayerRenderer
    /// The root's background colour and background layer drawn once (they are the same in every frame of a run):
    /// restored at the start of each frame instead of drawn again. Drawing is sequential, so this gives the same
    /// bytes as drawing them every time.
    private var backgroundSnapshot: (key: BackgroundKey, image: Image)?

    /// What the static background depends on: the background layer's model and the root's colour and geometry.
    private struct BackgroundKey: Equatable {
        var rootBounds: Rect
        var rootPosition: Point
        var rootColor: Color?
        var layerFrame: Rect
        var contentsName: String?
    }

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
        var tree = try scene(for: spec).presentation(at: spec.sample.time)
        canvas.clipRect = nil
        if let key = staticBackgroundKey(tree) {
            if let snapshot = backgroundSnapshot, snapshot.key == key {
                canvas.restore(from: snapshot.image)
            } else {
                canvas.clear()
                var background = tree
                background.sublayers = [tree.sublayers[0]]
                try layerRenderer.render(background, into: canvas)
                backgroundSnapshot = (key, canvas.makeImage())
            }
            // The rest of the tree over the restored background.
            tree.backgroundColor = nil
            tree.sublayers.removeFirst()
        } else {
            canvas.clear()
        }
        try layerRenderer.render(tree, into: canvas)
        return canvas
    }

    /// The key of a background that can be drawn once: the root's first sublayer is the style's background layer,
    /// drawn plainly (no transform, opacity or mask on the root or on it, no sublayers). Its contents come from the
    /// renderer's fixed `context`, so within a run they change only if a style swaps them, which the key also notes.
    private func staticBackgroundKey(_ tree: Layer) -> BackgroundKey? {
        guard let first = tree.sublayers.first, first.name == HeaderScene.backgroundLayerName,
              tree.transform == .identity, tree.opacity == 1, !tree.isHidden, !tree.masksToBounds,
              first.transform == .identity, first.opacity == 1, !first.isHidden, first.sublayers.isEmpty,
              case .image(let image) = first.content else { return nil }
        let name: String?
        switch image.contents {
        case let art as VectorArtwork: name = "artwork:" + art.name
        case let bitmap as BitmapContents: name = "bitmap:\(bitmap.image.width)x\(bitmap.image.height)@\(bitmap.scale)"
        default: return nil
        }
        return BackgroundKey(rootBounds: tree.bounds, rootPosition: tree.position, rootColor: tree.backgroundColor,
                             layerFrame: first.frame, contentsName: name)
    }
}
