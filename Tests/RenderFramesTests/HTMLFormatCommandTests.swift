import Foundation
import Testing
import RefreshTestSupport

/// `--format html`: a review page that plays the run, over its PNG frames, for `render` and `lottie`; played, scrubbed
/// and stepped in a real browser.
@Suite struct HTMLFormatCommandTests {
    /// Runs the command with `arguments` into a fresh `--out`; returns the folder.
    func rendered(_ arguments: [String]) throws -> String {
        let out = RenderFramesBinary.temporaryFolder("html")
        let result = InProcessCommand.run(arguments + ["--format", "html", "--quiet", "--out", out])
        try #require(result.status == 0, "\(arguments): \(result.stderr)")
        return out
    }

    @Test func aPageBesideItsFramesTheSameBytesEachTime() throws {
        let out = try rendered(["--style", "circle", "--fps", "10", "--frames", "0..4", "--scale", "1"])
        #expect(FileManager.default.fileExists(atPath: out + "/circle.html"))
        for i in 0...4 { #expect(FileManager.default.fileExists(atPath: out + "/circle-frames/frame_000\(i).png")) }
        #expect(FileManager.default.fileExists(atPath: out + "/circle-frames/frames.json"))
        let page = try String(contentsOfFile: out + "/circle.html", encoding: .utf8)
        #expect(page.contains(#""path":"circle-frames/frame_0004.png""#) && page.contains(#""fps":10"#))
        let again = try rendered(["--style", "circle", "--fps", "10", "--frames", "0..4", "--scale", "1"])
        #expect(try String(contentsOfFile: again + "/circle.html", encoding: .utf8) == page)
        // A second run into the same folder resumes it and writes the same page.
        let rerun = InProcessCommand.run(["--style", "circle", "--fps", "10", "--frames", "0..4", "--scale", "1",
                                                "--format", "html", "--out", out])
        #expect(rerun.status == 0 && rerun.stdout.contains("wrote \(out)/circle.html"), "\(rerun.stdout)")
        #expect(try String(contentsOfFile: out + "/circle.html", encoding: .utf8) == page)
    }

    @Test func aFileNotAPageIsReplacedOnlyWithForce() throws {
        let out = RenderFramesBinary.temporaryFolder("html-theirs")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try Data("<p>mine</p>".utf8).write(to: URL(fileURLWithPath: out + "/circle.html"))
        let arguments = ["--style", "circle", "--fps", "10", "--frames", "0..1", "--scale", "1", "--format", "html", "--out", out]
        let refused = InProcessCommand.run(arguments)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("circle.html already exists and is not a review page"), "\(refused.stderr)")
        #expect(try String(contentsOfFile: out + "/circle.html", encoding: .utf8) == "<p>mine</p>")
        #expect(!FileManager.default.fileExists(atPath: out + "/circle-frames"), "nothing rendered before the refusal")
        #expect(InProcessCommand.run(arguments + ["--force"]).status == 0)
        #expect(try String(contentsOfFile: out + "/circle.html", encoding: .utf8).contains("review-data"))
    }

    @Test(.enabled(if: BrowserCheck.isRequested, BrowserCheck.notRequestedReason),
          .enabled(if: BrowserCheck.isAvailable, BrowserCheck.skipReason))
    func aScreenASweepAndALottieFilePlayScrubAndStepInTheBrowser() throws {
        let screen = try rendered(["--style", "mj", "--viewport", "iphone-8", "--scale", "1", "--fps", "10"])
        let sweep = try rendered(["--style", "mj", "--progress", "0:1.2:0.2", "--scale", "1", "--appearance", "dark"])
        let lottie = try rendered(["lottie", LottieCommandTests.spinner, "--frames", "0..9", "--scale", "1"])
        let check = try BrowserCheck.run([
            .init("run", page: screen + "/mj.html", screenshot: "run", screenshotFrame: 12),
            .init("run", page: sweep + "/mj.html", ["--sweep"]),
            .init("run", page: lottie + "/spinner.html"),
        ])
        #expect(check.status == 0, "\(check.output)")
    }
}
