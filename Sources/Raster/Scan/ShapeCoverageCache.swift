/// The coverage of recent path fills and strokes (`Canvas.fill(_:transform:rule:paint:)`, `Canvas.stroke`), keyed by
/// what makes the polygon — the path's elements, the stroke style, the transform — rather than by the polygon: a
/// shape that stays put from frame to frame (most of an animation's artwork) is flattened, stroked and rasterized
/// once per canvas, then replayed as recorded spans (RASTER-NOTES.md §10), as rlottie replays its RLE spans.
///
/// The key holds every input of the polygon and of its rasterization (rule, clip rectangle, alpha scale), each
/// number by its bit pattern: equal keys make the very same polygon, so a replay hands the compositor exactly the
/// spans a fresh fill would. Output is byte-identical whether a shape was replayed or drawn, whatever came before.
///
/// A shape is recorded the second time it is seen, and replayed from the third: a shape that changes every frame
/// (animated) costs a key and a lookup, not a recording. Entries go least recently used first, past `capacity`
/// keys or `maxBytes` of keys and recorded coverage.
final class ShapeCoverageCache {
    static let capacity = 1024
    static let maxBytes = 16 << 20

    /// Every input of a shape's coverage, numbers as bit patterns (so 0 and −0, or two NaNs, are told apart or
    /// matched exactly as the arithmetic would see them): the path's elements, then everything else.
    ///
    /// The words are hashed once, when the key is made (a path's own words once per path, `pathWords(of:)`): a lookup
    /// and the store that may follow it hash only that value, and keys with different hashes are told apart without
    /// comparing their words. Equal keys of one path share its words' storage, which compares equal at once.
    struct Key: Hashable {
        let path: [UInt64]
        let rest: [UInt64]
        private let digest: Int

        init(path: PathWords, rest: [UInt64]) {
            self.path = path.words
            self.rest = rest
            digest = PathWords.digest(of: rest, from: path.digest)
        }

        var byteCount: Int { (path.count + rest.count) * MemoryLayout<UInt64>.stride }

        static func == (a: Key, b: Key) -> Bool { a.digest == b.digest && a.rest == b.rest && a.path == b.path }
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    final class Entry {
        var lastUse: Int
        /// The size of the entry's key (a long path's key is as large as its points).
        let keyBytes: Int
        /// Nil until the shape is seen a second time.
        var spans: [CoverageCache.Span]? = nil
        var masks: [UInt8] = []
        var bounds = ScanBounds.empty

        init(lastUse: Int, keyBytes: Int) {
            self.lastUse = lastUse
            self.keyBytes = keyBytes
        }

        var bytes: Int { keyBytes + (spans?.count ?? 0) * MemoryLayout<CoverageCache.Span>.stride + masks.count }
    }

    private var entries: [Key: Entry] = [:]
    private var clock = 0
    private var bytes = 0

    /// A path's elements as words, and their hash.
    struct PathWords {
        let words: [UInt64]
        let digest: Int

        init(_ words: [UInt64]) {
            self.words = words
            digest = Self.digest(of: words, from: 0)
        }

        /// `words` mixed into `start` a word at a time (a multiply and a shift each). Keys only need to be told apart
        /// quickly, not to resist chosen input: equal digests still compare every word, and the key table hashes the
        /// digest with the process's seeded hasher (SipHash over the words was some 4 % of a small file's frame).
        static func digest(of words: [UInt64], from start: Int) -> Int {
            var h = UInt64(bitPattern: Int64(start)) ^ UInt64(words.count)
            for w in words {
                h = (h ^ w) &* 0x9E37_79B9_7F4A_7C15
                h ^= h >> 29
            }
            return Int(truncatingIfNeeded: h)
        }

        init(of path: Path) {
            var w: [UInt64] = []
            w.reserveCapacity(path.elements.count * 7 + 1)
            func d(_ v: Double) { w.append(v.bitPattern) }
            func p(_ point: Point) { d(point.x); d(point.y) }
            for e in path.elements {
                switch e {
                case .move(let a): w.append(0); p(a)
                case .line(let a): w.append(1); p(a)
                case let .quad(a, b): w.append(2); p(a); p(b)
                case let .cubic(a, b, c): w.append(3); p(a); p(b); p(c)
                case let .arc(center, radius, start, sweep):
                    w.append(4); p(center); d(radius); d(start); d(sweep)
                case .close: w.append(5)
                }
            }
            w.append(UInt64.max)  // the end of the elements
            self.init(w)
        }
    }

    /// The words of recently keyed paths, by the address of their elements' storage. Each entry keeps that storage
    /// (`elements`), so the address cannot be reused while the entry lives, and storage that is shared is never
    /// written (a change copies it first): the same address is the same elements. A still shape drawn every frame is
    /// turned into words and hashed once, however long its path.
    private struct KnownPath {
        let elements: [PathElement]
        let words: PathWords
    }
    private var knownPaths: [UnsafeRawPointer: KnownPath] = [:]
    private var knownPathWords = 0
    /// Paths shorter than this are made into words each time: that costs about what the lookup would.
    static let minKnownPathElements = 8
    /// The words of all known paths beyond which they are forgotten together (animated paths come and go).
    static let maxKnownPathWords = 1 << 20

    /// The words of `path`, made once for paths seen before whose elements share storage.
    func pathWords(of path: Path) -> PathWords {
        guard path.elements.count >= Self.minKnownPathElements,
              let address = path.elements.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }) else {
            return PathWords(of: path)
        }
        if let known = knownPaths[address] { return known.words }
        let words = PathWords(of: path)
        if knownPathWords + words.words.count > Self.maxKnownPathWords {
            knownPaths.removeAll(keepingCapacity: true)
            knownPathWords = 0
        }
        knownPaths[address] = KnownPath(elements: path.elements, words: words)
        knownPathWords += words.words.count
        return words
    }

    /// The key of `path` filled with `rule` (`stroke` nil) or stroked with `stroke`, through `transform`, limited to
    /// `clip` and, when the clip rectangle has fractional edges, to `clipRect`, at `alphaScale`.
    func key(path: Path, stroke: StrokeStyle?, transform t: AffineTransform, rule: FillRule, clip: ScanBounds,
             clipRect: Rect?, alphaScale: Float) -> Key {
        var w: [UInt64] = []
        w.reserveCapacity(24)
        func d(_ v: Double) { w.append(v.bitPattern) }
        d(t.a); d(t.b); d(t.c); d(t.d); d(t.tx); d(t.ty)
        w.append(rule == .nonZero ? 0 : 1)
        if let s = stroke {
            w.append(UInt64(LineCap.allCases.firstIndex(of: s.cap)!) << 8 | UInt64(LineJoin.allCases.firstIndex(of: s.join)!))
            d(s.width); d(s.miterLimit); d(s.dashPhase); d(s.strokeStart); d(s.strokeEnd)
            if let dashes = s.dashPattern {
                w.append(UInt64(dashes.count))
                for v in dashes { d(v) }
            } else {
                w.append(UInt64.max)
            }
        } else {
            w.append(UInt64.max - 1)
        }
        w.append(UInt64(UInt32(truncatingIfNeeded: clip.x0)) << 32 | UInt64(UInt32(truncatingIfNeeded: clip.y0)))
        w.append(UInt64(UInt32(truncatingIfNeeded: clip.x1)) << 32 | UInt64(UInt32(truncatingIfNeeded: clip.y1)))
        if let r = clipRect { d(r.origin.x); d(r.origin.y); d(r.size.width); d(r.size.height) }
        w.append(UInt64(alphaScale.bitPattern))
        return Key(path: pathWords(of: path), rest: w)
    }

    /// What to do with a shape: replay it (`replay` handed the spans to the compositor and returns its bounds), record
    /// it (a second sighting), or just draw it (the first).
    enum Lookup {
        case replayed(ScanBounds)
        case record
        case draw
    }

    /// Replays the shape of `key` into `compositor` when it is recorded; otherwise notes the sighting.
    func lookup<C: SpanCompositor>(_ key: Key, into compositor: inout C) -> Lookup {
        clock &+= 1
        guard let entry = entries[key] else {
            let keyBytes = key.byteCount
            guard keyBytes <= Self.maxBytes / 10 else { return .draw }  // too large to keep: drawn every time
            entries[key] = Entry(lastUse: clock, keyBytes: keyBytes)
            bytes += keyBytes
            trim()
            return .draw
        }
        entry.lastUse = clock
        guard let spans = entry.spans else { return .record }
        CoverageCache.replay(spans, masks: entry.masks, into: &compositor)
        return .replayed(entry.bounds)
    }

    /// Keeps what `recorder` saw as the coverage of `key` (not when it is larger than a tenth of `maxBytes`).
    func store<C>(_ recorder: CoverageCache.Recorder<C>, key: Key, bounds: ScanBounds) {
        guard let entry = entries[key], entry.spans == nil else { return }
        let size = recorder.spans.count * MemoryLayout<CoverageCache.Span>.stride + recorder.masks.count
        guard size <= Self.maxBytes / 10 else { return }
        entry.spans = recorder.spans
        entry.masks = recorder.masks
        entry.bounds = bounds
        bytes += size
        trim()
    }

    /// Past the capacity or the byte budget, the less recently used half of the entries goes.
    private func trim() {
        guard entries.count > Self.capacity || bytes > Self.maxBytes else { return }
        let uses = entries.values.map(\.lastUse).sorted()
        let cut = uses[uses.count / 2]
        entries = entries.filter { $0.value.lastUse >= cut }
        bytes = entries.values.reduce(0) { $0 + $1.bytes }
    }

    /// How many shapes are recorded, and the bytes of all keys and recordings kept (for tests).
    var recordedCount: Int { entries.values.filter { $0.spans != nil }.count }
    var byteCount: Int { bytes }
}
