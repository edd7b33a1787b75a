import Raster

/// What a composition draws at one frame: a pure value built by `FrameEvaluator`, drawn by `DrawingRenderer`.
/// Every geometry is in its item's local space with the transform to composition space beside it.
struct DrawLayer: Sendable, Equatable {
    /// Bottom first.
    var items: [DrawItem] = []
    var opacity = 1.0
    /// How the layer, drawn whole (through its opacity, masks and matte), is composited onto what lies below.
    var blend = BlendMode.normal
    var masks: [DrawMask] = []
    /// The matte the layer is seen through (none or one; an array keeps the recursive value type simple).
    var matte: [DrawMatte] = []
    /// Layer effects, in order.
    var effects: [DrawEffect] = []
    /// A precomposition's bounds, in the space `clipTransform` maps to the composition.
    var clip: Rect?
    var clipTransform = AffineTransform.identity
}

indirect enum DrawItem: Sendable, Equatable {
    case path(PathDraw)
    case image(Image, transform: AffineTransform, opacity: Double)
    case layer(DrawLayer)

    /// The item moved by `m` (its space inside the one `m` maps to) and faded by `opacity`.
    func transformed(by m: AffineTransform, opacity: Double) -> DrawItem {
        switch self {
        case .path(var p):
            p.transform = p.transform.concatenating(m)
            p.opacity *= opacity
            return .path(p)
        case let .image(image, transform, o):
            return .image(image, transform: transform.concatenating(m), opacity: o * opacity)
        case .layer(let l):
            return .layer(l)
        }
    }
}

/// A gradient or colour in the local space of the geometry it paints.
enum DrawPaint: Sendable, Equatable {
    case solid(Color)
    case linear(start: Point, end: Point, stops: [LinearGradient.Stop])
    case radial(center: Point, radius: Double, focal: Point, stops: [LinearGradient.Stop])
}

/// A path filled or stroked with a paint, faded by `opacity`.
struct PathDraw: Sendable, Equatable {
    enum Painting: Sendable, Equatable {
        case fill(FillRule)
        case stroke(StrokeStyle)
    }

    var path: Path
    var transform: AffineTransform = .identity
    var painting: Painting
    var paint: DrawPaint
    var opacity: Double
}

struct DrawMask: Sendable, Equatable {
    var path: Path
    var transform: AffineTransform
    var operation: CoverageMask.Operation
    var opacity: Double
    var inverted: Bool
}

struct DrawMatte: Sendable, Equatable {
    var mode: MatteMode
    var source: DrawLayer
}

/// A layer effect at one frame (`EffectModel`), its amounts as fractions.
enum DrawEffect: Sendable, Equatable {
    case fill(Color, opacity: Double)
    case tint(black: Color, white: Color, amount: Double)
    /// `amount` is the share of the tritone's colour (1 − blend with original).
    case tritone(highlight: Color, midtone: Color, shadow: Color, amount: Double)
    /// `offset` and `softness` (the blur radius) in composition units: the offset is the file's direction and distance
    /// carried by the layer's matrix (turning and scaling with it), the softness scaled as the matrix scales.
    case dropShadow(Color, opacity: Double, offset: Point, softness: Double)
    /// `blurriness` in composition units (the file's, in the layer's units, scaled as the layer's matrix scales),
    /// along x, y or both.
    case gaussianBlur(blurriness: Double, horizontal: Bool, vertical: Bool)

    var isBlur: Bool { if case .gaussianBlur = self { true } else { false } }
}
