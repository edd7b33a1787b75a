/// Source-over of a bilinearly sampled image through the rasterizer's coverage (RASTER-NOTES.md §6.7).
///
/// Each covered pixel's centre (x + 0.5, y + 0.5) is mapped by the inverse transform, minus 0.5, into image space;
/// the four nearest texels (clamped to the image: edge padding) are blended with 8-bit weights on premultiplied
/// values. Along a span the image position steps incrementally (32.32 fixed point) by the inverse transform's x column.
struct ImageCompositor: SpanCompositor {
    let target: UnsafeMutablePointer<UInt32>
    let stride: Int
    let source: UnsafePointer<UInt32>
    let sourceWidth: Int
    let sourceHeight: Int
    let inverse: AffineTransform
    /// Image width and height in 32.32 fixed point (the clamp limit for positions).
    let maxUFixed: Int64
    let maxVFixed: Int64

    /// Inverse-transform entries above this are refused by `init`: the image would be far below a pixel in size,
    /// and positions must stay small enough to convert to integers safely.
    static let inverseLimit = 1e6

    /// Nil when `transform` is not finite, singular, or shrinks the image to (almost) nothing.
    init?(target: PixelBuffer, source: UnsafePointer<UInt32>, width: Int, height: Int, transform: AffineTransform) {
        guard let inv = transform.inverted(), inv.isFinite else { return nil }
        let lim = ImageCompositor.inverseLimit
        guard abs(inv.a) <= lim, abs(inv.b) <= lim, abs(inv.c) <= lim, abs(inv.d) <= lim else { return nil }
        self.target = target.pixels
        stride = target.width
        self.source = source
        sourceWidth = width
        sourceHeight = height
        inverse = inv
        maxUFixed = Int64(width) &<< 32
        maxVFixed = Int64(height) &<< 32
    }

    /// Image position in 32.32 fixed point. Only pixels within a mask run (≤ 8 px plus the AA fringe) of the image's
    /// outline are sampled, where |position| ≤ ~10 × `inverseLimit` + image size; clamping to ±1e9 before
    /// conversion makes the conversion safe regardless, and stepping uses wrapping arithmetic.
    @inline(__always)
    private func start(_ x: Int, _ y: Int) -> (u: Int64, v: Int64, du: Int64, dv: Int64) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let u = inverse.a * px + inverse.c * py + inverse.tx - 0.5
        let v = inverse.b * px + inverse.d * py + inverse.ty - 0.5
        func fixed(_ d: Double) -> Int64 { Int64(min(max(d, -1e9), 1e9) * 4_294_967_296) }
        // Pre-add half of a 1/256 step so the 8-bit weights below are rounded, not truncated.
        return (fixed(u) &+ (1 &<< 23), fixed(v) &+ (1 &<< 23), fixed(inverse.a), fixed(inverse.b))
    }

    @inline(__always)
    private func sample(_ u: Int64, _ v: Int64) -> UInt32 {
        // Interior fast path: both neighbours inside the image in both axes (one unsigned compare per axis).
        let xf = Int(truncatingIfNeeded: u &>> 32), yf = Int(truncatingIfNeeded: v &>> 32)
        if UInt(bitPattern: xf) < UInt(bitPattern: sourceWidth &- 1) && UInt(bitPattern: yf) < UInt(bitPattern: sourceHeight &- 1) {
            let p = source + (yf &* sourceWidth &+ xf)
            return PixelMath.bilinear(p[0], p[1], p[sourceWidth], p[sourceWidth &+ 1],
                                      fx: UInt64(truncatingIfNeeded: (u &>> 24) & 0xFF),
                                      fy: UInt64(truncatingIfNeeded: (v &>> 24) & 0xFF))
        }
        // Clamp to [-1, size] (edge padding), split into texel index (arithmetic shift = floor) and 8-bit weight.
        let uc = min(max(u, -(1 &<< 32)), maxUFixed), vc = min(max(v, -(1 &<< 32)), maxVFixed)
        let xi = Int(truncatingIfNeeded: uc &>> 32), yi = Int(truncatingIfNeeded: vc &>> 32)
        let fx = UInt64(truncatingIfNeeded: (uc &>> 24) & 0xFF), fy = UInt64(truncatingIfNeeded: (vc &>> 24) & 0xFF)
        // xi is in -1...width: both neighbours are clamped into the image.
        let x0 = min(max(xi, 0), sourceWidth &- 1), x1 = min(xi &+ 1, sourceWidth &- 1)
        let y0 = min(max(yi, 0), sourceHeight &- 1), y1 = min(yi &+ 1, sourceHeight &- 1)
        let r0 = source + y0 &* sourceWidth, r1 = source + y1 &* sourceWidth
        return PixelMath.bilinear(r0[x0], r0[x1], r1[x0], r1[x1], fx: fx, fy: fy)
    }

    @inline(__always)
    mutating func fillSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
        let row = target + (y &* stride &+ x)
        var (u, v, du, dv) = start(x, y)
        var i = 0
        if alpha == 255 {
            while i < count {
                let s = sample(u, v)
                if s >= 0xFF00_0000 {
                    row[i] = s
                } else if s != 0 {
                    row[i] = PixelMath.over(s, row[i])
                }
                u &+= du
                v &+= dv
                i &+= 1
            }
            return
        }
        while i < count {
            let s = PixelMath.scale(sample(u, v), by: alpha)
            if s != 0 { row[i] = PixelMath.over(s, row[i]) }
            u &+= du
            v &+= dv
            i &+= 1
        }
    }

    @inline(__always)
    mutating func blendMask(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) {
        let row = target + (y &* stride &+ x)
        var (u, v, du, dv) = start(x, y)
        var i = 0
        while i < count {
            let m = UInt32(mask[i])
            if m != 0 {
                var s = sample(u, v)
                if m != 255 { s = PixelMath.scale(s, by: m) }
                if s >= 0xFF00_0000 {
                    row[i] = s
                } else if s != 0 {
                    row[i] = PixelMath.over(s, row[i])
                }
            }
            u &+= du
            v &+= dv
            i &+= 1
        }
    }
}
