import Raster

/// A point of a Lottie path with its two control points, all absolute (the file stores the controls relative:
/// `v`, `i`, `o`).
struct BezierVertex: Sendable, Hashable {
    var point: Point
    /// Control point of the segment arriving here.
    var inControl: Point
    /// Control point of the segment leaving here.
    var outControl: Point

    init(point: Point, inControl: Point, outControl: Point) {
        self.point = point
        self.inControl = inControl
        self.outControl = outControl
    }

    /// A corner with no tangents.
    init(_ p: Point) { self.init(point: p, inControl: p, outControl: p) }
}

/// One subpath of cubic segments between consecutive vertices, closed back to the first when `closed`: the
/// geometry every Lottie shape (path, rectangle, ellipse, polystar) turns into, and what modifiers work on.
struct BezierContour: Sendable, Hashable {
    var vertices: [BezierVertex]
    var closed: Bool

    var segmentCount: Int { vertices.isEmpty ? 0 : (closed ? vertices.count : vertices.count - 1) }

    func segment(_ i: Int) -> Cubic {
        let a = vertices[i], b = vertices[(i + 1) % vertices.count]
        return Cubic(a.point, a.outControl, b.inControl, b.point)
    }

    func applying(_ t: AffineTransform) -> BezierContour {
        if t.isIdentity { return self }
        return BezierContour(vertices: vertices.map {
            BezierVertex(point: t.apply($0.point), inControl: t.apply($0.inControl), outControl: t.apply($0.outControl))
        }, closed: closed)
    }

    /// The same contour run backwards from the same first vertex (a shape's direction `d: 3`).
    func reversed() -> BezierContour {
        let order = closed && !vertices.isEmpty ? [vertices[0]] + vertices.dropFirst().reversed() : vertices.reversed()
        return BezierContour(vertices: order.map { BezierVertex(point: $0.point, inControl: $0.outControl, outControl: $0.inControl) },
                             closed: closed)
    }

    var length: Double { (0..<segmentCount).reduce(0) { $0 + segment($1).measure().total } }
}

extension Array where Element == BezierContour {
    /// The contours as a rasterizer path: straight segments as lines, others as cubics.
    func rasterPath() -> Path {
        var path = Path()
        for contour in self where !contour.vertices.isEmpty {
            path.move(to: contour.vertices[0].point)
            for i in 0..<contour.segmentCount {
                let c = contour.segment(i)
                if c.isLine { path.line(to: c.p3) } else { path.cubic(to: c.p3, control1: c.p1, control2: c.p2) }
            }
            if contour.closed { path.close() }
        }
        return path
    }
}
