/// One 8-bit coverage value per canvas pixel (row-major, `width` apart): a mask that a group is composited through
/// (`Canvas.endGroup(mask:)`), made from a group's alpha or luminance (`Canvas.endGroupAsMask(_:)`) and combined
/// with the operations of After Effects' masks (`Operation`).
///
/// Stored bounded: the values inside `bounds` one by one, and one value (`outside`) for every pixel beyond them, so
/// a mask of a small shape on a large canvas costs its shape's box, not the canvas, to make, combine and apply.
public struct CoverageMask: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// The pixels stored one by one (within the mask); every other pixel is `outside`.
    private(set) var bounds: ScanBounds
    /// Row-major over `bounds`, `bounds` width apart.
    private(set) var inside: [UInt8]
    private(set) var outside: UInt8

    /// A mask of `value` everywhere (0: hides all, 255: shows all). Sides are taken as at least 0.
    public init(width: Int, height: Int, value: UInt8 = 0) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        bounds = .empty
        inside = []
        outside = value
    }

    /// A mask of `outside` but within `bounds` (limited to the mask), whose values are `inside` (row-major).
    init(width: Int, height: Int, bounds: ScanBounds, inside: [UInt8], outside: UInt8) {
        self.width = width
        self.height = height
        self.bounds = bounds.isEmpty ? .empty : bounds
        self.inside = bounds.isEmpty ? [] : inside
        self.outside = outside
    }

    /// Coverage 0 (hides) ... 255 (shows), row-major, `width` apart.
    public internal(set) var values: [UInt8] {
        get {
            var all = [UInt8](repeating: outside, count: width * height)
            guard !bounds.isEmpty else { return all }
            let bw = bounds.x1 - bounds.x0
            for y in bounds.y0..<bounds.y1 {
                for x in bounds.x0..<bounds.x1 { all[y * width + x] = inside[(y - bounds.y0) * bw + x - bounds.x0] }
            }
            return all
        }
        set {
            guard newValue.count == width * height else { return }
            bounds = ScanBounds(x0: 0, y0: 0, x1: width, y1: height)
            inside = newValue
        }
    }

    public static func == (a: CoverageMask, b: CoverageMask) -> Bool {
        a.width == b.width && a.height == b.height && a.values == b.values
    }

    /// The box of the non-zero values, in pixels (empty when there are none).
    public var coveredRect: Rect {
        let b = coveredBounds
        guard !b.isEmpty else { return .zero }
        return Rect(x: Double(b.x0), y: Double(b.y0), width: Double(b.x1 - b.x0), height: Double(b.y1 - b.y0))
    }

    /// The box of the non-zero values (the whole mask when the outside is not 0; empty when there are none): the
    /// stored bounds can be wider, as a fill's reported box is.
    var coveredBounds: ScanBounds {
        if outside != 0 { return ScanBounds(x0: 0, y0: 0, x1: width, y1: height) }
        guard !bounds.isEmpty else { return .empty }
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        let bw = bounds.x1 - bounds.x0
        inside.withUnsafeBufferPointer { v in
            for y in bounds.y0..<bounds.y1 {
                let row = (y - bounds.y0) * bw
                guard let first = (0..<bw).first(where: { v[row + $0] != 0 }) else { continue }
                let last = (0..<bw).last { v[row + $0] != 0 } ?? first
                x0 = min(x0, bounds.x0 + first); x1 = max(x1, bounds.x0 + last + 1); y0 = min(y0, y); y1 = y + 1
            }
        }
        guard x1 > x0 else { return .empty }
        return ScanBounds(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// How a mask is combined into an accumulated one, coverages taken as fractions a (accumulated) and m (new):
    /// add a + m − a·m, subtract a·(1 − m), intersect a·m, lighten max, darken min, difference a + m − 2·a·m.
    public enum Operation: Sendable, Hashable, CaseIterable {
        case add, subtract, intersect, lighten, darken, difference
    }

    @inline(__always)
    private static func combined(_ a: UInt8, _ m: UInt8, _ operation: Operation) -> UInt8 {
        let x = UInt32(a), y = UInt32(m)
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
        return UInt8(truncatingIfNeeded: v)
    }

    /// Combines `other` (same size; otherwise nothing happens) into this mask, rounding each value exactly. The
    /// result is stored over the union of both masks' bounds (beyond them both are constant, and so is the result),
    /// narrowed to a mask's bounds where the operation gives 0 wherever that mask is its zero outside (intersect,
    /// darken; subtract from nothing).
    public mutating func combine(_ other: CoverageMask, _ operation: Operation) {
        guard other.width == width, other.height == height else { return }
        var b = bounds.union(other.bounds)
        let zeroBeyondSelf = outside == 0 && (operation == .intersect || operation == .subtract || operation == .darken)
        let zeroBeyondOther = other.outside == 0 && (operation == .intersect || operation == .darken)
        if zeroBeyondSelf { b = b.intersection(bounds) }
        if zeroBeyondOther { b = b.intersection(other.bounds) }
        let out = Self.combined(outside, other.outside, operation)
        guard !b.isEmpty else {
            self = CoverageMask(width: width, height: height, value: out)
            return
        }
        let bw = b.x1 - b.x0
        var result = [UInt8](repeating: 0, count: bw * (b.y1 - b.y0))
        // Each row of both masks over the box spelled out, then combined byte by byte.
        var row = [UInt8](repeating: 0, count: bw)
        result.withUnsafeMutableBufferPointer { r in
            row.withUnsafeMutableBufferPointer { m in
                for y in b.y0..<b.y1 {
                    let a = r.baseAddress! + (y - b.y0) * bw
                    spell(row: y, from: b.x0, count: bw, into: a)
                    other.spell(row: y, from: b.x0, count: bw, into: m.baseAddress!)
                    switch operation {
                    case .add: Self.combine(a, m.baseAddress!, bw) { x, y, p in x + y - p }
                    case .subtract: Self.combine(a, m.baseAddress!, bw) { x, _, p in x - p }
                    case .intersect: Self.combine(a, m.baseAddress!, bw) { _, _, p in p }
                    case .lighten: Self.combine(a, m.baseAddress!, bw) { x, y, _ in max(x, y) }
                    case .darken: Self.combine(a, m.baseAddress!, bw) { x, y, _ in min(x, y) }
                    case .difference: Self.combine(a, m.baseAddress!, bw) { x, y, p in x + y - 2 * p }
                    }
                }
            }
        }
        self = CoverageMask(width: width, height: height, bounds: b, inside: result, outside: out)
    }

    /// Values `x..<x + count` of row `y` (all within the mask) written to `out`.
    func spell(row y: Int, from x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        guard y >= bounds.y0, y < bounds.y1 else { return out.update(repeating: outside, count: count) }
        let end = x + count, inStart = min(max(x, bounds.x0), end), inEnd = max(min(end, bounds.x1), inStart)
        out.update(repeating: outside, count: inStart - x)
        inside.withUnsafeBufferPointer { v in
            (out + (inStart - x)).update(from: v.baseAddress! + (y - bounds.y0) * (bounds.x1 - bounds.x0) + inStart - bounds.x0,
                                         count: inEnd - inStart)
        }
        (out + (inEnd - x)).update(repeating: outside, count: end - inEnd)
    }

    /// a[i] = f(a[i], m[i], round(a[i]·m[i] / 255)) for the `count` bytes.
    @inline(__always)
    private static func combine(_ a: UnsafeMutablePointer<UInt8>, _ m: UnsafePointer<UInt8>, _ count: Int,
                                _ f: (UInt32, UInt32, UInt32) -> UInt32) {
        for i in 0..<count {
            let x = UInt32(a[i]), y = UInt32(m[i])
            a[i] = UInt8(truncatingIfNeeded: f(x, y, PixelMath.div255(x * y)))
        }
    }

    /// Every value v becomes 255 − v.
    public mutating func invert() {
        outside = 255 &- outside
        for i in inside.indices { inside[i] = 255 &- inside[i] }
    }

    /// Every value multiplied by `opacity` (clamped to 0...1; non-finite counts as 0), rounded.
    public mutating func multiply(by opacity: Double) {
        let f = UInt32(((opacity.isFinite ? min(max(opacity, 0), 1) : 0) * 255).rounded())
        guard f != 255 else { return }
        outside = UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(outside) * f))
        for i in inside.indices { inside[i] = UInt8(truncatingIfNeeded: PixelMath.div255(UInt32(inside[i]) * f)) }
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
        guard let group = groups.popLast() else { return CoverageMask(width: width, height: height) }
        let d = group.dirty
        defer { pool.append(group.buffer) }
        guard !d.isEmpty else { return CoverageMask(width: width, height: height) }
        let dw = d.x1 - d.x0
        var values = [UInt8](repeating: 0, count: dw * (d.y1 - d.y0))
        values.withUnsafeMutableBufferPointer { out in
            // One loop per channel, so the choice is not made again at every pixel.
            for y in d.y0..<d.y1 {
                let row = group.buffer.pixels + y * width, o = out.baseAddress! + ((y - d.y0) * dw - d.x0)
                switch channel {
                case .alpha:
                    for x in d.x0..<d.x1 { o[x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
                case .luminance:
                    for x in d.x0..<d.x1 {
                        let p = row[x]
                        let luma = (p & 0xFF) * 77 + (p >> 8 & 0xFF) * 150 + (p >> 16 & 0xFF) * 29
                        o[x] = UInt8(truncatingIfNeeded: (luma + 128) >> 8)
                    }
                }
            }
        }
        group.buffer.fill(d, with: 0)
        return CoverageMask(width: width, height: height, bounds: d, inside: values, outside: 0)
    }

    /// Ends the innermost group and composites it with its opacity multiplied by `mask` per pixel, and its blend
    /// mode; a mask of another size than the canvas hides the group. Does nothing when no group is open.
    public func endGroup(mask: CoverageMask) {
        guard let group = groups.popLast() else { return }
        let d = group.dirty
        let alpha = UInt32((group.opacity * 255).rounded())
        if !d.isEmpty {
            // Beyond the mask's bounds a zero outside hides everything: only the pixels within them can show.
            let shown = mask.outside == 0 ? d.intersection(mask.bounds) : d
            if alpha > 0, mask.width == width, mask.height == height, !shown.isEmpty {
                let dst = target
                let mb = mask.bounds, mw = mb.x1 - mb.x0
                let outsideFactor = PixelMath.div255(alpha * UInt32(mask.outside))
                mask.inside.withUnsafeBufferPointer { m in
                    guard group.blend == .normal else {
                        return compositeBlended(group, within: shown, alpha: alpha, mask: mask)
                    }
                    // Each pixel scaled by its factor and put over: a transparent pixel or a factor of 0 leaves
                    // the target as it is.
                    @inline(__always) func put(_ s: UnsafeMutablePointer<UInt32>, _ t: UnsafeMutablePointer<UInt32>,
                                               _ x: Int, _ f: UInt32) {
                        let p = s[x]
                        guard p != 0, f != 0 else { return }
                        t[x] = PixelMath.overIfNeeded(f == 255 ? p : PixelMath.scale(p, by: f), t[x])
                    }
                    for y in shown.y0..<shown.y1 {
                        let s = group.buffer.pixels + y * width, t = dst.pixels + y * width
                        // The row's columns within the mask's bounds read their factors from it; those beside them
                        // (all of them on a row outside the bounds) take the outside's.
                        let lo = min(max(shown.x0, mb.x0), shown.x1)
                        let inside = y >= mb.y0 && y < mb.y1 ? lo..<max(lo, min(shown.x1, mb.x1)) : shown.x0..<shown.x0
                        if outsideFactor != 0 {
                            for x in shown.x0..<(inside.isEmpty ? shown.x1 : inside.lowerBound) { put(s, t, x, outsideFactor) }
                            for x in (inside.isEmpty ? shown.x1 : inside.upperBound)..<shown.x1 { put(s, t, x, outsideFactor) }
                        }
                        guard !inside.isEmpty else { continue }
                        let row = m.baseAddress! + ((y - mb.y0) * mw - mb.x0)
                        if alpha == 255 {
                            for x in inside { put(s, t, x, UInt32(row[x])) }
                        } else {
                            for x in inside { put(s, t, x, PixelMath.div255(alpha &* UInt32(row[x]))) }
                        }
                    }
                }
                touched(shown)
            }
            group.buffer.fill(d, with: 0)
        }
        pool.append(group.buffer)
    }

    /// Fills `path` mapped by `transform` with `paint`, seen through `mask` at `opacity`: the same pixels as
    /// `beginGroup(opacity:)`, `fill(_:transform:rule:paint:)`, `endGroup(mask:)`. A solid colour is composited
    /// straight onto the target through the mask (`MaskedSolidCompositor`), without a group's buffer; other paints
    /// take the group.
    public func fill(_ path: Path, transform: AffineTransform, rule: FillRule = .nonZero, paint: Paint,
                     mask: CoverageMask, opacity: Double) {
        guard case .solid(let color) = paint else {
            beginGroup(opacity: opacity)
            fill(path, transform: transform, rule: rule, paint: paint)
            endGroup(mask: mask)
            return
        }
        let alpha = UInt32(((opacity.isFinite ? min(max(opacity, 0), 1) : 0) * 255).rounded())
        let pixel = color.premultipliedPixel
        guard !path.isEmpty, alpha > 0, pixel != 0, mask.width == width, mask.height == height,
              let clip = clipBounds else { return }
        let source = ShapeCoverage(path: path, stroke: nil, transform: transform, rule: rule)
        let target = self.target
        let drawn = mask.inside.withUnsafeBufferPointer { values in
            var compositor = MaskedSolidCompositor(target: target, color: pixel, values: values.baseAddress, bounds: mask.bounds,
                                                   outside: mask.outside, alpha: alpha)
            return source.fill(on: self, clip: clip, alphaScale: 255, into: &compositor)
        }
        touched(mask.outside == 0 ? drawn.intersection(mask.bounds) : drawn)
    }

    /// The coverage of `path` mapped by `transform` (within the clip) as a mask: the same values as filling it
    /// white in a group and ending the group as an alpha mask, written as bytes without the group's buffer.
    public func coverageMask(of path: Path, transform: AffineTransform, rule: FillRule = .nonZero) -> CoverageMask {
        guard !path.isEmpty, let clip = clipBounds else { return CoverageMask(width: width, height: height) }
        let bytes = maskScratch
        var compositor = CoverageCompositor(target: bytes, stride: width)
        let drawn = ShapeCoverage(path: path, stroke: nil, transform: transform, rule: rule)
            .fill(on: self, clip: clip, alphaScale: 255, into: &compositor)
        guard !drawn.isEmpty else { return CoverageMask(width: width, height: height) }
        let dw = drawn.x1 - drawn.x0
        var values = [UInt8](repeating: 0, count: dw * (drawn.y1 - drawn.y0))
        values.withUnsafeMutableBufferPointer { out in
            for y in drawn.y0..<drawn.y1 {
                let row = bytes + y * width + drawn.x0
                (out.baseAddress! + (y - drawn.y0) * dw).update(from: row, count: dw)
                row.update(repeating: 0, count: dw)  // the scratch is kept zero
            }
        }
        return CoverageMask(width: width, height: height, bounds: drawn, inside: values, outside: 0)
    }
}

/// Coverage written as bytes (what a white fill leaves in a transparent group's alpha).
struct CoverageCompositor: SpanCompositor {
    let target: UnsafeMutablePointer<UInt8>
    let stride: Int

    @inline(__always)
    mutating func fillSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
        (target + (y &* stride &+ x)).update(repeating: UInt8(truncatingIfNeeded: alpha), count: count)
    }

    @inline(__always)
    mutating func blendMask(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) {
        (target + (y &* stride &+ x)).update(from: mask, count: count)
    }
}
