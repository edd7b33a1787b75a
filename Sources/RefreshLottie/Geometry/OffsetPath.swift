import Foundation
import Raster

/// Offset paths (Lottie shape `op`): each contour moved `amount` along its normals — outwards for a clockwise
/// contour (After Effects' and lottie-web's rectangles and ellipses), inwards for a negative amount — with
/// `join` where the moved edges part. As lottie-web's OffsetPathModifier, in the shape's own space, open contours
/// on one side without caps. Curves are followed as polylines fine enough for the moved curve to stay within a
/// small fraction of the amount.
enum OffsetPath {
    static func apply(_ contour: BezierContour, amount: Double, join: LineJoin, miterLimit: Double) -> BezierContour {
        guard amount != 0, contour.segmentCount > 0 else { return contour }
        let points = polyline(contour, amount: amount)
        guard points.count >= 2 else { return contour }
        // The edges between distinct points and their outward normals (dy, −dx) / length in y-down coordinates.
        var edges: [(from: Point, to: Point, normal: Point)] = []
        let count = contour.closed ? points.count : points.count - 1
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % points.count]
            let d = b - a, length = (d.x * d.x + d.y * d.y).squareRoot()
            guard length > 1e-9 else { continue }
            edges.append((a, b, Point(x: d.y / length, y: -d.x / length)))
        }
        guard !edges.isEmpty else { return contour }
        var out: [Point] = []
        for (i, e) in edges.enumerated() {
            let start = e.from + e.normal * amount
            if i > 0 || contour.closed {
                let previous = edges[(i + edges.count - 1) % edges.count]
                out += joint(previous, e, amount: amount, join: join, miterLimit: miterLimit)
            } else {
                out.append(start)
            }
            if i == edges.count - 1, !contour.closed { out.append(e.to + e.normal * amount) }
        }
        return BezierContour(vertices: out.map { BezierVertex($0) }, closed: contour.closed)
    }

    /// A mask's expansion (`x`): the contour grown outwards by `amount` whichever way it runs (shrunk when negative),
    /// with round joins, as ThorVG draws it (rlottie and lottie-web's canvas renderer leave it out).
    static func expand(_ contour: BezierContour, by amount: Double) -> BezierContour {
        guard amount != 0, contour.segmentCount > 0 else { return contour }
        // Twice the signed area (shoelace, y down): positive for a clockwise contour, which `apply` moves outwards.
        var area = 0.0
        var previous = contour.vertices[0].point
        for i in 0..<contour.segmentCount {
            let s = contour.segment(i)
            for k in 1...8 {
                let p = s.point(Double(k) / 8)
                area += previous.x * p.y - p.x * previous.y
                previous = p
            }
        }
        return apply(contour, amount: area < 0 ? -amount : amount, join: .round, miterLimit: 4)
    }

    /// The points where edge `a` meets edge `b` once both are moved: their crossing where they overlap, the join
    /// where they part.
    private static func joint(_ a: (from: Point, to: Point, normal: Point), _ b: (from: Point, to: Point, normal: Point),
                              amount: Double, join: LineJoin, miterLimit: Double) -> [Point] {
        let corner = b.from
        let p = corner + a.normal * amount, q = corner + b.normal * amount
        let da = a.to - a.from, db = b.to - b.from
        let cross = da.x * db.y - da.y * db.x
        let cosine = a.normal.x * b.normal.x + a.normal.y * b.normal.y
        guard abs(cross) > 1e-12, cosine < 1 - 1e-9 else { return [q] }
        // Where the two moved lines cross: corner + amount × (n_a + n_b) / (1 + cos θ).
        let miter = corner + (a.normal + b.normal) * (amount / (1 + cosine))
        let parting = cross * amount > 0
        guard parting else { return [miter] }
        switch join {
        case .miter:
            // The miter's length over the amount is 1 / cos(θ / 2); past the limit it is cut to a bevel.
            return 2 / (1 + cosine) <= miterLimit * miterLimit ? [miter] : [p, q]
        case .round:
            let start = atan2(a.normal.y, a.normal.x)
            var sweep = atan2(b.normal.y, b.normal.x) - start
            if sweep > Double.pi { sweep -= 2 * Double.pi }
            if sweep < -Double.pi { sweep += 2 * Double.pi }
            let steps = max(2, Int((abs(sweep) / (Double.pi / 16)).rounded(.up)))
            let r = abs(amount), sign = amount < 0 ? -1.0 : 1.0
            return (0...steps).map { k in
                let angle = start + sweep * Double(k) / Double(steps)
                return corner + Point(x: cos(angle), y: sin(angle)) * (r * sign)
            }
        case .bevel:
            return [p, q]
        }
    }

    /// The contour's points: each vertex, and along curves enough points for a chord to stay within 1 % of the
    /// amount of the curve (at least one point per 10°-ish of turn for small curves).
    private static func polyline(_ contour: BezierContour, amount: Double) -> [Point] {
        var points: [Point] = []
        for i in 0..<contour.segmentCount {
            let s = contour.segment(i)
            if points.isEmpty { points.append(s.p0) }
            if s.isLine {
                points.append(s.p3)
                continue
            }
            let hull = s.p0.distance(to: s.p1) + s.p1.distance(to: s.p2) + s.p2.distance(to: s.p3)
            let wanted = (hull / max(abs(amount) * 0.25, 0.5)).rounded(.up)
            let steps = wanted.isFinite ? Int(min(256, max(16, wanted))) : 256
            for k in 1...steps { points.append(s.point(Double(k) / Double(steps))) }
        }
        if contour.closed, points.count > 1, points[0].distance(to: points[points.count - 1]) < 1e-9 { points.removeLast() }
        return points
    }
}
