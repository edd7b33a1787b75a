import Foundation
import Testing
import Raster
import RefreshTestSupport

/// `compare` says what differs in one screen, and writes only where it may: the whole command run in process (exit codes, output).
@Suite struct CompareSummaryTests {
    func rendered(_ options: [String]) throws -> String {
        let folder = RenderFramesBinary.temporaryFolder("summary")
        let result = InProcessCommand.run(options + ["--scale", "1", "--quiet", "--out", folder])
        try #require(result.status == 0, "render failed: \(result.stderr)")
        return folder
    }

    /// A 60 fps airplane run against a 30 fps one printed 171 lines, one of 2 700 characters: now at most 40 lines of
    /// at most 200 characters, with the counts, the first and the largest difference and the settings that differ;
    /// `--verbose` lists every frame.
    @Test func sixtyAgainstThirtyFPSFitsOneScreen() throws {
        let sixty = try rendered(["--style", "airplane", "--fps", "60"])
        let thirty = try rendered(["--style", "airplane", "--fps", "30"])
        let result = InProcessCommand.run(["compare", sixty, thirty])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 40, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.count <= 200 }, "longest \(lines.map(\.count).max() ?? 0)")
        for part in ["summary: 2 equal, 165 differ, 166 missing, 0 extra, of 333 frames", "settings that differ:",
                     "  fps: 60.0 → 30.0", "first difference: frame 1 (frame_0001.png) differs — t 0.017 s",
                     "largest difference: frame ", "missing from \(thirty): 166 frames: 167–332",
                     "(--verbose lists every frame)"] {
            #expect(result.stdout.contains(part), "\(part)\n\(result.stdout)")
        }
        let verbose = InProcessCommand.run(["compare", sixty, thirty, "--verbose"])
        #expect(verbose.status == 1)
        #expect(verbose.stdout.contains("  frame_0166.png  t 2.767 s") && verbose.stdout.contains("frame_0332.png"))
        #expect(verbose.stdout.split(separator: "\n").count > 165)
    }

    /// `--diff-out` and `--report` replace only what render-frames wrote there; a user's file of the same name is
    /// refused (exit 3, the file named, `--force` suggested) and left as it was, and `--force` replaces it.
    @Test func userFilesInTheOutputFoldersAreNotReplaced() throws {
        let a = try rendered(["--style", "circle", "--fps", "10", "--frames", "0..5"])
        let b = RenderFramesBinary.temporaryFolder("summary-b")
        try FileManager.default.copyItem(atPath: a, toPath: b)
        var image = try Image(contentsOfFile: b + "/frame_0002.png")
        image.setPixel(x: 0, y: 0, 0xFF00_0000)
        try image.writePNG(to: b + "/frame_0002.png")

        let diffs = RenderFramesBinary.temporaryFolder("summary-diffs"), report = RenderFramesBinary.temporaryFolder("summary-report")
        try FileManager.default.createDirectory(atPath: diffs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: report + "/reference", withIntermediateDirectories: true)
        let mine = Data("mine".utf8)
        try mine.write(to: URL(fileURLWithPath: diffs + "/frame_0002-diff.png"))
        try mine.write(to: URL(fileURLWithPath: report + "/reference/frame_0004.png"))

        let refusedDiffs = InProcessCommand.run(["compare", a, b, "--diff-out", diffs])
        #expect(refusedDiffs.status == 3)
        #expect(refusedDiffs.stderr.contains("\(diffs)/frame_0002-diff.png already exists") && refusedDiffs.stderr.contains("--force"),
                "\(refusedDiffs.stderr)")
        let refusedReport = InProcessCommand.run(["compare", a, b, "--report", report])
        #expect(refusedReport.status == 3)
        #expect(refusedReport.stderr.contains("\(report)/reference/frame_0004.png already exists") && refusedReport.stderr.contains("--force"),
                "\(refusedReport.stderr)")
        #expect(FileManager.default.contents(atPath: diffs + "/frame_0002-diff.png") == mine)
        #expect(FileManager.default.contents(atPath: report + "/reference/frame_0004.png") == mine)
        #expect(!FileManager.default.fileExists(atPath: report + "/index.html"), "nothing written before the refusal")

        let forced = InProcessCommand.run(["compare", a, b, "--diff-out", diffs, "--report", report, "--force"])
        #expect(forced.status == 1, "\(forced.stderr)")
        #expect(try Image(contentsOfFile: diffs + "/frame_0002-diff.png").pixel(x: 0, y: 0) == DiffImage.changedColor)
        #expect(FileManager.default.contents(atPath: report + "/reference/frame_0004.png") != mine)
        // What it wrote is its own: the same comparison again needs no --force.
        let again = InProcessCommand.run(["compare", a, b, "--diff-out", diffs, "--report", report])
        #expect(again.status == 1, "\(again.stderr)")
        // One folder cannot be both (each keeps its own manifest): a usage error, before anything is read.
        let both = InProcessCommand.run(["compare", a, b, "--diff-out", diffs, "--report", diffs + "/"])
        #expect(both.status == 2 && both.stderr.contains("are one folder"), "\(both.stderr)")
        // A diff picture of its own that a user has changed since is theirs.
        try mine.write(to: URL(fileURLWithPath: diffs + "/frame_0002-diff.png"))
        #expect(InProcessCommand.run(["compare", a, b, "--diff-out", diffs]).status == 3)
    }
}
