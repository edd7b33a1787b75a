import ArgumentParser
import Raster

/// How `--format png` compresses its frames.
struct PNGGroup: ParsableArguments {
    @Option(help: "With --format png: zlib level, 0 to 9 (default \(PNGOptions.default.level): fast).", transform: { try ArgumentValues.integer($0, in: 0...9, "levels") })
    var pngLevel = PNGOptions.default.level

    @Option(help: "With --format png: the row filter (none: fastest, and smallest at level 1 on header frames).")
    var pngFilter = PNGOptions.default.filter

    var options: PNGOptions { PNGOptions(level: pngLevel, filter: pngFilter) }
}
