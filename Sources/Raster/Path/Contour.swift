import Foundation

/// One subpath as exact-length segments, with its cumulative lengths, in the path's own space.
public struct Contour: Hashable, Sendable {
    public private(set) var segments: [Segment] = []
    /// `cumulativeLengths[i]` is the length of segments 0...i.
    public private(set) var cumulativeLengths: [Double] = []
    /// The first point (kept even when the contour has no segments, e.g. a lone move).
    public let startPoint: Point
    /// True when the subpath ended with a close.
    public let isClosed: Bool

    public init(startPoint: Point, segments: [Segment], isClosed: Bool) {
        self.startPoint = startPoint
        self.isClosed = isClosed
        self.segments = segments
        var total = 0.0
        cumulativeLengths.reserveCapacity(segments.count)
        for s in segments {
            total += s.length
            cumulativeLengths.append(total)
        }
    }

    /// Total length.
    public var length: Double { cumulativeLengths.last ?? 0 }

    public var endPoint: Point { segments.last?.end ?? startPoint }

    /// Index of the segment containing arc length `distance` (clamped to the contour), and the fraction within it.
    public func locate(distance: Double) -> (index: Int, fraction: Double)? {
        guard !segments.isEmpty else { return nil }
        let d = min(max(distance, 0), length)
        var lo = 0, hi = cumulativeLengths.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if cumulativeLengths[mid] < d { lo = mid + 1 } else { hi = mid }
        }
        // Skip zero-length segments so the tangent comes from a segment that has a direction.
        while lo < segments.count - 1 && segments[lo].length == 0 { lo += 1 }
        let segStart = lo == 0 ? 0 : cumulativeLengths[lo - 1]
        let segLength = segments[lo].length
        let f = segLength > 0 ? min(max((d - segStart) / segLength, 0), 1) : 0
        return (lo, f)
    }

    /// The point at arc length `distance` from the contour's start (clamped).
    public func position(atDistance distance: Double) -> Point {
        guard let (i, f) = locate(distance: distance) else { return startPoint }
        return segments[i].point(atFraction: f)
    }

    /// The unit tangent at arc length `distance` (clamped); zero for a contour without length.
    public func tangent(atDistance distance: Double) -> Point {
        guard let (i, f) = locate(distance: distance) else { return .zero }
        return segments[i].tangent(atFraction: f)
    }

    /// The segments between arc lengths `d0` and `d1` (clamped, d0 ≤ d1), cut exactly (arcs stay arcs).
    public func segments(from d0: Double, to d1: Double) -> [Segment] {
        let a = min(max(d0, 0), length), b = min(max(d1, 0), length)
        guard a <= b, !segments.isEmpty else { return [] }
        var out: [Segment] = []
        var segStart = 0.0
        for (i, s) in segments.enumerated() {
            let segEnd = cumulativeLengths[i]
            defer { segStart = segEnd }
            if segEnd < a || segStart > b { continue }
            if segEnd == a && s.length > 0 && a != b { continue }
            if segStart == b && s.length > 0 && a != b { continue }
            let len = s.length
            if len == 0 { out.append(s); continue }
            let f0 = max(0, (a - segStart) / len), f1 = min(1, (b - segStart) / len)
            out.append(f0 == 0 && f1 == 1 ? s : s.sub(fromFraction: f0, toFraction: f1))
        }
        return out
    }
}

extension Path {
    /// The path as contours of exact-length segments in its own space: lines and arcs are kept, quadratic and cubic
    /// Béziers are flattened to lines deviating at most `tolerance` (Wang's formula). A close adds a line back to the
    /// start when the current point is elsewhere. Subpaths that are only a move give a contour with no segments.
    ///
    /// Béziers of one path give at most `Path.maxBezierLines` lines in all; past that budget each further Bézier is
    /// one line, so absurd geometry (a thousand-turn arc under a ×10⁷ skew, found by fuzzing) draws coarsely
    /// instead of taking gigabytes.
    public func contours(tolerance: Double) -> [Contour] {
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.1
        var bezierBudget = Path.maxBezierLines
        func pieces(_ wanted: Int) -> Int {
            let n = max(1, min(wanted, bezierBudget))
            bezierBudget = max(0, bezierBudget - n)
            return n
        }
        var result: [Contour] = []
        var segments: [Segment] = []
        var start = Point.zero
        var current = Point.zero
        var open = false

        func finish(closed: Bool) {
            if open {
                // An arc ending at its own start misses it by rounding (sin 2π ≠ 0); no closing line for that.
                let slack = 1e-12 * max(1, abs(start.x), abs(start.y))
                if closed && (abs(current.x - start.x) > slack || abs(current.y - start.y) > slack) {
                    segments.append(.line(current, start))
                }
                result.append(Contour(startPoint: start, segments: segments, isClosed: closed))
            }
            segments.removeAll(keepingCapacity: true)
            open = false
        }

        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p; current = p; open = true
            case .line(let p):
                segments.append(.line(current, p))
                current = p
            case .quad(let c, let p):
                let n = pieces(Path.bezierPieceCount(maxSecondDifference: (current - c * 2 + p).length,
                                                     degreeFactor: 0.25, tolerance: tol))
                var prev = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let q = i == n ? p : current * (u * u) + c * (2 * u * t) + p * (t * t)
                    segments.append(.line(prev, q))
                    prev = q
                }
                current = p
            case .cubic(let c1, let c2, let p):
                let m = max((current - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = pieces(Path.bezierPieceCount(maxSecondDifference: m, degreeFactor: 0.75, tolerance: tol))
                var prev = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let q = i == n ? p
                        : current * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
                    segments.append(.line(prev, q))
                    prev = q
                }
                current = p
            case .arc(let c, let r, let s, let sweep):
                let arcStart = Point(x: c.x + r * cos(s), y: c.y + r * sin(s))
                if open {
                    if arcStart != current { segments.append(.line(current, arcStart)) }
                } else {
                    start = arcStart; open = true
                }
                segments.append(.arc(center: c, radius: r, startAngle: s, sweep: sweep))
                current = segments.last!.end
            case .close:
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }

    /// Wang's formula: pieces so that a Bézier's chords deviate at most `tolerance`, capped for absurd inputs.
    static func bezierPieceCount(maxSecondDifference m: Double, degreeFactor: Double, tolerance: Double) -> Int {
        guard m.isFinite, m > 0 else { return 1 }
        let n = (degreeFactor * m / tolerance).squareRoot().rounded(.up)
        return Int(min(max(n, 1), Segment.maxPieces))
    }

    /// The path flattened in device space for filling: mapped by `transform`, Béziers within `curveTolerance`,
    /// arcs within `arcTolerance` (device pixels; defaults 0.1 and 0.05 as RASTER-NOTES.md §6.2). Every subpath is
    /// closed implicitly, as filling does.
    public func flattened(transform: AffineTransform = .identity, curveTolerance: Double = 0.1,
                          arcTolerance: Double = Flattening.tolerance) -> Polygon {
        let device = applying(transform)
        var polygon = Polygon()
        var points: [Point] = []
        for contour in device.contours(tolerance: curveTolerance) {
            points.removeAll(keepingCapacity: true)
            points.append(contour.startPoint)
            for s in contour.segments { s.appendFlattened(to: &points, tolerance: arcTolerance) }
            if points.count >= 3 { polygon.addContour(points) }
        }
        return polygon
    }
}
