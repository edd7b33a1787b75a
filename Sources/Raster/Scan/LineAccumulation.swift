extension CoverageScratch {
    /// Adds the exact signed area of one line to the cells (font-rs math, RASTER-NOTES.md §2, §6.1).
    ///
    /// Coordinates are in *cell* space (pixel x + 1) and already clipped: x within `0...width + 1`, y within
    /// `0...height`. Each pixel row the line crosses gets its trapezoid areas split over the cells it passes, so a
    /// running sum along the row is the winding-weighted covered area of every pixel. `weight` scales the line's
    /// contribution (1 for a polygon's edge; `ExactRows` weights pieces by the coverage step across them). A nonzero
    /// `tag` names the edge in the cells it touches (`CoverageScratch.tag`).
    @inline(__always)
    func accumulateLine(x0: Float, y0: Float, x1: Float, y1: Float, weight: Float = 1, tag edgeTag: Int32 = 0) {
        if y0 == y1 { return }
        let dir: Float, xa: Float, ya: Float, xb: Float, yb: Float
        if y0 < y1 {
            dir = weight; xa = x0; ya = y0; xb = x1; yb = y1
        } else {
            dir = -weight; xa = x1; ya = y1; xb = x0; yb = y0
        }
        let xLimit = Float(width &+ 1)
        let dx = xb - xa, dy = yb - ya
        let ybFloor = Int(yb)  // y is non-negative: truncation is floor
        let yEnd = Float(ybFloor) < yb ? ybFloor &+ 1 : ybFloor
        var x = xa
        var y = Int(ya)
        while y < yEnd {
            let rowTop = Float(y)
            let next = rowTop + 1
            let xNext: Float, segBottom: Float
            if next < yb {
                // From the start point each row, not by repeated addition: no drift along long edges.
                xNext = xa + dx * ((next - ya) / dy)
                segBottom = next
            } else {
                xNext = xb
                segBottom = yb
            }
            let d = (segBottom - max(rowTop, ya)) * dir
            // Rounding can step a hair outside the clamped range; keep every index inside the row.
            let lo = max(min(x, xNext), 0)
            let hi = min(max(x, xNext), xLimit)
            let row = cells + y &* cellStride
            let loI = Int(lo)
            let loF = Float(loI)
            let hiFloor = Int(hi)
            let hiI = Float(hiFloor) < hi ? hiFloor &+ 1 : hiFloor
            if hiI <= loI &+ 1 || hi - lo < 1e-6 {
                let xmf = 0.5 * (lo + hi) - loF
                row[loI] += d - d * xmf
                row[loI &+ 1] += d * xmf
                mark(row: y, from: loI, through: loI &+ 1)
                // A vertical edge on a cell's left side touches only that cell (a 1 px bar is not two edges in one).
                if edgeTag != 0 { tag(row: y, from: loI, through: xmf > 0 ? loI &+ 1 : loI, tag: edgeTag) }
            } else {
                let s = 1 / (hi - lo)
                let x0f = lo - loF
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = hi - Float(hiI) + 1
                let am = 0.5 * s * x1f * x1f
                row[loI] += d * a0
                if hiI == loI &+ 2 {
                    row[loI &+ 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    row[loI &+ 1] += d * (a1 - a0)
                    let ds = d * s
                    var xi = loI &+ 2
                    while xi < hiI &- 1 {
                        row[xi] += ds
                        xi &+= 1
                    }
                    let a2 = a1 + Float(hiI &- loI &- 3) * s
                    row[hiI &- 1] += d * (1 - a2 - am)
                }
                row[hiI] += d * am
                mark(row: y, from: loI, through: hiI)
                if edgeTag != 0 { tag(row: y, from: loI, through: hiI, tag: edgeTag) }
            }
            x = xNext
            y &+= 1
        }
    }
}
