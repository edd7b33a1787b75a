import Foundation
import Testing
import RefreshTestSupport

/// `--format gif` and `--format sheet` through the built `render-frames`: the files, the warning, and a foreign file
/// that is kept (a run failure, exit 1).
@Suite struct CommandLineTests {
    @Test func gifAndSheetAreWrittenAndAForeignFileIsKept() throws {
        let folder = RenderFramesBinary.temporaryFolder("cli-gif")
        // One second of the sequence: enough for a GIF of changing frames, at a rate that draws the warning.
        let gif = InProcessCommand.run(["--style", "circle", "--format", "gif", "--fps", "60", "--duration", "1", "--scale", "1",
                                              "--out", folder])
        #expect(gif.status == 0, "\(gif.stderr)")
        #expect(gif.stderr.contains("--fps 60 is above 50"))
        let decoded = try DecodedGIF(path: folder + "/circle.gif")
        #expect(decoded.width == 375 && decoded.frames.count > 1)
        let sheet = InProcessCommand.run(["--style", "mj", "--format", "sheet", "--scale", "1", "--out", folder])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/mj-sheet.png"))
        // A file of another kind under the GIF's name is not overwritten without --force.
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/notes.gif"))
        let refused = InProcessCommand.run(["--style", "circle", "--format", "gif", "--gif-name", "notes.gif", "--scale", "1", "--out", folder])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("notes.gif already exists and is not a GIF file; use --force to overwrite it, or another --out"))
        #expect(try String(contentsOfFile: folder + "/notes.gif", encoding: .utf8) == "notes")
        try? FileManager.default.removeItem(atPath: folder)
    }
}
