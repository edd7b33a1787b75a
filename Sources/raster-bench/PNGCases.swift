import Raster

/// PNG encoding of a UI-like frame at each level × filter, plus libpng's defaults.
enum PNGCases {
    static func all() throws -> [BenchmarkCase] {
        let canvas = try Canvas(width: 1125, height: 330)
        let sprite = try Shapes.sprite()
        Shapes.uiFrame(canvas, sprite: sprite)
        var cases: [BenchmarkCase] = [
            BenchmarkCase(name: "render ui frame 1125x330", units: 1125 * 330, run: { Shapes.uiFrame(canvas, sprite: sprite) }),
        ]
        let filters: [(String, PNGOptions.Filter)] = [("none", .none), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("all", .all)]
        var configs: [(String, PNGOptions)] = []
        for level in [1, 3, 6, 9] {
            for (name, filter) in filters { configs.append(("png L\(level) \(name)", PNGOptions(level: level, filter: filter))) }
        }
        configs.append(("png libpng default (L6 all)", .libpngDefault))
        configs.append(("png PNGOptions.default", .default))
        for (name, options) in configs {
            let size = (try? canvas.pngData(options: options).count) ?? 0
            cases.append(BenchmarkCase(name: name, units: 1125 * 330, run: { _ = try? canvas.pngData(options: options) },
                                       note: { Benchmark.format(Double(size) / 1024, 1) + " KiB" }))
        }
        return cases
    }
}
