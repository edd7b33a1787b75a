import Raster

/// One entry of a `layers` list (Lottie spec, Layers).
struct Layer: Sendable {
    /// The layer's name and its place in its list, for warnings: `"spinner" (layers[2])`.
    var label: String
    /// `ind`, the number parents and track mattes refer to.
    var index: Int?
    /// `parent`: the `ind` of the layer whose transform this one's is relative to.
    var parent: Int?
    /// The list position of that parent (the first layer with its `ind`, as the players find it), resolved once when
    /// the list is read; nil when no layer has it.
    var parentPosition: Int? = nil
    var content: LayerContent
    var transform: TransformModel
    /// `ip` / `op`: the layer is visible from frame `ip` up to, not including, `op` (in its list's time).
    var inPoint: Double, outPoint: Double
    /// `st`: for a precomposition, the time its layers' frame 0 is shown at, in its list's time.
    var startTime: Double
    /// `sr`: a precomposition's layers run this many times slower.
    var stretch: Double
    var masks: [MaskModel]
    /// The effects drawn, in order (others are warned about).
    var effects: [EffectModel]
    /// `tt`: this layer is shown through the matte of `matteSource`.
    var matte: MatteMode?
    /// The list position of the matte layer (`tp`, or the layer above for `tt`).
    var matteSource: Int?
    /// `td`: the layer is only a matte for another and is not drawn itself.
    var isMatte: Bool
    /// Auto-orient (`ao`): the layer turns with its motion path.
    var autoOrient: Bool
    /// `bm`: how the layer, drawn whole, is composited onto the layers below it.
    var blend: BlendMode = .normal
    /// What of the layer every frame draws alike, evaluated once (`withStillContent()`).
    var still = LayerStill()
}

enum LayerContent: Sendable {
    case shapes([ShapeItem])
    /// `ty: 0`: the layers of precomposition `refId`, clipped to `w` × `h`; `tm` maps the layer's time (seconds).
    case precomp(id: String, size: Point, timeRemap: Animated<Double>?)
    /// `ty: 1`: a rectangle of `sc` (`#rrggbb`), `sw` × `sh`.
    case solid(Color, size: Point)
    /// `ty: 2`: image asset `refId`, drawn at the asset's `w` × `h`.
    case image(id: String)
    /// `ty: 3`, and layers drawn as nothing (see the warnings).
    case null
}

/// `tt`: 1 alpha, 2 inverted alpha, 3 luma, 4 inverted luma.
enum MatteMode: Int, Sendable {
    case alpha = 1, alphaInverted, luma, lumaInverted
}

/// One of a layer's `masksProperties`: mode `mode`, path `pt`, opacity `o`, inverted `inv`, expansion `x`.
struct MaskModel: Sendable {
    var operation: CoverageMask.Operation
    var path: Animated<BezierContour>
    var opacity: Animated<Double>
    var inverted: Bool
    /// `x`: the path grown outwards by this much (shrunk when negative); nil when it is 0 throughout.
    var expansion: Animated<Double>?
    /// The path, expanded, made once when neither is animated (`Layer.withStillContent()`).
    var stillPath: Path? = nil
}
