import Foundation
import Testing
import Raster
import RefreshRender
import RefreshTestSupport

/// `render-frames compare A B --report DIR`: the review page of a comparison, its pictures beside it, checked in the
/// file system and in a real browser.
@Suite struct CompareReportCommandTests {
    /// Six frames of the circle header @1x, with `extra` options.
    func rendered(_ extra: [String] = []) throws -> String {
        let folder = RenderFramesBinary.temporaryFolder("report")
        let result = InProcessCommand.run(["--style", "circle", "--fps", "10", "--frames", "0..5", "--scale", "1",
                                                 "--quiet", "--out", folder] + extra)
        try #require(result.status == 0, "render failed: \(result.stderr)")
        return folder
    }

    func page(_ folder: String) throws -> String {
        try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    }

    @Test func aRunAgainstItselfSaysEqual() throws {
        let a = try rendered(), report = RenderFramesBinary.temporaryFolder("report-page")
        let result = InProcessCommand.run(["compare", a, a, "--report", report])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("review page: \(report)/index.html"))
        for i in 0...5 { #expect(FileManager.default.fileExists(atPath: "\(report)/reference/\(FrameSpec.fileName(index: i))")) }
        #expect(!FileManager.default.fileExists(atPath: "\(report)/actual"), "equal frames show the reference's copy")
        let again = RenderFramesBinary.temporaryFolder("report-page")
        _ = InProcessCommand.run(["compare", a, a, "--report", again])
        #expect(try page(report) == page(again), "same comparison, same page")
    }

    @Test(.enabled(if: BrowserCheck.isRequested, BrowserCheck.notRequestedReason),
          .enabled(if: BrowserCheck.isAvailable, BrowserCheck.skipReason))
    func otherFrameRateAndScaleAreNamedAndSteppedThroughInTheBrowser() throws {
        let a = try rendered(), fps = try rendered(["--fps", "20"]), scale = try rendered(["--scale", "2"])
        let same = RenderFramesBinary.temporaryFolder("report-page")
        #expect(InProcessCommand.run(["compare", a, a, "--report", same]).status == 0)
        // Named as a person would name them: the page shows the names it was given.
        let work = RenderFramesBinary.temporaryFolder("report-work")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: a, toPath: work + "/before")
        try FileManager.default.moveItem(atPath: fps, toPath: work + "/after-20fps")
        let report = work + "/review"
        let result = try RenderFramesBinary.run(["compare", "before", "after-20fps", "--report", "review"], in: work)
        #expect(result.status == 1, "exit codes are compare's own: \(result.stderr)")
        let html = try page(report)
        #expect(html.contains(#""name":"fps""#), "the page names fps")
        let scaled = RenderFramesBinary.temporaryFolder("report-page")
        #expect(InProcessCommand.run(["compare", work + "/before", scale, "--report", scaled]).status == 1)
        let check = try BrowserCheck.run([
            .init("comparison", page: report + "/index.html", ["--equal", "2", "--different", "4", "--setting", "fps"],
                  screenshot: "compare"),
            .init("comparison", page: scaled + "/index.html", ["--different", "6", "--setting", "scale"]),
            .init("comparison", page: same + "/index.html", ["--equal", "6", "--different", "0"]),
        ])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test(.enabled(if: BrowserCheck.isRequested, BrowserCheck.notRequestedReason),
          .enabled(if: BrowserCheck.isAvailable, BrowserCheck.skipReason))
    func twoAnimationsArePagedSpanBySpanInTheBrowser() throws {
        let work = RenderFramesBinary.temporaryFolder("report-animations")
        for (format, fps) in [("gif", "10"), ("apng", "10"), ("gif", "20")] {
            let result = InProcessCommand.run(["--style", "circle", "--fps", fps, "--duration", "0.6", "--scale", "1",
                                                     "--format", format, "--quiet", "--out", "\(work)/\(format)-\(fps)"])
            try #require(result.status == 0, "\(result.stderr)")
        }
        let same = try RenderFramesBinary.run(["compare", "gif-10/circle.gif", "apng-10/circle.png", "--report", "same"], in: work)
        #expect(same.status == 0, "\(same.stdout)")
        let other = try RenderFramesBinary.run(["compare", "gif-10/circle.gif", "gif-20/circle.gif", "--report", "other"], in: work)
        #expect(other.status == 1, "\(other.stdout)")
        #expect(FileManager.default.fileExists(atPath: work + "/other/diff/span_0003-diff.png"))
        let check = try BrowserCheck.run([
            .init("comparison", page: work + "/same/index.html", ["--different", "0", "--setting", "format"]),
            .init("comparison", page: work + "/other/index.html", ["--equal", "5", "--different", "5", "--setting", "frames"]),
        ])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func differingAndMissingFramesAreOnThePage() throws {
        let a = try rendered(), b = RenderFramesBinary.temporaryFolder("report-copy")
        try FileManager.default.copyItem(atPath: a, toPath: b)
        let path = "\(b)/\(FrameSpec.fileName(index: 2))"
        var image = try Image(contentsOfFile: path)
        for x in 0..<20 { image.setPixel(x: x, y: 3, Color.black.premultipliedPixel) }
        try image.writePNG(to: path)
        try FileManager.default.removeItem(atPath: "\(b)/\(FrameSpec.fileName(index: 5))")
        let report = RenderFramesBinary.temporaryFolder("report-page")
        let result = InProcessCommand.run(["compare", a, b, "--report", report])
        #expect(result.status == 1)
        #expect(FileManager.default.fileExists(atPath: "\(report)/diff/frame_0002-diff.png"))
        let html = try page(report)
        #expect(html.contains(#""equal":4"#) && html.contains(#""different":1"#) && html.contains(#""missing":1"#))
        #expect(html.contains(#""start":2"#), "the page opens at the first differing frame")
    }

    @Test func aReportFolderThatIsAFileOrAPageNotOursIsRefused() throws {
        let a = try rendered()
        let file = RenderFramesBinary.temporaryFolder("report-file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let usage = InProcessCommand.run(["compare", a, a, "--report", file])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--report \(file) is a file; expected a folder"))

        let folder = RenderFramesBinary.temporaryFolder("report-theirs")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("<p>mine</p>".utf8).write(to: URL(fileURLWithPath: folder + "/index.html"))
        let refused = InProcessCommand.run(["compare", a, a, "--report", folder])
        #expect(refused.status == 3)
        #expect(refused.stderr.contains("index.html already exists and is not a review page file; use --force"), "\(refused.stderr)")
        #expect(try page(folder) == "<p>mine</p>")
    }
}
