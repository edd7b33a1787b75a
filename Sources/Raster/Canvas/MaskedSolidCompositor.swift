/// Source-over of one premultiplied colour through the rasterizer's coverage and a `CoverageMask` at a group
/// opacity, straight onto the target: the very pixels of filling the colour alone into a transparent group and
/// ending the group through the mask (`Canvas.endGroup(mask:)`), without the group's buffer. Over a transparent
/// pixel the colour at coverage c is c = 255 ? colour : scale(colour, c) (as `SolidCompositor` leaves it); that pixel
/// is then scaled by the mask's factor and composited, as `endGroup(mask:)` does.
struct MaskedSolidCompositor: SpanCompositor {
    let target: UnsafeMutablePointer<UInt32>
    let stride: Int
    let color: UInt32
    /// The mask's values within `bounds`, row-major, `bounds` width apart.
    let values: UnsafePointer<UInt8>?
    let bounds: ScanBounds
    /// The group opacity as 0...255.
    let alpha: UInt32
    /// The factor of every pixel beyond the mask's bounds.
    let outsideFactor: UInt32

    init(target: PixelBuffer, color: UInt32, values: UnsafePointer<UInt8>?, bounds: ScanBounds, outside: UInt8, alpha: UInt32) {
        self.target = target.pixels
        stride = target.width
        self.color = color
        self.values = values
        self.bounds = bounds
        self.alpha = alpha
        outsideFactor = PixelMath.div255(alpha &* UInt32(outside))
    }

    /// Composites `p` over pixels `x..<x + count` of row `y`, each scaled by its mask factor.
    @inline(__always)
    private func run(_ p: UInt32, y: Int, x: Int, count: Int) {
        let row = target + y &* stride
        let end = x &+ count
        guard let values, y >= bounds.y0, y < bounds.y1, x < bounds.x1, end > bounds.x0 else {
            return constant(p, outsideFactor, row, x, end)
        }
        let inStart = max(x, bounds.x0), inEnd = min(end, bounds.x1)
        constant(p, outsideFactor, row, x, inStart)
        let m = values + ((y &- bounds.y0) &* (bounds.x1 &- bounds.x0) &- bounds.x0)
        let opaque = p >> 24 == 255 && alpha == 255
        var i = inStart
        while i < inEnd {
            // Eight mask values at a time: all zero leaves the pixels as they are; all 255 under an opaque colour
            // sets them, as the single steps below would, one run at a time.
            var j = i
            while j &+ 8 <= inEnd, UnsafeRawPointer(m + j).loadUnaligned(as: UInt64.self) == 0 { j &+= 8 }
            if opaque {
                let start = j
                while j &+ 8 <= inEnd, UnsafeRawPointer(m + j).loadUnaligned(as: UInt64.self) == .max { j &+= 8 }
                if j > start { (row + start).update(repeating: p, count: j &- start) }
            }
            if j > i {
                i = j
                continue
            }
            let v = UInt32(m[i])
            if v == 255 && opaque {
                row[i] = p
            } else if v != 0 {
                let f = PixelMath.div255(alpha &* v)
                if f != 0 { row[i] = PixelMath.over(f == 255 ? p : PixelMath.scale(p, by: f), row[i]) }
            }
            i &+= 1
        }
        constant(p, outsideFactor, row, inEnd, end)
    }

    /// Composites `p` scaled by `f` over pixels `x0..<x1` of `row`.
    @inline(__always)
    private func constant(_ p: UInt32, _ f: UInt32, _ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int) {
        guard f != 0, x1 > x0 else { return }
        let q = f == 255 ? p : PixelMath.scale(p, by: f)
        if q >> 24 == 255 {
            (row + x0).update(repeating: q, count: x1 &- x0)
            return
        }
        var i = x0
        while i < x1 {
            row[i] = PixelMath.over(q, row[i])
            i &+= 1
        }
    }

    @inline(__always)
    mutating func fillSpan(y: Int, x: Int, count: Int, alpha coverage: UInt32) {
        let p = coverage == 255 ? color : PixelMath.scale(color, by: coverage)
        if p == 0 { return }
        run(p, y: y, x: x, count: count)
    }

    /// Runs of equal coverage (a rectangle's edge columns come as masks of 255) are composited as one span each.
    @inline(__always)
    mutating func blendMask(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) {
        var i = 0
        while i < count {
            let c = mask[i]
            var j = i &+ 1
            while j < count, mask[j] == c { j &+= 1 }
            if c != 0 {
                let p = c == 255 ? color : PixelMath.scale(color, by: UInt32(c))
                if p != 0 { run(p, y: y, x: x &+ i, count: j &- i) }
            }
            i = j
        }
    }
}
