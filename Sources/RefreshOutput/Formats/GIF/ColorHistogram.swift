/// How often each GIF colour occurs over all frames of an animation (pixels × frames), after `EdgeMatte` has made
/// every pixel opaque or transparent. Histograms of different frames add up in any order to the same result.
struct ColorHistogram: Sendable {
    public let matte: EdgeMatte
    var table = ColorTable(capacity: 4096)

    public init(matte: EdgeMatte) {
        self.matte = matte
    }

    /// Counts the pixels of one frame (premultiplied `0xAABBGGRR`), shown `times` times (frames with the same pixels
    /// are counted once, `times` over: the same counts as adding each). Runs of equal pixels are counted with one lookup.
    public mutating func add(_ pixels: UnsafeBufferPointer<UInt32>, times: Int = 1) {
        var i = 0
        let n = pixels.count
        while i < n {
            let p = pixels[i]
            var j = i + 1
            while j < n, pixels[j] == p { j += 1 }
            table.add((j - i) * times, to: matte.key(p))
            i = j
        }
    }

    /// Adds another histogram's counts (same matte).
    public mutating func merge(_ other: ColorHistogram) {
        for (k, v) in other.table.sortedEntries { table.add(v, to: k) }
    }

    /// Whether any pixel is transparent.
    package var hasTransparency: Bool { (table.value(for: EdgeMatte.transparentKey) ?? 0) > 0 }

    /// The distinct opaque colours `0x00RRGGBB` with their counts, sorted by colour.
    package var opaqueColors: [(rgb: UInt32, count: Int)] {
        table.sortedEntries.filter { $0.key != EdgeMatte.transparentKey }.map { (rgb: $0.key, count: $0.value) }
    }
}
