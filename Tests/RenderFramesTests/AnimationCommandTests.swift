import Foundation
import Testing
import RefreshTestSupport

/// `--format apng|webp|mp4|webm|image-set`, the command run in process: the files, their determinism and odd sides
/// padded (`VideoProcessTests` has what needs a process: ffmpeg missing from PATH, and signals).
@Suite struct AnimationCommandTests {
    /// Runs the command in process.
    func run(_ arguments: [String]) -> RenderFramesBinary.Result {
        InProcessCommand.run(arguments)
    }

    func contents(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// APNG and WebP: one file named after the style, the same bytes with one worker or three.
    @Test(arguments: [("apng", "circle.png"), ("webp", "circle.webp")])
    func animationIsOneFileAndTheSameWhateverTheJobs(format: String, name: String) throws {
        let a = RenderFramesBinary.temporaryFolder("anim-a"), b = RenderFramesBinary.temporaryFolder("anim-b")
        defer { for f in [a, b] { try? FileManager.default.removeItem(atPath: f) } }
        let common = ["--style", "circle", "--format", format, "--fps", "30", "--duration", "0.8"]
        let first = run(common + ["--jobs", "1", "--out", a])
        let second = run(common + ["--jobs", "3", "--out", b])
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        #expect(first.stdout.hasPrefix("wrote \(a)/\(name) ("), "\(first.stdout)")
        #expect(contents(a) == [name] && contents(b) == [name])
        let bytes = FileManager.default.contents(atPath: a + "/" + name)
        #expect(bytes != nil && bytes == FileManager.default.contents(atPath: b + "/" + name))
        // A second run replaces its own kind of file.
        #expect(run(common + ["--out", a]).status == 0)
    }

    /// With ffmpeg: @3x is 1125 px wide (odd), so the MP4 is 1126 wide; the rate is the run's, every frame is there.
    @Test func mp4AtAnOddWidthIsPadded() throws {
        let out = RenderFramesBinary.temporaryFolder("mp4")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = run(["--style", "mj", "--format", "mp4", "--scale", "3", "--fps", "24", "--duration", "0.5", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents(out) == ["mj.mp4"])
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        probe.arguments = ["-v", "error", "-count_frames", "-show_entries", "stream=width,height,r_frame_rate,nb_read_frames",
                           "-of", "csv=p=0", out + "/mj.mp4"]
        let pipe = Pipe()
        probe.standardOutput = pipe
        try probe.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "1126,162,24/1,12")
    }

    /// `--format image-set`: the idle images at --progress, the refreshing loop at --fps, both scales, two snippets.
    @Test func imageSetWritesEveryImageAndTheSnippets() throws {
        let out = RenderFramesBinary.temporaryFolder("imageset")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = run(["--style", "mj", "--format", "image-set", "--progress", "0:1:0.5", "--fps", "10", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote 3 idle and 10 refreshing images (one 1 s loop) @2x, @3x"), "\(result.stdout)")
        let files = contents(out)
        #expect(files.count == (3 + 10) * 2 + 2)
        #expect(files.contains("refreshing_09@3x.png") && files.contains("refreshing_animation.xml") && files.contains("RefreshHeaderImages.swift"))
    }
}
