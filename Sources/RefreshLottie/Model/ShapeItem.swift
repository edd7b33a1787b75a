import Raster

/// One item of a shape layer's `shapes` or a group's `it` (Lottie spec, Shapes), hidden items (`hd`) removed.
/// Geometry items add paths; modifiers change the paths above them; styles paint the paths above them.
indirect enum ShapeItem: Sendable {
    case group(ShapeGroup)
    /// A path-making item; `d: 3` runs it the other way (its first vertex kept), which moves trims and dashes.
    case geometry(GeometryShape, reversed: Bool)
    case fill(FillShape)
    case stroke(StrokeShape)
    case gradientFill(GradientFillShape)
    case gradientStroke(GradientStrokeShape)
    case trim(TrimShape)
    case repeater(RepeaterShape)
    case roundCorners(Animated<Double>)
    case offset(OffsetShape)
    /// `pb`: pucker (negative) or bloat (positive) by amount `a`, in percent.
    case puckerBloat(Animated<Double>)
    /// Merge paths (`mm`): only mode 1 (merge) is drawn, by keeping the paths together; see the warnings.
    case merge
    /// A text document's letters under its animators, laid out afresh at each frame.
    case text(AnimatedText)
}

/// `gr`: items and the group's transform (its `tr` item).
struct ShapeGroup: Sendable {
    var items: [ShapeItem]
    var transform: TransformModel
    /// The group evaluated once, when nothing in it is animated (`GroupStill.kept(in:)`).
    var still: GroupStill? = nil
    /// Its items evaluated once, when only the group's transform is animated (`GroupStill.kept(in:)`).
    var stillItems: GroupStill? = nil
}

/// The items that make paths.
enum GeometryShape: Sendable {
    /// `rc`: centre `p`, size `s`, corner radius `r`.
    case rectangle(position: Animated<Point>, size: Animated<Point>, roundness: Animated<Double>)
    /// `el`: centre `p`, size `s`.
    case ellipse(position: Animated<Point>, size: Animated<Point>)
    /// `sh`: the path `ks`.
    case path(Animated<BezierContour>)
    case polystar(PolystarShape)
}

/// `sr`: `sy` 1 star, 2 polygon; points `pt`, centre `p`, rotation `r`, outer / inner radius `or` / `ir`,
/// outer / inner roundness `os` / `is` in percent.
struct PolystarShape: Sendable {
    var isStar: Bool
    var points: Animated<Double>, position: Animated<Point>, rotation: Animated<Double>
    var outerRadius: Animated<Double>, outerRoundness: Animated<Double>
    var innerRadius: Animated<Double>, innerRoundness: Animated<Double>
}

/// `fl`: colour `c` (0...1), opacity `o` (percent), rule `r` (1 non-zero, 2 even-odd).
struct FillShape: Sendable {
    var color: Animated<Color>, opacity: Animated<Double>
    var rule: FillRule
}

/// The line properties strokes and gradient strokes share: width `w`, caps `lc`, joins `lj`, miter limit `ml`,
/// dashes `d` (`n` "d" dash, "g" gap, "o" offset).
struct LineModel: Sendable {
    var width: Animated<Double>
    var cap: LineCap, join: LineJoin, miterLimit: Double
    var dashes: [Animated<Double>]
    var dashOffset: Animated<Double>
}

/// `st`.
struct StrokeShape: Sendable {
    var color: Animated<Color>, opacity: Animated<Double>
    var line: LineModel
}

/// The colour and opacity stops and geometry of `gf` / `gs` (Lottie spec, Gradient): type `t` (1 linear, 2 radial),
/// start `s`, end `e` (radial: centre and a point on the circle), highlight length `h` (percent of the radius)
/// and angle `a` (degrees from the start-to-end direction), `g.p` colour stops in the flat array `g.k`.
struct GradientModel: Sendable {
    var isRadial: Bool
    var start: Animated<Point>, end: Animated<Point>
    var highlightLength: Animated<Double>, highlightAngle: Animated<Double>
    var colorStopCount: Int
    var stops: Animated<GradientData>
    var opacity: Animated<Double>
}

/// `gf`.
struct GradientFillShape: Sendable {
    var gradient: GradientModel
    var rule: FillRule
}

/// `gs`.
struct GradientStrokeShape: Sendable {
    var gradient: GradientModel
    var line: LineModel
}

/// `tm`: start `s`, end `e` (percent), offset `o` (degrees); `m` 1 simultaneously (each path), 2 individually (all
/// paths as one).
struct TrimShape: Sendable {
    var start: Animated<Double>, end: Animated<Double>, offset: Animated<Double>
    var individually: Bool
}

/// `op`: offset paths by amount `a`, with joins `lj` (1 miter, 2 round, 3 bevel) and miter limit `ml`.
struct OffsetShape: Sendable {
    var amount: Animated<Double>
    var join: LineJoin
    var miterLimit: Animated<Double>
}

/// `rp`: copies `c`, offset `o`, composite `m` (1 above, 2 below) and the transform `tr` with start / end opacity
/// `so` / `eo` (percent) applied once more for each copy.
struct RepeaterShape: Sendable {
    var copies: Animated<Double>, offset: Animated<Double>
    var copiesAbove: Bool
    var transform: TransformModel
    var startOpacity: Animated<Double>, endOpacity: Animated<Double>
}

/// A gradient's flat stop array `[offset, r, g, b, …, offset, alpha, …]`.
struct GradientData: Sendable {
    var values: [Double]
}

extension ShapeItem {
    /// Whether a stroke among `items` (in groups too) has dashes.
    static func anyDashed(_ items: [ShapeItem]) -> Bool {
        items.contains { item in
            switch item {
            case .group(let g): return anyDashed(g.items)
            case .stroke(let s): return !s.line.dashes.isEmpty
            case .gradientStroke(let g): return !g.line.dashes.isEmpty
            default: return false
            }
        }
    }
}
