import ArgumentParser
import RefreshOutput

/// How `--format gif` writes its file.
struct GIFGroup: ParsableArguments {
    @Option(parsing: .unconditional, help: "With --format gif: 0 loops forever (default), N > 0 plays N times (at most \(GIFRenderJob.maximumLoop)).",
            transform: { try ArgumentValues.integer($0, in: 0...GIFRenderJob.maximumLoop, "play counts (0: forever)") })
    var loop = 0

    @Option(help: "With --format gif and --background none: auto (edge pixels at least half covered keep their colour, the rest are transparent: no halo on any page), or the page colour edges are blended over.")
    var matte = EdgeMatte.auto

    @Option(help: "With --format gif: the file name in --out (default <style>.gif).", transform: GIFGroup.fileName)
    var gifName: String?

    static func fileName(_ text: String) throws -> String {
        guard text.hasSuffix(".gif"), text.count > 4, !text.contains("/") else {
            throw ValidationError("expected a file name ending in .gif, without a folder (the folder is --out)")
        }
        return text
    }
}
