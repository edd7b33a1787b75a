import Foundation
import Testing
import Raster
@testable import render_frames
import RefreshTestSupport
import RefreshRender

/// `--viewport`, `--nav-title` and `--rows` (STYLES.md §8) through the command line: usage errors (exit 2, nothing
/// written), every output format on a screen, and the strip unchanged without a viewport.
@Suite struct ViewportCommandTests {
    /// Rows files for the table below, written once into a scratch folder (`@R`).
    static let folder: String = {
        let dir = RenderFramesBinary.temporaryFolder("viewport-rows")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let files = [
            ("rows.json", #"["Milk", {"title": "Eggs", "subtitle": "a dozen"}, "Bread"]"#),
            ("rows-object.json", #"{"rows": ["Milk"]}"#),
            ("rows-item.json", #"["Milk", 3]"#),
            ("rows-truncated.json", #"["Milk", "#),
        ]
        for (name, text) in files { _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(text.utf8)) }
        return dir
    }()

    static func expand(_ argument: String) -> String { argument.replacingOccurrences(of: "@R", with: folder) }

    @Test(arguments: [
        (["--viewport", "iphone-99"], ["'iphone-99' is not a viewport; expected none (the header strip), iphone-se, iphone-8, iphone-15, or WxH in points"]),
        (["--viewport", "375x"], ["'375x' is not a viewport"]),
        (["--viewport", "5000x600"], ["5000x600 is not accepted; expected a width of points from 200 to 1100 and a height of points from 300 to 1400"]),
        (["--nav-title", "Inbox"], ["--nav-title and --rows go with --viewport"]),
        (["--rows", "@R/rows.json"], ["--nav-title and --rows go with --viewport"]),
        (["--viewport", "iphone-8", "--width", "320"], ["--width 320 sets the header strip's width; with --viewport iphone-8 the screen is 375 points wide"]),
        (["--viewport", "iphone-8", "--rows", "/nonexistent/rows.json"], ["--rows /nonexistent/rows.json cannot be read"]),
        (["--viewport", "iphone-8", "--rows", "@R"], ["--rows @R is a folder; expected a JSON file"]),
        (["--viewport", "iphone-8", "--rows", "@R/rows-object.json"], ["--rows @R/rows-object.json: found an object; expected a JSON array of rows"]),
        (["--viewport", "iphone-8", "--rows", "@R/rows-item.json"], ["--rows @R/rows-item.json: [1]: found 3; expected a title string"]),
        (["--viewport", "iphone-8", "--rows", "@R/rows-truncated.json"], ["--rows @R/rows-truncated.json: not valid JSON"]),
    ] as [([String], [String])])
    func badScreenInputIsAUsageError(arguments: [String], expected: [String]) {
        let out = RenderFramesBinary.temporaryFolder("viewport-bad")
        let (status, message) = InProcessCommand.outcome(arguments.map(ViewportCommandTests.expand) + ["--out", out])
        #expect(status == 2, "\(arguments): \(message)")
        for piece in expected.map(ViewportCommandTests.expand) { #expect(message.contains(piece), "\(arguments): \(message)") }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func theScreenTakesTheViewportsSizeTitleAndRows() throws {
        let inputs = try InProcessCommand.prepare(["--style", "mj", "--viewport", "414x896", "--nav-title", "Inbox",
                                                   "--rows", ViewportCommandTests.folder + "/rows.json"])
        #expect(inputs.run.options.width == 414 && inputs.run.context.width == 414)
        let screen = try #require(inputs.run.options.screen)
        #expect(screen.viewport.height == 896 && screen.navigationTitle == "Inbox" && screen.rows?.rows.count == 3)
        let frame = try InProcessCommand.firstFrame(["--style", "mj", "--viewport", "iphone-se", "--scale", "1", "--progress", "1"])
        #expect(frame.width == 320 && frame.height == 568)
    }

    @Test func withoutAViewportTheStripIsUnchanged() throws {
        let plain = try InProcessCommand.firstFrame(["--style", "sv", "--progress", "1.1"])
        let none = try InProcessCommand.firstFrame(["--style", "sv", "--progress", "1.1", "--viewport", "none"])
        #expect(plain.height == 120 && plain == none)
    }

    /// PNG frames, a GIF and a contact sheet of screens through the command line.
    @Test func everyFormatDrawsTheScreen() throws {
        let folder = RenderFramesBinary.temporaryFolder("viewport-formats")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = InProcessCommand.run(["--style", "mj", "--viewport", "iphone-se", "--scale", "1", "--fps", "4",
                                              "--out", folder + "/png"])
        #expect(png.status == 0, "\(png.stderr)")
        let manifest = try String(contentsOfFile: folder + "/png/frames.json", encoding: .utf8)
        #expect(manifest.contains("\"width\" : 320") && manifest.contains("\"height\" : 568"), "\(manifest.prefix(400))")
        let gif = InProcessCommand.run(["--style", "mj-back-footer", "--viewport", "iphone-se", "--format", "gif",
                                              "--fps", "10", "--scale", "1", "--out", folder])
        #expect(gif.status == 0, "\(gif.stderr)")
        let decoded = try DecodedGIF(path: folder + "/mj-back-footer.gif")
        #expect(decoded.width == 320 && decoded.height == 568 && decoded.frames.count > 10)
        let sheet = InProcessCommand.run(["--style", "circle", "--viewport", "iphone-se", "--format", "sheet",
                                                "--scale", "1", "--progress", "0:1:0.5", "--out", folder])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let image = try Image(contentsOfFile: folder + "/circle-sheet.png")
        #expect(image.width > 3 * 320 && image.height > 3 * 568)
    }
}
