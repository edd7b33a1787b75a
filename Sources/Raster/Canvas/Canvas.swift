/// A drawing surface of premultiplied RGBA8 pixels in PNG byte order (each `UInt32` is little-endian `0xAABBGGRR`),
/// with exact-area anti-aliased polygon fills, solid and image paints, source-over compositing with exact /255
/// rounding, an optional clip rectangle and opacity groups (RASTER-NOTES.md §6), which may blend with a mode.
///
/// Not thread-safe and not `Sendable`: use one canvas per worker. It owns its scratch memory and a pool of group
/// buffers, so after the first frame drawing allocates nothing. Its pixels and coverage buffers (about 14 bytes a
/// pixel, 5 MB @3x) are made when first used, so a canvas that is never drawn (the renderer of a worker that only
/// evaluates presentation trees) costs neither their memory nor the time to clear it.
public final class Canvas {
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int

    /// Drawing is limited to this device-space rectangle (intersected with the canvas) when set. Fractional edges
    /// are anti-aliased exactly; a non-finite rectangle clips everything away.
    public var clipRect: Rect?

    /// Whether large fills repeated exactly (a label that stays put from frame to frame) replay their recorded
    /// coverage instead of being rasterized again (`CoverageCache`; the pixels are the same either way). Off, every
    /// fill is rasterized: what a benchmark of the rasterizer wants.
    public var reusesCoverage = true
    /// Looked at before each path or image is filled and every `DrawingCancellation.rowsBetweenLooks` rows of its
    /// sweep: once it is set the canvas draws nothing more, and what it holds is an unfinished picture.
    public var cancellation: DrawingCancellation?

    /// True once the canvas's `cancellation` was set.
    public var isCancelled: Bool { cancellation?.isCancelled ?? false }

    /// The canvas's own pixels, made when first used.
    private lazy var storage = PixelBuffer(width: width, height: height)
    /// The canvas's own pixels, for any use: a clear still owed (`pendingClear`) is done first, and the use is
    /// counted (`baseUses`), so a picture can tell that nothing has read or written them since it was placed.
    var base: PixelBuffer {
        if !pendingClear.isEmpty {
            storage.fill(pendingClear, with: baseFill ?? 0)
            pendingClear = .empty
        }
        baseUses &+= 1
        return storage
    }
    /// Pixels a clear of the whole canvas to `baseFill` has yet to erase: they are erased when the pixels are next
    /// used, or left as they are when the picture they hold is drawn again (`drawPicture`).
    var pendingClear = ScanBounds.empty
    /// How many times `base` has been used.
    private(set) var baseUses = 0
    private(set) lazy var scratch = CoverageScratch(width: width, height: height)
    /// One coverage byte per pixel for `coverageMask(of:transform:rule:)`, kept zero between uses.
    private(set) lazy var maskScratch: UnsafeMutablePointer<UInt8> = {
        let bytes = UnsafeMutablePointer<UInt8>.allocateZeroed(count: width * height)
        maskScratchAllocated = true
        return bytes
    }()
    private var maskScratchAllocated = false
    let coverageCache = CoverageCache()
    /// The recorded coverage of recent path fills and strokes (`fill(_:transform:rule:paint:)`, `stroke`).
    let shapeCache = ShapeCoverageCache()
    /// The colour tables of recent gradient fills (owned here so fills do not allocate or tabulate again).
    let gradientTables = GradientTableCache()
    /// Every pixel of the canvas itself outside `baseDirty` is `baseFill` (nil: not known), so clearing to that
    /// colour again rewrites only what was drawn since: every write to the canvas's own pixels reports its bounds
    /// (`touched`), as writes to a group do.
    private var baseFill: UInt32? = 0
    private var baseDirty = ScanBounds.empty
    /// The last picture of each key type drawn on a blank canvas (`drawPicture`).
    var pictures: [ObjectIdentifier: KeptPicture] = [:]
    /// Masks made for a key under a clip (`keptMask(key:_:)`), most recently used first.
    var keptMasks: [(key: AnyObject, clip: Rect?, mask: CoverageMask)] = []
    /// Groups drawn and finished for a key under a clip (`drawKeptGroup(key:…)`), most recently used first: the box
    /// their pixels fill, those pixels, and whether a blur ran (it does not for an empty group, a blur of none or an
    /// edit).
    var keptGroups: [(key: AnyObject, clip: Rect?, box: ScanBounds, pixels: [UInt32], blurred: Bool)] = []
    /// Group contents drawn for a key under a clip (`drawGroup(keptAs:…)`), most recently used first.
    var keptContents: [KeptContent] = []

    /// Every pixel of the canvas itself is transparent.
    var isBlank: Bool { baseFill == 0 && baseDirty.isEmpty }
    /// The box of the canvas's own pixels drawn since it was last cleared whole.
    var drawnSinceClear: ScanBounds { baseDirty }
    /// Open groups, innermost last, and the pool of transparent buffers they reuse (internal: CanvasMask.swift).
    var groups: [Group] = []
    var pool: [PixelBuffer] = []

    struct Group {
        let buffer: PixelBuffer
        let opacity: Double
        /// How the group is composited onto what lies below (`normal`: source-over, the integer fast path).
        let blend: BlendMode
        var dirty: ScanBounds
    }

    /// A transparent canvas. Throws when a side is outside 1...`Image.maxDimension` or there are more than
    /// `Image.maxPixelCount` pixels.
    public init(width: Int, height: Int) throws(ImageError) {
        try ImageError.check(width: width, height: height)
        self.width = width
        self.height = height
    }

    deinit {
        if maskScratchAllocated { maskScratch.freeZeroed() }
    }

    var bounds: ScanBounds { ScanBounds(x0: 0, y0: 0, x1: width, y1: height) }

    /// The buffer drawing goes to: the innermost open group, or the canvas itself.
    var target: PixelBuffer { groups.last?.buffer ?? base }

    /// The pixels the clip lets through, rounded outwards; nil when nothing is visible.
    var clipBounds: ScanBounds? {
        guard let clip = clipRect else { return bounds }
        let b = ScanBounds(covering: clip.standardized, limit: bounds)
        return b.isEmpty ? nil : b
    }

    /// True when the clip rectangle has an edge inside the canvas that is not on a pixel boundary.
    private var clipIsFractional: Bool {
        guard let c = clipRect?.standardized else { return false }
        func frac(_ v: Double, _ limit: Int) -> Bool { v > 0 && v < Double(limit) && v != v.rounded(.down) }
        return frac(c.minX, width) || frac(c.maxX, width) || frac(c.minY, height) || frac(c.maxY, height)
    }

    func touched(_ b: ScanBounds) {
        guard !b.isEmpty else { return }
        guard !groups.isEmpty else {
            baseDirty = baseDirty.union(b)
            return
        }
        groups[groups.count - 1].dirty = groups[groups.count - 1].dirty.union(b)
    }

    /// The canvas's own pixels were all replaced (`restore(from:)`).
    func replacedBase() {
        baseFill = nil
        baseDirty = .empty
    }

    // MARK: Drawing

    /// Sets every pixel inside the clip (the whole canvas without one) to `color`, replacing what was there.
    /// A fractional clip edge is rounded outwards here.
    public func clear(_ color: Color = .clear) {
        guard let b = clipBounds else { return }
        let pixel = color.premultipliedPixel
        guard groups.isEmpty, b == bounds else {
            target.fill(b, with: pixel)
            touched(b)
            return
        }
        // The whole canvas: where it already holds this colour everywhere but what was drawn since, only that, and
        // not until the pixels are used.
        if baseFill == pixel {
            pendingClear = pendingClear.union(baseDirty)
        } else {
            base.fill(b, with: pixel)
        }
        baseFill = pixel
        baseDirty = .empty
    }

    /// Fills `polygon` (device pixels, contours implicitly closed) with `paint`, anti-aliased by exact covered area.
    /// A polygon with a non-finite coordinate draws nothing; huge coordinates are clamped (RASTER-NOTES.md §8.5, §8.6).
    public func fill(_ polygon: Polygon, rule: FillRule = .nonZero, paint: Paint) {
        guard !polygon.isEmpty else { return }
        composite(PolygonCoverage(polygon: polygon, rule: rule, cache: reusesCoverage ? coverageCache : nil), paint: paint)
    }

    /// Fills `path` mapped by `transform` (user space → device pixels) with `paint`: the same pixels as
    /// `fill(path.flattened(transform: transform), rule: rule, paint: paint)`. A shape filled again exactly (same
    /// path, transform, rule and clip) replays its recorded coverage when `reusesCoverage` is on
    /// (`ShapeCoverageCache`), skipping flattening and rasterization.
    public func fill(_ path: Path, transform: AffineTransform, rule: FillRule = .nonZero, paint: Paint) {
        guard !path.isEmpty else { return }
        composite(ShapeCoverage(path: path, stroke: nil, transform: transform, rule: rule), paint: paint)
    }

    /// Strokes `path` with `style` mapped by `transform` with `paint`: the same pixels as filling
    /// `Stroker.outline(of: path, style: style, transform: transform)` non-zero, its recorded coverage replayed as
    /// for `fill(_:transform:rule:paint:)`.
    public func stroke(_ path: Path, style: StrokeStyle, transform: AffineTransform, paint: Paint) {
        guard !path.isEmpty else { return }
        composite(ShapeCoverage(path: path, stroke: style, transform: transform, rule: .nonZero), paint: paint)
    }

    /// Hands `source`'s coverage to the compositor of `paint` over the target, within the clip.
    private func composite<S: CoverageSource>(_ source: S, paint: Paint) {
        guard let clip = clipBounds else { return }
        let target = self.target
        var drawn = ScanBounds.empty
        switch paint {
        case .solid(let color):
            let pixel = color.premultipliedPixel
            guard pixel != 0 else { return }
            var compositor = SolidCompositor(target: target, color: pixel)
            drawn = source.fill(on: self, clip: clip, alphaScale: 255, into: &compositor)
        case let .image(image, transform, opacity):
            guard opacity.isFinite, opacity > 0 else { return }
            let alphaScale = Float(min(opacity, 1) * 255)
            drawn = image.pixels.withUnsafeBufferPointer { pixels in
                guard var compositor = ImageCompositor(target: target, source: pixels.baseAddress!, width: image.width,
                                                       height: image.height, transform: transform) else { return .empty }
                return source.fill(on: self, clip: clip, alphaScale: alphaScale, into: &compositor)
            }
        case .linearGradient(let gradient):
            let table = gradientTables.table(for: gradient.stops)
            guard var compositor = GradientCompositor(target: target, gradient: gradient, table: table) else {
                composite(source, paint: .solid(gradient.stops.last?.color ?? .clear))
                return
            }
            drawn = source.fill(on: self, clip: clip, alphaScale: 255, into: &compositor)
        case .radialGradient(let gradient):
            let table = gradientTables.table(for: gradient.stops)
            guard var compositor = RadialGradientCompositor(target: target, gradient: gradient, table: table) else {
                return  // a singular transform or zero radius has no area to paint
            }
            drawn = source.fill(on: self, clip: clip, alphaScale: 255, into: &compositor)
        }
        touched(drawn)
    }

    /// A polygon ready for the rasterizer: cut to the clip rectangle when that has fractional edges (the rasterizer
    /// clips to whole pixels); nil when a point is not finite (nothing is drawn).
    func clippedForFill(_ polygon: Polygon) -> Polygon? {
        for p in polygon.points where !p.isFinite { return nil }
        return clipIsFractional ? RectClipper.clip(polygon, to: clipRect!.standardized) : polygon
    }

    /// The clip rectangle when its edges are fractional (it then shapes the coverage itself), else nil.
    var fractionalClip: Rect? { clipIsFractional ? clipRect!.standardized : nil }

    /// Fills a device-space rectangle with `paint`.
    public func fill(_ rect: Rect, paint: Paint) {
        let r = rect.standardized
        fill(Polygon(contours: [[Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                                 Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]]), paint: paint)
    }

    /// Draws `image` mapped by `transform` (image pixels → device pixels) at `opacity`: the transformed image rectangle
    /// is filled with the image paint, so its edges get exact-area anti-aliasing, and fractional positions are not
    /// snapped. A non-finite or singular transform draws nothing.
    public func drawImage(_ image: Image, transform: AffineTransform, opacity: Double = 1) {
        guard transform.isFinite, !transform.isSingular else { return }
        let w = Double(image.width), h = Double(image.height)
        let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)].map(transform.apply)
        fill(Polygon(contours: [corners]), paint: .image(image, transform: transform, opacity: opacity))
    }

    // MARK: Clip

    /// Runs `body` with the clip narrowed to `rect` (intersected with the current clip), then restores the clip.
    public func withClip<R>(_ rect: Rect, _ body: (Canvas) throws -> R) rethrows -> R {
        let saved = clipRect
        defer { clipRect = saved }
        if let saved {
            let i = saved.standardized.intersection(rect.standardized)
            clipRect = i.isEmpty ? Rect(x: 0, y: 0, width: 0, height: 0) : i
        } else {
            clipRect = rect
        }
        return try body(self)
    }

    // MARK: Groups

    /// Starts an opacity group: drawing goes to an offscreen buffer until the matching `endGroup()`, which composites
    /// it over what lies below with `opacity` (0...1; non-finite counts as 0). Groups nest.
    public func beginGroup(opacity: Double) {
        beginGroup(opacity: opacity, blend: .normal)
    }

    /// Starts a group that `endGroup()` (or `endGroup(mask:)`) composites with `opacity`, then onto what lies
    /// below with `blend`: the group's pixels, faded by its opacity and mask, are the source of the blend mode's
    /// formula (`BlendMode`), so the group blends as a whole (a Lottie layer's `bm`).
    package func beginGroup(opacity: Double, blend: BlendMode) {
        let buffer = pool.popLast() ?? PixelBuffer(width: width, height: height)
        groups.append(Group(buffer: buffer, opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 0, blend: blend,
                            dirty: .empty))
    }

    /// Ends the innermost group and composites it with its opacity and blend mode; does nothing when no group is open.
    public func endGroup() {
        guard let group = groups.popLast() else { return }
        let d = group.dirty
        let alpha = UInt32((group.opacity * 255).rounded())
        if !d.isEmpty {
            if alpha > 0 {
                let dst = target
                if group.blend != .normal {
                    compositeBlended(group, within: d, alpha: alpha, mask: nil)
                } else {
                    for y in d.y0..<d.y1 {
                        let s = group.buffer.pixels + y * width, t = dst.pixels + y * width
                        for x in d.x0..<d.x1 {
                            var p = s[x]
                            if p == 0 { continue }
                            if alpha != 255 { p = PixelMath.scale(p, by: alpha) }
                            t[x] = PixelMath.overIfNeeded(p, t[x])
                        }
                    }
                }
                touched(d)
            }
            group.buffer.fill(d, with: 0)  // pooled buffers are kept transparent
        }
        pool.append(group.buffer)
    }

    /// Draws `body` as one group composited with `opacity` (a layer's opacity: overlapping shapes inside do not show
    /// through each other).
    public func drawGroup<R>(opacity: Double, _ body: (Canvas) throws -> R) rethrows -> R {
        beginGroup(opacity: opacity)
        defer { endGroup() }
        return try body(self)
    }

    /// Draws `body` as one group composited with `opacity` and `blend` (see `beginGroup(opacity:blend:)`).
    package func drawGroup<R>(opacity: Double, blend: BlendMode, _ body: (Canvas) throws -> R) rethrows -> R {
        beginGroup(opacity: opacity, blend: blend)
        defer { endGroup() }
        return try body(self)
    }

    // MARK: Pixels

    /// The premultiplied pixel at (x, y) of the canvas (not of an open group), or 0 outside the canvas.
    public func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, x < width, y >= 0, y < height else { return 0 }
        return base.pixels[y * width + x]
    }

    /// Calls `body` with the canvas's premultiplied pixels (row-major, `width` apart).
    public func withUnsafePixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base.pixels, count: width * height))
    }

    /// A copy of the canvas as an image.
    public func makeImage() -> Image {
        Image(validatedWidth: width, height: height,
              pixels: Array(UnsafeBufferPointer(start: base.pixels, count: width * height)))
    }

    /// The canvas as PNG bytes (see `Image.pngData(options:)`).
    public func pngData(options: PNGOptions = .default) throws(PNGError) -> [UInt8] {
        try PNGEncoder.encode(base.pixels, width: width, height: height, options: options)
    }

    /// Writes the canvas as a PNG atomically (temporary file in the same directory, then rename).
    public func writePNG(to path: String, options: PNGOptions = .default) throws(PNGError) {
        try FileIO.writeAtomically(pngData(options: options), to: path)
    }
}
