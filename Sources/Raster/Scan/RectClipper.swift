/// Clips a polygon to an axis-aligned rectangle (Sutherland–Hodgman, one pass per side) for clip rects with
/// fractional edges. Against a convex region every contour keeps its winding number inside the region, so the
/// rasterizer's exact-area coverage of the result is exact coverage of polygon ∩ rect: clip edges are anti-aliased.
enum RectClipper {
    static func clip(_ polygon: Polygon, to r: Rect) -> Polygon {
        let lim = Rasterizer.coordinateLimit
        var out = Polygon()
        var a: [Point] = [], b: [Point] = []
        for i in 0..<polygon.contourCount {
            a.removeAll(keepingCapacity: true)
            for p in polygon.contour(i) {
                a.append(Point(x: min(max(p.x, -lim), lim), y: min(max(p.y, -lim), lim)))
            }
            clipSide(&a, &b, r.minX) { $0.x >= $1 } at: { p, q, v in Point(x: v, y: p.y + (q.y - p.y) * (v - p.x) / (q.x - p.x)) }
            clipSide(&a, &b, r.maxX) { $0.x <= $1 } at: { p, q, v in Point(x: v, y: p.y + (q.y - p.y) * (v - p.x) / (q.x - p.x)) }
            clipSide(&a, &b, r.minY) { $0.y >= $1 } at: { p, q, v in Point(x: p.x + (q.x - p.x) * (v - p.y) / (q.y - p.y), y: v) }
            clipSide(&a, &b, r.maxY) { $0.y <= $1 } at: { p, q, v in Point(x: p.x + (q.x - p.x) * (v - p.y) / (q.y - p.y), y: v) }
            if a.count >= 3 { out.addContour(a) }
        }
        return out
    }

    /// One Sutherland–Hodgman pass: keeps the part of contour `a` where `inside(point, v)`, result back in `a`.
    private static func clipSide(_ a: inout [Point], _ b: inout [Point], _ v: Double,
                                 _ inside: (Point, Double) -> Bool, at cross: (Point, Point, Double) -> Point) {
        guard let last = a.last else { return }
        b.removeAll(keepingCapacity: true)
        var prev = last
        var prevIn = inside(prev, v)
        for p in a {
            let pIn = inside(p, v)
            if pIn != prevIn { b.append(cross(prev, p, v)) }
            if pIn { b.append(p) }
            prev = p
            prevIn = pIn
        }
        swap(&a, &b)
    }
}
