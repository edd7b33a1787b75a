/// Fills polygons with exact-area anti-aliasing: accumulate every edge's signed area into the scratch cells, resolve
/// the rows where edges cross or overlap inside a pixel, then sweep the touched rows into spans for a compositor
/// (RASTER-NOTES.md §6.1, §10).
enum Rasterizer {
    /// Coordinates are clamped to ±this before any arithmetic. Far beyond any canvas (and 10× `Path.coordinateLimit`),
    /// it keeps intersections finite; shapes reaching that far are outside the canvas anyway.
    static let coordinateLimit = 1e8

    /// Fills `polygon` (device pixels) into `compositor`, limited to `clip` (which must lie within the scratch's
    /// size). Draws nothing when any point is not finite. Returns the bounds of the pixels touched. With a `cache`,
    /// a polygon of at least `CoverageCache.minPoints` points filled before is replayed, and a new one recorded.
    /// A `cancellation` set meanwhile stops the sweep between rows (`CoverageScratch.sweep`); nothing is recorded then.
    @discardableResult
    static func fill<C: SpanCompositor>(_ polygon: Polygon, rule: FillRule, clip: ScanBounds, alphaScale: Float,
                                        scratch: CoverageScratch, cache: CoverageCache? = nil,
                                        cancellation: DrawingCancellation? = nil, compositor: inout C) -> ScanBounds {
        guard !clip.isEmpty, alphaScale > 0, !polygon.isEmpty else { return .empty }
        guard let cache, polygon.points.count >= CoverageCache.minPoints else {
            guard rasterize(polygon, rule: rule, clip: clip, scratch: scratch, cancellation: cancellation) else { return .empty }
            return scratch.sweep(rule: rule, clip: clip, alphaScale: alphaScale, cancellation: cancellation, into: &compositor)
        }
        if let bounds = cache.replay(polygon, rule: rule, clip: clip, alphaScale: alphaScale, into: &compositor) {
            return bounds
        }
        guard rasterize(polygon, rule: rule, clip: clip, scratch: scratch, cancellation: cancellation) else { return .empty }
        var recorder = cache.recorder(for: compositor)
        let bounds = scratch.sweep(rule: rule, clip: clip, alphaScale: alphaScale, cancellation: cancellation, into: &recorder)
        compositor = recorder.inner
        guard cancellation?.isCancelled != true else { return bounds }
        cache.store(recorder, polygon: polygon, rule: rule, clip: clip, alphaScale: alphaScale, bounds: bounds)
        return bounds
    }

    /// Accumulates the polygon's coverage into the scratch, exact in crossed rows; false (nothing added) when a
    /// point is not finite. A `cancellation` set meanwhile leaves the coverage unfinished (see `forEachEdge`).
    private static func rasterize(_ polygon: Polygon, rule: FillRule, clip: ScanBounds, scratch: CoverageScratch,
                                  cancellation: DrawingCancellation?) -> Bool {
        guard accumulate(polygon, clip: clip, scratch: scratch, cancellation: cancellation) else { return false }
        if scratch.hasCrossedRows { ExactRows.resolve(polygon, rule: rule, clip: clip, scratch: scratch, cancellation: cancellation) }
        return true
    }

    /// Adds every edge of every contour (each implicitly closed). Returns false, adding nothing, when a point is
    /// not finite.
    static func accumulate(_ polygon: Polygon, clip: ScanBounds, scratch: CoverageScratch,
                           cancellation: DrawingCancellation? = nil) -> Bool {
        for p in polygon.points where !(p.x.isFinite && p.y.isFinite) { return false }
        // Every point ends at most one edge, plus the half of a longest edge each contour starts with.
        let floor = scratch.beginTags(edges: polygon.points.count + polygon.contourCount)
        scratch.tagsCells = !(polygon.contourCount == 1 && isConvex(polygon.points))
        scratch.tagFloor = forEachEdge(of: polygon, clip: clip, into: scratch, tagsAbove: floor, cancellation: cancellation)
        return true
    }

    /// True when the points, passing over any within `tinyEdge` of the point before, turn one way only and go round
    /// once (the edges' x and y directions each change sign at most twice, which a star's do not). Such a contour
    /// bounds a simple region: its pixels see windings 0 and ±1 only, so summed area is exact and its cells need no
    /// tags (a round-capped spoke, an image's quad).
    static func isConvex(_ points: [Point]) -> Bool {
        guard var last = points.first else { return true }
        let tiny = tinyEdge * tinyEdge
        var first: (Double, Double)? = nil, previous = (0.0, 0.0)
        var turn = 0.0, xFlips = 0, yFlips = 0, lastX = 0.0, lastY = 0.0
        func visit(_ e: (Double, Double)) -> Bool {
            if first == nil { first = e } else {
                let cross = previous.0 * e.1 - previous.1 * e.0
                if cross != 0 {
                    if turn == 0 { turn = cross } else if (turn > 0) != (cross > 0) { return false }
                }
            }
            if e.0 != 0 {
                if lastX != 0 && (lastX > 0) != (e.0 > 0) { xFlips += 1 }
                lastX = e.0
            }
            if e.1 != 0 {
                if lastY != 0 && (lastY > 0) != (e.1 > 0) { yFlips += 1 }
                lastY = e.1
            }
            previous = e
            return xFlips <= 2 && yFlips <= 2
        }
        for p in points.dropFirst() {
            let e = (p.x - last.x, p.y - last.y)
            guard e.0 * e.0 + e.1 * e.1 >= tiny else { continue }
            guard visit(e) else { return false }
            last = p
        }
        let closing = (points[0].x - last.x, points[0].y - last.y)
        if closing.0 * closing.0 + closing.1 * closing.1 >= tiny { guard visit(closing) else { return false } }
        // Back to the first edge: the last turn, and the wrap of the x and y directions.
        guard let first else { return false }
        return visit(first)
    }

    /// Edges shorter than this (device px) take the tag of the edge before them: a straddling flattening's step
    /// from a curve's exact end to its first chord (≤ `Flattening.tolerance`) or a rounding sliver, so the edges on
    /// either side of it count as neighbours.
    static let tinyEdge = 1.0 / 64

    /// Hands every edge of every contour (each implicitly closed, points clamped to ±`coordinateLimit`) to `sink`
    /// through an `EdgeClipper`, skipping edges of no length. Edges are tagged in contour order, so neighbouring tags
    /// meet at a vertex. Each contour is walked from the middle of its longest edge round to it again, so its first
    /// and last tags meet where no other edge of it is near (not at a corner crowded with a round cap's chords).
    /// Tags count on from `tagsAbove`; returns the last one. Every `edgesBetweenLooks` edges of a contour, and between
    /// contours once as many points have passed since, it looks at `cancellation`: once set, the edges left are not
    /// handed on (each contour begun is still ended).
    @discardableResult
    static func forEachEdge<S: EdgeSink>(of polygon: Polygon, clip: ScanBounds, into sink: S,
                                         tagsAbove: Int32 = 0, cancellation: DrawingCancellation? = nil) -> Int32 {
        polygon.points.withUnsafeBufferPointer { pts in
            let clipper = EdgeClipper(clip: clip, sink: sink)
            var tag = tagsAbove
            var start = 0
            // Where the last look between contours was: many small contours are looked at once per
            // `edgesBetweenLooks` points, not once each.
            var looked = 0
            for end in polygon.contourEnds {
                guard end <= pts.count, start < end else { start = max(start, end); continue }
                if start &- looked > edgesBetweenLooks, let cancellation {
                    looked = start
                    if cancellation.isCancelled { break }
                }
                if end &- start >= 2 {
                    // From the middle of the longest edge round to it again; an edge shorter than `tinyEdge`
                    // shares the tag of the edge before it.
                    sink.beginContour(firstTag: tag &+ 1)
                    let count = end &- start, tiny = tinyEdge * tinyEdge
                    let m = longestEdge(pts, start, end)
                    let (ax, ay) = clamped(pts[m == start ? end &- 1 : m &- 1]), (bx, by) = clamped(pts[m])
                    let mx = (ax + bx) / 2, my = (ay + by) / 2
                    var px = mx, py = my
                    var i = m
                    for k in 0...count {
                        if k & edgesBetweenLooks == edgesBetweenLooks, let cancellation, cancellation.isCancelled { break }
                        let (x, y) = k == count ? (mx, my) : clamped(pts[i])
                        i &+= 1
                        if i == end { i = start }
                        if x != px || y != py {
                            let dx = x - px, dy = y - py
                            if k == 0 || dx * dx + dy * dy >= tiny {
                                tag &+= 1
                                sink.beginEdge(tag: tag, px, py, x, y)
                            }
                            if k == count { sink.beginLastEdge(tag: tag) }
                            clipper.addEdge(px, py, x, y, tag: tag)
                        }
                        px = x; py = y
                    }
                    sink.endContour()
                }
                start = end
            }
            return tag
        }
    }

    /// Edges handed on between two looks at the cancellation, less one (a mask).
    static let edgesBetweenLooks = 4095

    @inline(__always)
    private static func clamped(_ p: Point) -> (Double, Double) {
        (min(max(p.x, -coordinateLimit), coordinateLimit), min(max(p.y, -coordinateLimit), coordinateLimit))
    }

    /// The index of the point ending the contour's longest edge (the closing edge ends at `start`).
    private static func longestEdge(_ pts: UnsafeBufferPointer<Point>, _ start: Int, _ end: Int) -> Int {
        var best = start, bestLength = -1.0
        var (px, py) = clamped(pts[end &- 1])
        for i in start..<end {
            let (x, y) = clamped(pts[i])
            let d = (x - px) * (x - px) + (y - py) * (y - py)
            if d > bestLength { best = i; bestLength = d }
            px = x; py = y
        }
        return best
    }
}
