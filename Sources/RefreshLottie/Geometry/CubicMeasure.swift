import Raster

/// What Lottie's paths need of Raster's `Cubic` beyond it: whether a segment is a straight line as Lottie writes it,
/// and its arc length for trims and motion paths, measured once (Raster's `CubicArcLength`) for all the cuts made
/// along it.
extension Cubic {
    /// True when both control points lie on the end points (a straight line as Lottie writes it).
    var isLine: Bool { p1 == p0 && p2 == p3 }

    /// The curve's arc length, measured once for all the cuts made along it: Raster's exact length (adaptive
    /// quadrature, the one used for strokes, dashes and trims of the built-in styles), or a line's distance.
    struct Measure {
        fileprivate let curve: Cubic?
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
        let arc = CubicArcLength(self)
        return Measure(curve: self, arc: arc, total: arc.total)
    }

    /// The point at fraction `f` (0...1) of the arc length, given the curve's `measure` (`measure()`).
    func point(atLengthFraction f: Double, measure: Measure) -> Point {
        point(measure.parameter(atLength: f * measure.total))
    }
}
