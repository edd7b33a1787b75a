/// How a path is stroked: CAShapeLayer's line properties (STYLES.md §6.3), in user-space units.
///
/// Documented behaviours:
/// - a width of 0 draws nothing;
/// - a `nil`, empty or all-zero dash pattern draws a solid stroke (as Core Graphics);
/// - an odd-length dash pattern is repeated to even length (as Core Graphics and SVG): `[2]` is `[2, 2]`;
/// - `strokeStart` and `strokeEnd` are clamped to 0...1 (STYLES.md §7 A9), and nothing is drawn when
///   start ≥ end after clamping.
public struct StrokeStyle: Sendable, Hashable {
    /// Largest accepted width, the same bound as `Path.coordinateLimit`.
    public static let maxWidth: Double = Path.coordinateLimit

    /// Line width (default 1).
    public var width: Double
    /// End caps of the stroke and of every dash (default butt).
    public var cap: LineCap
    /// Corner joins (default miter).
    public var join: LineJoin
    /// Largest miter length / line width before a miter join is bevelled (default 10, as Core Graphics).
    public var miterLimit: Double
    /// Alternating on / off lengths starting with "on"; nil or empty = solid.
    public var dashPattern: [Double]?
    /// How far into the pattern the stroke starts (default 0); negative values count backwards.
    public var dashPhase: Double
    /// Start of the visible part as a fraction of the path's total length (default 0).
    public var strokeStart: Double
    /// End of the visible part as a fraction of the path's total length (default 1).
    public var strokeEnd: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dashPattern: [Double]? = nil, dashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }

    /// The visible window, clamped (STYLES.md §7 A9).
    package var trim: TrimWindow { TrimWindow(start: strokeStart, end: strokeEnd) }

    /// Checks every number; throws a `StrokeError` naming the first bad one. The dash count depends on the path, so
    /// `StrokeError.tooManyDashes` is only raised when stroking (`Stroker.checkedOutline`, `Dasher.pieces`).
    public func validate() throws(StrokeError) {
        guard width.isFinite, width >= 0, width <= StrokeStyle.maxWidth else { throw .invalidWidth(width) }
        guard miterLimit.isFinite, miterLimit >= 0 else { throw .invalidMiterLimit(miterLimit) }
        guard strokeStart.isFinite else { throw .invalidTrim(name: "strokeStart", value: strokeStart) }
        guard strokeEnd.isFinite else { throw .invalidTrim(name: "strokeEnd", value: strokeEnd) }
        _ = try DashPattern(lengths: dashPattern, phase: dashPhase)
    }
}
