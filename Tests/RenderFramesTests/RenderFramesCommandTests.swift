import Foundation
import Testing
import Raster
import RefreshModel
@testable import RefreshOutput

/// The command line end to end: the built binary, its files, messages and exit codes.
@Suite(.serialized) struct RenderFramesCommandTests {
    func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func defaultCommandRendersTheAirplaneSequence() throws {
        let out = RenderFramesBinary.temporaryFolder("default")
        let r = try RenderFramesBinary.run(["--out", out, "--scale", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        let names = files(out)
        // refresh: 1.0 s gesture + 4.0 s refresh + 0.3 s collapse + 0.25 s tail = 5.55 s at 60 fps → 333 frames.
        #expect(names.filter { $0.hasPrefix("frame_") }.count == 333)
        #expect(names.contains("frames.json"))
        #expect(names.allSatisfy { !$0.hasPrefix(".") })
        let manifest = try #require(FrameManifest.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/frames.json")))))
        #expect(manifest.settings.style == "airplane" && manifest.settings.width == 375 && manifest.settings.height == 110)
        let f = manifest.frames[90]
        #expect(f.file == "frame_0090.png" && abs(f.time - 1.5) < 1e-12 && f.state == "refreshing")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out + "/" + f.file))
        #expect(SHA256.hex([UInt8](bytes)) == f.sha256)
        #expect(r.stdout.contains("wrote 333 frames (375×110"))
    }

    @Test(arguments: StyleCatalog.all.map { ($0.name, Int($0.height)) })
    func eachStyleRendersAProgressSweep(style: String, height: Int) throws {
        let out = RenderFramesBinary.temporaryFolder(style)
        let r = try RenderFramesBinary.run(["--style", style, "--progress", "0:1.2:0.3", "--scale", "2", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(files(out).filter { $0.hasSuffix(".png") }.count == 5)
        let image = try Image(contentsOfFile: out + "/frame_0004.png")
        #expect(image.width == 750 && image.height == height * 2)
    }

    @Test func sweepInAStateAtATimeAndSubRangesGiveTheSameBytes() throws {
        let full = RenderFramesBinary.temporaryFolder("full"), part = RenderFramesBinary.temporaryFolder("part")
        #expect(try RenderFramesBinary.run(["--style", "arrow", "--fps", "30", "--scale", "1", "--jobs", "2", "--out", full]).status == 0)
        #expect(try RenderFramesBinary.run(["--style", "arrow", "--fps", "30", "--scale", "1", "--jobs", "1", "--frames", "20..29", "--out", part]).status == 0)
        let partNames = files(part).filter { $0.hasSuffix(".png") }
        #expect(partNames.count == 10)
        for name in partNames {
            #expect(FileManager.default.contents(atPath: full + "/" + name) == FileManager.default.contents(atPath: part + "/" + name), "\(name)")
        }
        let moment = RenderFramesBinary.temporaryFolder("moment")
        let r = try RenderFramesBinary.run(["--style", "airplane", "--progress", "1", "--state", "refreshing", "--time", "0.375", "--out", moment])
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func listNamesEveryStyle() throws {
        let r = try RenderFramesBinary.run(["list"])
        #expect(r.status == 0)
        for name in StyleCatalog.names { #expect(r.stdout.contains(name)) }
    }

    @Test func refusesToOverwriteFilesItDidNotWrite() throws {
        let out = RenderFramesBinary.temporaryFolder("foreign")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: out + "/frame_0000.png"))
        let r = try RenderFramesBinary.run(["--style", "mj", "--progress", "0.5", "--out", out])
        #expect(r.status == 1)
        #expect(r.stderr.contains("frame_0000.png") && r.stderr.contains("--force"))
        #expect(FileManager.default.contents(atPath: out + "/frame_0000.png") == Data("precious".utf8))
        #expect(try RenderFramesBinary.run(["--style", "mj", "--progress", "0.5", "--out", out, "--force"]).status == 0)
    }

    /// Bad input: the message names the value and what is accepted, the exit code is 2 for usage and 1 for run
    /// failures, and no frame file is left behind.
    @Test(arguments: [
        (["--style", "spiral"], 2, "--style spiral is not a style"),
        (["--width", "0"], 2, "--width 0.0 is not accepted"),
        (["--width=-375"], 2, "--width -375.0"),
        (["--width", "-375"], 2, "--width"),
        (["--width", "1e9"], 2, "--width 1000000000.0"),
        (["--scale", "4"], 2, "--scale 4 is not accepted; expected 1, 2 or 3"),
        (["--fps", "0"], 2, "--fps 0.0 is not accepted"),
        (["--fps", "nan"], 2, "--fps nan"),
        (["--duration=-1"], 2, "--duration -1.0"),
        (["--frames", "9..3"], 2, "--frames 9..3 is not accepted"),
        (["--frames", "0..100000"], 1, "--frames 0..100000 is not accepted; expected a range within 0..332"),
        (["--progress", "0:1:0"], 2, "the step must be above 0"),
        (["--progress", "abc"], 2, "\"abc\" is not a number"),
        (["--progress=-1"], 2, "-1.0 is out of range"),
        (["--progress", "0.5", "--state", "flying"], 2, "--state flying is not a state"),
        (["--state", "idle"], 2, "--state and --time go with --progress"),
        (["--background", "mauve"], 2, "--background mauve is not accepted"),
        (["--image", "plane"], 2, "--image plane is not accepted; expected NAME=PATH.png"),
        (["--image", "dragon=x.png"], 2, "no artwork is called dragon"),
        (["--image", "airplane=/nonexistent/plane.png"], 1, "--image airplane=/nonexistent/plane.png"),
        (["--scenario", "zigzag"], 2, "--scenario zigzag is not a preset or a file"),
        (["--jobs", "0"], 2, "--jobs 0 is not accepted"),
        (["--png-level", "12"], 2, "--png-level 12 is not accepted"),
        (["--png-filter", "fancy"], 2, "--png-filter fancy is not accepted"),
        (["--font", "/etc/hostname"], 1, "/etc/hostname"),
        // Options: more ranges, limits and combinations.
        (["--width", "nan"], 2, "--width nan is not accepted; expected points from 100 to 2000"),
        (["--scale", "0"], 2, "--scale 0 is not accepted; expected 1, 2 or 3"),
        (["--fps", "241"], 2, "--fps 241.0 is not accepted; expected a rate above 0 and at most 240"),
        (["--fps", "inf"], 2, "--fps inf is not accepted"),
        (["--duration", "601"], 2, "--duration 601.0 is not accepted; expected seconds above 0 and at most 600"),
        (["--fps", "240", "--duration", "600"], 2, "--duration 600.0 at --fps 240.0 gives 144000 frames; at most 100000 are accepted"),
        (["--progress", "0:10:0.00001"], 2, "gives 1000001 frames; at most 100000 are accepted"),
        (["--progress", "1", "--frames", "0..3"], 2, "--frames and --duration go with a time sequence, not with --progress"),
        (["--progress", "1", "--time=-1"], 2, "--time -1.0 is not accepted; expected seconds from 0 to 600"),
        (["--progress", "1", "--state", "refreshing", "--time", "nan"], 2, "--time nan is not accepted"),
        (["--background", "#12345"], 2, "--background #12345 is not accepted; expected style, none, white, black, or a colour"),
        (["--background", "#GGGGGG"], 2, "--background #GGGGGG is not accepted"),
        (["--jobs", "65"], 2, "--jobs 65 is not accepted; expected 1 to 64"),
        (["--png-level=-1"], 2, "--png-level -1 is not accepted; expected 0 to 9"),
        (["--bogus"], 2, "Unknown option '--bogus'"),
        // Scenario files.
        (["--scenario", "@F/scenario-types.json"], 1, "@F/scenario-types.json: scenario: steps[0].duration is \"long\"; expected a number"),
        (["--scenario", "@F/scenario-missing.json"], 1, "scenario-missing.json: scenario: steps is missing; expected an array of steps"),
        (["--scenario", "@F/scenario-negative.json"], 1, "scenario-negative.json: scenario: steps[0].wait is -0.5; expected a number from 0.0 to 600.0"),
        (["--scenario", "@F/scenario-overflow.json"], 1, "scenario-overflow.json: scenario: not valid JSON (Number 1e999 is not representable"),
        (["--scenario", "@F/scenario-enormous.json"], 1, "scenario-enormous.json: scenario: steps is 800.0 s in all; expected at most 600.0 s"),
        (["--scenario", "@F/scenario-order.json"], 1, "scenario-order.json: scenario: steps[2]: a pull may not start at 0.5 s while the control refreshes"),
        (["--scenario", "@F/scenario-pull.json"], 1, "scenario-pull.json: scenario: steps[0].pull is 11.0; expected a number from 0.0 to 10.0"),
        (["--scenario", "@F/scenario-tail.json"], 1, "scenario-tail.json: scenario: tail is -1.0; expected a number from 0.0 to 600.0"),
        (["--scenario", "@F/scenario-array.json"], 1, "scenario-array.json: scenario: (top level) is an array; expected an object with \"steps\""),
        (["--scenario", "@F/scenario-truncated.json"], 1, "scenario-truncated.json: scenario: not valid JSON (Unexpected end of file"),
        // User PNGs: libpng's own message, after the option and the path.
        (["--image", "airplane=@F/corrupt.png"], 1, "--image airplane=@F/corrupt.png: cannot decode PNG: IDAT: incorrect data check"),
        (["--image", "airplane=@F/truncated.png"], 1, "--image airplane=@F/truncated.png: cannot decode PNG: unexpected end of PNG data (file truncated)"),
        (["--image", "airplane=@F/huge.png"], 1, "huge.png: PNG too large: Invalid IHDR data: Image width exceeds user limit in IHDR; Image height exceeds user limit in IHDR (limit 16384×16384"),
        (["--image", "airplane=@F/not-a-png.png"], 1, "not-a-png.png: cannot decode PNG: not a PNG file (bad signature)"),
        (["--image", "airplane=@F/empty.png"], 1, "empty.png: cannot decode PNG: not a PNG file (bad signature)"),
        (["--image", "airplane=@F"], 1, "--image airplane=@F: @F: cannot read: Is a directory"),
        // Fonts.
        (["--font", "/nonexistent/font.ttf"], 1, "--font /nonexistent/font.ttf: font file '/nonexistent/font.ttf' does not exist or cannot be read"),
        (["--font", "@F"], 1, "--font @F: '@F' is not a font (FreeType accepts TrueType, OpenType and collection files)"),
        (["--font", "@F/text.ttf"], 1, "--font @F/text.ttf: '@F/text.ttf' is not a font"),
        (["--bold-font", "@F/text.ttf"], 1, "--bold-font @F/text.ttf: '@F/text.ttf' is not a font"),
    ])
    func badInputIsRefusedClearly(arguments: [String], status: Int32, message: String) throws {
        let out = RenderFramesBinary.temporaryFolder("bad")
        let message = InputFixtures.expand(message)
        let arguments = arguments.map(InputFixtures.expand)
        let r = try RenderFramesBinary.run(arguments + ["--out", out])
        #expect(r.status == status, "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        #expect(files(out).filter { $0.hasSuffix(".png") }.isEmpty)
    }

    /// User PNGs of every valid kind are decoded and drawn: the frame differs from the one with the built-in artwork.
    @Test(arguments: InputFixtures.validPNGs.map(\.0))
    func unusualButValidPNGsRender(name: String) throws {
        let out = RenderFramesBinary.temporaryFolder("valid-png")
        let r = try RenderFramesBinary.run(["--style", "airplane", "--progress", "1", "--state", "refreshing", "--time", "0.5",
                                            "--image", "airplane=\(InputFixtures.folder)/\(name)", "--out", out])
        #expect(r.status == 0, "\(name): \(r.stderr)")
        let reference = RenderFramesBinary.temporaryFolder("valid-png-ref")
        #expect(try RenderFramesBinary.run(["--style", "airplane", "--progress", "1", "--state", "refreshing", "--time", "0.5",
                                            "--out", reference]).status == 0)
        let frame = FileManager.default.contents(atPath: out + "/frame_0000.png")
        #expect(frame != nil && frame != FileManager.default.contents(atPath: reference + "/frame_0000.png"), "\(name) not drawn")
    }

    @Test func brokenScenarioFilesNameTheField() throws {
        let dir = RenderFramesBinary.temporaryFolder("scenario")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/s.json"
        try Data(#"{"steps":[{"pull":"far","duration":1}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        let r = try RenderFramesBinary.run(["--scenario", path, "--out", dir + "/out"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("steps[0].pull is \"far\""))
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: path))
        let r2 = try RenderFramesBinary.run(["--scenario", path, "--out", dir + "/out"])
        #expect(r2.status == 1 && r2.stderr.contains("not valid JSON"))
        #expect(files(dir + "/out").filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test func unusableOutputLocationsFailWithoutPartialFiles() throws {
        let dir = RenderFramesBinary.temporaryFolder("outdir")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: dir + "/file"))
        let r = try RenderFramesBinary.run(["--progress", "0.5", "--out", dir + "/file"])
        #expect(r.status == 1 && r.stderr.contains("is not a directory"))
        let readOnly = dir + "/ro"
        try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly) }
        // Root ignores permissions; only check the refusal when they apply.
        if !FileManager.default.isWritableFile(atPath: readOnly) {
            let r2 = try RenderFramesBinary.run(["--progress", "0.5", "--out", readOnly])
            #expect(r2.status == 1 && r2.stderr.contains("not writable"))
        }
    }
}

@Suite(.serialized) struct StyleVariantCommandTests {
    func render(_ arguments: [String]) throws -> (RenderFramesBinary.Result, String) {
        let out = RenderFramesBinary.temporaryFolder("variant")
        return (try RenderFramesBinary.run(arguments + ["--progress", "0.5", "--scale", "1", "--out", out]), out + "/frame_0000.png")
    }

    @Test func everyArtworkCanBeReplacedByAUserPNG() throws {
        // A 23×60 solid red PNG in place of each style's artwork changes the frame.
        let dir = RenderFramesBinary.temporaryFolder("art")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let red = try Image(width: 23, height: 60, color: Color(rgb8: 255, 0, 0))
        try red.writePNG(to: dir + "/red.png")
        for (style, name) in [("arrow", "ego-arrow-blue"), ("mj", "mj-arrow"), ("sv", "sv-arrow"), ("airplane", "airplane"),
                              ("airplane", "sky-background")] {
            let (plain, plainFile) = try render(["--style", style])
            let (custom, customFile) = try render(["--style", style, "--image", "\(name)=\(dir)/red.png"])
            #expect(plain.status == 0 && custom.status == 0, "\(custom.stderr)")
            #expect(FileManager.default.contents(atPath: plainFile) != FileManager.default.contents(atPath: customFile), "\(name)")
        }
    }

    @Test func styleOptionsSelectTheDocumentedVariants() throws {
        let (blue, blueFile) = try render(["--style", "arrow"])
        let (gray, grayFile) = try render(["--style", "arrow", "--style-option", "arrow-color=gray"])
        #expect(blue.status == 0 && gray.status == 0)
        #expect(FileManager.default.contents(atPath: blueFile) != FileManager.default.contents(atPath: grayFile))
        let (top, _) = try render(["--style", "circle", "--style-option", "start=top"])
        #expect(top.status == 0)
    }

    @Test(arguments: [
        (["--style", "arrow", "--style-option", "arrow-color=pink"], "--style-option arrow-color=pink is not accepted for arrow; expected blue, gray, black, white"),
        (["--style", "sv", "--style-option", "start=top"], "does not apply to sv; sv has no options"),
        (["--style", "circle", "--style-option", "start"], "expected KEY=VALUE"),
    ])
    func badStyleOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let (r, _) = try render(arguments)
        #expect(r.status == 2)
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }
}
