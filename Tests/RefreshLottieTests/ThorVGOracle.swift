import Foundation

/// ThorVG (thorvg-python, through Fixtures/tools/thorvg_frames.py): the second independent renderer of the
/// conformance tests. One Python process renders every requested frame of every file.
enum ThorVGOracle {
    static let script = Fixtures.folder.appendingPathComponent("tools/thorvg_frames.py")

    /// Whether python3 can import thorvg-python (checked once): the player conformance tests are skipped, saying
    /// so, when it cannot (`make deps` installs it).
    static let isAvailable: Bool = FrameOracle.run(["python3", "-c", "import thorvg_python"])?.status == 0

    /// Renders `jobs` with the font files `fonts` loaded (ThorVG sets text without embedded glyphs in them).
    static func render(_ jobs: [FrameOracle.Job], fonts: [String] = []) -> FrameOracle.Outcome {
        FrameOracle.render(["python3", script.path] + fonts.flatMap { ["--font", $0] }, jobs: jobs, player: "ThorVG")
    }
}
