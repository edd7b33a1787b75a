extension CoverageMask {
    /// The widest box blur `blurred(sigma:)` runs: wider blurs are that one (at 1000 px a side the blurred values
    /// of any mask on a canvas of at most `Image.maxDimension` round to nearly nothing either way).
    static let maxBlurRadius = 1000
    /// The widest radius whose six undivided box sums stay below 2⁶³: 255 × 567⁶ ≈ 8.8 × 10¹⁸.
    static let exactBlurRadius = 283

    /// The radius of each of the three boxes that approximate a Gaussian of standard deviation `sigma` (pixels): a
    /// box of width w = 2·radius + 1 has variance (w² − 1) / 12, and three of them add to σ², rounded, at least 1.
    /// Nil when `sigma` is not finite and positive.
    package static func blurRadius(sigma: Double) -> Int? {
        guard sigma.isFinite, sigma > 0 else { return nil }
        let r = ((12 * sigma * sigma / 3 + 1).squareRoot() - 1) / 2 + 0.5
        return min(max(1, Int(min(r, Double(maxBlurRadius)))), maxBlurRadius)
    }

    /// The mask blurred by three box blurs each way of `blurRadius(sigma:)` (a Gaussian's approximation), pixels
    /// beyond the canvas counting as 0 and each box dividing by its full width; each value is the exact blur rounded
    /// to a byte. Unchanged when `sigma` is not finite and positive.
    ///
    /// Works within the box of the mask's non-zero values grown by the blurs' reach (three radii each way) and
    /// limited to the canvas: beyond that every pass leaves 0, so the values are the ones a blur of the whole canvas
    /// gives. Sums stay integers: the three horizontal passes (the rows of that box only, the others being 0), then
    /// the three vertical ones, which commute with them. They are divided once at the end while 255 × span⁶ fits in
    /// an `Int` (radius up to `exactBlurRadius`); wider boxes divide the horizontal sums by span³ into 16-bit fixed
    /// point first.
    package func blurred(sigma: Double) -> CoverageMask {
        guard let radius = Self.blurRadius(sigma: sigma) else { return self }
        // The box of the non-zero values (the whole canvas for a mask that shows beyond its bounds).
        let b = coveredBounds
        guard !b.isEmpty else { return CoverageMask(width: width, height: height) }
        let reach = 3 * radius
        let grown = ScanBounds(x0: max(0, b.x0 - reach), y0: max(0, b.y0 - reach),
                               x1: min(width, b.x1 + reach), y1: min(height, b.y1 + reach))
        let gw = grown.x1 - grown.x0, gh = grown.y1 - grown.y0
        var sums = [Int](repeating: 0, count: gw * gh)
        var line = [Int](repeating: 0, count: gw + 1)
        sums.withUnsafeMutableBufferPointer { s in
            line.withUnsafeMutableBufferPointer { l in
                let sums = s.baseAddress!, tmp = l.baseAddress!
                // The mask's rows, spelled out over the grown columns, blurred along x three times in place.
                var row = [UInt8](repeating: 0, count: gw)
                row.withUnsafeMutableBufferPointer { r in
                    for y in b.y0..<b.y1 {
                        spell(row: y, from: grown.x0, count: gw, into: r.baseAddress!)
                        let out = sums + (y - grown.y0) * gw
                        for x in 0..<gw { out[x] = Int(r[x]) }
                        for _ in 0..<3 { Self.boxRow(out, gw, radius, tmp) }
                    }
                }
                if radius > Self.exactBlurRadius {
                    // 255 × 2¹⁶ × span³ < 2⁶³ for span ≤ 2001: the vertical sums then fit.
                    let cube = (2 * radius + 1) * (2 * radius + 1) * (2 * radius + 1)
                    for i in (b.y0 - grown.y0) * gw..<(b.y1 - grown.y0) * gw { sums[i] = (sums[i] << 16 + cube / 2) / cube }
                }
                // Along y, three times: each row of the result is a running sum of rows.
                for _ in 0..<3 { Self.boxColumns(sums, width: gw, height: gh, radius: radius) }
            }
        }
        // Each value is sum / span⁶ (or span³ × 2¹⁶ after the fixed point), rounded to a byte.
        let span = Double(2 * radius + 1)
        let divisor = radius > Self.exactBlurRadius ? span * span * span * 65536 : span * span * span * span * span * span
        var values = [UInt8](repeating: 0, count: gw * gh)
        values.withUnsafeMutableBufferPointer { v in
            sums.withUnsafeBufferPointer { s in
                // A sum is at most 255 × divisor, so the rounded quotient is at most 255.
                let inverse = 1 / divisor
                for i in 0..<gw * gh { v[i] = UInt8(truncatingIfNeeded: Int(Double(s[i]) * inverse + 0.5)) }
            }
        }
        return CoverageMask(width: width, height: height, bounds: grown, inside: values, outside: 0)
    }

    /// `count` values replaced by their sums over 2·radius + 1 neighbours (0 beyond the ends), `tmp` (count + 1
    /// values) as scratch: each sum is a difference of two prefix sums, so neither loop branches.
    @inline(__always)
    private static func boxRow(_ v: UnsafeMutablePointer<Int>, _ count: Int, _ radius: Int, _ tmp: UnsafeMutablePointer<Int>) {
        var sum = 0
        tmp[0] = 0
        for i in 0..<count {
            sum &+= v[i]
            tmp[i &+ 1] = sum
        }
        for i in 0..<count { v[i] = tmp[min(i &+ radius &+ 1, count)] &- tmp[max(i &- radius, 0)] }
    }

    /// Every column of the `width` × `height` block replaced by its sums over 2·radius + 1 rows (0 beyond), row by
    /// row: the running sums of a whole row at a time, so memory is read in order.
    private static func boxColumns(_ v: UnsafeMutablePointer<Int>, width: Int, height: Int, radius: Int) {
        // The source rows a running sum still needs (radius + 1 behind the one written) are kept in a ring.
        let ringRows = radius + 1
        let ring = UnsafeMutablePointer<Int>.allocate(capacity: ringRows * width)
        let sum = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer { ring.deallocate(); sum.deallocate() }
        sum.initialize(repeating: 0, count: width)
        for y in 0..<min(radius, height) {
            let src = v + y * width
            for x in 0..<width { sum[x] &+= src[x] }
        }
        for y in 0..<height {
            // Row y − radius − 1 leaves the window; it was saved in the ring before being overwritten.
            if y - radius - 1 >= 0 {
                let old = ring + ((y - radius - 1) % ringRows) * width
                for x in 0..<width { sum[x] &-= old[x] }
            }
            if y + radius < height {
                let src = v + (y + radius) * width
                for x in 0..<width { sum[x] &+= src[x] }
            }
            let dst = v + y * width
            (ring + (y % ringRows) * width).update(from: dst, count: width)
            dst.update(from: sum, count: width)
        }
    }
}

extension Canvas {
    /// Composites `color` at `opacity` through `mask` within the clip: the pixels of
    /// `fill(_:transform:rule:paint:mask:opacity:)` with a rectangle over the whole canvas, without rasterizing it
    /// (a pixel at full coverage is the colour scaled by the mask's factor, put over). Where the mask's outside is
    /// 0 only its bounds are visited.
    package func fill(_ color: Color, mask: CoverageMask, opacity: Double) {
        let alpha = UInt32(((opacity.isFinite ? min(max(opacity, 0), 1) : 0) * 255).rounded())
        let pixel = color.premultipliedPixel
        guard alpha > 0, pixel != 0, mask.width == width, mask.height == height, let clip = clipBounds else { return }
        guard fractionalClip == nil else {
            // A clip edge inside a pixel covers it partly: the rasterizer's rectangle has that coverage.
            let all = Path.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            return fill(all, transform: .identity, paint: .solid(color), mask: mask, opacity: opacity)
        }
        let box = mask.outside == 0 ? clip.intersection(mask.bounds) : clip
        guard !box.isEmpty else { return }
        let target = self.target
        mask.inside.withUnsafeBufferPointer { values in
            guard mask.outside == 0, let values = values.baseAddress else {
                var compositor = MaskedSolidCompositor(target: target, color: pixel, values: values.baseAddress,
                                                       bounds: mask.bounds, outside: mask.outside, alpha: alpha)
                for y in box.y0..<box.y1 { compositor.fillSpan(y: y, x: box.x0, count: box.x1 - box.x0, alpha: 255) }
                return
            }
            // The box lies within the mask's bounds: each pixel is the colour scaled by its factor put over, as
            // the compositor does, read straight from the mask's rows (a transparent pixel simply takes it). The
            // compositor's span loop, checking the bounds at every span, made the animated shadow sample 17 % slower.
            let mb = mask.bounds, mw = mb.x1 - mb.x0
            for y in box.y0..<box.y1 {
                let m = values + ((y - mb.y0) * mw - mb.x0), row = target.pixels + y * width
                for x in box.x0..<box.x1 {
                    let v = UInt32(m[x])
                    guard v != 0 else { continue }
                    let f = alpha == 255 ? v : PixelMath.div255(alpha &* v)
                    guard f != 0 else { continue }
                    let q = f == 255 ? pixel : PixelMath.scale(pixel, by: f), d = row[x]
                    row[x] = d == 0 ? q : PixelMath.over(q, d)
                }
            }
        }
        touched(box)
    }

    /// Ends the innermost group as `endGroup()` does, after `edit` has rewritten the pixels of its drawn box one row
    /// at a time (premultiplied; a transparent pixel must stay transparent, as beyond the box every pixel is).
    package func endGroup(editing edit: (UnsafeMutableBufferPointer<UInt32>) -> Void) {
        guard let group = groups.last else { return }
        let d = group.dirty
        if !d.isEmpty {
            for y in d.y0..<d.y1 {
                edit(UnsafeMutableBufferPointer(start: group.buffer.pixels + y * width + d.x0, count: d.x1 - d.x0))
            }
        }
        endGroup()
    }
}
