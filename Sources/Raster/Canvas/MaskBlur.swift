extension CoverageMask {
    /// The widest box a blur runs (`blurred(sigma:)`, `BoxBlur.radii(sigma:)`): wider blurs are that one (at 1000 px
    /// a side the blurred values of any mask on a canvas of at most `Image.maxDimension` round to nearly nothing
    /// either way).
    static let maxBlurRadius = 1000

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
    /// gives (`BoxBlur`: integer sums, divided once at the end).
    package func blurred(sigma: Double) -> CoverageMask {
        guard let radius = Self.blurRadius(sigma: sigma) else { return self }
        // The box of the non-zero values (the whole canvas for a mask that shows beyond its bounds).
        let b = coveredBounds
        guard !b.isEmpty else { return CoverageMask(width: width, height: height) }
        let blur = BoxBlur(radiiX: [radius, radius, radius], radiiY: [radius, radius, radius], repeatsEdges: false)
        let grown = blur.grown(b, within: ScanBounds(x0: 0, y0: 0, x1: width, y1: height))
        let values = blur.run(box: grown, rows: b.y0..<b.y1, lanes: 1) { y, row in
            spell(row: y, from: grown.x0, count: grown.x1 - grown.x0, into: row)
        }
        return CoverageMask(width: width, height: height, bounds: grown, inside: values, outside: 0)
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
            let mb = mask.bounds, mw = mb.x1 - mb.x0, quads = (box.x1 - box.x0) / 4 * 4
            let colour = FourPixels(colour: pixel, alpha: alpha)
            for y in box.y0..<box.y1 {
                let m = values + ((y - mb.y0) * mw - mb.x0), row = target.pixels + y * width
                for x in stride(from: box.x0, to: box.x0 + quads, by: 4) { colour.fill(row + x, through: m + x) }
                for x in box.x0 + quads..<box.x1 {
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

    /// `edit` run on each row of the innermost group's drawn box (nothing when no group is open), rewriting its
    /// pixels (premultiplied; a transparent pixel must stay transparent, as beyond the box every pixel is).
    func editInnermostGroup(_ edit: (UnsafeMutableBufferPointer<UInt32>) -> Void) {
        guard let group = groups.last else { return }
        let d = group.dirty
        guard !d.isEmpty else { return }
        for y in d.y0..<d.y1 {
            edit(UnsafeMutableBufferPointer(start: group.buffer.pixels + y * width + d.x0, count: d.x1 - d.x0))
        }
    }
}

/// A colour put over four pixels at once through their mask values, as `Canvas.fill(_:mask:opacity:)` does one
/// pixel: each channel in a 16-bit lane (the even channels of the four pixels in one vector, the odd ones in
/// another), with the same rounding (`PixelMath.div255`; every product and sum fits in 16 bits), so the same bytes.
/// The colour is premultiplied, so a channel of it over a pixel stays at most 255 (it carries into no other, as
/// there is none packed next to it); where the mask is 0 the pixel comes out as it was (the colour scaled to 0 put
/// over it).
private struct FourPixels {
    /// The colour's even and odd channels, its alpha in every lane, and the opacity (0...255).
    let even: SIMD8<UInt16>, odd: SIMD8<UInt16>, alpha: SIMD8<UInt16>, opacity: UInt32

    init(colour: UInt32, alpha opacity: UInt32) {
        let channels = unsafeBitCast(SIMD4<UInt32>(repeating: colour), to: SIMD8<UInt16>.self)
        even = channels & 0xFF
        odd = channels &>> 8
        alpha = SIMD8(repeating: UInt16(colour >> 24))
        self.opacity = opacity
    }

    @inline(__always)
    static func div255(_ v: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = v &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    @inline(__always)
    func fill(_ dst: UnsafeMutablePointer<UInt32>, through mask: UnsafePointer<UInt8>) {
        guard UnsafeRawPointer(mask).loadUnaligned(as: UInt32.self) != 0 else { return }
        // Each pixel's mask value in both of its lanes.
        let m = SIMD4<UInt32>(UInt32(mask[0]), UInt32(mask[1]), UInt32(mask[2]), UInt32(mask[3]))
        var f = unsafeBitCast(m | m &<< 16, to: SIMD8<UInt16>.self)
        if opacity != 255 { f = Self.div255(f &* UInt16(opacity)) }
        let keep = 255 &- Self.div255(alpha &* f)
        let d = UnsafeRawPointer(dst).loadUnaligned(as: SIMD8<UInt16>.self)
        let outEven = Self.div255(even &* f) &+ Self.div255((d & 0xFF) &* keep)
        let outOdd = Self.div255(odd &* f) &+ Self.div255((d &>> 8) &* keep)
        UnsafeMutableRawPointer(dst).storeBytes(of: outEven | outOdd &<< 8, as: SIMD8<UInt16>.self)
    }
}
