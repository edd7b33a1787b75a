import ArgumentParser
import Raster
import RefreshOutput

/// How `--format png` compresses its frames.
struct PNGGroup: ParsableArguments {
    @Option(parsing: .unconditional, help: "With --format png: zlib level, 0 to 9 (default \(PNGOptions.default.level): fast).", transform: { try ArgumentValues.integer($0, in: 0...9, "levels") })
    var pngLevel: Int?

    @Option(help: "With --format png: the row filter (none: fastest, and smallest at level 1 on header frames).")
    var pngFilter: PNGOptions.Filter?

    @Flag(help: "With --format png: write a frame that repeats an earlier one as a hard link to that frame's file (every frame still has its file name; saves space on long runs).")
    var linkDuplicates = false

    var options: PNGOptions {
        PNGOptions(level: pngLevel ?? PNGOptions.default.level, filter: pngFilter ?? PNGOptions.default.filter)
    }
    var duplicates: DuplicateFiles { linkDuplicates ? .hardLinks : .copies }

    /// The options given (`--png-level`, …), each with what it does, for refusing them with another format.
    var given: [(option: String, purpose: String)] {
        [(pngLevel != nil, "--png-level", "sets the zlib level of PNG frames"),
         (pngFilter != nil, "--png-filter", "sets the row filter of PNG frames"),
         (linkDuplicates, "--link-duplicates", "links frame files")].filter(\.0).map { ($0.1, $0.2) }
    }
}
