import Foundation
import Raster
import RefreshRender

/// |a − b| ≤ tolerance.
package func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

package func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
}

package func near(_ a: Raster.AffineTransform, _ b: Raster.AffineTransform, _ tolerance: Double = 1e-9) -> Bool {
    near(a.a, b.a, tolerance) && near(a.b, b.b, tolerance) && near(a.c, b.c, tolerance)
        && near(a.d, b.d, tolerance) && near(a.tx, b.tx, tolerance) && near(a.ty, b.ty, tolerance)
}

/// Independent reference for a CSS/CA cubic-Bézier easing: bisection on the Bernstein form of x(s) to 1e-13, then
/// y(s). Shares nothing with `TimingFunction`.
package func referenceEasing(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bezier(x1, x2, mid) < x { lo = mid } else { hi = mid }
        if hi - lo < 1e-13 { break }
    }
    return bezier(y1, y2, (lo + hi) / 2)
}

/// The scalar inside a value (NaN when it is not a scalar).
package func scalar(_ v: AnimatableValue?) -> Double {
    if case .scalar(let s)? = v { return s }
    return .nan
}

/// The rotation angle of a transform, radians in (−π, π].
package func angle(of t: Raster.AffineTransform) -> Double { atan2(t.b, t.a) }
