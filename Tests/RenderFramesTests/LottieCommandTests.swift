import Foundation
import Testing
import RefreshTestSupport
import Raster
import RefreshRender
@testable import RefreshOutput

/// Lottie files through the command line (run in process): a file's own frames (`render-frames lottie`) and the animation
/// as a header (`--style lottie --lottie FILE`), with the outputs and gestures of every style.
@Suite(.serialized) struct LottieCommandTests {
    static let spinner = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/lottie/spinner.json").standardizedFileURL.path

    func manifest(_ out: String) throws -> FrameManifest {
        try #require(FrameManifest.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/frames.json")))))
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Every frame of the file at its own size × scale (40 × 30 pt, smaller than any header), one file frame each;
    /// a sub-range gives the same bytes under the same names.
    @Test func aFileOwnFrames() throws {
        let small = InputFixtures.expand("@F/lottie-small.json")
        let all = RenderFramesBinary.temporaryFolder("lottie-all")
        let r = InProcessCommand.run(["lottie", small, "--scale", "3", "--out", all])
        #expect(r.status == 0, "\(r.stderr)")
        let m = try manifest(all)
        #expect(m.frames.map(\.file) == (0..<10).map { FrameSpec.fileName(index: $0) })
        #expect(m.settings.width == 120 && m.settings.height == 90 && m.settings.fps == 10)
        #expect(m.frames.map(\.state).allSatisfy { $0 == "idle" })
        let first = try Image(contentsOfFile: all + "/frame_0000.png")
        #expect(first.width == 120 && first.height == 90)
        // Frame 0: the square at (10, 15) pt, frame 9 at (30, 15): each frame is a whole file frame.
        func alpha(_ image: Image, _ x: Int, _ y: Int) -> UInt32 { image.pixel(x: x, y: y) >> 24 }
        #expect(alpha(first, 30, 45) == 255 && alpha(first, 90, 45) == 0)
        let last = try Image(contentsOfFile: all + "/frame_0009.png")
        #expect(alpha(last, 30, 45) == 0 && alpha(last, 90, 45) == 255)

        let part = RenderFramesBinary.temporaryFolder("lottie-part")
        let p = InProcessCommand.run(["lottie", small, "--scale", "3", "--frames", "3..5", "--jobs", "1", "--out", part])
        #expect(p.status == 0, "\(p.stderr)")
        #expect(try manifest(part).frames.map(\.file) == ["frame_0003.png", "frame_0004.png", "frame_0005.png"])
        for i in 3...5 {
            let name = FrameSpec.fileName(index: i)
            #expect(try bytes(part + "/" + name) == bytes(all + "/" + name), "\(name)")
        }
    }

    /// Ranges of one file fill one folder, as `render`'s do: the run's identity leaves `--frames` out.
    @Test func rangesFillOneFolder() throws {
        let small = InputFixtures.expand("@F/lottie-small.json")
        let out = RenderFramesBinary.temporaryFolder("lottie-ranges")
        for range in ["0..4", "5..9"] {
            let r = InProcessCommand.run(["lottie", small, "--scale", "1", "--frames", range, "--out", out])
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(try manifest(out).frames.map(\.file) == (0..<10).map { FrameSpec.fileName(index: $0) })
        #expect(try manifest(out).settings.mode == "clock")
    }

    /// The animation formats `render` writes, each named after the file, with every frame of it.
    @Test(arguments: [("apng", "png"), ("webp", "webp")])
    func aFileAsAnAnimation(format: String, fileExtension: String) throws {
        let out = RenderFramesBinary.temporaryFolder("lottie-\(format)")
        let r = InProcessCommand.run(["lottie", InputFixtures.expand("@F/lottie-small.json"), "--scale", "1",
                                            "--format", format, "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("lottie-small.\(fileExtension) (") && r.stdout.contains("from 10 rendered, 40×30"), "\(r.stdout)")
        #expect(FileManager.default.fileExists(atPath: out + "/lottie-small.\(fileExtension)"))
    }

    @Test func aFileAsAGIFIsNamedAfterIt() throws {
        let out = RenderFramesBinary.temporaryFolder("lottie-gif")
        let r = InProcessCommand.run(["lottie", Self.spinner, "--scale", "1", "--format", "gif", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("spinner.gif (") && r.stdout.contains("from 83 rendered, 100×100"), "\(r.stdout)")
        #expect(FileManager.default.fileExists(atPath: out + "/spinner.gif"))
    }

    /// A file's frames as a contact sheet: ten to a row in file order, each captioned with its frame number; a sub-range
    /// makes a sheet of just those frames.
    @Test func aFileAsAContactSheet() throws {
        let out = RenderFramesBinary.temporaryFolder("lottie-sheet")
        let r = InProcessCommand.run(["lottie", Self.spinner, "--scale", "1", "--format", "sheet", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        // 83 frames of 100 × 100 pt: 10 columns and 9 rows of cells with 12 pt margins, 20 pt captions, a 26 pt title.
        let sheet = try Image(contentsOfFile: out + "/spinner-sheet.png")
        #expect(sheet.width == 12 + 10 * (100 + 12) && sheet.height == 26 + 12 + 9 * (100 + 20 + 12))
        let part = RenderFramesBinary.temporaryFolder("lottie-sheet-part")
        let p = InProcessCommand.run(["lottie", Self.spinner, "--scale", "1", "--format", "sheet", "--frames", "10..14",
                                            "--out", part])
        #expect(p.status == 0, "\(p.stderr)")
        let small = try Image(contentsOfFile: part + "/spinner-sheet.png")
        #expect(small.width == 12 + 5 * (100 + 12) && small.height == 26 + 12 + (100 + 20 + 12))
        // The first cell is file frame 10: the same pixels as that frame rendered alone (the sheet's paper behind it).
        let alone = RenderFramesBinary.temporaryFolder("lottie-frame-10")
        #expect(InProcessCommand.run(["lottie", Self.spinner, "--scale", "1", "--frames", "10..10",
                                            "--background", "#f2f2f2", "--out", alone]).status == 0)
        let frame = try Image(contentsOfFile: alone + "/frame_0010.png")
        var differing = 0
        for y in 0..<100 { for x in 0..<100 where small.pixel(x: 12 + x, y: 38 + y) != frame.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels of the first cell differ from frame 10")
    }

    /// The header through a whole gesture: pulled, refreshing, ending, idle; frames the style's height and the width.
    @Test func theHeaderPlaysTheGesture() throws {
        let out = RenderFramesBinary.temporaryFolder("lottie-header")
        let r = InProcessCommand.run(["--style", "lottie", "--lottie", Self.spinner, "--fps", "10", "--scale", "1",
                                            "--width", "320", "--style-option", "height=80", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let m = try manifest(out)
        #expect(m.settings.style == "lottie" && m.settings.width == 320 && m.settings.height == 80)
        #expect(m.frames.map(\.state).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
                == ["idle", "pulling", "refreshing", "ending", "idle"])
    }

    /// The frame `--progress --state --time` writes is the golden of the model's tests.
    @Test func aMomentOfTheHeaderIsItsGolden() throws {
        let out = RenderFramesBinary.temporaryFolder("lottie-moment")
        let r = InProcessCommand.run(["--style", "lottie", "--lottie", Self.spinner, "--progress", "1",
                                            "--state", "refreshing", "--time", "0.5", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../RefreshRenderTests/__Snapshots__/LottieStyleTests/lottie-refreshing-0.5.png").path
        let frame = try Image(contentsOfFile: out + "/frame_0000.png"), expected = try Image(contentsOfFile: golden)
        #expect(frame.width == expected.width && frame.height == expected.height && frame.pixels == expected.pixels)
    }

    /// An ordinary header on a phone screen (`--viewport iphone-8`).
    @Test func theHeaderOnAScreen() throws {
        let out = RenderFramesBinary.temporaryFolder("lottie-screen")
        let r = InProcessCommand.run(["--style", "lottie", "--lottie", Self.spinner, "--viewport", "iphone-8",
                                            "--progress", "0.8", "--scale", "1", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let frame = try Image(contentsOfFile: out + "/frame_0000.png")
        #expect(frame.width == 375 && frame.height == 667)
    }

    /// What the file uses and the renderer draws differently is said once, on stderr, and the run goes on.
    @Test func warningsArePrintedOnce() throws {
        let unsupported = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../RefreshLottieTests/Fixtures/unsupported.json").standardizedFileURL.path
        let out = RenderFramesBinary.temporaryFolder("lottie-warnings")
        let r = InProcessCommand.run(["--style", "lottie", "--lottie", unsupported, "--progress", "0:1:0.5", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").filter { $0.contains("expression in layer \"spinner\"") }
        #expect(lines == ["render-frames: warning: \(unsupported): expression in layer \"spinner\" (layers[1]) at layers[1].ks.p.x: the property's keyframed or static value is used"])
    }
}
