import Foundation
import Testing
import Raster
import RefreshModel
@testable import RefreshOutput

/// A signal during a long run: the built binary stops cleanly, leaving only complete frames, all of them in the
/// manifest, no temporary file, and exits with 128 + the signal number.
@Suite(.serialized) struct RenderInterruptionTests {
    @Test(arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM")])
    func signalStopsALongRunCleanly(signal: Int32, status: Int32, name: String) throws {
        let out = RenderFramesBinary.temporaryFolder("interrupt")
        let logs = out + "-logs"
        // 240 fps × 60 s = 14 400 frames at 1125×330: minutes of work, so the signal always lands mid-run.
        let process = try RenderFramesBinary.start(
            ["--fps", "240", "--duration", "60", "--scale", "3", "--jobs", "2", "--out", out], logFolder: logs)
        // Wait until frames are being written (the debug binary needs a moment to start), then half a second more.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning,
              !((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).contains(where: { $0.hasPrefix("frame_") }) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        Thread.sleep(forTimeInterval: 0.5)
        try #require(process.isRunning, "the run ended before the signal")
        kill(process.processIdentifier, signal)
        let r = RenderFramesBinary.finish(process, logFolder: logs)

        #expect(process.terminationReason == .exit, "killed by the signal instead of stopping")
        #expect(r.status == status, "\(r.stderr)")
        #expect(r.stderr.contains("interrupted by \(name)") && r.stderr.contains("frames.json"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
        let frames = try FrameFolderCheck.expectConsistent(out)
        #expect(!frames.isEmpty && frames.count < 14_400, "\(frames.count) frames")
        #expect(r.stderr.contains("wrote \(frames.count) of 14400 frames"), "\(r.stderr)")
    }

    /// A rerun into the interrupted folder recognises the frames as its own and completes them.
    @Test func aRerunFinishesAnInterruptedFolder() throws {
        let out = RenderFramesBinary.temporaryFolder("resume")
        let logs = out + "-logs"
        let args = ["--style", "circle", "--fps", "240", "--duration", "2", "--scale", "1", "--jobs", "1", "--out", out]
        let process = try RenderFramesBinary.start(args, logFolder: logs)
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning,
              ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).filter({ $0.hasPrefix("frame_") }).count < 3 {
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.interrupt()
        let first = RenderFramesBinary.finish(process, logFolder: logs)
        #expect(first.status == 130 || first.status == 0, "\(first.stderr)")
        try FrameFolderCheck.expectConsistent(out)
        let second = try RenderFramesBinary.run(args)
        #expect(second.status == 0, "first: \(first.status) \(first.stderr) second: \(second.stderr)")
        #expect(try FrameFolderCheck.expectConsistent(out).count == 480)
    }
}
