import ArgumentParser
import RefreshOutput

/// How `--format gif` writes its file.
struct GIFGroup: ParsableArguments {
    @Option(parsing: .unconditional, help: "With --format gif, apng or webp: 0 loops forever (default), N > 0 plays N times (at most \(GIFRenderJob.maximumLoop) for a GIF, \(AnimationRenderJob.maximumLoop) for APNG and WebP).",
            transform: { try ArgumentValues.integer($0, in: 0...GIFRenderJob.maximumLoop, "play counts (0: forever)") })
    var loop: Int?

    @Option(help: "With --format gif and --background none: auto (edge pixels at least half covered keep their colour, the rest are transparent: no halo on any page), or the page colour edges are blended over.")
    var matte: EdgeMatte?

    @Option(help: "With --format gif: the file name in --out (default <name>.gif: the style's or the Lottie file's name).", transform: GIFGroup.fileName)
    var gifName: String?

    /// The play count: 0 (forever) unless `--loop` was given.
    var playCount: Int { loop ?? 0 }
    var edgeMatte: EdgeMatte { matte ?? .auto }

    /// The options given, each with what it does and the formats it goes with, for refusing them with another format.
    var given: [(option: String, purpose: String, formats: Set<OutputFormat>)] {
        [(loop != nil, "--loop", "sets how many times an animation plays", [.gif, .apng, .webp]),
         (matte != nil, "--matte", "blends a GIF's transparent edges", [.gif]),
         (gifName != nil, "--gif-name", "names the GIF file", [.gif])].filter(\.0).map { ($0.1, $0.2, $0.3) }
    }

    static func fileName(_ text: String) throws -> String {
        guard text.hasSuffix(".gif"), text.count > 4, !text.contains("/") else {
            throw ValidationError("expected a file name ending in .gif, without a folder (the folder is --out)")
        }
        return text
    }
}
