import Raster
/// The properties of a shape layer (CAShapeLayer), with Core Animation's defaults (STYLES.md §6.3).
///
/// `strokeStart` / `strokeEnd` are stored raw: animations may drive them outside 0...1 (the airplane's −0.5,
/// STYLES.md §5.4). The clamp to [0, 1] happens when the stroke is drawn — renderers read `trimRange`
/// (STYLES.md §6.3, §7 A9).
public struct ShapeProperties: Sendable, Hashable {
    /// The path in the layer's own coordinates; nil draws nothing.
    public var path: Path?
    /// Fill colour; nil does not fill. Default opaque black, as Core Animation.
    public var fillColor: Color?
    public var fillRule: FillRule
    /// Stroke colour; nil (the default) does not stroke.
    public var strokeColor: Color?
    public var lineWidth: Double
    /// Ends of open subpaths and dashes (CAShapeLayerLineCap); default butt (STYLES.md §6.3).
    public var lineCap: LineCap
    /// Corners (CAShapeLayerLineJoin); default miter, limited by `miterLimit` (STYLES.md §6.3).
    public var lineJoin: LineJoin
    public var miterLimit: Double
    /// Dash lengths in user units (on, off, …); nil or empty is a solid stroke.
    public var lineDashPattern: [Double]?
    /// Offset into the dash pattern at the start of the full path.
    public var lineDashPhase: Double
    /// Start of the stroked part as a fraction of the path length (raw; see `trimRange`).
    public var strokeStart: Double
    /// End of the stroked part as a fraction of the path length (raw; see `trimRange`).
    public var strokeEnd: Double

    public init(path: Path? = nil, fillColor: Color? = .black, fillRule: FillRule = .nonZero,
                strokeColor: Color? = nil, lineWidth: Double = 1, lineCap: LineCap = .butt,
                lineJoin: LineJoin = .miter, miterLimit: Double = 10, lineDashPattern: [Double]? = nil,
                lineDashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1) {
        self.path = path
        self.fillColor = fillColor
        self.fillRule = fillRule
        self.strokeColor = strokeColor
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.lineDashPattern = lineDashPattern
        self.lineDashPhase = lineDashPhase
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }

    /// The part of the path to stroke, as fractions of its length: `strokeStart` and `strokeEnd` each clamped to
    /// [0, 1] (a non-finite value counts as 0); nil when nothing is drawn (start ≥ end). STYLES.md §6.3, §7 A9.
    package var trimRange: ClosedRange<Double>? {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        let s0 = clamp(strokeStart), s1 = clamp(strokeEnd)
        return s0 < s1 ? s0...s1 : nil
    }
}
