/// Source-over of a bilinearly sampled image through the rasterizer's coverage (RASTER-NOTES.md §6.7).
///
/// Each covered pixel's centre (x + 0.5, y + 0.5) is mapped by the inverse transform, minus 0.5, into image space;
/// the four nearest texels (clamped to the image: edge padding) are blended with 8-bit weights on premultiplied
/// values. Along a span the image position steps incrementally by the inverse transform's x column.
struct ImageCompositor: SpanCompositor {
    let target: UnsafeMutablePointer<UInt32>
    let stride: Int
    let source: UnsafePointer<UInt32>
    let sourceWidth: Int
    let sourceHeight: Int
    let inverse: AffineTransform
    let maxU: Double
    let maxV: Double

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
        maxU = Double(width)
        maxV = Double(height)
    }

    @inline(__always)
    private func sample(_ u: Double, _ v: Double) -> UInt32 {
        // Clamp first (positions may lie far outside for anti-aliased edge pixels), then convert: never traps.
        let uc = min(max(u, -1), maxU), vc = min(max(v, -1), maxV)
        let xi = Int(uc + 1) &- 1, yi = Int(vc + 1) &- 1  // floor, via truncation of a non-negative value
        let fx = UInt64((uc - Double(xi)) * 256 + 0.5), fy = UInt64((vc - Double(yi)) * 256 + 0.5)
        let x0 = max(xi, 0), x1 = min(xi &+ 1, sourceWidth &- 1)
        let y0 = max(yi, 0), y1 = min(yi &+ 1, sourceHeight &- 1)
        let r0 = source + y0 &* sourceWidth, r1 = source + y1 &* sourceWidth
        return PixelMath.bilinear(r0[x0], r0[x1], r1[x0], r1[x1], fx: fx, fy: fy)
    }

    @inline(__always)
    private func start(_ x: Int, _ y: Int) -> (Double, Double) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        return (inverse.a * px + inverse.c * py + inverse.tx - 0.5, inverse.b * px + inverse.d * py + inverse.ty - 0.5)
    }

    @inline(__always)
    mutating func fillSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
        let row = target + (y &* stride &+ x)
        var (u, v) = start(x, y)
        let du = inverse.a, dv = inverse.b
        var i = 0
        while i < count {
            var s = sample(u, v)
            if alpha != 255 { s = PixelMath.scale(s, by: alpha) }
            if s >= 0xFF00_0000 {
                row[i] = s
            } else if s != 0 {
                row[i] = PixelMath.over(s, row[i])
            }
            u += du
            v += dv
            i &+= 1
        }
    }

    @inline(__always)
    mutating func blendMask(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) {
        let row = target + (y &* stride &+ x)
        var (u, v) = start(x, y)
        let du = inverse.a, dv = inverse.b
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
            u += du
            v += dv
            i &+= 1
        }
    }
}
