/// Flattened, implicitly closed contours: what the rasterizer fills. All points live in one array; contour `i` is
/// `points[contourStart(i)..<contourEnds[i]]`. The stroker and flattener produce it, the rasterizer consumes it.
public struct Polygon: Sendable, Equatable {
    public var points: [Point] = []
    /// Exclusive end index into `points` of each contour, in order.
    package var contourEnds: [Int] = []

    public init() {}

    public init(contours: [[Point]]) {
        for c in contours { addContour(c) }
    }

    public var isEmpty: Bool { points.isEmpty }
    package var contourCount: Int { contourEnds.count }

    /// Start index of contour `i`.
    package func contourStart(_ i: Int) -> Int { i == 0 ? 0 : contourEnds[i - 1] }

    /// The points of contour `i`.
    public func contour(_ i: Int) -> ArraySlice<Point> { points[contourStart(i)..<contourEnds[i]] }

    /// Appends one contour (fewer than 3 points encloses no area but is kept harmlessly).
    package mutating func addContour<S: Sequence>(_ contour: S) where S.Element == Point {
        points.append(contentsOf: contour)
        if contourEnds.last != points.count { contourEnds.append(points.count) }
    }

    /// Appends all contours of `other`.
    public mutating func append(_ other: Polygon) {
        let base = points.count
        points.append(contentsOf: other.points)
        contourEnds.append(contentsOf: other.contourEnds.map { $0 + base })
    }

    /// Every point mapped by `t`.
    public func applying(_ t: AffineTransform) -> Polygon {
        if t.isIdentity { return self }
        var out = self
        for i in out.points.indices { out.points[i] = t.apply(out.points[i]) }
        return out
    }

    /// Bounding box of all points, or `.zero` when empty.
    public var bounds: Rect {
        guard let first = points.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Signed area by the shoelace formula (positive for clockwise-on-screen contours in y-down space).
    package var signedArea: Double {
        var total = 0.0
        for i in 0..<contourCount {
            let c = contour(i)
            guard c.count >= 3 else { continue }
            var prev = c.last!
            for p in c {
                total += prev.x * p.y - p.x * prev.y
                prev = p
            }
        }
        return total / 2
    }
}

/// How overlapping contours decide what is inside.
public enum FillRule: Sendable, Hashable {
    case nonZero
    case evenOdd
}
