/// A radial gradient: colour parameter t = 0 at `focal` and t = 1 on the circle (`center`, `radius`), padded with
/// the end colours beyond (SVG's `radialGradient` with a zero focal radius, `spreadMethod="pad"`). Geometry is in
/// gradient space, mapped to device space by `transform`, so a non-uniform scale or skew gives an elliptic gradient.
/// Colours are interpolated as `LinearGradient`'s: straight sRGB components including alpha, then premultiplied.
public struct RadialGradient: Sendable, Equatable {
    /// The focal point may lie at most this fraction of the radius from the centre: on the circle itself the
    /// parameter is undefined on half the plane (SVG moves such a focal point onto the circle; rlottie and Lottie
    /// players keep it inside at 0.99 of the radius as well).
    package static let maxFocalFraction = 0.99

    public var center: Point
    public var radius: Double
    /// Where t = 0; pulled inside the circle to `maxFocalFraction` of the radius.
    public var focal: Point
    /// Stops in increasing location order, locations in 0...1 (as `LinearGradient.stops`).
    public var stops: [LinearGradient.Stop]
    /// Gradient space → device space.
    public var transform: AffineTransform

    /// A gradient around `center`; `focal` defaults to the centre.
    public init(center: Point, radius: Double, focal: Point? = nil, stops: [LinearGradient.Stop],
                transform: AffineTransform = .identity) {
        self.center = center
        self.radius = radius
        self.transform = transform
        self.stops = LinearGradient(start: center, end: center, stops: stops).stops
        let f = focal ?? center
        let offset = f - center
        let limit = Swift.max(radius, 0) * RadialGradient.maxFocalFraction
        let distance = offset.length
        self.focal = distance > limit && distance > 0 ? center + offset * (limit / distance) : f
    }

    /// The straight colour at parameter `t`, padded outside 0...1.
    public func color(at t: Double) -> Color {
        LinearGradient(start: center, end: center, stops: stops).color(at: t)
    }

    /// The parameter at gradient-space point `p`: the t ≥ 0 with |p − (f + t·(c − f))| = t·r, so the circle of
    /// radius t·r moved from the focal point towards the centre passes through p. Nil for a zero radius.
    public func parameter(at p: Point) -> Double? {
        RadialGradientCompositor.Geometry(gradient: self)?.parameter(p.x - focal.x, p.y - focal.y)
    }

    /// The gradient with `t` applied after its own transform.
    public func applying(_ t: AffineTransform) -> RadialGradient {
        var g = self
        g.transform = transform.concatenating(t)
        return g
    }
}

/// Source-over of a radial gradient through the rasterizer's coverage: each device pixel centre is mapped into
/// gradient space by the inverse transform (stepping by a constant along a row), its parameter solved in closed form,
/// and its colour looked up in a table of `GradientCompositor.tableSize` premultiplied pixels.
struct RadialGradientCompositor: SpanCompositor {
    /// The quadratic of `RadialGradient.parameter(at:)` relative to the focal point: with q = p − f and d = c − f,
    /// t²(d·d − r²) − 2t(q·d) + q·q = 0; the focal point is inside the circle, so d·d − r² < 0 and one root is ≥ 0.
    struct Geometry {
        let dx: Double, dy: Double, a: Double
        /// 1 / a, so each pixel multiplies instead of dividing.
        let inverseA: Double

        init?(gradient g: RadialGradient) {
            guard g.radius.isFinite, g.radius > 0, g.center.isFinite, g.focal.isFinite else { return nil }
            dx = g.center.x - g.focal.x
            dy = g.center.y - g.focal.y
            a = dx * dx + dy * dy - g.radius * g.radius
            guard a < 0 else { return nil }
            inverseA = 1 / a
        }

        @inline(__always)
        func parameter(_ qx: Double, _ qy: Double) -> Double {
            let b = qx * dx + qy * dy
            let c = qx * qx + qy * qy
            return (b - (b * b - a * c).squareRoot()) * inverseA
        }
    }

    let target: UnsafeMutablePointer<UInt32>
    let stride: Int
    let table: UnsafeMutablePointer<UInt32>
    let geometry: Geometry
    /// Device → gradient space, already offset so that it gives q = p − focal.
    let inverse: AffineTransform

    /// `table` holds the gradient's `GradientCompositor.tableSize` colours (`GradientTableCache`). Nil for a zero or
    /// non-finite radius or a singular transform (nothing to paint).
    init?(target: PixelBuffer, gradient: RadialGradient, table: UnsafeMutablePointer<UInt32>) {
        guard let geometry = Geometry(gradient: gradient), gradient.transform.isFinite, !gradient.transform.isSingular,
              let inv = gradient.transform.inverted() else { return nil }
        self.target = target.pixels
        stride = target.width
        self.table = table
        self.geometry = geometry
        inverse = inv.concatenating(.translation(-gradient.focal.x, -gradient.focal.y))
    }

    /// The table colour at gradient-space point `q` (relative to the focal point).
    @inline(__always)
    private func color(_ q: Point) -> UInt32 {
        let scaled = geometry.parameter(q.x, q.y) * Double(GradientCompositor.tableSize - 1) + 0.5
        if !(scaled > 0) { return table[0] }
        if scaled >= Double(GradientCompositor.tableSize - 1) { return table[GradientCompositor.tableSize - 1] }
        return table[Int(scaled)]
    }

    @inline(__always)
    mutating func fillSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
        composite(y: y, x: x, count: count) { _ in alpha }
    }

    @inline(__always)
    mutating func blendMask(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) {
        composite(y: y, x: x, count: count) { UInt32(mask[$0]) }
    }

    /// Composites `count` pixels of row `y` from `x`, each at the coverage `coverage(i)` gives.
    @inline(__always)
    private func composite(y: Int, x: Int, count: Int, coverage: (Int) -> UInt32) {
        let row = target + (y &* stride &+ x)
        var q = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let step = Point(x: inverse.a, y: inverse.b)
        for i in 0..<count {
            let m = coverage(i)
            if m != 0 {
                let c = color(q)
                let src = m == 255 ? c : PixelMath.scale(c, by: m)
                row[i] = PixelMath.overIfNeeded(src, row[i])
            }
            q += step
        }
    }
}
