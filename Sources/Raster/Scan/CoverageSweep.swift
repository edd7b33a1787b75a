extension CoverageScratch {
    /// Turns accumulated coverage into spans (RASTER-NOTES.md §6.1), resetting every cell, bit and row range it
    /// reads, and returns the bounds of the pixels it handed on.
    ///
    /// Per row it walks the set bits: cells under a set bit are running-summed into the 8-bit mask; across clear
    /// bits the sum is constant, so that run is skipped when zero and passed as one span otherwise. The running sum
    /// restarts at each row, so Float drift stays within a row. `alphaScale` is 255 × opacity.
    ///
    /// Every `DrawingCancellation.rowsBetweenLooks` rows it looks at `cancellation`: once set, the rows left are
    /// reset without being handed on (the scratch is left clean) and the bounds of what was handed on are returned.
    func sweep<C: SpanCompositor>(rule: FillRule, clip: ScanBounds, alphaScale: Float, cancellation: DrawingCancellation? = nil,
                                  into compositor: inout C) -> ScanBounds {
        guard touchedMinY <= touchedMaxY else { return .empty }
        let evenOdd = rule == .evenOdd
        // Visible cells of a row: pixels clip.x0..<clip.x1 are cells clip.x0 + 1 ..< clip.x1 + 1.
        let visible0 = clip.x0 &+ 1, visible1 = clip.x1 &+ 1
        var bounds = ScanBounds(x0: Int.max, y0: touchedMinY, x1: Int.min, y1: touchedMaxY &+ 1)
        let looks = DrawingCancellation.rowsBetweenLooks
        for y in touchedMinY...touchedMaxY {
            if let cancellation, (y &- touchedMinY) % looks == 0, cancellation.isCancelled {
                discardRows(y...touchedMaxY)
                bounds.y1 = y
                break
            }
            let firstWord = Int(rowFirstWord[y]), lastWord = Int(rowLastWord[y])
            guard firstWord <= lastWord else { continue }
            rowFirstWord[y] = Int32.max
            rowLastWord[y] = -1
            let row = cells + y &* cellStride
            let rowBits = bits + y &* wordsPerRow
            var acc: Float = 0
            var cell = firstWord &* 512
            // Nothing is handed on left of the row's first set bit (the running sum is 0 until then): the box
            // starts there, not at its word's first cell, up to 511 pixels further left.
            let firstCell = (firstWord &* 64 &+ rowBits[firstWord].trailingZeroBitCount) &* 8
            bounds.x0 = min(bounds.x0, max(firstCell &- 1, clip.x0))
            var wordIndex = firstWord
            while wordIndex <= lastWord {
                var word = rowBits[wordIndex]
                rowBits[wordIndex] = 0
                while word != 0 {
                    let tz = word.trailingZeroBitCount
                    let ones = (~(word &>> UInt64(tz))).trailingZeroBitCount
                    let endBit = tz &+ ones
                    word = endBit >= 64 ? 0 : word & (~0 &<< UInt64(endBit))
                    let c0 = (wordIndex &* 64 &+ tz) &* 8
                    let c1 = min((wordIndex &* 64 &+ endBit) &* 8, cellStride)
                    if c0 > cell {
                        let a = CoverageScratch.alpha(acc, evenOdd: evenOdd, scale: alphaScale)
                        let s = max(cell, visible0), e = min(c0, visible1)
                        if a != 0 && s < e {
                            compositor.fillSpan(y: y, x: s &- 1, count: e &- s, alpha: a)
                        }
                    }
                    var c = c0
                    while c < c1 {
                        acc += row[c]
                        row[c] = 0
                        mask[c] = UInt8(truncatingIfNeeded: CoverageScratch.alpha(acc, evenOdd: evenOdd, scale: alphaScale))
                        c &+= 1
                    }
                    let s = max(c0, visible0), e = min(c1, visible1)
                    if s < e {
                        compositor.blendMask(y: y, x: s &- 1, count: e &- s, mask: UnsafePointer(mask + s))
                    }
                    cell = c1
                }
                wordIndex &+= 1
            }
            bounds.x1 = max(bounds.x1, min(cell &- 1, clip.x1))
        }
        touchedMinY = height
        touchedMaxY = -1
        return bounds.x0 < bounds.x1 && bounds.y0 < bounds.y1 ? bounds : .empty
    }

    /// Resets the cells, bits and row ranges of `rows` without handing anything on (a cancelled sweep).
    private func discardRows(_ rows: ClosedRange<Int>) {
        for y in rows {
            let firstWord = Int(rowFirstWord[y]), lastWord = Int(rowLastWord[y])
            guard firstWord <= lastWord else { continue }
            rowFirstWord[y] = Int32.max
            rowLastWord[y] = -1
            (bits + y &* wordsPerRow + firstWord).update(repeating: 0, count: lastWord &- firstWord &+ 1)
            let c0 = firstWord &* 512, c1 = min((lastWord &+ 1) &* 512, cellStride)
            if c0 < c1 { (cells + y &* cellStride + c0).update(repeating: 0, count: c1 &- c0) }
        }
    }

    /// 8-bit coverage of a running sum: non-zero = min(|s|, 1); even-odd folds |s| into a triangle wave. A NaN
    /// (impossible for validated input) maps to 0 rather than trapping.
    @inline(__always)
    static func alpha(_ acc: Float, evenOdd: Bool, scale: Float) -> UInt32 {
        var a = abs(acc)
        if evenOdd {
            a -= 2 * (a * 0.5).rounded(.down)
            if a > 1 { a = 2 - a }
        }
        let c: Float = a > 0 ? (a < 1 ? a : 1) : 0
        return UInt32(c * scale + 0.5)
    }
}
