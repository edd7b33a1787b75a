import Foundation
import Testing
import Raster
import RefreshRender
import RefreshOutput
import RefreshTestSupport

/// `render-frames compare`, end to end: the whole command run in process (`InProcessCommand.run`).
@Suite struct CompareCommandTests {
    /// Six frames of the circle header at 10 fps, @1x, rendered by the command into a fresh folder.
    func renderedFolder() throws -> String {
        let folder = RenderFramesBinary.temporaryFolder("compare")
        let result = InProcessCommand.run(["--style", "circle", "--fps", "10", "--frames", "0..5", "--scale", "1",
                                                 "--out", folder])
        try #require(result.status == 0, "render failed: \(result.stderr)")
        return folder
    }

    func copy(_ folder: String) throws -> String {
        let target = RenderFramesBinary.temporaryFolder("compare-copy")
        try FileManager.default.copyItem(atPath: folder, toPath: target)
        return target
    }

    /// Replaces frames `from`… of `folder` with a visibly changed picture.
    func change(_ folder: String, from first: Int, through last: Int) throws {
        for i in first...last {
            let path = "\(folder)/\(FrameSpec.fileName(index: i))"
            var image = try Image(contentsOfFile: path)
            for y in 10..<20 { for x in 300..<330 { image.setPixel(x: x, y: y, Color.black.premultipliedPixel) } }
            try image.writePNG(to: path)
        }
    }

    @Test func identicalFoldersAreEqual() throws {
        let a = try renderedFolder()
        let result = InProcessCommand.run(["compare", a, try copy(a)])
        #expect(result.status == 0)
        #expect(result.stdout.contains("equal: all 6 frames match"))
    }

    @Test func foldersDifferingFromFrameNNameThatFrameAndItsMoment() throws {
        let a = try renderedFolder(), b = try copy(a)
        try change(b, from: 3, through: 5)
        let diffs = RenderFramesBinary.temporaryFolder("diffs") + "/out"
        let result = InProcessCommand.run(["compare", a, b, "--diff-out", diffs])
        #expect(result.status == 1)
        let manifest = try #require(FrameManifest.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(a)/frames.json")))))
        let third = manifest.frames[3]
        let moment = String(format: "t %.3f s, progress %.3f, %@", third.time, third.progress, third.state)
        #expect(result.stdout.contains("first difference: frame 3 (frame_0003.png) differs — \(moment)"), "\(result.stdout)")
        for i in 3...5 {
            #expect(result.stdout.contains("  \(FrameSpec.fileName(index: i))  t 0.\(i)00 s"))
            #expect(result.stdout.contains("changed 300 px, max difference 255, x 300…329, y 10…19 (30×10 px)"))
            let diff = try Image(contentsOfFile: "\(diffs)/frame_000\(i)-diff.png")
            #expect(diff.pixel(x: 310, y: 15) == DiffImage.changedColor)
        }
        #expect(!FileManager.default.fileExists(atPath: "\(diffs)/frame_0002-diff.png"))
        #expect(result.stdout.contains("summary: 3 equal, 3 differ, 0 missing, 0 extra"))
    }

    @Test func missingAndExtraFramesAreListed() throws {
        let a = try renderedFolder(), b = try copy(a)
        try FileManager.default.removeItem(atPath: "\(b)/frame_0004.png")
        try FileManager.default.removeItem(atPath: "\(b)/frame_0005.png")
        try FileManager.default.copyItem(atPath: "\(a)/frame_0000.png", toPath: "\(b)/frame_0006.png")
        let result = InProcessCommand.run(["compare", a, b])
        #expect(result.status == 1)
        #expect(result.stdout.contains("first difference: frame 4 (frame_0004.png) is missing from \(b)"))
        #expect(result.stdout.contains("missing from \(b): frame_0004.png, frame_0005.png"))
        #expect(result.stdout.contains("extra in \(b): frame_0006.png"))
        #expect(result.stdout.contains("summary: 4 equal, 0 differ, 2 missing, 1 extra"))
    }

    @Test func twoPNGFiles() throws {
        let a = try renderedFolder()
        let same = InProcessCommand.run(["compare", "\(a)/frame_0001.png", "\(a)/frame_0001.png"])
        #expect(same.status == 0 && same.stdout.contains("equal"))
        let differ = InProcessCommand.run(["compare", "\(a)/frame_0001.png", "\(a)/frame_0005.png"])
        #expect(differ.status == 1)
        #expect(differ.stdout.contains("\(a)/frame_0005.png differs from \(a)/frame_0001.png:"))
        #expect(differ.stdout.contains("pixels changed, largest channel difference"))
    }

    @Test func usageErrorsNameThePathAndExit2() throws {
        let a = try renderedFolder()
        let missing = InProcessCommand.run(["compare", a, "/nonexistent/frames"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/frames: no such file or folder"))
        let mixed = InProcessCommand.run(["compare", a, "\(a)/frame_0000.png"])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("\(a) is a folder but \(a)/frame_0000.png is a file"))
        let empty = RenderFramesBinary.temporaryFolder("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let noFrames = InProcessCommand.run(["compare", a, empty])
        #expect(noFrames.status == 2 && noFrames.stderr.contains("\(empty) holds no frame_NNNN.png files"))
        let fileAsDiffOut = InProcessCommand.run(["compare", a, a, "--diff-out", "\(a)/frames.json"])
        #expect(fileAsDiffOut.status == 2 && fileAsDiffOut.stderr.contains("--diff-out \(a)/frames.json is a file"))
    }

    /// "Could not check" is exit 3, never 1 ("differ") or 0: a corrupt PNG (even against an
    /// identical copy of itself), a folder holding one, and a --diff-out that cannot be written.
    @Test func couldNotCheckExits3() throws {
        let a = try renderedFolder()
        let garbage = RenderFramesBinary.temporaryFolder("garbage") + ".png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: garbage))
        let againstGarbage = InProcessCommand.run(["compare", "\(a)/frame_0000.png", garbage])
        #expect(againstGarbage.status == 3 && againstGarbage.stderr.contains("\(garbage): not a readable PNG"),
                "\(againstGarbage.stderr)")
        let copy = RenderFramesBinary.temporaryFolder("garbage-copy") + ".png"
        try FileManager.default.copyItem(atPath: garbage, toPath: copy)
        #expect(InProcessCommand.run(["compare", garbage, copy]).status == 3, "two corrupt frames are not equal")

        let b = try self.copy(a), c = try self.copy(a)
        try Data("corrupt".utf8).write(to: URL(fileURLWithPath: "\(b)/frame_0002.png"))
        try Data("corrupt".utf8).write(to: URL(fileURLWithPath: "\(c)/frame_0002.png"))
        let folders = InProcessCommand.run(["compare", b, c])
        #expect(folders.status == 3 && folders.stderr.contains("frame_0002.png: not a readable PNG"), "\(folders.stderr)")

        let d = try self.copy(a)
        try change(d, from: 1, through: 1)
        let blocker = RenderFramesBinary.temporaryFolder("blocker")
        try Data().write(to: URL(fileURLWithPath: blocker))
        let unwritable = InProcessCommand.run(["compare", a, d, "--diff-out", blocker + "/diffs"])
        #expect(unwritable.status == 3 && unwritable.stderr.contains("--diff-out \(blocker)/diffs: cannot create the folder"),
                "\(unwritable.stderr)")
        #expect(InProcessCommand.run(["compare", "--help"]).stdout.contains("3 a file could not be read"))
    }

    /// Two animations of any kinds, compared over time through the command: equal (0), one span differing with its
    /// diff image (1), a still PNG against an animation (2), a truncated animation (3).
    @Test func animationsCompareOverTimeWithTheExitCodes() throws {
        let folder = RenderFramesBinary.temporaryFolder("compare-animations")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func write(_ bytes: [UInt8], _ name: String) throws -> String {
            try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
            return "\(folder)/\(name)"
        }
        let red: UInt32 = 0xFF00_00FF, blue: UInt32 = 0xFFFF_0000
        func apng(_ second: UInt32) -> [UInt8] {
            AnimationFixture.apng(width: 2, height: 2, frames: [
                .init(width: 2, height: 2, pixels: [red, red, red, red], delay: (2, 10)),
                .init(width: 2, height: 2, pixels: [second, second, second, second], delay: (1, 10)),
            ])
        }
        let gif = try write(try AnimationFixture.gif(width: 2, height: 2, palette: [(255, 0, 0), (0, 0, 255)], frames: [
            .init(width: 2, height: 2, indices: [0, 0, 0, 0], delay: 10), .init(width: 2, height: 2, indices: [0, 0, 0, 0], delay: 10),
            .init(width: 2, height: 2, indices: [1, 1, 1, 1], delay: 10),
        ]), "a.gif")
        let same = try write(apng(blue), "same.png"), changed = try write(apng(0xFF00_0000), "changed.png")

        let equal = InProcessCommand.run(["compare", gif, same])
        #expect(equal.status == 0 && equal.stdout.contains("equal: all 3 spans match (0.3 s; 3 and 2 frames)"), "\(equal.stdout)")
        let diffs = folder + "/diffs"
        let differ = InProcessCommand.run(["compare", gif, changed, "--diff-out", diffs])
        #expect(differ.status == 1)
        #expect(differ.stdout.contains("first difference: span 2, t 0.2 s to 0.3 s (reference frame 2, actual frame 1)"), "\(differ.stdout)")
        #expect(differ.stdout.contains("changed 4 px, max difference 255"))
        #expect(differ.stdout.contains("summary: 2 equal, 1 differ, 0 missing, 0 extra, of 3 spans"), "\(differ.stdout)")
        #expect(differ.stdout.contains("diff images in \(diffs)"))
        #expect(try Image(contentsOfFile: "\(diffs)/span_0002-diff.png").pixel(x: 0, y: 0) == DiffImage.changedColor)

        // One side ends first: its spans are missing, on stdout and on the review page alike.
        let short = try write(AnimationFixture.apng(width: 2, height: 2, frames: [
            .init(width: 2, height: 2, pixels: [red, red, red, red], delay: (1, 10)),
        ]), "short.png")
        let report = folder + "/report"
        let ended = InProcessCommand.run(["compare", gif, short, "--report", report])
        #expect(ended.status == 1)
        #expect(ended.stdout.contains("summary: 1 equal, 0 differ, 2 missing, 0 extra, of 3 spans"), "\(ended.stdout)")
        #expect(ended.stdout.contains("frames: 3 → 1") && ended.stdout.contains("duration: 0.3 s → 0.1 s"), "\(ended.stdout)")
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains(#""equal":1"#) && html.contains(#""different":0"#) && html.contains(#""missing":2"#)
                && html.contains(#""extra":0"#), "the page counts as stdout does")

        let still = try write(try Image(width: 2, height: 2, color: .black).pngData(), "still.png")
        let mixed = InProcessCommand.run(["compare", still, gif])
        #expect(mixed.status == 2 && mixed.stderr.contains("\(still) is a still PNG but \(gif) is an animation (GIF)"), "\(mixed.stderr)")
        let bytes = apng(blue)
        let truncated = try write(Array(bytes.prefix(bytes.count - 40)), "truncated.png")
        let unreadable = InProcessCommand.run(["compare", same, truncated])
        #expect(unreadable.status == 3 && unreadable.stderr.contains("\(truncated): not a readable APNG"), "\(unreadable.stderr)")
    }
}
