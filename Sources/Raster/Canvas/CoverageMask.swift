/// One 8-bit coverage value per canvas pixel (row-major, `width` apart): a mask that a group is composited through
/// (`Canvas.endGroup(mask:)`), made from a group's alpha or luminance (`Canvas.endGroupAsMask(_:)`) and combined
/// with the operations of After Effects' masks (`Operation`).
public struct CoverageMask: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Coverage 0 (hides) ... 255 (shows).
    public internal(set) var values: [UInt8]

    /// A mask of `value` everywhere (0: hides all, 255: shows all). Sides are taken as at least 0.
    public init(width: Int, height: Int, value: UInt8 = 0) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        values = [UInt8](repeating: value, count: self.width * self.height)
    }

    /// How a mask is combined into an accumulated one, coverages taken as fractions a (accumulated) and m (new):
    /// add a + m − a·m, subtract a·(1 − m), intersect a·m, lighten max, darken min, difference a + m − 2·a·m.
    public enum Operation: Sendable, Hashable, CaseIterable {
        case add, subtract, intersect, lighten, darken, difference
    }

    /// Combines `other` (same size; otherwise nothing happens) into this mask, rounding each value exactly.
    public mutating func combine(_ other: CoverageMask, _ operation: Operation) {
        guard other.width == width, other.height == height else { return }
        values.withUnsafeMutableBufferPointer { a in
            other.values.withUnsafeBufferPointer { m in
                for i in 0..<a.count {
                    let x = UInt32(a[i]), y = UInt32(m[i])
                    let product = PixelMath.div255(x * y)
                    let v: UInt32
                    switch operation {
                    case .add: v = x + y - product
                    case .subtract: v = x - product
                    case .intersect: v = product
                    case .lighten: v = max(x, y)
                    case .darken: v = min(x, y)
                    case .difference: v = x + y - 2 * product
                    }
                    a[i] = UInt8(truncatingIfNeeded: v)
                }
            }
        }
    }

    /// Every value v becomes 255 − v.
    public mutating func invert() {
        for i in values.indices { values[i] = 255 &- values[i] }
    }

    /// Every value multiplied by `opacity` (clamped to 0...1; non-finite counts as 0), rounded.
    public mutating func multiply(by opacity: Double) {
        let f = UInt32(((opacity.isFinite ? min(max(opacity, 0), 1) : 0) * 255).rounded())
        guard f != 255 else { return }
        for i in values.indices { values[i] = UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(values[i]) * f)) }
    }
}

/// Which value of a group's pixels becomes a mask's coverage.
public enum MaskChannel: Sendable, Hashable {
    /// The pixel's alpha (track matte "alpha").
    case alpha
    /// The luminance of the premultiplied colour, that is of the pixel over black (track matte "luma"): Rec. 601
    /// weights 0.299, 0.587, 0.114 as 77, 150, 29 of 256.
    case luminance
}

extension Canvas {
    /// Ends the innermost group and returns its pixels' `channel` as a mask (the group's opacity is not applied)
    /// instead of compositing them; an all-zero mask when no group is open.
    public func endGroupAsMask(_ channel: MaskChannel) -> CoverageMask {
        var mask = CoverageMask(width: width, height: height)
        guard let group = groups.popLast() else { return mask }
        let d = group.dirty
        if !d.isEmpty {
            mask.values.withUnsafeMutableBufferPointer { out in
                for y in d.y0..<d.y1 {
                    let row = group.buffer.pixels + y * width
                    for x in d.x0..<d.x1 {
                        let p = row[x]
                        switch channel {
                        case .alpha:
                            out[y * width + x] = UInt8(truncatingIfNeeded: p >> 24)
                        case .luminance:
                            let luma = (p & 0xFF) * 77 + (p >> 8 & 0xFF) * 150 + (p >> 16 & 0xFF) * 29
                            out[y * width + x] = UInt8(truncatingIfNeeded: (luma + 128) >> 8)
                        }
                    }
                }
            }
            group.buffer.fill(d, with: 0)
        }
        pool.append(group.buffer)
        return mask
    }

    /// Ends the innermost group and composites it with its opacity multiplied by `mask` per pixel; a mask of another
    /// size than the canvas hides the group. Does nothing when no group is open.
    public func endGroup(mask: CoverageMask) {
        guard let group = groups.popLast() else { return }
        let d = group.dirty
        let alpha = UInt32((group.opacity * 255).rounded())
        if !d.isEmpty {
            if alpha > 0, mask.width == width, mask.height == height {
                let dst = target
                mask.values.withUnsafeBufferPointer { m in
                    for y in d.y0..<d.y1 {
                        let s = group.buffer.pixels + y * width, t = dst.pixels + y * width
                        for x in d.x0..<d.x1 {
                            let p = s[x], f = PixelMath.div255(alpha * UInt32(m[y * width + x]))
                            if p == 0 || f == 0 { continue }
                            t[x] = PixelMath.over(f == 255 ? p : PixelMath.scale(p, by: f), t[x])
                        }
                    }
                }
                touched(d)
            }
            group.buffer.fill(d, with: 0)
        }
        pool.append(group.buffer)
    }
}
