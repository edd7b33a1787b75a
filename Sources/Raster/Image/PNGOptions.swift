/// How PNGs are compressed: zlib level, row filter and zlib strategy. The default, level 1 with no row filter, was
/// chosen by measuring real frames of every style at @3x (`make bench`, benchmarks/RESULTS.md): it is the fastest
/// setting (≈ 1.2 ms per 1125×330 frame) and only ≈ 1.1× the size libpng's own defaults give (level 6, adaptive
/// filtering, ≈ 5.4 ms) — header frames are mostly flat areas, where row filters add entropy instead of removing it.
public struct PNGOptions: Sendable, Hashable {
    /// PNG row filter. `.all` lets libpng choose per row (slow, smallest files).
    public enum Filter: Sendable, Hashable, CaseIterable {
        case none, sub, up, average, paeth, all
    }

    /// zlib strategy (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_HUFFMAN_ONLY`, `Z_RLE`, `Z_FIXED`).
    public enum Strategy: Sendable, Hashable, CaseIterable {
        case `default`, filtered, huffmanOnly, rle, fixed
    }

    /// zlib compression level, 0 (store) ... 9 (smallest).
    public var level: Int
    /// Row filter applied before compression.
    public var filter: Filter
    /// zlib strategy.
    public var strategy: Strategy
    /// zlib's memory level, 1...9: the size of its table of match candidates (2^(level+7) entries). The project's
    /// default is 6 (`fastMemoryLevel`); 8 is zlib's own (`zlibMemoryLevel`).
    public var memoryLevel: Int

    /// zlib's memory level of `PNGOptions.default`: at level 1 on real @3x frames (12 of each header's), 6 deflates
    /// 9–15 % faster than zlib's 8 and gives files 0.2–2 % smaller (RASTER-NOTES.md §6.11, benchmarks/RESULTS.md "PNG
    /// settings").
    public static let fastMemoryLevel = 6
    /// zlib's own default memory level: what libpng uses unless told otherwise.
    public static let zlibMemoryLevel = 8

    /// Options with the given level (0...9) and memory level (1...9), both checked when encoding, filter and strategy.
    public init(level: Int = 1, filter: Filter = .none, strategy: Strategy = .default, memoryLevel: Int = fastMemoryLevel) {
        self.level = level
        self.filter = filter
        self.strategy = strategy
        self.memoryLevel = memoryLevel
    }

    /// Fast: level 1, no filter, memory level 6.
    public static let `default` = PNGOptions()
    /// libpng's own defaults (level 6, adaptive filtering): ≈ 10 % smaller on header frames, ≈ 4× slower.
    public static let libpngDefault = PNGOptions(level: 6, filter: .all, memoryLevel: zlibMemoryLevel)

    func validated() throws(PNGError) -> PNGOptions {
        guard (0...9).contains(level) else { throw .invalidOption("level \(level) is not in 0...9") }
        guard (1...9).contains(memoryLevel) else { throw .invalidOption("memory level \(memoryLevel) is not in 1...9") }
        return self
    }

    var filterMask: Int32 {
        switch filter {
        case .none: return 0x08
        case .sub: return 0x10
        case .up: return 0x20
        case .average: return 0x40
        case .paeth: return 0x80
        case .all: return 0xF8
        }
    }

    var zlibStrategy: Int32 {
        switch strategy {
        case .default: return 0
        case .filtered: return 1
        case .huffmanOnly: return 2
        case .rle: return 3
        case .fixed: return 4
        }
    }
}

extension PNGOptions {
    /// For files written once and kept (references, assets, docs): level 9 with no filter and with adaptive filters;
    /// `Image.smallestPNGData(trying:)` keeps whichever is smaller (flat UI frames favour no filter, gradients and
    /// photos adaptive filtering).
    public static let hardest: [PNGOptions] = [PNGOptions(level: 9, filter: .none), PNGOptions(level: 9, filter: .all)]
}

extension Image {
    /// The smallest of the encodings with each of `candidates` (tried in order; the first wins ties).
    public func smallestPNGData(trying candidates: [PNGOptions] = PNGOptions.hardest) throws(PNGError) -> [UInt8] {
        var best = try pngData(options: candidates.first ?? .default)
        for options in candidates.dropFirst() {
            let bytes = try pngData(options: options)
            if bytes.count < best.count { best = bytes }
        }
        return best
    }
}
