import Foundation
import Testing
import RefreshRender
@testable import RefreshOutput
import RefreshTestSupport

/// A video run whose ffmpeg stops reading, never exits, or exits at once: a cancellation still stops the run within a
/// second, ffmpeg is stopped, and nothing is left behind (no video, no temporary file, no folder the run created).
/// The ffmpeg here is a shell script first on the search path, which records its process id and then misbehaves.
@Suite struct StuckFFmpegTests {
    /// A folder holding an `ffmpeg` script with `body` after a line that writes its pid to `<folder>/pid`.
    func fakeFFmpeg(_ body: String) throws -> String {
        let folder = NSTemporaryDirectory() + "fake-ffmpeg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/ffmpeg"
        try ExecutableScript.write("echo $$ > \(folder)/pid\n\(body)", to: script)
        return folder
    }

    func job(out: String, searchPath: String, duration: Double = 2) -> AnimationRenderJob {
        AnimationRenderJob(input: JobInput(control: SVStyle(), options: RenderOptions(width: 375, scale: 2),
                                           context: StyleContext(width: 375, text: MonospaceMeasurer()), text: nil,
                                           sampling: .sequence(scenario: .refresh, fps: 30, duration: duration, range: nil),
                                           outputPath: out),
                           format: .video(.vp9), searchPath: searchPath)
    }

    /// The pid the script recorded, once it has started (at most 10 s).
    func startedPID(_ folder: String) -> pid_t? {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: folder + "/pid", encoding: .utf8),
               let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return pid }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return nil
    }

    /// ffmpeg that never reads (its input fills up and every write would block) or reads everything and then never
    /// exits: cancelled 0.3 s after it started, the run throws `RenderInterrupted` within a second.
    @Test(arguments: ["exec /bin/sleep 1000", "cat > /dev/null; exec /bin/sleep 1000"])
    func aCancellationStopsARunWhoseFFmpegHangs(behaviour: String) throws {
        let folder = try fakeFFmpeg(behaviour)
        let out = NSTemporaryDirectory() + "stuck-ffmpeg-\(UUID().uuidString)/video"
        let cancellation = RenderCancellation()
        let job = job(out: out, searchPath: folder)
        let started = Date()
        let watcher = Thread {
            guard let _ = startedPID(folder) else { return }
            Thread.sleep(forTimeInterval: 0.3)
            cancellation.cancel(reason: "SIGTERM")
        }
        watcher.start()
        var cancelledAt: Date?
        #expect(throws: RenderInterrupted.self) {
            defer { cancelledAt = Date() }
            _ = try job.run(cancellation: cancellation)
        }
        let pid = try #require(startedPID(folder))
        // From the cancellation (≈ 0.3 s after ffmpeg started) to the end of the run.
        let stopped = cancelledAt!.timeIntervalSince(started)
        #expect(stopped < 0.3 + 1 + 2, "the run took \(stopped) s")   // start-up of the debug build included
        #expect(kill(pid, 0) != 0 && errno == ESRCH, "ffmpeg (pid \(pid)) still runs")
        #expect(!FileManager.default.fileExists(atPath: out), "the run left \(out)")
    }

    /// ffmpeg that exits at once without reading: the run fails with ffmpeg's status, and leaves nothing.
    @Test func anFFmpegThatExitsEarlyFailsTheRun() throws {
        let folder = try fakeFFmpeg("echo 'no codec here' >&2; exit 3")
        let out = NSTemporaryDirectory() + "early-ffmpeg-\(UUID().uuidString)"
        #expect(throws: VideoError.self) { _ = try job(out: out, searchPath: folder).run() }
        #expect(!FileManager.default.fileExists(atPath: out), "the run left \(out)")
    }

    /// A temporary video a killed run left (its pid no longer runs) is removed by the next run into the folder.
    @Test func aDeadRunsTemporaryVideoIsRemoved() throws {
        let out = NSTemporaryDirectory() + "stale-video-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let stale = out + "/.sv.webm.tmp-\(Int32.max - 1)-12345.webm"
        let live = out + "/.sv.webm.tmp-\(getpid())-12345.webm"
        for file in [stale, live] { _ = FileManager.default.createFile(atPath: file, contents: Data([1])) }
        let folder = try fakeFFmpeg("exit 3")
        _ = try? job(out: out, searchPath: folder).run()
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live), "a live writer's file was removed")
    }
}
