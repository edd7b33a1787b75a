import ArgumentParser
import Raster
import RefreshOutput

/// How `--format png` compresses its frames.
struct PNGGroup: ParsableArguments {
    @Option(help: "With --format png: zlib level, 0 to 9 (default \(PNGOptions.default.level): fast).", transform: { try ArgumentValues.integer($0, in: 0...9, "levels") })
    var pngLevel = PNGOptions.default.level

    @Option(help: "With --format png: the row filter (none: fastest, and smallest at level 1 on header frames).")
    var pngFilter = PNGOptions.default.filter

    @Flag(help: "With --format png: write a frame that repeats an earlier one as a hard link to that frame's file (every frame still has its file name; saves space on long runs).")
    var linkDuplicates = false

    var options: PNGOptions { PNGOptions(level: pngLevel, filter: pngFilter) }
    var duplicates: DuplicateFiles { linkDuplicates ? .hardLinks : .copies }
}
