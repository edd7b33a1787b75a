import Foundation
@testable import Raster

/// Exact per-pixel coverage of shapes whose areas have closed forms, computed independently of the rasterizer: the
/// reference the rasterizer's edges are measured against.
///
/// A region is a sum of disjoint parts. Each part's area inside a pixel is exact: a polygon is clipped to the pixel
/// square (Sutherland–Hodgman, which gives the exact area of a simple polygon against a convex window), and a part
/// of an annulus — (disc(outer) − disc(inner)) cut by half-planes — is the pixel clipped by the half-planes, then
/// intersected with each disc in closed form (segment by segment: triangle area inside the circle, circular sector
/// outside it).
enum ExactCoverage {
    /// The side of a line through `origin` that `normal` points to (the boundary included).
    struct HalfPlane {
        var origin: Point
        var normal: Point
    }

    enum Part {
        /// A simple polygon (any orientation, convex or not).
        case polygon([Point])
        /// The annulus between radii `inner` ≤ `outer` around `center`, cut by half-planes (inner 0: a disc part).
        case sector(center: Point, inner: Double, outer: Double, cuts: [HalfPlane])
    }

    /// Coverage in 0...1 per pixel of a `width` × `height` canvas, row-major.
    ///
    /// The same clipping as `area(of:inPixel:)`, ordered for speed: a polygon is clipped to each row's strip once,
    /// and each pixel of the row then clips only what lies in the strip (a convex window's clips commute, so the area
    /// is the same); a polygon of thousands of points costs the points once per row instead of once per pixel.
    static func coverage(of parts: [Part], width: Int, height: Int) -> [Double] {
        var grid = [Double](repeating: 0, count: width * height)
        for part in parts {
            let (x0, y0, x1, y1) = pixelBounds(of: part, width: width, height: height)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                guard case .polygon(let points) = part else {
                    for x in x0..<x1 { grid[y * width + x] += area(of: part, inPixel: x, y) }
                    continue
                }
                let top = Double(y), strip = clip(clip(points, HalfPlane(origin: Point(x: 0, y: top), normal: Point(x: 0, y: 1))),
                                                  HalfPlane(origin: Point(x: 0, y: top + 1), normal: Point(x: 0, y: -1)))
                guard strip.count >= 3 else { continue }
                let left = strip.map(\.x).min()!, right = strip.map(\.x).max()!
                for x in max(x0, Int(left.rounded(.down)))..<min(x1, Int(right.rounded(.up)) + 1) {
                    let cell = clip(clip(strip, HalfPlane(origin: Point(x: Double(x), y: 0), normal: Point(x: 1, y: 0))),
                                    HalfPlane(origin: Point(x: Double(x + 1), y: 0), normal: Point(x: -1, y: 0)))
                    grid[y * width + x] += abs(signedArea(cell))
                }
            }
        }
        return grid.map { min(max($0, 0), 1) }
    }

    /// The exact area of `part` inside the unit pixel (x, y).
    static func area(of part: Part, inPixel x: Int, _ y: Int) -> Double {
        let square = [Point(x: Double(x), y: Double(y)), Point(x: Double(x + 1), y: Double(y)),
                      Point(x: Double(x + 1), y: Double(y + 1)), Point(x: Double(x), y: Double(y + 1))]
        switch part {
        case .polygon(let points):
            var clipped = points
            for edge in 0..<4 {
                let a = square[edge], b = square[(edge + 1) % 4]
                // The square runs clockwise on screen: its inside is to the right of each edge (y down).
                clipped = clip(clipped, HalfPlane(origin: a, normal: (b - a).perpendicular))
            }
            return abs(signedArea(clipped))
        case .sector(let c, let inner, let outer, let cuts):
            var q = square
            for h in cuts { q = clip(q, h) }
            guard q.count >= 3 else { return 0 }
            return discArea(q, center: c, radius: outer) - (inner > 0 ? discArea(q, center: c, radius: inner) : 0)
        }
    }

    /// One Sutherland–Hodgman pass: the part of `poly` on the inner side of `h`.
    static func clip(_ poly: [Point], _ h: HalfPlane) -> [Point] {
        guard var prev = poly.last else { return [] }
        func side(_ p: Point) -> Double { (p - h.origin).dot(h.normal) }
        var out: [Point] = []
        out.reserveCapacity(poly.count + 2)
        var prevSide = side(prev)
        for p in poly {
            let s = side(p)
            if (s >= 0) != (prevSide >= 0) { out.append(prev.lerp(to: p, prevSide / (prevSide - s))) }
            if s >= 0 { out.append(p) }
            prev = p
            prevSide = s
        }
        return out
    }

    static func signedArea(_ poly: [Point]) -> Double {
        guard var prev = poly.last, poly.count >= 3 else { return 0 }
        var total = 0.0
        for p in poly {
            total += prev.cross(p)
            prev = p
        }
        return total / 2
    }

    /// The area of the convex polygon `poly` inside the disc: the sum over its edges of the signed area of
    /// disc ∩ triangle(centre, a, b), each in closed form.
    static func discArea(_ poly: [Point], center: Point, radius r: Double) -> Double {
        guard var a = poly.last.map({ $0 - center }) else { return 0 }
        var total = 0.0
        for p in poly {
            let b = p - center
            total += triangleInDisc(a, b, r)
            a = b
        }
        return abs(total)
    }

    /// Signed area of disc(0, r) ∩ triangle(0, a, b): the edge is cut where it meets the circle; inside pieces add
    /// their triangle, outside pieces the circular sector they subtend.
    private static func triangleInDisc(_ a: Point, _ b: Point, _ r: Double) -> Double {
        let d = b - a
        let qa = d.dot(d), qb = a.dot(d), qc = a.dot(a) - r * r
        var cuts: [Double] = [0]
        if qa > 0 {
            let disc = qb * qb - qa * qc
            if disc > 0 {
                let s = disc.squareRoot()
                for t in [(-qb - s) / qa, (-qb + s) / qa] where t > 0 && t < 1 { cuts.append(t) }
            }
        }
        cuts.append(1)
        var area = 0.0
        for i in 0..<(cuts.count - 1) {
            let p = a + d * cuts[i], q = a + d * cuts[i + 1]
            let m = (p + q) * 0.5
            area += m.dot(m) <= r * r ? p.cross(q) / 2 : r * r * atan2(p.cross(q), p.dot(q)) / 2
        }
        return area
    }

    private static func pixelBounds(of part: Part, width: Int, height: Int) -> (Int, Int, Int, Int) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        switch part {
        case .polygon(let points):
            for p in points { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        case .sector(let c, _, let outer, let cuts):
            // The disc's bounding square cut by the same half-planes: a convex region holding the part, so a thin
            // wedge of a dashed ring visits its own pixels, not the whole ring's.
            var box = [Point(x: c.x - outer, y: c.y - outer), Point(x: c.x + outer, y: c.y - outer),
                       Point(x: c.x + outer, y: c.y + outer), Point(x: c.x - outer, y: c.y + outer)]
            for h in cuts { box = clip(box, h) }
            for p in box { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        }
        guard minX <= maxX else { return (0, 0, 0, 0) }
        return (max(0, Int(minX.rounded(.down))), max(0, Int(minY.rounded(.down))),
                min(width, Int(maxX.rounded(.up)) + 1), min(height, Int(maxY.rounded(.up)) + 1))
    }
}

/// Shapes of the test suite as exact regions, in device pixels.
extension ExactCoverage {
    static func direction(_ angle: Double) -> Point { Point(x: cos(angle), y: sin(angle)) }

    /// The band between radii `inner` and `outer` from angle `a0` to `a1` (a0 < a1, increasing = clockwise on
    /// screen), in pieces of at most a quarter turn so each wedge is convex.
    static func annularSector(center c: Point, inner: Double, outer: Double, from a0: Double, to a1: Double) -> [Part] {
        let pieces = max(1, Int(((a1 - a0) / (Double.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(pieces)
        return (0..<pieces).map { k in
            let s = a0 + step * Double(k), e = s + step
            return .sector(center: c, inner: inner, outer: outer,
                           cuts: [HalfPlane(origin: c, normal: direction(s).perpendicular),
                                  HalfPlane(origin: c, normal: direction(e).perpendicular * -1)])
        }
    }

    /// A half disc of radius `r` at `p`, on the side `outward` points to (a round cap).
    static func halfDisc(at p: Point, radius r: Double, outward: Point) -> Part {
        .sector(center: p, inner: 0, outer: r, cuts: [HalfPlane(origin: p, normal: outward)])
    }

    /// A stroked circular arc from angle `a0` to `a1` (a0 < a1), width `w`, butt or round caps.
    static func strokedArc(center c: Point, radius r: Double, from a0: Double, to a1: Double, width w: Double,
                           roundCaps: Bool) -> [Part] {
        var parts = annularSector(center: c, inner: r - w / 2, outer: r + w / 2, from: a0, to: a1)
        if roundCaps {
            parts.append(halfDisc(at: c + direction(a0) * r, radius: w / 2, outward: direction(a0).perpendicular * -1))
            parts.append(halfDisc(at: c + direction(a1) * r, radius: w / 2, outward: direction(a1).perpendicular))
        }
        return parts
    }

    /// A segment stroked with round caps: a rectangle and two half discs.
    static func capsule(from p: Point, to q: Point, width w: Double) -> [Part] {
        let t = (q - p).normalized, n = t.perpendicular * (w / 2)
        return [.polygon([p - n, q - n, q + n, p + n]),
                halfDisc(at: q, radius: w / 2, outward: t), halfDisc(at: p, radius: w / 2, outward: t * -1)]
    }

    /// The on intervals of a dash pattern along a closed contour of length `length`, anchored at its start, cut to
    /// `[0, end]`; when the contour is drawn whole, the last dash runs on into the first (Core Graphics' seam rule).
    static func dashIntervals(length: Double, pattern: [Double], end: Double) -> [(Double, Double)] {
        let period = pattern.reduce(0, +)
        var out: [(Double, Double)] = []
        var s = 0.0
        while s < length {
            var d = s
            for (i, v) in pattern.enumerated() {
                if i % 2 == 0 && d < length { out.append((d, min(d + v, length))) }
                d += v
            }
            s += period
        }
        if end >= length, let first = out.first, let last = out.last, out.count > 1, first.0 == 0, last.1 >= length {
            out.removeLast()
            out[0] = (last.0 - length, first.1)
        }
        return out.compactMap { $0.1 > 0 && $0.0 < end ? ($0.0, min($0.1, end)) : nil }
    }

    /// The even-odd interior of a pentagram: its five tips (the pentagon in the middle has winding 2).
    static func starTips(center c: Point, radius r: Double, rotation: Double) -> [Part] {
        let outer = (0..<5).map { c + direction(rotation + Double($0) * 2 * .pi / 5) * r }
        // The inner pentagon's corners lie on radius r·cos(72°)/cos(36°), between the tips.
        let ri = r * cos(2 * .pi / 5) / cos(.pi / 5)
        let inner = (0..<5).map { c + direction(rotation + (Double($0) + 0.5) * 2 * .pi / 5) * ri }
        return (0..<5).map { k in .polygon([inner[(k + 4) % 5], outer[k], inner[k]]) }
    }
}

/// A cubic Bézier measured by the reference itself (dense Simpson rule), for the UIKit oval's dashes.
struct ReferenceCubic {
    let p0: Point, p1: Point, p2: Point, p3: Point
    /// Arc length at parameters i / samples.
    private(set) var table: [Double] = []
    static let samples = 4096

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
        var s = 0.0
        table = [0]
        let h = 1 / Double(Self.samples)
        for i in 0..<Self.samples {
            let t = Double(i) * h
            s += h / 6 * (speed(t) + 4 * speed(t + h / 2) + speed(t + h))
            table.append(s)
        }
    }

    var length: Double { table.last! }

    /// De Casteljau's construction (the rasterizer uses the Bernstein form; the reference stays independent).
    func point(_ t: Double) -> Point {
        let a = p0.lerp(to: p1, t), b = p1.lerp(to: p2, t), c = p2.lerp(to: p3, t)
        return a.lerp(to: b, t).lerp(to: b.lerp(to: c, t), t)
    }

    /// Three times the hodograph, a quadratic Bézier, by de Casteljau too.
    func derivative(_ t: Double) -> Point {
        let a = (p1 - p0).lerp(to: p2 - p1, t), b = (p2 - p1).lerp(to: p3 - p2, t)
        return a.lerp(to: b, t) * 3
    }

    func speed(_ t: Double) -> Double { derivative(t).length }

    /// The parameter at arc length `s` (table lookup, then Newton steps on the local Simpson integral).
    func parameter(atLength s: Double) -> Double {
        if s <= 0 { return 0 }
        if s >= length { return 1 }
        var lo = 0, hi = table.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] <= s { lo = mid } else { hi = mid }
        }
        let h = 1 / Double(Self.samples)
        let t0 = Double(lo) * h
        var t = t0 + h * (s - table[lo]) / (table[hi] - table[lo])
        for _ in 0..<3 {
            let partial = (t - t0) / 6 * (speed(t0) + 4 * speed((t0 + t) / 2) + speed(t))
            t -= (table[lo] + partial - s) / speed(t)
        }
        return t
    }
}

extension ExactCoverage {
    /// The UIKit oval's four cubics (STYLES.md §6.2: start at 3 o'clock, clockwise on screen, k = 0.5522847498).
    static func ovalCubics(center c: Point, radius r: Double) -> [ReferenceCubic] {
        let k = 0.5522847498 * r
        let e = Point(x: c.x + r, y: c.y), s = Point(x: c.x, y: c.y + r)
        let w = Point(x: c.x - r, y: c.y), n = Point(x: c.x, y: c.y - r)
        return [ReferenceCubic(e, e + Point(x: 0, y: k), s + Point(x: k, y: 0), s),
                ReferenceCubic(s, s - Point(x: k, y: 0), w + Point(x: 0, y: k), w),
                ReferenceCubic(w, w - Point(x: 0, y: k), n - Point(x: k, y: 0), n),
                ReferenceCubic(n, n + Point(x: k, y: 0), e - Point(x: 0, y: k), e)]
    }

    /// The closed curve itself as a polygon, sampled every `step` of arc length (step 0.5 at r = 132: chords within
    /// 2.4e-4 px of the curve, 0.1/255 of a pixel's area).
    static func curvePolygon(of cubics: [ReferenceCubic], step: Double) -> Part {
        var points: [Point] = []
        for c in cubics {
            let count = max(1, Int((c.length / step).rounded(.up)))
            for i in 0..<count { points.append(c.point(c.parameter(atLength: c.length * Double(i) / Double(count)))) }
        }
        return .polygon(points)
    }

    /// The butt-ended stroke of the curve between arc lengths `from` and `to` (possibly running past the end of the
    /// closed curve into its start) as one polygon: the offsets at ±w/2 sampled every `step` of arc length.
    static func strokeBand(of cubics: [ReferenceCubic], from: Double, to: Double, width w: Double,
                           step: Double) -> Part {
        let total = cubics.reduce(0) { $0 + $1.length }
        func sample(_ s: Double) -> (Point, Point) {
            var d = s.truncatingRemainder(dividingBy: total)
            if d < 0 { d += total }
            for c in cubics {
                if d <= c.length {
                    let t = c.parameter(atLength: d)
                    let n = c.derivative(t).normalized.perpendicular * (w / 2)
                    let p = c.point(t)
                    return (p - n, p + n)
                }
                d -= c.length
            }
            return sample(0)
        }
        let count = max(1, Int(((to - from) / step).rounded(.up)))
        var left: [Point] = [], right: [Point] = []
        for i in 0...count {
            let (l, r) = sample(from + (to - from) * Double(i) / Double(count))
            left.append(l)
            right.append(r)
        }
        return .polygon(left + right.reversed())
    }
}
