/// Source-over of one premultiplied colour through the rasterizer's coverage. Opaque colour at full coverage is a
/// plain store; other constant runs scale the colour once and blend.
struct SolidCompositor: SpanCompositor {
    let target: UnsafeMutablePointer<UInt32>
    let stride: Int
    let color: UInt32
    let opaque: Bool

    init(target: PixelBuffer, color: UInt32) {
        self.target = target.pixels
        stride = target.width
        self.color = color
        opaque = color >> 24 == 255
    }

    @inline(__always)
    mutating func fillSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
        let row = target + (y &* stride &+ x)
        if alpha == 255 && opaque {
            row.update(repeating: color, count: count)
            return
        }
        let src = alpha == 255 ? color : PixelMath.scale(color, by: alpha)
        if src == 0 { return }
        let inverse = 255 &- (src &>> 24)
        var i = 0
        while i < count {
            row[i] = src &+ PixelMath.scale(row[i], by: inverse)
            i &+= 1
        }
    }

    @inline(__always)
    mutating func blendMask(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) {
        let row = target + (y &* stride &+ x)
        var i = 0
        while i < count {
            let m = UInt32(mask[i])
            if m == 255 && opaque {
                row[i] = color
            } else if m != 0 {
                row[i] = PixelMath.overIfNeeded(PixelMath.scale(color, by: m), row[i])
            }
            i &+= 1
        }
    }
}
