import Foundation
import Testing
import Raster
import RefreshModel
@testable import RefreshOutput

/// A signal during a long run: the built binary stops cleanly, leaving only complete frames, all of them in the
/// manifest (or, for a GIF or a contact sheet, no file at all), no temporary file, and exits with 128 + the signal
/// number.
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

    /// A GIF (3000 frames at 1125×330, each rendered twice) and a contact sheet (120 cells at @3x, one worker) make one
    /// file, written only when complete: a signal mid-run stops them within a second, with 128 + the signal number,
    /// and leaves nothing in --out.
    @Test(arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM")])
    func signalStopsAGIFWithinASecond(signal: Int32, status: Int32, name: String) throws {
        try expectStopsWithoutAFile(["--format", "gif", "--fps", "50", "--duration", "60", "--jobs", "2"],
                                    file: "airplane.gif", signal: signal, status: status, name: name)
    }

    @Test(arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM")])
    func signalStopsASheetWithinASecond(signal: Int32, status: Int32, name: String) throws {
        try expectStopsWithoutAFile(["--format", "sheet", "--progress", "0.05:1.2:0.06", "--jobs", "1"],
                                    file: "airplane-sheet.png", signal: signal, status: status, name: name)
    }

    private func expectStopsWithoutAFile(_ arguments: [String], file: String, signal: Int32, status: Int32,
                                         name: String) throws {
        let out = RenderFramesBinary.temporaryFolder("interrupt-file")
        let logs = out + "-logs"
        let process = try RenderFramesBinary.start(["--style", "airplane", "--scale", "3"] + arguments + ["--out", out],
                                                   logFolder: logs)
        // Nothing shows in --out before the end: wait for the frame workers, then let them render for a while.
        waitForFrameWorkers(process)
        Thread.sleep(forTimeInterval: RenderInterruptionTests.sanitized ? 3 : 0.3)
        try #require(process.isRunning, "the run ended before the signal")
        let signalled = Date()
        kill(process.processIdentifier, signal)
        let r = RenderFramesBinary.finish(process, logFolder: logs)
        let latency = Date().timeIntervalSince(signalled)
        print("\(arguments[1]) \(name): exit \(r.status) \(String(format: "%.3f", latency)) s after the signal")

        #expect(process.terminationReason == .exit, "killed by the signal instead of stopping")
        #expect(latency < RenderInterruptionTests.stopBound, "stopped \(latency) s after \(name)")
        #expect(r.status == status, "\(r.stderr)")
        #expect(r.stderr.contains("interrupted by \(name) after ") && r.stderr.contains("\(out)/\(file) was not written"),
                "\(r.stderr)")
        #expect(!r.stderr.contains("after 0 of"), "the signal came before any frame was rendered: \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        #expect(left.isEmpty, "left in --out: \(left)")
    }

    /// Waits (at most a minute) until the process has threads named `frame worker N` (`FrameRunner` names them): it is
    /// past its start and rendering. Without /proc, waits 1.5 s instead.
    private func waitForFrameWorkers(_ process: Process) {
        let tasks = "/proc/\(process.processIdentifier)/task"
        guard FileManager.default.fileExists(atPath: tasks) else { return Thread.sleep(forTimeInterval: 1.5) }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? [])
                .compactMap { try? String(contentsOfFile: tasks + "/" + $0 + "/comm", encoding: .utf8) }
            if names.contains(where: { $0.hasPrefix("frame worker") }) { return }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Under a sanitizer (`make test-sanitize`) the binary runs several times slower and ThreadSanitizer sleeps 1 s at
    /// exit (`atexit_sleep_ms`): the frames take longer to come, and the stop bound there only shows that the run stops.
    static let sanitized: Bool = {
        let program = dlopen(nil, RTLD_NOW), runtimes: [String] = ["__tsan_init", "__asan_init"]
        return runtimes.contains { dlsym(program, $0) != nil }
    }()

    /// From the signal to the exit.
    static let stopBound: TimeInterval = sanitized ? 3 : 1
}
