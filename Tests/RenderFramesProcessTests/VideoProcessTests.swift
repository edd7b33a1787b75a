import Foundation
import Testing
import RefreshTestSupport

/// Videos through the built binary where the process is the point: ffmpeg missing from PATH, Ctrl-C while ffmpeg
/// writes, and an ffmpeg that never reads.
@Suite struct VideoProcessTests {
    /// Runs the binary with `PATH` set to `path` (nil: this process's environment).
    func run(_ arguments: [String], path: String? = nil) throws -> RenderFramesBinary.Result {
        try RenderFramesBinary.run(arguments, path: path)
    }

    func contents(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Without ffmpeg on PATH: exit 1, one line naming the Debian package, no file.
    @Test(arguments: ["mp4", "webm"])
    func missingFFmpegIsOneClearLine(format: String) throws {
        let out = RenderFramesBinary.temporaryFolder("noffmpeg")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try run(["--style", "circle", "--format", format, "--duration", "0.5", "--out", out],
                             path: "/nonexistent-bin")
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").filter { !$0.isEmpty }
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("needs the ffmpeg program, which is not on PATH; install Debian's ffmpeg package (apt-get install ffmpeg)"))
        #expect(contents(out).isEmpty)
    }

    /// SIGINT during a video: exit 130, neither the video nor ffmpeg's temporary file is left.
    @Test func interruptedVideoLeavesNoFile() throws {
        let out = RenderFramesBinary.temporaryFolder("mp4-sigint")
        let logs = RenderFramesBinary.temporaryFolder("mp4-sigint-logs")
        defer { for f in [out, logs] { try? FileManager.default.removeItem(atPath: f) } }
        let process = try RenderFramesBinary.start(["--style", "airplane", "--format", "webm", "--scale", "3", "--out", out],
                                                   logFolder: logs)
        // Wait until ffmpeg's temporary file exists (the run is under way), then stop it.
        let deadline = Date().addingTimeInterval(60)
        while contents(out).isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(contents(out).first?.hasPrefix(".airplane.webm.tmp-") == true)
        process.interrupt()
        let result = RenderFramesBinary.finish(process, logFolder: logs)
        #expect(result.status == 130, "\(result.stderr)")
        #expect(result.stderr.contains("airplane.webm was not written"), "\(result.stderr)")
        #expect(contents(out).isEmpty, "\(contents(out))")
    }
    /// An ffmpeg that never reads its input (a script first on PATH that sleeps): SIGINT or SIGTERM still ends the run
    /// within a second with 128 + the signal number, stops that ffmpeg, and leaves nothing (the run made --out).
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalStopsARunWhoseFFmpegNeverReads(signal: Int32, status: Int32) throws {
        let bin = RenderFramesBinary.temporaryFolder("sleeping-ffmpeg")
        let out = RenderFramesBinary.temporaryFolder("sleeping-ffmpeg-out") + "/video"
        let logs = bin + "-logs"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try Data("#!/bin/sh\necho $$ > \(bin)/pid\nexec /bin/sleep 1000\n".utf8).write(to: URL(fileURLWithPath: bin + "/ffmpeg"))
        chmod(bin + "/ffmpeg", 0o755)
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let process = try RenderFramesBinary.start(["--style", "sv", "--format", "webm", "--jobs", "1", "--out", out],
                                                   logFolder: logs, environment: ["PATH": path])
        // Once ffmpeg runs, the run fills its input within a few frames and then waits on it.
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: bin + "/pid"), process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        Thread.sleep(forTimeInterval: 0.5)
        try #require(process.isRunning, "the run ended before the signal")
        let pid = try #require(pid_t(String(decoding: FileManager.default.contents(atPath: bin + "/pid") ?? Data(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        let signalled = Date()
        kill(process.processIdentifier, signal)
        let result = RenderFramesBinary.finish(process, logFolder: logs)
        let latency = Date().timeIntervalSince(signalled)
        #expect(latency < RenderInterruptionTests.stopBound, "stopped \(latency) s after the signal")
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains("sv.webm was not written"), "\(result.stderr)")
        #expect(kill(pid, 0) != 0 && errno == ESRCH, "ffmpeg (pid \(pid)) still runs")
        #expect(!FileManager.default.fileExists(atPath: out), "left \(contents(out))")
    }
}
