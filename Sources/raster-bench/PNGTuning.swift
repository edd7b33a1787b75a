import Foundation
import Raster
import RefreshRender
import RefreshText

/// Chooses the PNG settings from real frames: for every style at @3x, 12 frames spread over the default scenario
/// are encoded at each level × filter (and the RLE strategy), and at level 1 with no filter at each zlib memory level,
/// timed and sized, against libpng's defaults (level 6, all filters, memory level 8). Also counts each frame's
/// distinct colours (a palette PNG needs ≤ 256).
enum PNGTuning {
    static let settings: [(String, PNGOptions)] = {
        var list: [(String, PNGOptions)] = []
        for level in [1, 2, 3, 6] {
            for (name, filter) in [("none", PNGOptions.Filter.none), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("all", .all)] {
                list.append(("L\(level) \(name)", PNGOptions(level: level, filter: filter, memoryLevel: PNGOptions.zlibMemoryLevel)))
            }
        }
        list.append(("L1 up rle", PNGOptions(level: 1, filter: .up, strategy: .rle, memoryLevel: PNGOptions.zlibMemoryLevel)))
        list.append(("L1 sub rle", PNGOptions(level: 1, filter: .sub, strategy: .rle, memoryLevel: PNGOptions.zlibMemoryLevel)))
        // The rows above use zlib's memory level 8; the default's is chosen here.
        for memory in [9, 7, 6, 5, 4] {
            list.append(("L1 none mem \(memory)", PNGOptions(level: 1, filter: .none, memoryLevel: memory)))
        }
        return list
    }()

    static func report() throws -> [String] {
        var lines: [String] = []
        func emit(_ s: String) { print(s); lines.append(s) }
        let fonts = try FontLibrary()
        let layout = TextLayout(fonts: fonts)
        var images: [Image] = []
        var maxColours = 0
        for style in StyleCatalog.all {
            let plan = try FramePlan(sampling: .sequence(scenario: .refresh, fps: 60, duration: nil, range: nil), rules: style.rules)
            let renderer = try FrameRenderer(style: style, options: RenderOptions(width: 375, scale: 3),
                                             context: StyleContext(width: 375, text: layout), text: LabelDrawer(layout: layout))
            for k in 0..<12 {
                let image = try renderer.render(plan.frames[k * (plan.frames.count - 1) / 11]).makeImage()
                maxColours = max(maxColours, Set(image.pixels).count)
                images.append(image)
            }
        }
        func measure(_ options: PNGOptions) -> (ms: Double, bytes: Int) {
            var bytes = 0
            let t0 = Benchmark.now()
            for image in images { bytes += (try? image.pngData(options: options).count) ?? 0 }
            let t1 = Benchmark.now()
            return ((t1 - t0) * 1e3 / Double(images.count), bytes / images.count)
        }
        _ = measure(.default)   // warm-up
        let reference = measure(.libpngDefault)
        emit("")
        emit("PNG settings on \(images.count) real @3x frames (12 per style); libpng default = level 6, all filters")
        emit(Benchmark.pad("setting", 16) + Benchmark.pad("ms/frame", 10) + Benchmark.pad("bytes/frame", 13) + "× default size")
        emit(Benchmark.pad("libpng default", 16) + Benchmark.pad(Benchmark.format(reference.ms, 2), 10)
             + Benchmark.pad("\(reference.bytes)", 13) + "1.00")
        for (name, options) in settings {
            let m = measure(options)
            let mark = options == .default ? "  ← default" : ""
            emit(Benchmark.pad(name, 16) + Benchmark.pad(Benchmark.format(m.ms, 2), 10) + Benchmark.pad("\(m.bytes)", 13)
                 + Benchmark.format(Double(m.bytes) / Double(reference.bytes), 2) + mark)
        }
        emit("most distinct colours in one frame: \(maxColours) (a palette PNG needs ≤ 256)")
        return lines
    }
}
