/// The rasterizer's working memory for one canvas size (RASTER-NOTES.md §6.1): a dense grid of Float32 coverage
/// cells, a bitset per row with one bit per 8 cells (the Blend2D index) and each row's touched word range.
///
/// Cell `i` of a row holds pixel `i - 1`, so edges clamped to x = -1 still land inside the row. Cells, bits and
/// ranges are all zero / reset between fills: the sweep that reads a row clears what it read. Owned by one `Canvas`
/// (not thread-safe); raw pointers so the hot loops compile to plain loads and stores under `-O`.
///
/// Summed signed area is exact coverage only while the winding inside a pixel takes at most two neighbouring values
/// (RASTER-NOTES.md §10): each cell therefore keeps the tag of the last edge that touched it, and a row where one cell
/// is touched by two edges that are not neighbours along a contour is marked for exact resolution (`ExactRows`).
final class CoverageScratch {
    let width: Int
    let height: Int
    /// Cells per row: pixels -1 ... width + 1.
    let cellStride: Int
    /// 64-bit bitset words per row (one bit per 8 cells).
    let wordsPerRow: Int
    let cells: UnsafeMutablePointer<Float>
    let bits: UnsafeMutablePointer<UInt64>
    /// First and last touched bitset word of each row; `rowFirstWord > rowLastWord` means untouched.
    let rowFirstWord: UnsafeMutablePointer<Int32>
    let rowLastWord: UnsafeMutablePointer<Int32>
    /// One row of 8-bit coverage, indexed by cell, handed to compositors.
    let mask: UnsafeMutablePointer<UInt8>
    /// Per cell, the tag of the last edge that touched it. Tags count up across fills and are never cleared: those up
    /// to `tagFloor` belong to earlier fills and count as none.
    let tags: UnsafeMutablePointer<Int32>
    /// The highest tag of earlier fills.
    var tagFloor: Int32 = 0
    /// False while a fill that cannot cross itself is accumulated (`Rasterizer.isConvex`): its cells keep no tags.
    var tagsCells = true
    /// The line of each tag of the current fill (x0, y0, x1, y1 in pixels), at index tag − tagFloor − 1.
    var tagLines: UnsafeMutablePointer<SIMD4<Float>> = .allocate(capacity: 1)
    var tagLineCapacity = 1
    /// Rows where two edges that do not meet at a vertex share a cell; nonzero until `ExactRows` resolves them.
    let crossedRows: UnsafeMutablePointer<UInt8>
    /// True when some row is marked in `crossedRows`.
    var hasCrossedRows = false
    /// The tag of the current contour's first edge, and of its last once that is being added: they meet at the
    /// contour's first point.
    var contourFirstTag: Int32 = 0
    var contourLastTag: Int32 = 0
    /// Cells where an edge met the current contour's first edge before the contour's last edge was known.
    var seamMeetings: [(row: Int, tag: Int32, previous: Int32)] = []
    /// `ExactRows`' collector, kept so resolving a fill allocates nothing once warm.
    lazy var exactPieces = ExactRows.Collector(crossedRows: crossedRows)
    /// Rows touched since the last sweep (`touchedMinY > touchedMaxY` when none).
    var touchedMinY: Int
    var touchedMaxY: Int

    static let cellsPerBit = 8
    /// How many of a contour's last edges may meet its first edge in a pixel (see `endContour`).
    static let seamEdges: Int32 = 4
    /// The most edges along a contour from one edge to another that `turnsLittle` follows.
    static let chainEdges: Int32 = 8

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cellStride = width + 3
        wordsPerRow = (cellStride + 8 * 64 - 1) / (8 * 64)
        cells = .allocateZeroed(count: cellStride * height)
        bits = .allocateZeroed(count: wordsPerRow * height)
        rowFirstWord = .allocate(capacity: height)
        rowFirstWord.initialize(repeating: Int32.max, count: height)
        rowLastWord = .allocate(capacity: height)
        rowLastWord.initialize(repeating: -1, count: height)
        mask = .allocateZeroed(count: cellStride)
        tags = .allocateZeroed(count: cellStride * height)
        crossedRows = .allocateZeroed(count: height)
        touchedMinY = height
        touchedMaxY = -1
    }

    deinit {
        cells.freeZeroed()
        bits.freeZeroed()
        rowFirstWord.deallocate()
        rowLastWord.deallocate()
        mask.freeZeroed()
        tags.freeZeroed()
        crossedRows.freeZeroed()
        tagLines.deallocate()
    }

    /// Starts the tags of a fill of at most `edges` edges above those of earlier fills (once the count nears
    /// `Int32.max`, clears every tag and starts again from 0), with room for each tag's line.
    func beginTags(edges: Int) -> Int32 {
        if Int(tagFloor) + edges >= Int(Int32.max) - 1 {
            tags.update(repeating: 0, count: cellStride * height)
            tagFloor = 0
        }
        if edges > tagLineCapacity {
            tagLines.deallocate()
            tagLineCapacity = max(edges, 2 * tagLineCapacity)
            tagLines = .allocate(capacity: tagLineCapacity)
        }
        return tagFloor
    }

    /// Records the line (pixel space) of the edge that opens `tag`.
    @inline(__always)
    func record(tag: Int32, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        tagLines[Int(tag &- tagFloor &- 1)] = SIMD4(Float(x0), Float(y0), Float(x1), Float(y1))
    }

    /// Tags cells `c0...c1` of row `y` with edge `tag`. A cell that already holds an edge of this fill which is
    /// neither this one, the one before it along the contour, nor (at the contour's first point) its last, holds
    /// two boundaries. That is still exact when they run opposite ways without crossing in the row (the two sides of
    /// a thin stem: windings w, w ± 1, w): the cell is then marked as paired, by a negative tag. Anything else — the
    /// same way round, crossing, horizontal, or a third boundary in a paired cell — marks the row crossed.
    @inline(__always)
    func tag(row y: Int, from c0: Int, through c1: Int, tag: Int32) {
        let rowTags = tags + y &* cellStride
        var c = c0
        while c <= c1 {
            let stored = rowTags[c]
            let previous = stored < 0 ? -stored : stored
            var mark = tag
            if previous > tagFloor && previous != tag && previous != tag &- 1
                && !(previous == contourFirstTag && tag == contourLastTag) {
                mark = meet(previous, stored, tag: tag, row: y)
            } else if stored < 0 && previous > tagFloor {
                mark = -tag  // the second boundary of a paired cell goes on
            }
            rowTags[c] = mark
            c &+= 1
        }
    }

    /// Two boundaries meet in a cell of row `y` (`stored` was there, `tag` arrives): returns the cell's new tag,
    /// marking the row crossed unless the pair is harmless (see `tag`).
    @inline(never)
    private func meet(_ previous: Int32, _ stored: Int32, tag: Int32, row y: Int) -> Int32 {
        if stored > 0 && opposite(previous, tag, row: y) { return -tag }
        let ownEdge = previous >= contourFirstTag
        if ownEdge && turnsLittle(from: previous, to: tag) { return stored < 0 ? -tag : tag }
        if ownEdge && previous &- contourFirstTag < CoverageScratch.seamEdges && contourLastTag == 0 {
            // Maybe one of the last edges, meeting one of the first near the contour's first point: decided when the
            // contour ends (`endContour`).
            seamMeetings.append((row: y, tag: tag, previous: previous))
            return tag
        }
        crossedRows[y] = 1
        hasCrossedRows = true
        // A row tagged only by horizontal edges is otherwise untouched; `ExactRows` resets touched rows.
        if y < touchedMinY { touchedMinY = y }
        if y > touchedMaxY { touchedMaxY = y }
        return tag
    }

    /// Ends a contour: an edge that met its first edge counts as its neighbour if it was one of the last
    /// `seamEdges` (the walk ends on the first half of the edge it began with, and a small curve's last chords
    /// crowd the pixel where it began); any other marks its row crossed.
    func endContour() {
        // A short contour (a star's five edges) allows fewer, so its own crossings still count.
        let allowed = max(min(CoverageScratch.seamEdges, (contourLastTag &- contourFirstTag) / 4), 1)
        for m in seamMeetings where (contourLastTag &- m.tag) &+ (m.previous &- contourFirstTag) > allowed {
            crossedRows[m.row] = 1
            hasCrossedRows = true
        }
        seamMeetings.removeAll(keepingCapacity: true)
    }

    /// True when edges `a` < `b` of the current contour are at most `chainEdges` apart and every edge from `a` to `b`
    /// runs forward along the sum of their directions (turning less than a right angle from it either way): that
    /// chain is monotone along that direction, so it cannot cross itself, and the cell sees one boundary with
    /// windings w and w ± 1 (a tight corner whose middle edge is short, such as a glyph's).
    @inline(never)
    private func turnsLittle(from a: Int32, to b: Int32) -> Bool {
        guard b &- a <= CoverageScratch.chainEdges else { return false }
        func direction(_ t: Int32) -> SIMD2<Float> {
            let l = tagLines[Int(t &- tagFloor &- 1)]
            let d = SIMD2(l.z - l.x, l.w - l.y)
            let n = (d * d).sum().squareRoot()
            return n > 0 ? d / n : .zero
        }
        let axis = direction(a) + direction(b)
        guard (axis * axis).sum() > 1e-6 else { return false }
        var t = a
        while t <= b {
            guard (direction(t) * axis).sum() > 0 else { return false }
            t &+= 1
        }
        return true
    }

    /// True when edges `a` and `b` run opposite ways in y and do not cross within row `y`. Out of line: it is the
    /// rare branch of the hot `tag` loop.
    @inline(never)
    private func opposite(_ a: Int32, _ b: Int32, row y: Int) -> Bool {
        let p = tagLines[Int(a &- tagFloor &- 1)], q = tagLines[Int(b &- tagFloor &- 1)]
        let dp = p.w - p.y, dq = q.w - q.y
        guard dp != 0, dq != 0, (dp > 0) != (dq > 0) else { return false }
        let top = max(Float(y), min(p.y, p.w), min(q.y, q.w))
        let bottom = min(Float(y &+ 1), max(p.y, p.w), max(q.y, q.w))
        guard bottom > top else { return true }
        func gap(_ v: Float) -> Float {
            (p.x + (p.z - p.x) * ((v - p.y) / dp)) - (q.x + (q.z - q.x) * ((v - q.y) / dq))
        }
        let g0 = gap(top), g1 = gap(bottom)
        return (g0 > 0 && g1 > 0) || (g0 < 0 && g1 < 0)
    }

    /// Marks cells `c0...c1` (inclusive, cell indices) of row `y` as touched.
    @inline(__always)
    func mark(row y: Int, from c0: Int, through c1: Int) {
        let b0 = c0 &>> 3, b1 = c1 &>> 3
        let w0 = b0 &>> 6, w1 = b1 &>> 6
        let rowBits = bits + y &* wordsPerRow
        if w0 == w1 {
            let span = b1 &- b0 &+ 1
            let m: UInt64 = span == 64 ? ~0 : ((1 &<< UInt64(span)) &- 1) &<< UInt64(b0 & 63)
            rowBits[w0] |= m
        } else {
            rowBits[w0] |= ~0 &<< UInt64(b0 & 63)
            var w = w0 &+ 1
            while w < w1 { rowBits[w] = ~0; w &+= 1 }
            let hi = b1 & 63
            rowBits[w1] |= hi == 63 ? ~0 : ((1 &<< UInt64(hi &+ 1)) &- 1)
        }
        if Int32(truncatingIfNeeded: w0) < rowFirstWord[y] { rowFirstWord[y] = Int32(truncatingIfNeeded: w0) }
        if Int32(truncatingIfNeeded: w1) > rowLastWord[y] { rowLastWord[y] = Int32(truncatingIfNeeded: w1) }
        if y < touchedMinY { touchedMinY = y }
        if y > touchedMaxY { touchedMaxY = y }
    }
}
