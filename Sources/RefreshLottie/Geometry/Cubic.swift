import Raster

/// One cubic Bézier segment with its arc length measured from a fixed table of samples, enough for trims and motion
/// paths to land within a hundredth of a pixel on refresh-header sizes.
struct Cubic: Sendable, Hashable {
    let p0: Point, p1: Point, p2: Point, p3: Point

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }

    /// Chords the length is measured with (the error of a chord sum falls with the square of their count).
    static let lengthSamples = 48

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

    /// Cumulative chord lengths at parameters i / `lengthSamples`, i = 0...lengthSamples.
    func lengthTable() -> [Double] {
        if isLine { return [0, p0.distance(to: p3)] }
        var table = [0.0]
        table.reserveCapacity(Cubic.lengthSamples + 1)
        var previous = p0, total = 0.0
        for i in 1...Cubic.lengthSamples {
            let p = point(at: Double(i) / Double(Cubic.lengthSamples))
            total += previous.distance(to: p)
            table.append(total)
            previous = p
        }
        return table
    }

    var length: Double { lengthTable().last ?? 0 }

    /// The parameter at arc length `distance` from the start, interpolated in `table` (from `lengthTable()`).
    func parameter(atLength distance: Double, table: [Double]) -> Double {
        guard let total = table.last, total > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= total { return 1 }
        var lo = 0, hi = table.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] < distance { lo = mid } else { hi = mid }
        }
        let span = table[hi] - table[lo]
        let f = span > 0 ? (distance - table[lo]) / span : 0
        return (Double(lo) + f) / Double(table.count - 1)
    }

    /// The point at fraction `f` (0...1) of the arc length.
    func point(atLengthFraction f: Double) -> Point {
        let table = lengthTable()
        return point(at: parameter(atLength: f * (table.last ?? 0), table: table))
    }
}
