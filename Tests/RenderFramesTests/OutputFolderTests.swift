import Foundation
import Testing
import RefreshTestSupport
@testable import RefreshOutput

/// Through the command line (in process, and the binary where a run is killed or holds the folder): a folder holds
/// one run (identity), a killed run resumes, two runs never write one folder at once, nothing is deleted unannounced,
/// and frame names sort.
@Suite struct OutputFolderTests {
    func manifest(_ out: String) throws -> FrameManifest {
        try #require(FrameManifest.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/frames.json")))))
    }

    func scenario(_ seconds: Double) throws -> String {
        let path = RenderFramesBinary.temporaryFolder("scenario") + ".json"
        try Data(#"{"steps":[{"pull":1.3,"duration":\#(seconds)},{"release":true}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Reproduction 1: a longer then a shorter scenario file (both "custom"), and two progress sweeps, into one folder.
    @Test func runsOfOtherSettingsNeverMixInAFolder() throws {
        let out = RenderFramesBinary.temporaryFolder("mixed")
        let base = ["--style", "mj", "--fps", "20", "--scale", "1", "--out", out]
        let long = InProcessCommand.run(base + ["--scenario", try scenario(3)])
        try #require(long.status == 0, "\(long.stderr)")
        let frames = try manifest(out).frames.count
        let short = InProcessCommand.run(base + ["--scenario", try scenario(0.5)])
        #expect(short.status == 1, "\(short.stderr)")
        #expect(short.stderr.contains("--out \(out) holds \(frames) frames of another run (it differs in: frame count, scenario sha256)"),
                "\(short.stderr)")
        #expect(short.stderr.contains("use --force to replace that run (removes its \(frames) frames), or another --out"))
        #expect(try manifest(out).frames.count == frames, "the refused run changed the folder")

        let forced = InProcessCommand.run(base + ["--scenario", try scenario(0.5), "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("removed \(frames) frames of an earlier run with other settings"), "\(forced.stdout)")
        let replaced = try FrameFolderCheck.expectConsistent(out)
        let listed = try manifest(out).frames.count
        #expect(replaced.count < frames && replaced.count == listed)

        let sweep = RenderFramesBinary.temporaryFolder("mixed-sweep")
        #expect(InProcessCommand.run(["--progress", "0:1:0.25", "--scale", "1", "--out", sweep]).status == 0)
        let other = InProcessCommand.run(["--progress", "0:1:0.5", "--scale", "1", "--out", sweep])
        #expect(other.status == 1 && other.stderr.contains("differs in: frame count, progress"), "\(other.stderr)")
        #expect(try manifest(sweep).frames.map(\.progress) == [0, 0.25, 0.5, 0.75, 1])
    }

    /// Reproduction 4: the artwork, then frames, into one folder: nothing of the artwork is touched.
    @Test func aFrameRunKeepsTheArtworkInItsFolder() throws {
        let out = RenderFramesBinary.temporaryFolder("assets")
        #expect(InProcessCommand.run(["assets", "--out", out]).status == 0)
        let artwork = try FileManager.default.contentsOfDirectory(atPath: out).filter { !$0.hasPrefix(".") }.sorted()
        let before = artwork.map { FileManager.default.contents(atPath: out + "/" + $0) }
        let frames = InProcessCommand.run(["--style", "circle", "--fps", "10", "--scale", "1", "--out", out])
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(artwork.contains("assets.json") && artwork.count == 26, "\(artwork)")
        #expect(artwork.map { FileManager.default.contents(atPath: out + "/" + $0) } == before)
        #expect(InProcessCommand.run(["assets", "--out", out]).status == 0, "assets again beside the frames")
    }

    /// Reproduction 5: a run of 12 000 frames numbers them with 5 digits, so names sort in frame order; frames.json
    /// gives the pattern and first number for ffmpeg.
    @Test func framesOfALongRunSortByName() throws {
        let out = RenderFramesBinary.temporaryFolder("names")
        let r = InProcessCommand.run(["--style", "circle", "--fps", "200", "--duration", "60", "--scale", "1",
                                            "--frames", "9998..10001", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let names = try FrameFolderCheck.expectConsistent(out)
        #expect(names == ["frame_09998.png", "frame_09999.png", "frame_10000.png", "frame_10001.png"])
        let m = try manifest(out)
        #expect(m.filePattern == "frame_%05d.png" && m.startNumber == 9998)
        #expect(m.frames.map(\.file) == names)
    }

    /// Reproduction 8: a sheet too large names the options to lower and creates no folder; an --out below a file names
    /// that file, not an NSCocoaErrorDomain code.
    @Test func sizesAndPathsThatCannotBeMadeNameWhatToChange() throws {
        let out = RenderFramesBinary.temporaryFolder("sheet")
        let sheet = InProcessCommand.run(["--style", "mj", "--format", "sheet", "--scale", "3", "--width", "1000", "--out", out])
        #expect(sheet.status == 2, "\(sheet.stderr)")
        #expect(sheet.stderr.contains("a contact sheet of 18252×1404 pixels is too large") && sheet.stderr.contains("lower --width or --scale"),
                "\(sheet.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out), "the refused sheet created --out")
        let file = RenderFramesBinary.temporaryFolder("afile")
        try Data().write(to: URL(fileURLWithPath: file))
        let below = InProcessCommand.run(["--progress", "1", "--out", file + "/sub"])
        #expect(below.status == 1 && below.stderr.contains("--out \(file) exists and is not a directory"), "\(below.stderr)")
    }
}
