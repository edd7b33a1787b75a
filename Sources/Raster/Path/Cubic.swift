import Foundation

/// A cubic Bézier kept exact until it is drawn (ARCHITECTURE.md, decisions): its arc length by adaptive
/// Gauss–Legendre quadrature, so dashes and trims along it land where Core Graphics puts them, and its flattening
/// (or that of its offsets) in device space by straddling chords (`Flattening`). The package's one cubic: Lottie's
/// paths, trims and motion paths are cut and measured with it too.
package struct Cubic: Hashable, Sendable {
    package let p0: Point, p1: Point, p2: Point, p3: Point

    package init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }

    /// A quadratic Bézier raised to the cubic with the same curve.
    init(quadFrom p0: Point, control c: Point, to p: Point) {
        self.init(p0, p0 + (c - p0) * (2.0 / 3), p + (c - p) * (2.0 / 3), p)
    }

    /// The point at parameter `t`.
    package func point(_ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
    }

    func derivative(_ t: Double) -> Point {
        let u = 1 - t
        return (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
    }

    func secondDerivative(_ t: Double) -> Point {
        (p2 - p1 * 2 + p0) * (6 * (1 - t)) + (p3 - p2 * 2 + p1) * (6 * t)
    }

    /// The unit direction of travel at `t`; where the derivative vanishes (a control point on its end point, or a
    /// cusp) the direction the curve leaves or reaches that point along the control polygon. Zero for a point.
    func tangent(_ t: Double) -> Point {
        let d = derivative(t)
        // |d| against 1e-12 of the control polygon, its sides' |dx| + |dy| first (at least as long, no roots).
        let l1 = abs(p1.x - p0.x) + abs(p1.y - p0.y) + abs(p2.x - p1.x) + abs(p2.y - p1.y) + abs(p3.x - p2.x) + abs(p3.y - p2.y)
        let d2 = d.x * d.x + d.y * d.y, small = 1e-12 * max(1, l1)
        if d2 > small * small || d.length > 1e-12 * max(1, controlPolygonLength) { return d.normalized }
        let chords = t < 0.5 ? [p1 - p0, p2 - p0, p3 - p0] : [p3 - p2, p3 - p1, p3 - p0]
        return chords.first { $0.length > 0 }?.normalized ?? .zero
    }

    /// The length of the control polygon: at least the arc length, and zero only for a point.
    var controlPolygonLength: Double { p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3) }

    // MARK: - Arc length

    /// Abscissae and weights of the 8-point Gauss–Legendre rule on [−1, 1] (exact for polynomials of degree 15).
    private static let nodes: [Double] = [-0.960_289_856_497_536_2, -0.796_666_477_413_626_7,
                                          -0.525_532_409_916_329_0, -0.183_434_642_495_649_8,
                                          0.183_434_642_495_649_8, 0.525_532_409_916_329_0,
                                          0.796_666_477_413_626_7, 0.960_289_856_497_536_2]
    private static let weights: [Double] = [0.101_228_536_290_376_3, 0.222_381_034_453_374_5,
                                            0.313_706_645_877_887_3, 0.362_683_783_378_362_0,
                                            0.362_683_783_378_362_0, 0.313_706_645_877_887_3,
                                            0.222_381_034_453_374_5, 0.101_228_536_290_376_3]

    /// The arc length between parameters `a` and `b` by the 8-point Gauss–Legendre rule.
    func gauss(_ a: Double, _ b: Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        for i in 0..<8 { sum += Self.weights[i] * derivative(mid + half * Self.nodes[i]).length }
        return sum * half
    }

    /// The arc length over the whole curve.
    func length() -> Double { CubicArcLength(self).total }

    /// The parameter at arc length `s` from the start, for a curve of length `total`.
    func parameter(atLength s: Double, total: Double) -> Double { CubicArcLength(self).parameter(atLength: s, of: self) }

    /// The part of the curve between parameters `a` and `b` (exact: end points and end derivatives scaled to the
    /// new parameter range).
    package func sub(from a: Double, to b: Double) -> Cubic {
        let k = (b - a) / 3
        let q0 = a == 0 ? p0 : point(a), q3 = b == 1 ? p3 : point(b)
        return Cubic(q0, q0 + derivative(a) * k, q3 - derivative(b) * k, q3)
    }

    // MARK: - Flattening

    /// Pieces of equal parameter step so that every chord's sagitta stays within `2 · tolerance` (Wang's formula:
    /// the sagitta is at most max|B''|·Δt²/8 and |B''| ≤ 6·max|Δ²P|), so that straddled chords stay within
    /// `tolerance`.
    func pieceCount(tolerance: Double) -> Int {
        let m = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        guard m.isFinite, m > 0 else { return 1 }
        let n = (0.75 * m / (2 * max(tolerance, 1e-9))).squareRoot().rounded(.up)
        return Int(min(max(n, 1), Segment.maxPieces))
    }

    /// Emits the straddling flattening of the curve itself between its exact end points (the caller's): the vertices
    /// at equal parameter steps, each moved by −(Δt²/16)·B''. That is `emitOffset(0, …)`'s move plus a part along the
    /// tangent, which slides the vertex along the curve and changes its distance to it only to second order; it
    /// spares the square root, so the points come by forward differences (B'' is linear in t).
    func emitStraddled(pieces n: Int, _ emit: (Point) -> Void) {
        let dt = 1 / Double(n), dt2 = dt * dt
        // B(t) = a·t³ + b·t² + c·t + p0; vertex = B − (dt²/16)·B'' = B − (dt²/16)·(6a·t + 2b).
        let a = p3 - p0 + (p1 - p2) * 3, b = (p0 - p1 * 2 + p2) * 3, c = (p1 - p0) * 3
        var point = p0 - b * (dt2 / 8)
        // Forward differences of the vertex: the shift is linear in t, so it changes only the first difference.
        var d1 = a * (dt2 * dt) + b * dt2 + c * dt - a * (6 * dt2 * dt / 16)
        var d2 = a * (6 * dt2 * dt) + b * (2 * dt2)
        let d3 = a * (6 * dt2 * dt)
        emit(point)
        for _ in 1..<max(n, 1) {
            point += d1
            d1 += d2
            d2 += d3
            emit(point)
        }
        emit(p3 - (a * 6 + b * 2) * (dt2 / 16))
    }

    /// Samples where the stroker checks the curvature of a cubic before offsetting it.
    static let curvatureSamples = 8

    /// The pieces for the offsets at ±`halfWidth`, or nil when the inner offset would fold over itself (the curve
    /// bends tighter than the half width somewhere, or turns too fast to tell): such a cubic is stroked as lines.
    /// An offset's sagitta is the curve's times (1 + halfWidth·curvature) on its outer side.
    func offsetPieceCount(halfWidth: Double, tolerance: Double) -> Int? {
        if let bound = curvatureBound, halfWidth * bound < 0.5 {
            let n = Double(pieceCount(tolerance: tolerance)) * (1 + halfWidth * bound).squareRoot()
            return Int(min(n.rounded(.up), Segment.maxPieces))
        }
        var worst = 0.0
        for i in 0...Self.curvatureSamples {
            let t = Double(i) / Double(Self.curvatureSamples)
            let d = derivative(t), v = d.length
            guard v > 1e-9 * max(1, controlPolygonLength) else { return nil }
            let curvature = abs(d.cross(secondDerivative(t))) / (v * v * v)
            // Keep the inner offset well clear of the centre of curvature, where samples could miss a fold.
            guard halfWidth * curvature < 0.5 else { return nil }
            worst = max(worst, curvature)
        }
        let n = Double(pieceCount(tolerance: tolerance)) * (1 + halfWidth * worst).squareRoot()
        return Int(min(n.rounded(.up), Segment.maxPieces))
    }

    /// Emits the flattening of the offset curve B(t) + offset·P(t) (P the unit normal turned +90° from the direction
    /// of travel, so offset > 0 is on the right on screen) between its exact end points, which are the caller's:
    /// `pieces + 1` vertices at equal parameter steps, each moved away from the centre of curvature by half the
    /// sagitta of its chords, so the chords straddle the curve (`Flattening`).
    ///
    /// The sagitta of a chord spanning Δt is v²·|k|·|1 − offset·k|·Δt²/8 (v the speed, k the signed curvature of
    /// B); the move is −(Δt²/16)·v²·k·(1 − offset·k) along P. End vertices moved by less than `negligible` are left
    /// out (the caller's exact end points serve), so a nearly straight piece costs one chord, as a line does.
    func emitOffset(_ offset: Double, pieces n: Int, negligible: Double, _ emit: (Point) -> Void) {
        let dt = 1 / Double(n)
        let factor = dt * dt / 16
        for i in 0...n {
            let t = i == n ? 1 : Double(i) * dt
            let d = derivative(t), v = d.length
            guard v > 0 else { emit(point(t)); continue }
            let p = Point(x: -d.y / v, y: d.x / v)
            let vk = d.cross(secondDerivative(t)) / v  // v²·k
            let k = vk / (v * v)
            let move = factor * vk * (1 - offset * k)
            if (i == 0 || i == n) && abs(move) <= negligible { continue }
            emit(point(t) + p * (offset - move))
        }
    }

    /// An upper bound on the curvature everywhere, without sampling, when the curve turns less than a right angle
    /// either side of its overall direction: B' is a quadratic Bézier with control points hᵢ = 3(Pᵢ₊₁ − Pᵢ), so its
    /// component along u = (h₀ + h₂)/|h₀ + h₂| is at least min hᵢ·u (convex hull), and |B''| ≤ 6·max|Δ²P|; the
    /// curvature |B' × B''|/|B'|³ is at most |B''|/|B'|². Nil when some hᵢ·u ≤ 0 (a sharp bend or a cusp).
    var curvatureBound: Double? {
        let h0 = (p1 - p0) * 3, h1 = (p2 - p1) * 3, h2 = (p3 - p2) * 3
        let sum = h0 + h2, norm = sum.length
        guard norm > 0, norm.isFinite else { return nil }
        let u = sum * (1 / norm)
        let speed = min(h0.dot(u), h1.dot(u), h2.dot(u))
        guard speed > 1e-9 * max(1, norm) else { return nil }
        return 6 * max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length) / (speed * speed)
    }

    /// End vertices moved by less than this fraction of the tolerance are not emitted.
    static let negligibleMove = 1e-3
}

/// A cubic's arc length as a table: the intervals of parameter where adaptive Gauss–Legendre quadrature settled,
/// with the length up to each (ARCHITECTURE.md: cubic lengths by adaptive quadrature). Built once per cubic of a
/// contour, it turns every later length into a lookup plus quadrature over part of one interval, so cutting a
/// cubic into many dashes costs a binary search per dash.
package struct CubicArcLength: Hashable, Sendable {
    /// Parameters bounding the intervals, from 0 to 1.
    private(set) var parameters: [Double] = [0]
    /// `lengths[i]` is the arc length from 0 to `parameters[i]`.
    private(set) var lengths: [Double] = [0]
    /// `speeds[i]` is the speed at `parameters[i]`, the slope of the length there.
    private(set) var speeds: [Double] = []

    /// Lengths are computed to this fraction of the control polygon's length (the issue asks 1e-6 of the length).
    static let relativeError = 1e-9
    /// Halvings before the quadrature settles for what it has: 2⁻²⁰ of the parameter range is far below a pixel.
    private static let maxDepth = 20
    private static let maxNewtonSteps = 12
    /// Halvings the table takes at least (four intervals): the Hermite guess is then close enough (its error goes
    /// as the fourth power of the interval) that one quadrature and one Newton step settle a cut, where two
    /// intervals took two quadratures — cheaper once a cubic is cut more than a few times (a dashed oval).
    private static let minDepth = 1

    package init(_ cubic: Cubic) {
        let tolerance = Self.relativeError * cubic.controlPolygonLength
        split(cubic, 0, 1, cubic.gauss(0, 1), tolerance, depth: 0)
        speeds = parameters.map { cubic.derivative($0).length }
    }

    /// Halves [a, b] until the halves' sum agrees with the whole within `tolerance` (the speed is smooth except near
    /// cusps, where the halving concentrates), appending the settled halves.
    private mutating func split(_ c: Cubic, _ a: Double, _ b: Double, _ whole: Double, _ tolerance: Double, depth: Int) {
        let m = (a + b) / 2
        let left = c.gauss(a, m), right = c.gauss(m, b)
        if depth >= Self.maxDepth || (depth >= Self.minDepth && abs(left + right - whole) <= tolerance) {
            parameters.append(m); lengths.append(lengths.last! + left)
            parameters.append(b); lengths.append(lengths.last! + right)
            return
        }
        split(c, a, m, left, tolerance / 2, depth: depth + 1)
        split(c, m, b, right, tolerance / 2, depth: depth + 1)
    }

    package var total: Double { lengths.last! }

    /// The parameter at arc length `s` from the start (clamped): the interval holding it by binary search, a first
    /// guess from the cubic Hermite interpolant of the length over it (lengths and speeds at both ends; one
    /// quadrature usually confirms it), then Newton steps on the quadrature from the interval's start, kept inside
    /// the interval (bisection where Newton would leave it, as near a cusp).
    package func parameter(atLength s: Double, of cubic: Cubic) -> Double {
        guard s > 0 else { return 0 }
        guard s < total else { return 1 }
        var lo = 0, hi = lengths.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lengths[mid] <= s { lo = mid } else { hi = mid }
        }
        let t0 = parameters[lo], base = lengths[lo]
        var a = t0, b = parameters[hi]
        var t = a + (b - a) * Self.hermiteInverse(s - base, length: lengths[hi] - base, startSlope: speeds[lo] * (b - a),
                                                   endSlope: speeds[hi] * (b - a))
        for _ in 0..<Self.maxNewtonSteps {
            let error = base + cubic.gauss(t0, t) - s
            if abs(error) <= Self.relativeError * total { break }
            if error > 0 { b = t } else { a = t }
            let d = cubic.derivative(t), speed = d.length
            let next = speed > 0 ? t - error / speed : (a + b) / 2
            guard next > a && next < b else { t = (a + b) / 2; continue }
            // Newton leaves an error of about |s''|·step²/2; when that is already below the tolerance (twice over),
            // the step needs no quadrature to confirm it.
            let step = error / speed, acceleration = abs(d.dot(cubic.secondDerivative(t))) / speed
            t = next
            if acceleration * step * step <= Self.relativeError * total { break }
        }
        return t
    }

    /// The u in [0, 1] where the cubic Hermite curve from 0 to `length` with end slopes `startSlope`, `endSlope`
    /// reaches `target` (Newton on the polynomial from the linear guess; the arc length is monotone, so the curve is
    /// too wherever the slopes are positive).
    private static func hermiteInverse(_ target: Double, length: Double, startSlope m0: Double, endSlope m1: Double)
        -> Double {
        guard length > 0 else { return 0 }
        var u = min(max(target / length, 0), 1)
        for _ in 0..<3 {
            let u2 = u * u, u3 = u2 * u
            let value = (u3 - 2 * u2 + u) * m0 + (3 * u2 - 2 * u3) * length + (u3 - u2) * m1
            let slope = (3 * u2 - 4 * u + 1) * m0 + (6 * u - 6 * u2) * length + (3 * u2 - 2 * u) * m1
            guard slope > 0 else { break }
            u = min(max(u - (value - target) / slope, 0), 1)
        }
        return u
    }
}
