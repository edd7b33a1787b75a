/// Where the clipper hands its lines: the coverage cells (`CoverageScratch`), or the collector of pieces in crossed
/// rows (`ExactRows`). Coordinates are in cell space (pixel x + 1), already clipped.
protocol EdgeSink {
    /// Called before the edges of each contour with the tag of its first edge.
    func beginContour(firstTag: Int32)
    /// Called before the last edge of a contour (which meets its first) with its tag.
    func beginLastEdge(tag: Int32)
    /// Called with the (unclipped) edge that opens each tag.
    func beginEdge(tag: Int32, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double)
    /// Called after the last edge of each contour.
    func endContour()
    /// A clipped piece of the edge named `tag` (0 for a piece moved onto the clip's side, which names no edge).
    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, tag: Int32)
    /// A horizontal edge at height `y` from cell x `x0` to `x1`: it adds no area but separates windings in its row.
    func horizontal(_ x0: Double, _ x1: Double, y: Double, tag: Int32)
}

/// Clips polygon edges to the rasterizer's clip in Double precision and hands them to a sink in cell space
/// (RASTER-NOTES.md §6.1, §8.5).
///
/// Rows are clipped exactly to `y0...y1`. Horizontally, parts of an edge left of the clip move onto the vertical
/// line x = x0 − 1 and parts right of it onto x = x1: that keeps the winding of every visible pixel, so nothing a
/// contour contributes is dropped (unlike font-rs, which skips out-of-range cells). The moved parts lie in cells
/// no pixel shows, so they carry no tag.
struct EdgeClipper<Sink: EdgeSink> {
    let sink: Sink
    let top: Double
    let bottom: Double
    let left: Double
    let right: Double

    init(clip: ScanBounds, sink: Sink) {
        self.sink = sink
        top = Double(clip.y0)
        bottom = Double(clip.y1)
        left = Double(clip.x0 - 1)
        right = Double(clip.x1)
    }

    /// Adds the edge a → b named `tag`. Both points must be finite and within `Rasterizer.coordinateLimit`.
    @inline(__always)
    func addEdge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, tag: Int32) {
        if ay == by {
            if ay > top && ay < bottom {
                sink.horizontal(min(max(ax, left), right) + 1, min(max(bx, left), right) + 1, y: ay, tag: tag)
            }
            return
        }
        if (ay <= top && by <= top) || (ay >= bottom && by >= bottom) { return }
        var x0 = ax, y0 = ay, x1 = bx, y1 = by
        if ay < top || ay > bottom || by < top || by > bottom {
            let dxdy = (bx - ax) / (by - ay)
            if ay < top { x0 = ax + (top - ay) * dxdy; y0 = top } else if ay > bottom { x0 = ax + (bottom - ay) * dxdy; y0 = bottom }
            if by < top { x1 = ax + (top - ay) * dxdy; y1 = top } else if by > bottom { x1 = ax + (bottom - ay) * dxdy; y1 = bottom }
        }
        if x0 >= left && x0 <= right && x1 >= left && x1 <= right {
            emit(x0, y0, x1, y1, tag)
            return
        }
        // Split where the edge crosses x = left or x = right, then clamp each piece's x.
        var t0 = 2.0, t1 = 2.0
        let dx = x1 - x0
        if (x0 < left) != (x1 < left) { t0 = (left - x0) / dx }
        if (x0 > right) != (x1 > right) { t1 = (right - x0) / dx }
        if t1 < t0 { swap(&t0, &t1) }
        var px = x0, py = y0
        if t0 > 0 && t0 < 1 {
            let qx = x0 + dx * t0, qy = y0 + (y1 - y0) * t0
            emit(px, py, qx, qy, tag)
            px = qx; py = qy
        }
        if t1 > 0 && t1 < 1 {
            let qx = x0 + dx * t1, qy = y0 + (y1 - y0) * t1
            emit(px, py, qx, qy, tag)
            px = qx; py = qy
        }
        emit(px, py, x1, y1, tag)
    }

    @inline(__always)
    private func emit(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ tag: Int32) {
        let outside = (x0 <= left && x1 <= left) || (x0 >= right && x1 >= right)
        let cx0 = min(max(x0, left), right) + 1, cx1 = min(max(x1, left), right) + 1
        let cy0 = min(max(y0, top), bottom), cy1 = min(max(y1, top), bottom)
        sink.line(cx0, cy0, cx1, cy1, tag: outside ? 0 : tag)
    }
}

extension CoverageScratch: EdgeSink {
    @inline(__always)
    func beginContour(firstTag: Int32) {
        contourFirstTag = firstTag
        contourLastTag = 0
    }

    @inline(__always)
    func beginLastEdge(tag: Int32) { contourLastTag = tag }

    @inline(__always)
    func beginEdge(tag: Int32, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        record(tag: tag, x0, y0, x1, y1)
    }

    @inline(__always)
    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, tag: Int32) {
        accumulateLine(x0: Float(x0), y0: Float(y0), x1: Float(x1), y1: Float(y1), tag: tagsCells ? tag : 0)
    }

    /// Tags the cells under a horizontal edge inside a row; one on a row boundary bounds no region of either row.
    func horizontal(_ x0: Double, _ x1: Double, y: Double, tag: Int32) {
        let row = Int(y)
        guard Double(row) != y, tag != 0, tagsCells else { return }
        let c0 = Int(min(x0, x1)), c1 = min(Int(max(x0, x1)), cellStride - 1)
        self.tag(row: row, from: c0, through: c1, tag: tag)
    }
}
