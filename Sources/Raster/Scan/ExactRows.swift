/// Exact coverage for the rows where edges cross or overlap inside a pixel (RASTER-NOTES.md §10).
///
/// Summed signed area gives a pixel f(∫w) where the fill rule wants ∫f(w) (w the winding, f = min(|w|, 1) or
/// |w| mod 2). The two agree while w takes at most two neighbouring values in the pixel — one contour's edge, or two
/// edges of a thin shape — but not where edges cross (even-odd stars), nor where a pixel holds windings 0 and 2 or −1
/// and 1. `CoverageScratch` marks the rows where two boundaries may share a pixel that way; here each such row is
/// redone: every edge's part in the row, cut where other edges cross it, is accumulated with the weight
/// f(w after) − f(w before) instead of its direction ±1. The running sum along the row is then ∫f(w) per pixel,
/// which the sweep's fold leaves as it is (it is within 0...1). A horizontal edge adds no area but crosses the
/// pieces it spans: a contour leaving a piece's left for its right along it (a stroke's inner corner turning into
/// a straight side) changes the winding beside that piece there, so it cuts the piece too.
///
/// Shapes whose boundaries never share a pixel take no part of this path. A row crossed by more than
/// `maxPiecesPerRow` edges keeps its summed area: the work per row grows with the square of its edges, and only
/// pathological input (fuzzing: a million dashes on a 64 px canvas) comes near the limit.
enum ExactRows {
    /// Most edges a row may have and still be resolved (a star has 4, a line of text a few dozen).
    static let maxPiecesPerRow = 64
    /// `crossedRows` value of a row with too many edges.
    static let abandoned: UInt8 = .max

    /// Part of one edge inside one crossed row, in cell space, top to bottom; `direction` is the edge's (+1 down).
    struct Piece {
        var row: Int
        var x0: Double, y0: Double, x1: Double, y1: Double
        var direction: Int
        /// dx/dy (0 for a piece without height).
        var slope: Double

        init(row: Int, x0: Double, y0: Double, x1: Double, y1: Double, direction: Int) {
            self.row = row
            self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
            self.direction = direction
            slope = y1 == y0 ? 0 : (x1 - x0) / (y1 - y0)
        }

        @inline(__always)
        func x(at y: Double) -> Double { x0 + slope * (y - y0) }

        var minX: Double { min(x0, x1) }
        var maxX: Double { max(x0, x1) }
    }

    /// Collects the pieces of every edge in the crossed rows, counting them in `crossedRows` (1 + pieces so far,
    /// or `abandoned`).
    final class Collector: EdgeSink {
        let crossedRows: UnsafeMutablePointer<UInt8>
        var pieces: [Piece] = []
        /// The horizontal edges inside the crossed rows, in cell space (`x0 <= x1`).
        var horizontals: [(row: Int, x0: Double, x1: Double, y: Double)] = []
        /// Scratch for one row's crossings (the piece crossed and where).
        var crossings: [(piece: Int, y: Double)] = []
        /// Scratch for `sortPieces()`: where each row's pieces start, and the pieces in order.
        private var rowStarts: [Int] = []
        private var order: [(minX: Double, index: Int)] = []
        private var sorted: [Piece] = []

        init(crossedRows: UnsafeMutablePointer<UInt8>) { self.crossedRows = crossedRows }

        func beginContour(firstTag: Int32) {}
        func beginLastEdge(tag: Int32) {}
        func beginEdge(tag: Int32, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {}
        func endContour() {}
        func horizontal(_ x0: Double, _ x1: Double, y: Double, tag: Int32) {
            let row = Int(y)
            let state = crossedRows[row]
            guard Double(row) != y, x0 != x1, state != 0, state != ExactRows.abandoned else { return }
            if Int(state) > ExactRows.maxPiecesPerRow {
                crossedRows[row] = ExactRows.abandoned
            } else {
                crossedRows[row] = state + 1
                horizontals.append((row, min(x0, x1), max(x0, x1), y))
            }
        }

        func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, tag: Int32) {
            guard y0 != y1 else { return }
            let down = y0 < y1
            let (xa, ya, xb, yb) = down ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
            let edge = Piece(row: 0, x0: xa, y0: ya, x1: xb, y1: yb, direction: down ? 1 : -1)
            var row = Int(ya)
            while Double(row) < yb {
                let state = crossedRows[row]
                if state != 0 && state != ExactRows.abandoned {
                    let top = max(ya, Double(row)), bottom = min(yb, Double(row + 1))
                    if Int(state) > ExactRows.maxPiecesPerRow {
                        crossedRows[row] = ExactRows.abandoned
                    } else if bottom > top {
                        crossedRows[row] = state + 1
                        pieces.append(Piece(row: row, x0: edge.x(at: top), y0: top, x1: edge.x(at: bottom), y1: bottom,
                                            direction: edge.direction))
                    }
                }
                row += 1
            }
        }

        /// Orders the pieces by row, then by left end, keeping the order they came in where both are equal (a
        /// stable sort): counted into their rows, then each row's pieces (at most `maxPiecesPerRow` + 1) sorted by
        /// insertion on their left ends, and the pieces moved once into that order. A comparison sort of the pieces
        /// themselves, with its closure and its merge buffer, cost more than resolving the rows.
        func sortPieces() {
            let n = pieces.count
            guard n > 1 else { return }
            // The scratch arrays are taken out of the collector while they are worked on, so that they are unshared.
            var starts: [Int] = [], order: [(minX: Double, index: Int)] = [], moved: [Piece] = []
            swap(&starts, &rowStarts)
            swap(&order, &self.order)
            swap(&moved, &sorted)
            defer {
                swap(&starts, &rowStarts)
                swap(&order, &self.order)
                swap(&moved, &sorted)
            }
            var first = Int.max, last = Int.min
            for p in pieces {
                first = min(first, p.row)
                last = max(last, p.row)
            }
            let rows = last &- first &+ 1
            starts.removeAll(keepingCapacity: true)
            starts.append(contentsOf: repeatElement(0, count: rows &+ 1))
            order.removeAll(keepingCapacity: true)
            order.append(contentsOf: repeatElement((minX: 0.0, index: 0), count: n))
            pieces.withUnsafeBufferPointer { p in
                starts.withUnsafeMutableBufferPointer { starts in
                    order.withUnsafeMutableBufferPointer { order in
                        for i in 0..<n { starts[p[i].row &- first &+ 1] &+= 1 }
                        for r in 0..<rows { starts[r &+ 1] &+= starts[r] }
                        // Each row's next free place (`starts[r]` ends as row r + 1's start).
                        for i in 0..<n {
                            let r = p[i].row &- first
                            order[starts[r]] = (p[i].minX, i)
                            starts[r] &+= 1
                        }
                        var start = 0
                        for r in 0..<rows {
                            ExactRows.insertionSort(order, start..<starts[r]) { $0.minX < $1.minX }
                            start = starts[r]
                        }
                    }
                }
                moved.removeAll(keepingCapacity: true)
                moved.reserveCapacity(n)
                for e in order { moved.append(p[e.index]) }
            }
            swap(&pieces, &moved)
        }
    }

    static func resolve(_ polygon: Polygon, rule: FillRule, clip: ScanBounds, scratch: CoverageScratch,
                        cancellation: DrawingCancellation? = nil) {
        let collector = scratch.exactPieces
        collector.pieces.removeAll(keepingCapacity: true)
        collector.horizontals.removeAll(keepingCapacity: true)
        Rasterizer.forEachEdge(of: polygon, clip: clip, into: collector, cancellation: cancellation)
        // By row, then by left end: a piece's search for pieces crossing it, or left of it, stops at the first one
        // that starts right of it.
        collector.sortPieces()
        collector.horizontals.sort { $0.row < $1.row }
        var start = 0, h = 0, rows = 0
        let count = collector.pieces.count, hCount = collector.horizontals.count
        while start < count {
            // A cancelled canvas's coverage is not finished: the rows left are not resolved.
            rows += 1
            if rows % DrawingCancellation.rowsBetweenLooks == 0, let cancellation, cancellation.isCancelled { break }
            let row = collector.pieces[start].row
            var end = start
            while end < count && collector.pieces[end].row == row { end += 1 }
            while h < hCount && collector.horizontals[h].row < row { h += 1 }
            var hEnd = h
            while hEnd < hCount && collector.horizontals[hEnd].row == row { hEnd += 1 }
            if scratch.crossedRows[row] != abandoned {
                resolveRow(collector.pieces[start..<end], horizontals: collector.horizontals[h..<hEnd], rule: rule,
                           scratch: scratch, crossings: &collector.crossings)
            }
            start = end
            h = hEnd
        }
        for y in max(scratch.touchedMinY, 0)...max(scratch.touchedMaxY, 0) { scratch.crossedRows[y] = 0 }
        scratch.hasCrossedRows = false
    }

    /// Replaces the accumulated coverage of one row by the exact one. The winding just left of a piece changes only
    /// where another piece or a horizontal edge crosses it (a contour turning back beside it adds and removes the
    /// same amount), so each piece is cut at its crossings, and each part is accumulated once, weighted by the
    /// coverage step across it at its middle. Pieces at the same x are ordered by index, so two coincident edges
    /// cancel.
    private static func resolveRow(_ p: ArraySlice<Piece>, horizontals: ArraySlice<(row: Int, x0: Double, x1: Double, y: Double)>,
                                   rule: FillRule, scratch: CoverageScratch, crossings: inout [(piece: Int, y: Double)]) {
        guard let row = p.first?.row else { return }
        scratch.clearCells(row: row)
        crossings.removeAll(keepingCapacity: true)
        for i in p.indices {
            let (l0, r0) = (p[i].minX, p[i].maxX)
            for j in p.indices where j > i {
                // Pieces apart in x cannot cross; those after one starting right of this piece start right of it too.
                if p[j].minX > r0 { break }
                guard p[j].maxX >= l0 else { continue }
                let top = max(p[i].y0, p[j].y0), bottom = min(p[i].y1, p[j].y1)
                guard bottom > top else { continue }
                let dTop = p[i].x(at: top) - p[j].x(at: top), dBottom = p[i].x(at: bottom) - p[j].x(at: bottom)
                if (dTop < 0 && dBottom > 0) || (dTop > 0 && dBottom < 0) {
                    let y = top + (bottom - top) * (dTop / (dTop - dBottom))
                    crossings.append((i, y))
                    crossings.append((j, y))
                }
            }
            for e in horizontals where p[i].y0 < e.y && e.y < p[i].y1 && e.x0 < r0 && e.x1 > l0 {
                let x = p[i].x(at: e.y)
                if e.x0 < x && x < e.x1 { crossings.append((i, e.y)) }
            }
        }
        sortCrossings(&crossings)
        var next = 0
        for i in p.indices {
            var top = p[i].y0
            while true {
                var bottom = p[i].y1
                if next < crossings.count && crossings[next].piece == i {
                    bottom = crossings[next].y
                    next += 1
                }
                if bottom > top {
                    let middle = (top + bottom) / 2, x = p[i].x(at: middle)
                    var winding = 0
                    for j in p.indices where j != i {
                        // From the first piece starting right of x on, none is left of it.
                        if p[j].minX > x { break }
                        guard p[j].y0 <= middle && middle < p[j].y1 else { continue }
                        // Wholly left of x needs no intersection.
                        if p[j].maxX < x { winding += p[j].direction; continue }
                        let xj = p[j].x(at: middle)
                        if xj < x || (xj == x && j < i) { winding += p[j].direction }
                    }
                    let weight = coverage(winding + p[i].direction, rule) - coverage(winding, rule)
                    if weight != 0 {
                        scratch.accumulateLine(x0: Float(p[i].x(at: top)), y0: Float(top), x1: Float(p[i].x(at: bottom)),
                                               y1: Float(bottom), weight: weight)
                    }
                }
                if bottom >= p[i].y1 { break }
                top = bottom
            }
        }
    }

    /// Orders crossings by piece, then by height (crossings equal in both are the same value): by insertion when
    /// there are few, as a row's mostly are.
    private static func sortCrossings(_ crossings: inout [(piece: Int, y: Double)]) {
        func before(_ a: (piece: Int, y: Double), _ b: (piece: Int, y: Double)) -> Bool {
            a.piece < b.piece || (a.piece == b.piece && a.y < b.y)
        }
        guard crossings.count <= 32 else { return crossings.sort(by: before) }
        crossings.withUnsafeMutableBufferPointer { insertionSort($0, $0.indices, by: before) }
    }

    /// Sorts `range` of `buffer` by insertion, stably (an element moves only past elements it comes `before`): the
    /// sort for the short runs of a row's pieces and crossings.
    @inline(__always)
    static func insertionSort<T>(_ buffer: UnsafeMutableBufferPointer<T>, _ range: Range<Int>, by before: (T, T) -> Bool) {
        var i = range.lowerBound &+ 1
        while i < range.upperBound {
            let e = buffer[i]
            var j = i
            while j > range.lowerBound && before(e, buffer[j &- 1]) {
                buffer[j] = buffer[j &- 1]
                j &-= 1
            }
            buffer[j] = e
            i &+= 1
        }
    }

    /// The coverage of winding `w` under `rule`.
    @inline(__always)
    static func coverage(_ w: Int, _ rule: FillRule) -> Float {
        switch rule {
        case .nonZero: return w != 0 ? 1 : 0
        case .evenOdd: return w & 1 != 0 ? 1 : 0
        }
    }
}

extension CoverageScratch {
    /// Zeroes the cells of row `y` under its touched bitset words (the bits stay set, so the sweep still reads them).
    func clearCells(row y: Int) {
        let first = Int(rowFirstWord[y]), last = Int(rowLastWord[y])
        guard first <= last else { return }
        let cellsPerWord = 64 &* CoverageScratch.cellsPerBit
        let c0 = first &* cellsPerWord, c1 = min((last &+ 1) &* cellsPerWord, cellStride)
        (cells + y &* cellStride + c0).update(repeating: 0, count: c1 - c0)
    }
}
