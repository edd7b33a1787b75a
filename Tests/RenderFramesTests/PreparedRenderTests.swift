import Foundation
import Testing
import RefreshTestSupport
import Raster
import RefreshRender
@testable import render_frames

/// Options that change the picture, rendered in this process from the prepared command line: the style options, the
/// user's artwork and the labels reach the frame.
@Suite struct PreparedRenderTests {
    static let sweep = ["--progress", "0.5", "--scale", "1"]

    func frame(_ arguments: [String]) throws -> Image {
        try InProcessCommand.firstFrame(arguments + PreparedRenderTests.sweep)
    }

    @Test(arguments: StyleCatalog.all.map { ($0.name, Int($0.height)) })
    func eachStyleRendersAProgressSweep(style: String, height: Int) throws {
        let inputs = try InProcessCommand.prepare(["--style", style, "--progress", "0:1.2:0.3", "--scale", "2"])
        let plan = try inputs.style.plan(inputs.run.sampling, screen: nil)
        #expect(plan.frames.count == 5 && plan.frames.first?.sample.progress == 0 && plan.frames.last?.sample.progress == 1.2)
        let renderer = try FrameRenderer(style: inputs.style, options: inputs.run.options, context: inputs.run.context,
                                         text: inputs.run.text.drawer)
        let image = try renderer.render(plan.frames[4]).makeImage()
        #expect(image.width == 750 && image.height == height * 2)
    }

    @Test(arguments: [
        (["--style", "arrow"], ["--style-option", "arrow-color=gray"]),
        (["--style", "circle"], ["--style-option", "start=top"]),
        (["--style", "mj"], ["--style-option", "auto-alpha=on"]),
        (["--style", "airplane", "--progress", "1", "--state", "refreshing", "--time", "5.5"], ["--style-option", "repeat-duration=5"]),
    ])
    func styleOptionsSelectTheDocumentedVariants(base: [String], option: [String]) throws {
        // A later --progress overrides the sweep's.
        #expect(try frame(base) != frame(base + option), "\(option)")
        #expect(try frame(base) == frame(base), "a frame is a function of the command line")
    }

    /// A 23×60 solid red PNG in place of each artwork changes the frame.
    @Test(arguments: [("arrow", "ego-arrow-blue"), ("mj", "mj-arrow"), ("sv", "sv-arrow"), ("airplane", "airplane"),
                      ("airplane", "sky-background")])
    func everyArtworkCanBeReplacedByAUserPNG(style: String, name: String) throws {
        let dir = RenderFramesBinary.temporaryFolder("art")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Image(width: 23, height: 60, color: Color(rgb8: 255, 0, 0)).writePNG(to: dir + "/red.png")
        let plain = try frame(["--style", style]), custom = try frame(["--style", style, "--image", "\(name)=\(dir)/red.png"])
        #expect(plain != custom, "\(name)")
    }

    /// The grey arrow's artwork has its own name, and that is the one replaced.
    @Test func theVariantsArtworkIsReplacedByItsName() throws {
        let gray = ["--style", "arrow", "--style-option", "arrow-color=gray"]
        #expect(try frame(gray) != frame(gray + ["--image", "ego-arrow-gray=\(InputFixtures.folder)/grey.png"]))
    }

    /// User PNGs of every valid kind are decoded and drawn.
    @Test(arguments: InputFixtures.validPNGs.map(\.0))
    func unusualButValidPNGsRender(name: String) throws {
        let moment = ["--style", "airplane", "--progress", "1", "--state", "refreshing", "--time", "0.5", "--scale", "1"]
        let custom = try InProcessCommand.firstFrame(moment + ["--image", "airplane=\(InputFixtures.folder)/\(name)"])
        #expect(custom != (try InProcessCommand.firstFrame(moment)), "\(name) not drawn")
    }

    @Test func labelOptionsReachTheFrame() throws {
        let mj = ["--style", "mj", "--progress", "1", "--scale", "1"]
        let plain = try InProcessCommand.firstFrame(mj)
        // The default last update is fixed: the same frame again, and when given explicitly; `never` is another.
        #expect(plain == (try InProcessCommand.firstFrame(mj)))
        #expect(plain == (try InProcessCommand.firstFrame(mj + ["--last-updated", "2026-11-22T14:05"])))
        #expect(plain != (try InProcessCommand.firstFrame(mj + ["--last-updated", "never"])))
        let custom = try InProcessCommand.firstFrame(mj + ["--locale", "zh-Hant", "--title", "idle=拉一下", "--title", "pulling=Release = go",
                                                           "--subtitle", "", "--last-updated", "2025-03-01T09:30:00Z"])
        #expect(custom != plain)
        let labels = try InProcessCommand.prepare(mj + ["--title", "pulling=Release = go", "--subtitle", ""]).run.context.labels
        #expect(labels.titles == [.pulling: "Release = go"] && labels.subtitle == "")
    }
}
