import Raster

/// Round corners (Lottie shape `rd`): every sharp vertex (no tangents) is cut back along its two edges by the
/// radius, at most half of each edge, and the two new vertices are joined by a cubic whose controls lie 0.5519 of
/// the way back to the corner (the circle-quadrant constant lottie-web uses for this modifier).
enum RoundCorners {
    static let controlFraction = 0.5519

    static func apply(_ contour: BezierContour, radius: Double) -> BezierContour {
        guard radius > 0, contour.vertices.count >= 2 else { return contour }
        let v = contour.vertices, n = v.count
        var out: [BezierVertex] = []
        out.reserveCapacity(n * 2)
        for i in 0..<n {
            let corner = v[i]
            let isEnd = !contour.closed && (i == 0 || i == n - 1)
            guard !isEnd, corner.inControl == corner.point, corner.outControl == corner.point else {
                out.append(corner)
                continue
            }
            // The edge arriving from the previous vertex ends at `a`, the curve runs to `b`, the next edge leaves it.
            let a = cutBack(corner.point, towards: v[(i + n - 1) % n].point, radius)
            let b = cutBack(corner.point, towards: v[(i + 1) % n].point, radius)
            out.append(BezierVertex(point: a, inControl: a, outControl: a.lerp(to: corner.point, controlFraction)))
            out.append(BezierVertex(point: b, inControl: b.lerp(to: corner.point, controlFraction), outControl: b))
        }
        return BezierContour(vertices: out, closed: contour.closed)
    }

    /// The point `radius` from `corner` towards `neighbour`, at most half way.
    private static func cutBack(_ corner: Point, towards neighbour: Point, _ radius: Double) -> Point {
        let d = corner.distance(to: neighbour)
        return d > 0 ? corner.lerp(to: neighbour, min(d / 2, radius) / d) : corner
    }
}
