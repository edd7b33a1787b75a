import Raster

/// What a composition draws at one frame: a pure value built by `FrameEvaluator`, drawn by `DrawingRenderer`.
/// Every geometry is in its item's local space with the transform to composition space beside it.
struct DrawLayer: Sendable {
    /// Bottom first.
    var items: [DrawItem] = []
    var opacity = 1.0
    var masks: [DrawMask] = []
    /// The matte the layer is seen through (none or one; an array keeps the recursive value type simple).
    var matte: [DrawMatte] = []
    /// A precomposition's bounds, in the space `clipTransform` maps to the composition.
    var clip: Rect?
    var clipTransform = AffineTransform.identity
}

enum DrawItem: Sendable {
    case fill(FillDraw)
    case stroke(StrokeDraw)
    case image(Image, transform: AffineTransform, opacity: Double)
    case layer(DrawLayer)

    /// The item moved by `m` (its space inside the one `m` maps to) and faded by `opacity`.
    func transformed(by m: AffineTransform, opacity: Double) -> DrawItem {
        switch self {
        case .fill(var f):
            f.transform = f.transform.concatenating(m)
            f.opacity *= opacity
            return .fill(f)
        case .stroke(var s):
            s.transform = s.transform.concatenating(m)
            s.opacity *= opacity
            return .stroke(s)
        case let .image(image, transform, o):
            return .image(image, transform: transform.concatenating(m), opacity: o * opacity)
        case .layer(let l):
            return .layer(l)
        }
    }
}

/// A gradient or colour in the local space of the geometry it paints.
enum DrawPaint: Sendable {
    case solid(Color)
    case linear(start: Point, end: Point, stops: [LinearGradient.Stop])
    case radial(center: Point, radius: Double, focal: Point, stops: [LinearGradient.Stop])
}

struct FillDraw: Sendable {
    var path: Path
    var transform: AffineTransform
    var rule: FillRule
    var paint: DrawPaint
    var opacity: Double
}

struct StrokeDraw: Sendable {
    var path: Path
    var transform: AffineTransform
    var style: StrokeStyle
    var paint: DrawPaint
    var opacity: Double
}

struct DrawMask: Sendable {
    var path: Path
    var transform: AffineTransform
    var operation: CoverageMask.Operation
    var opacity: Double
    var inverted: Bool
}

struct DrawMatte: Sendable {
    var mode: MatteMode
    var source: DrawLayer
}
