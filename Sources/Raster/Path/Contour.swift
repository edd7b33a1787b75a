import Foundation

/// One subpath as exact-length segments, with its cumulative lengths, in the path's own space.
public struct Contour: Hashable, Sendable {
    public private(set) var segments: [Segment] = []
    /// `cumulativeLengths[i]` is the length of segments 0...i.
    public private(set) var cumulativeLengths: [Double] = []
    /// The first point (kept even when the contour has no segments, e.g. a lone move).
    package let startPoint: Point
    /// True when the subpath ended with a close.
    package let isClosed: Bool
    /// The arc-length table of each cubic segment (nil for lines and arcs), measured once for all later cuts.
    private var cubicLengths: [CubicArcLength?] = []

    public init(startPoint: Point, segments: [Segment], isClosed: Bool) {
        self.startPoint = startPoint
        self.isClosed = isClosed
        self.segments = segments
        var total = 0.0
        cumulativeLengths.reserveCapacity(segments.count)
        for s in segments {
            if case .cubic(let a, let b, let c, let d) = s {
                let table = CubicArcLength(Cubic(a, b, c, d))
                cubicLengths.append(table)
                total += table.total
            } else {
                cubicLengths.append(nil)
                total += s.length
            }
            cumulativeLengths.append(total)
        }
    }

    /// The parameter of cubic segment `i` at arc length `d` from its start; `d` as a fraction for other segments.
    private func parameter(ofSegment i: Int, at d: Double) -> Double {
        if let table = cubicLengths[i], case .cubic(let a, let b, let c, let e) = segments[i] {
            return table.parameter(atLength: d, of: Cubic(a, b, c, e))
        }
        let length = segmentLength(i)
        return length > 0 ? d / length : 0
    }

    /// The part of segment `i` between arc lengths `d0` ≤ `d1` from its start, cut exactly.
    func part(ofSegment i: Int, from d0: Double, to d1: Double) -> Segment {
        let s = segments[i]
        guard case .cubic(let a, let b, let c, let d) = s else { return s.sub(from: d0, to: d1, length: segmentLength(i)) }
        let t0 = parameter(ofSegment: i, at: d0), t1 = parameter(ofSegment: i, at: d1)
        let part = Cubic(a, b, c, d).sub(from: t0, to: t1)
        return .cubic(part.p0, part.p1, part.p2, part.p3)
    }

    /// Total length.
    public var length: Double { cumulativeLengths.last ?? 0 }

    package var endPoint: Point { segments.last?.end ?? startPoint }

    /// Index of the segment containing arc length `distance` (clamped to the contour), and the fraction within it.
    package func locate(distance: Double) -> (index: Int, fraction: Double)? {
        guard !segments.isEmpty else { return nil }
        let d = min(max(distance, 0), length)
        var lo = 0, hi = cumulativeLengths.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if cumulativeLengths[mid] < d { lo = mid + 1 } else { hi = mid }
        }
        // Skip zero-length segments so the tangent comes from a segment that has a direction.
        while lo < segments.count - 1 && segmentLength(lo) == 0 { lo += 1 }
        let segStart = lo == 0 ? 0 : cumulativeLengths[lo - 1]
        let segLength = segmentLength(lo)
        let f = segLength > 0 ? min(max((d - segStart) / segLength, 0), 1) : 0
        return (lo, f)
    }

    /// The length of segment `i`, from the cumulative lengths (no quadrature again for a cubic).
    func segmentLength(_ i: Int) -> Double {
        i == 0 ? cumulativeLengths[0] : cumulativeLengths[i] - cumulativeLengths[i - 1]
    }

    /// The point at arc length `distance` from the contour's start (clamped).
    public func position(atDistance distance: Double) -> Point {
        guard let (i, f) = locate(distance: distance) else { return startPoint }
        guard case .cubic(let a, let b, let c, let d) = segments[i] else { return segments[i].point(atFraction: f) }
        return Cubic(a, b, c, d).point(parameter(ofSegment: i, at: f * segmentLength(i)))
    }

    /// The unit tangent at arc length `distance` (clamped); zero for a contour without length.
    public func tangent(atDistance distance: Double) -> Point {
        guard let (i, f) = locate(distance: distance) else { return .zero }
        guard case .cubic(let a, let b, let c, let d) = segments[i] else { return segments[i].tangent(atFraction: f) }
        return Cubic(a, b, c, d).tangent(parameter(ofSegment: i, at: f * segmentLength(i)))
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
            if segEnd == a && segEnd > segStart && a != b { continue }
            if segStart == b && segEnd > segStart && a != b { continue }
            let len = segmentLength(i)
            if len == 0 { out.append(s); continue }
            let d0 = max(0, a - segStart), d1 = min(len, b - segStart)
            out.append(d0 == 0 && d1 == len ? s : part(ofSegment: i, from: d0, to: d1))
        }
        return out
    }
}

extension Path {
    /// The path as contours of exact-length segments in its own space: lines, arcs and cubics are kept (quadratics
    /// raised to cubics). A close adds a line back to the start when the current point is elsewhere. Subpaths that are
    /// only a move give a contour with no segments.
    public func contours() -> [Contour] {
        var result: [Contour] = []
        forEachSubpath { start, segments, closed in
            result.append(Contour(startPoint: start, segments: segments, isClosed: closed))
        }
        return result
    }

    /// Calls `body` with each subpath's start point, exact segments and whether it was closed (the segments array is
    /// reused between calls). Filling takes the segments as they are; `contours()` also measures them.
    func forEachSubpath(_ body: (Point, [Segment], Bool) -> Void) {
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
                body(start, segments, closed)
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
                let q = Cubic(quadFrom: current, control: c, to: p)
                segments.append(.cubic(q.p0, q.p1, q.p2, q.p3))
                current = p
            case .cubic(let c1, let c2, let p):
                segments.append(.cubic(current, c1, c2, p))
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
    }

    /// The contours; `tolerance` is no longer used, since curves stay exact (kept for source compatibility).
    public func contours(tolerance: Double) -> [Contour] { contours() }

    /// The path flattened in device space for filling: mapped by `transform`, cubics (and quadratics) within
    /// `curveTolerance` and arcs within `arcTolerance` device pixels, by straddling chords (`Flattening`). Curves are
    /// flattened in the path's space with the tolerances divided by the transform's largest scale, then every point is
    /// mapped, so non-uniform scales stay exact. Every subpath is closed implicitly, as filling does.
    ///
    /// The curves of one path give at most `Path.maxBezierLines` chords in all; past that budget each further curve is
    /// one chord, so absurd geometry (a thousand-turn arc under a ×10⁷ skew, found by fuzzing) draws coarsely
    /// instead of taking gigabytes.
    public func flattened(transform: AffineTransform = .identity, curveTolerance: Double = Flattening.tolerance,
                          arcTolerance: Double = Flattening.tolerance) -> Polygon {
        let scale = transform.maxScale
        let unit = scale.isFinite && scale > 0 ? 1 / scale : 1
        let curveTol = (curveTolerance.isFinite && curveTolerance > 0 ? curveTolerance : Flattening.tolerance) * unit
        let arcTol = (arcTolerance.isFinite && arcTolerance > 0 ? arcTolerance : Flattening.tolerance) * unit
        var budget = Path.maxBezierLines
        var polygon = Polygon()
        var points: [Point] = []
        forEachSubpath { start, segments, _ in
            points.removeAll(keepingCapacity: true)
            points.append(start)
            for s in segments {
                if case .arc = s {
                    s.appendFlattened(to: &points, tolerance: arcTol, budget: &budget)
                } else {
                    s.appendFlattened(to: &points, tolerance: curveTol, budget: &budget)
                }
            }
            guard points.count >= 3 else { return }
            if !transform.isIdentity { for i in points.indices { points[i] = transform.apply(points[i]) } }
            polygon.addContour(points)
        }
        return polygon
    }
}
