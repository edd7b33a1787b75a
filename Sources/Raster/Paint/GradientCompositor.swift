/// Source-over of a linear gradient through the rasterizer's coverage. The gradient is tabulated once per fill into
/// `GradientCompositor.tableSize` premultiplied pixels; along a span the parameter steps by a constant.
struct GradientCompositor: SpanCompositor {
    static let tableSize = 1024

    let target: UnsafeMutablePointer<UInt32>
    let stride: Int
    let table: UnsafeMutablePointer<UInt32>
    /// t(x, y) = (x + 0.5 − sx)·dx + (y + 0.5 − sy)·dy, with (dx, dy) = (end − start) / |end − start|².
    let sx: Double, sy: Double, dx: Double, dy: Double

    /// `table` holds the gradient's `tableSize` colours (`GradientTableCache`). Nil for a degenerate gradient
    /// (start = end): the caller fills with the last stop's colour, as Core Graphics does.
    init?(target: PixelBuffer, gradient: LinearGradient, table: UnsafeMutablePointer<UInt32>) {
        let d = gradient.end - gradient.start
        let len2 = d.dot(d)
        guard len2 > 1e-12, len2.isFinite, gradient.start.isFinite else { return nil }
        self.target = target.pixels
        stride = target.width
        self.table = table
        sx = gradient.start.x
        sy = gradient.start.y
        dx = d.x / len2
        dy = d.y / len2
    }

    @inline(__always)
    private func index(_ t: Double) -> Int {
        let scaled = t * Double(GradientCompositor.tableSize - 1) + 0.5
        if !(scaled > 0) { return 0 }
        if scaled >= Double(GradientCompositor.tableSize - 1) { return GradientCompositor.tableSize - 1 }
        return Int(scaled)
    }

    @inline(__always)
    mutating func fillSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
        let row = target + (y &* stride &+ x)
        var t = (Double(x) + 0.5 - sx) * dx + (Double(y) + 0.5 - sy) * dy
        var i = 0
        while i < count {
            let c = table[index(t)]
            let src = alpha == 255 ? c : PixelMath.scale(c, by: alpha)
            row[i] = PixelMath.overIfNeeded(src, row[i])
            t += dx
            i &+= 1
        }
    }

    @inline(__always)
    mutating func blendMask(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) {
        let row = target + (y &* stride &+ x)
        var t = (Double(x) + 0.5 - sx) * dx + (Double(y) + 0.5 - sy) * dy
        var i = 0
        while i < count {
            let m = UInt32(mask[i])
            if m != 0 {
                let c = table[index(t)]
                row[i] = PixelMath.overIfNeeded(m == 255 ? c : PixelMath.scale(c, by: m), row[i])
            }
            t += dx
            i &+= 1
        }
    }
}
