import Foundation
import Testing
import RefreshOutput
import RefreshReview
import RefreshTestSupport

/// The review page of one run (`RunPage`) over frames the command rendered (`HTMLFormatCommandTests` drives such pages
/// in a browser).
@Suite struct RunPageTests {
    /// Renders `arguments` into `<work>/frames` and writes `<work>/run.html` over them; returns the page's path.
    func page(_ arguments: [String]) throws -> String {
        let work = RenderFramesBinary.temporaryFolder("run-page")
        let result = InProcessCommand.run(arguments + ["--quiet", "--out", work + "/frames"])
        try #require(result.status == 0, "render failed: \(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: work + "/frames/frames.json"))
        let manifest = try #require(FrameManifest.decode([UInt8](data)))
        try RunPage.write(manifest: manifest, framesFolder: "frames", title: "run", to: work + "/run.html")
        return work + "/run.html"
    }

    @Test func aSequencePlaysAtItsRateWithEachFramesMoment() throws {
        let path = try page(["--style", "circle", "--fps", "10", "--frames", "0..9", "--scale", "1"])
        let bytes = try #require(FileManager.default.contents(atPath: (path as NSString).deletingLastPathComponent + "/frames/frames.json"))
        let manifest = try #require(FrameManifest.decode([UInt8](bytes)))
        let data = RunPage.page(manifest: manifest, framesFolder: "frames", title: "run")
        #expect(data.entries[0].fps == 10 && !data.entries[0].isSweep)
        #expect(data.entries[0].frames.map(\.actual?.path) == (0...9).map { "frames/frame_000\($0).png" })
    }
}
