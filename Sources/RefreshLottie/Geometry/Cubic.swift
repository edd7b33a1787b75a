import Raster

/// One cubic Bézier segment of a Lottie path: points, splits, and its arc length for trims and motion paths
/// (measured by Raster, `Measure`).
struct Cubic: Sendable, Hashable {
    let p0: Point, p1: Point, p2: Point, p3: Point

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }

    /// True when both control points lie on the end points (a straight line as Lottie writes it).
    var isLine: Bool { p1 == p0 && p2 == p3 }

    func point(at t: Double) -> Point {
        let r = 1 - t
        let a = r * r * r, b = 3 * r * r * t, c = 3 * r * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The part of the curve between parameters `t0` and `t1` (de Casteljau twice).
    func subcurve(from t0: Double, to t1: Double) -> Cubic {
        if t0 <= 0 && t1 >= 1 { return self }
        let right = split(at: t0).1
        let t = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        return right.split(at: t).0
    }

    func split(at t: Double) -> (Cubic, Cubic) {
        let a = p0.lerp(to: p1, t), b = p1.lerp(to: p2, t), c = p2.lerp(to: p3, t)
        let d = a.lerp(to: b, t), e = b.lerp(to: c, t)
        let m = d.lerp(to: e, t)
        return (Cubic(p0, a, d, m), Cubic(m, e, c, p3))
    }

    /// The curve's arc length, measured once for all the cuts made along it: Raster's exact length (adaptive
    /// quadrature, the one used for strokes, dashes and trims of the built-in styles), or a line's distance.
    struct Measure {
        fileprivate let curve: Raster.Cubic?
        fileprivate let arc: CubicArcLength?
        let total: Double

        /// The parameter at arc length `distance` from the start; a line's is the fraction of its length.
        func parameter(atLength distance: Double) -> Double {
            guard let curve, let arc else { return total > 0 ? min(max(distance / total, 0), 1) : 0 }
            return arc.parameter(atLength: distance, of: curve)
        }
    }

    func measure() -> Measure {
        if isLine { return Measure(curve: nil, arc: nil, total: p0.distance(to: p3)) }
        let curve = Raster.Cubic(p0, p1, p2, p3), arc = CubicArcLength(curve)
        return Measure(curve: curve, arc: arc, total: arc.total)
    }

    var length: Double { measure().total }

    /// The point at fraction `f` (0...1) of the arc length, given the curve's `measure` (`measure()`).
    func point(atLengthFraction f: Double, measure: Measure) -> Point {
        point(at: measure.parameter(atLength: f * measure.total))
    }
}
