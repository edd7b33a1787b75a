/// The coverage of recent large fills, replayed when the very same polygon is filled again with the same rule, clip
/// and alpha scale (RASTER-NOTES.md §10): a label or a piece of artwork that stays put from frame to frame is
/// rasterized once per canvas instead of once per frame.
///
/// A fill's coverage depends on nothing but those four (the cells, tags and rows it uses start clean and end clean),
/// so a recorded fill hands the compositor exactly the spans and masks the sweep handed it: output is byte-identical
/// whether a fill was replayed or rasterized, whatever frames came before (determinism across frame ranges and jobs).
/// Polygons are compared point by point, bit for bit.
final class CoverageCache {
    /// Polygons with fewer points are rasterized every time: their spans cost about as much to keep as to redo.
    static let minPoints = 256
    /// Fills kept, the least recently used replaced first: a frame's labels, their shadows and artwork, twice over.
    static let capacity = 16
    /// Recorded coverage bytes beyond which a fill is not kept (a fill over most of a large canvas).
    static let maxMaskBytes = 1 << 20

    /// One span handed to the compositor: constant coverage `alpha` (≥ 1), or a mask (`alpha` < 0) whose bytes come
    /// next in the entry's `masks`.
    struct Span {
        var y: Int32, x: Int32, count: Int32, alpha: Int32
    }

    struct Entry {
        var polygon: Polygon
        var rule: FillRule
        var clip: ScanBounds
        var alphaScale: Float
        var bounds: ScanBounds
        var spans: [Span]
        var masks: [UInt8]
        var lastUse: Int

        func matches(_ p: Polygon, _ r: FillRule, _ c: ScanBounds, _ a: Float) -> Bool {
            guard r == rule, c == clip, a == alphaScale, p.points.count == polygon.points.count,
                  p.contourEnds == polygon.contourEnds else { return false }
            return p.points.withUnsafeBufferPointer { x in
                polygon.points.withUnsafeBufferPointer { y in
                    for i in x.indices where x[i].x.bitPattern != y[i].x.bitPattern || x[i].y.bitPattern != y[i].y.bitPattern {
                        return false
                    }
                    return true
                }
            }
        }
    }

    private var entries: [Entry] = []
    private var clock = 0

    /// Replays the stored fill of `polygon` into `compositor` and returns its bounds; nil when none is stored.
    func replay<C: SpanCompositor>(_ polygon: Polygon, rule: FillRule, clip: ScanBounds, alphaScale: Float,
                                   into compositor: inout C) -> ScanBounds? {
        guard let i = entries.firstIndex(where: { $0.matches(polygon, rule, clip, alphaScale) }) else { return nil }
        clock &+= 1
        entries[i].lastUse = clock
        Self.replay(entries[i].spans, masks: entries[i].masks, into: &compositor)
        return entries[i].bounds
    }

    /// Hands recorded `spans` (their mask bytes in `masks`, in order) to `compositor`.
    static func replay<C: SpanCompositor>(_ spans: [Span], masks: [UInt8], into compositor: inout C) {
        masks.withUnsafeBufferPointer { masks in
            var offset = 0
            for s in spans {
                if s.alpha >= 0 {
                    compositor.fillSpan(y: Int(s.y), x: Int(s.x), count: Int(s.count), alpha: UInt32(s.alpha))
                } else {
                    compositor.blendMask(y: Int(s.y), x: Int(s.x), count: Int(s.count), mask: masks.baseAddress! + offset)
                    offset &+= Int(s.count)
                }
            }
        }
    }

    /// A compositor that passes everything on to `inner` and records it.
    struct Recorder<C: SpanCompositor>: SpanCompositor {
        var inner: C
        var spans: [Span] = []
        var masks: [UInt8] = []

        @inline(__always)
        mutating func fillSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
            inner.fillSpan(y: y, x: x, count: count, alpha: alpha)
            spans.append(Span(y: Int32(y), x: Int32(x), count: Int32(count), alpha: Int32(alpha)))
        }

        @inline(__always)
        mutating func blendMask(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) {
            inner.blendMask(y: y, x: x, count: count, mask: mask)
            spans.append(Span(y: Int32(y), x: Int32(x), count: Int32(count), alpha: -1))
            masks.append(contentsOf: UnsafeBufferPointer(start: mask, count: count))
        }
    }

    /// A recorder for a new fill; when the cache is full, the least recently used entry goes and its buffers serve.
    func recorder<C: SpanCompositor>(for compositor: C) -> Recorder<C> {
        var r = Recorder(inner: compositor)
        if entries.count >= Self.capacity, let i = leastRecentlyUsed {
            let old = entries.remove(at: i)
            r.spans = old.spans
            r.masks = old.masks
            r.spans.removeAll(keepingCapacity: true)
            r.masks.removeAll(keepingCapacity: true)
        }
        return r
    }

    /// Keeps what `recorder` saw as the fill of `polygon`.
    func store<C>(_ recorder: Recorder<C>, polygon: Polygon, rule: FillRule, clip: ScanBounds, alphaScale: Float,
                  bounds: ScanBounds) {
        guard recorder.masks.count <= Self.maxMaskBytes else { return }
        clock &+= 1
        let entry = Entry(polygon: polygon, rule: rule, clip: clip, alphaScale: alphaScale, bounds: bounds,
                          spans: recorder.spans, masks: recorder.masks, lastUse: clock)
        if entries.count >= Self.capacity, let i = leastRecentlyUsed { entries.remove(at: i) }
        entries.append(entry)
    }

    private var leastRecentlyUsed: Int? {
        entries.indices.min { entries[$0].lastUse < entries[$1].lastUse }
    }
}
