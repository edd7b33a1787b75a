import Foundation
import Testing
import RefreshTestSupport
@testable import render_frames

/// A folder where a run writes its file (`mkdir -p o/mj.gif`): every output format refuses it before any work, with
/// exit 1 and one line naming the folder, and leaves the folder as it was. Run in this process: the check comes
/// before rendering.
@Suite struct FolderInTheWayTests {
    static let lottie = InputFixtures.expand("@F/lottie-small.json")

    /// The arguments, and the file the run writes into `--out`.
    static let cases: [([String], String)] = [
        (["--style", "mj", "--fps", "10", "--format", "gif"], "mj.gif"),
        (["--style", "mj", "--format", "apng"], "mj.png"),
        (["--style", "mj", "--format", "webp"], "mj.webp"),
        (["--style", "mj", "--format", "mp4"], "mj.mp4"),
        (["--style", "mj", "--format", "webm"], "mj.webm"),
        (["--style", "mj", "--format", "sheet"], "mj-sheet.png"),
        (["--style", "mj", "--format", "image-set"], "idle_00@2x.png"),
        (["--style", "mj", "--format", "image-set"], "RefreshHeaderImages.swift"),
        (["--style", "mj", "--format", "png"], "frames.json"),
        (["--style", "mj", "--format", "png"], ".frames.journal"),
        (["lottie", lottie, "--format", "gif"], "lottie-small.gif"),
        (["lottie", lottie, "--format", "sheet"], "lottie-small-sheet.png"),
        (["lottie", lottie, "--format", "png"], "frames.json"),
    ]

    @Test(arguments: cases)
    func aFolderWhereTheFileGoesIsRefused(arguments: [String], file: String) throws {
        let out = RenderFramesBinary.temporaryFolder("folder-in-the-way")
        let folder = out + "/" + file
        try FileManager.default.createDirectory(atPath: folder + "/inside", withIntermediateDirectories: true)
        let (status, message) = RenderFrames.execute(arguments + ["--jobs", "1", "--out", out])
        #expect(status == 1, "\(message)")
        #expect(message == "render-frames: error: \(folder) is a folder, where the run writes a file; move it away, or give another --out",
                "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["inside"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == [file], "nothing written first")
    }

    /// The lottie command's sheet too large for a PNG names what it has to lower it, not render's --width.
    @Test func aLottieSheetTooLargeNamesTheLottieOptions() {
        let out = RenderFramesBinary.temporaryFolder("lottie-sheet")
        let (status, message) = RenderFrames.execute(["lottie", InputFixtures.expand("@F/lottie-large.json"), "--scale", "3",
                                                      "--format", "sheet", "--out", out])
        #expect(status == 2, "\(message)")
        #expect(message.contains("is too large") && message.contains("lower --scale or choose fewer frames with --frames A..B"),
                "\(message)")
        #expect(!message.contains("--width"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// After frames.json is deleted, a rerun cannot tell its own frames from other files: it says the manifest is
    /// missing, instead of calling every frame foreign.
    @Test func aDeletedManifestIsNamed() throws {
        let out = RenderFramesBinary.temporaryFolder("deleted-manifest")
        let arguments = ["--style", "mj", "--progress", "0.5", "--scale", "1", "--jobs", "1", "--quiet", "--out", out]
        #expect(RenderFrames.execute(arguments).status == 0)
        try FileManager.default.removeItem(atPath: out + "/frames.json")
        let (status, message) = RenderFrames.execute(arguments)
        #expect(status == 1)
        #expect(message == "render-frames: error: \(out)/frame_0000.png already exists, and the folder has no frames.json (deleted?) to tell whether render-frames wrote it; use --force to overwrite it, or another --out",
                "\(message)")
    }
}
