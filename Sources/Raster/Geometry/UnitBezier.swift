/// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), read as a function y(x): the easing
/// curve of CAMediaTimingFunction, CSS `cubic-bezier` and Lottie keyframes. The one solver of the project; each caller
/// keeps its own precision (Core Animation's 1e-6, Lottie's finer one).
package struct UnitBezier: Sendable, Hashable {
    package let x1: Double, y1: Double, x2: Double, y2: Double

    // Polynomial coefficients, X(s) = ((ax s + bx) s + cx) s and the same for Y (WebKit's UnitBezier).
    private let ax, bx, cx, ay, by, cy: Double

    /// The control x values must lie in 0...1 for the curve to be a function of x; callers check or clamp them.
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// y where the curve's x is `x` (in 0...1), the curve parameter found to |X(s) − x| < `epsilon`: Newton's method
    /// (at most 8 steps), then bisection, which cannot fail because X is monotonic when x1 and x2 lie in 0...1.
    package func value(at x: Double, epsilon: Double) -> Double {
        let s = solveCurveX(x, epsilon: epsilon)
        return ((ay * s + by) * s + cy) * s
    }

    private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

    private func solveCurveX(_ x: Double, epsilon: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < epsilon { return s }
            let derivative = (3 * ax * s + 2 * bx) * s + cx
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
        }
        var lo = 0.0, hi = 1.0
        s = x
        // 60 halvings exhaust Double precision.
        for _ in 0..<60 {
            let value = sampleX(s)
            if abs(value - x) < epsilon { return s }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}
