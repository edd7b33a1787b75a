/// Fills polygons with exact-area anti-aliasing: accumulate every edge's signed area into the scratch cells, then
/// sweep the touched rows into spans for a compositor (RASTER-NOTES.md §6.1).
enum Rasterizer {
    /// Coordinates are clamped to ±this before any arithmetic. Far beyond any canvas (and 10× `Path.coordinateLimit`),
    /// it keeps intersections finite; shapes reaching that far are outside the canvas anyway.
    static let coordinateLimit = 1e8

    /// Fills `polygon` (device pixels) into `compositor`, limited to `clip` (which must lie within the scratch's
    /// size). Draws nothing when any point is not finite. Returns the bounds of the pixels touched.
    @discardableResult
    static func fill<C: SpanCompositor>(_ polygon: Polygon, rule: FillRule, clip: ScanBounds, alphaScale: Float,
                                        scratch: CoverageScratch, compositor: inout C) -> ScanBounds {
        guard !clip.isEmpty, alphaScale > 0, !polygon.isEmpty, accumulate(polygon, clip: clip, scratch: scratch) else {
            return .empty
        }
        return scratch.sweep(rule: rule, clip: clip, alphaScale: alphaScale, into: &compositor)
    }

    /// Adds every edge of every contour (each implicitly closed). Returns false, adding nothing, when a point is
    /// not finite.
    static func accumulate(_ polygon: Polygon, clip: ScanBounds, scratch: CoverageScratch) -> Bool {
        let lim = coordinateLimit
        return polygon.points.withUnsafeBufferPointer { pts in
            for p in pts where !(p.x.isFinite && p.y.isFinite) { return false }
            let clipper = EdgeClipper(clip: clip, scratch: scratch)
            var start = 0
            for end in polygon.contourEnds {
                guard end <= pts.count, start < end else { start = max(start, end); continue }
                if end &- start >= 2 {
                    let last = pts[end &- 1]
                    var px = min(max(last.x, -lim), lim), py = min(max(last.y, -lim), lim)
                    for i in start..<end {
                        let x = min(max(pts[i].x, -lim), lim), y = min(max(pts[i].y, -lim), lim)
                        clipper.addEdge(px, py, x, y)
                        px = x; py = y
                    }
                }
                start = end
            }
            return true
        }
    }
}
