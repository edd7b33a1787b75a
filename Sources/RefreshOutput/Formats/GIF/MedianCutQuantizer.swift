/// Chooses a palette for a colour histogram. When the distinct colours fit, they are the palette (exact). Otherwise
/// median cut: the box of colours with the largest weighted squared error is split at its weighted median along its
/// widest channel, until the palette is full; then a few rounds of k-means move each entry to the weighted mean of
/// the colours nearest to it. Weights are pixel counts over all frames, so large areas (a sky gradient) get the
/// entries they need and come out without bands. Every step is in a fixed order: equal input, equal palette.
struct MedianCutQuantizer: Sendable {
    /// Colours in the palette, including the transparent entry when there is one (at most 256).
    package var maximumColors: Int
    /// Rounds of k-means refinement after the cut.
    package var refinementRounds: Int

    public init(maximumColors: Int = 256, refinementRounds: Int = 3) {
        self.maximumColors = min(max(maximumColors, 2), 256)
        self.refinementRounds = refinementRounds
    }

    public func palette(for histogram: ColorHistogram) -> Palette {
        palette(colors: histogram.opaqueColors, transparent: histogram.hasTransparency)
    }

    /// The palette for `colors` (distinct, with pixel counts) plus a transparent entry when `transparent`.
    public func palette(colors: [(rgb: UInt32, count: Int)], transparent: Bool) -> Palette {
        if colors.count + (transparent ? 1 : 0) <= maximumColors {
            return Palette(colors: colors.map(\.rgb), transparent: transparent)
        }
        // A transparent index is always reserved when quantizing: it also marks unchanged pixels.
        let capacity = maximumColors - 1
        var entries = colors.map { Entry(rgb: $0.rgb, weight: Double($0.count)) }
        var boxes = [Box(range: 0..<entries.count, entries: entries)]
        while boxes.count < capacity {
            guard let (index, _) = boxes.enumerated().filter({ $0.element.range.count > 1 && $0.element.error > 0 })
                .max(by: { $0.element.error < $1.element.error || ($0.element.error == $1.element.error && $0.offset > $1.offset) })
            else { break }
            let box = boxes[index]
            let channel = box.widestChannel
            entries[box.range].sort { a, b in
                let ca = a.channel(channel), cb = b.channel(channel)
                return ca != cb ? ca < cb : a.rgb < b.rgb
            }
            let total = box.weight
            var cumulative = 0.0
            var cut = box.range.lowerBound + 1
            for i in box.range.dropLast() {
                cumulative += entries[i].weight
                cut = i + 1
                if cumulative >= total / 2 { break }
            }
            boxes[index] = Box(range: box.range.lowerBound..<cut, entries: entries)
            boxes.append(Box(range: cut..<box.range.upperBound, entries: entries))
        }
        var means = boxes.map(\.mean)
        for _ in 0..<refinementRounds {
            var sums = Array(repeating: (r: 0.0, g: 0.0, b: 0.0, w: 0.0), count: means.count)
            for e in entries {
                let k = MedianCutQuantizer.nearest(e.rgb, in: means)
                sums[k].r += e.r * e.weight
                sums[k].g += e.g * e.weight
                sums[k].b += e.b * e.weight
                sums[k].w += e.weight
            }
            for k in means.indices where sums[k].w > 0 {
                means[k] = (sums[k].r / sums[k].w, sums[k].g / sums[k].w, sums[k].b / sums[k].w)
            }
        }
        var seen = Set<UInt32>()
        let rgb = means.map { m -> UInt32 in
            func c(_ v: Double) -> UInt32 { UInt32(min(max(v.rounded(), 0), 255)) }
            return c(m.0) << 16 | c(m.1) << 8 | c(m.2)
        }.filter { seen.insert($0).inserted }
        return Palette(colors: rgb, transparent: true)
    }

    static func nearest(_ rgb: UInt32, in means: [(Double, Double, Double)]) -> Int {
        let r = Double(rgb >> 16), g = Double((rgb >> 8) & 0xFF), b = Double(rgb & 0xFF)
        var best = 0, bestDistance = Double.infinity
        for (k, m) in means.enumerated() {
            let d = (r - m.0) * (r - m.0) + (g - m.1) * (g - m.1) + (b - m.2) * (b - m.2)
            if d < bestDistance { bestDistance = d; best = k }
        }
        return best
    }

    struct Entry {
        let rgb: UInt32
        let weight: Double
        var r: Double { Double(rgb >> 16) }
        var g: Double { Double((rgb >> 8) & 0xFF) }
        var b: Double { Double(rgb & 0xFF) }
        func channel(_ c: Int) -> UInt32 { (rgb >> UInt32(16 - 8 * c)) & 0xFF }
    }

    /// A run of entries with its weighted statistics.
    struct Box {
        let range: Range<Int>
        let weight: Double
        let mean: (Double, Double, Double)
        /// Weighted squared error per channel around the mean.
        let channelErrors: [Double]
        var error: Double { channelErrors.reduce(0, +) }
        var widestChannel: Int { channelErrors.firstIndex(of: channelErrors.max()!)! }

        init(range: Range<Int>, entries: [Entry]) {
            self.range = range
            var w = 0.0, s = [0.0, 0.0, 0.0], q = [0.0, 0.0, 0.0]
            for e in entries[range] {
                let c = [e.r, e.g, e.b]
                w += e.weight
                for k in 0..<3 { s[k] += c[k] * e.weight; q[k] += c[k] * c[k] * e.weight }
            }
            weight = w
            mean = (s[0] / w, s[1] / w, s[2] / w)
            channelErrors = (0..<3).map { max(0, q[$0] - s[$0] * s[$0] / w) }
        }
    }
}
