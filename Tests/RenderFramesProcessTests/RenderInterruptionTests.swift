import Foundation
import Testing
import RefreshTestSupport

/// A signal during a long run: the built binary stops cleanly, leaving only complete frames, all of them in the
/// manifest (or, for a GIF or a contact sheet, no file at all), no temporary file, and exits with 128 + the signal
/// number.
@Suite(.serialized, .tags(.parallel)) struct RenderInterruptionTests {
    @Test(arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM")])
    func signalStopsALongRunCleanly(signal: Int32, status: Int32, name: String) throws {
        let out = RenderFramesBinary.temporaryFolder("interrupt")
        let logs = out + "-logs"
        // 500 distinct pictures (a sweep of the pull, no two alike, so no frame is a cheap repeat) at 1125×330: about
        // 10 s of work for the debug binary, so the signal lands mid-run, and only the few dozen frames written by then
        // are decoded and hashed below.
        let process = try RenderFramesBinary.start(
            ["--progress", "0.002:1:0.002", "--scale", "3", "--jobs", "2", "--out", out], logFolder: logs)
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
        #expect(!frames.isEmpty && frames.count < 500, "\(frames.count) frames")
        #expect(r.stderr.contains("wrote \(frames.count) of 500 frames"), "\(r.stderr)")
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

    /// SIGINT while a scenario of a million steps (the limit) is being read and planned stops
    /// the run promptly, whatever phase it is in, and leaves no frame.
    @Test func signalStopsTheLoadingOfAMillionStepScenario() throws {
        let out = RenderFramesBinary.temporaryFolder("loading")
        let logs = out + "-logs"
        let scenario = out + "-scenario.json"
        let steps = Array(repeating: #"{"pull":1.2,"duration":0.0005}"#, count: 1_000_000).joined(separator: ",")
        try Data(#"{"steps":[\#(steps)]}"#.utf8).write(to: URL(fileURLWithPath: scenario))
        let process = try RenderFramesBinary.start(["--scenario", scenario, "--fps", "1", "--out", out], logFolder: logs)
        Thread.sleep(forTimeInterval: 1)
        try #require(process.isRunning, "the run ended before the signal")
        let signalled = Date()
        kill(process.processIdentifier, SIGINT)
        let r = RenderFramesBinary.finish(process, logFolder: logs)
        let latency = Date().timeIntervalSince(signalled)
        #expect(latency < RenderInterruptionTests.stopBound * 3, "stopped \(latency) s after SIGINT")
        // Before the signals are watched SIGINT ends the process; after, the run stops with 130.
        #expect(process.terminationReason == .uncaughtSignal || r.status == 130, "\(r.status) \(r.stderr)")
        let frames = ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).filter { $0.hasPrefix("frame_") }
        #expect(frames.isEmpty, "\(frames.count) frames written")
    }

    /// SIGINT inside one Lottie frame that takes seconds to draw (100 000 vertices stroked in 20 copies: 2 000 000
    /// vertices, within the bound of a frame): the canvas stops between paths and rows, the worker drops the frame,
    /// and the run exits with 130 within `frameStopBound` of the signal, having written nothing.
    @Test func signalStopsALottieRunInsideAFrame() throws {
        let out = RenderFramesBinary.temporaryFolder("interrupt-frame")
        let logs = out + "-logs", file = out + "-heavy.json"
        try Data(HeavyLottie.json(vertices: 100_000, innerCopies: 20, outerCopies: 1).utf8).write(to: URL(fileURLWithPath: file))
        let process = try RenderFramesBinary.start(["lottie", file, "--frames", "0..0", "--scale", "1", "--jobs", "1", "--out", out],
                                                   logFolder: logs)
        // Inside the frame: its worker has drawn for half a second of its own CPU.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning, Self.workerCPUSeconds(process.processIdentifier) < 0.5 {
            Thread.sleep(forTimeInterval: 0.01)
        }
        guard let (r, latency) = signalled(process, SIGINT, logFolder: logs, label: "lottie frame SIGINT") else { return }

        #expect(process.terminationReason == .exit, "killed by the signal instead of stopping")
        #expect(r.status == 130, "\(r.stderr)")
        #expect(latency < Self.frameStopBound, "stopped \(latency) s after SIGINT")
        #expect(r.stderr.contains("interrupted by SIGINT before any of 1 frames was written"), "\(r.stderr)")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        #expect(left.isEmpty, "left in --out: \(left)")
    }

    /// A GIF (30 000 frames at 1125×330, each rendered twice: some 8 s of CPU in a release build, which the suite runs,
    /// and minutes in a debug one, so the signal always comes mid-run) and a contact sheet (120 cells at @3x, one
    /// worker) make one file, written only when complete: a signal mid-run stops them within a second, with 128 + the
    /// signal number, and leaves nothing in --out.
    @Test(arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM")])
    func signalStopsAGIFWithinASecond(signal: Int32, status: Int32, name: String) throws {
        try expectStopsWithoutAFile(["--format", "gif", "--fps", "50", "--duration", "600", "--jobs", "2"],
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
        waitUntilRendering(process)
        guard let (r, latency) = signalled(process, signal, logFolder: logs, label: "\(arguments[1]) \(name)") else { return }

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

    /// Sends `signal` to the running process and waits for it: its result and the seconds from the signal to its exit;
    /// nil (recorded as an issue) when the run ended before the signal.
    private func signalled(_ process: Process, _ signal: Int32, logFolder logs: String,
                           label: String) -> (RenderFramesBinary.Result, TimeInterval)? {
        guard process.isRunning else {
            let r = RenderFramesBinary.finish(process, logFolder: logs)
            Issue.record("the run ended before the signal: exit \(r.status), \(r.stderr)")
            return nil
        }
        let sent = Date()
        kill(process.processIdentifier, signal)
        let r = RenderFramesBinary.finish(process, logFolder: logs)
        let latency = Date().timeIntervalSince(sent)
        print("\(label): exit \(r.status) \(String(format: "%.3f", latency)) s after the signal")
        return (r, latency)
    }

    /// Waits (at most a minute) until the process has used `renderingCPU` seconds of CPU and its first frame worker
    /// `workerCPU` seconds: it is past its start and has rendered for a while. Measured in the process's own CPU time,
    /// not wall time: on a loaded machine a wall-clock pause may outlast the render phase of a sheet, while CPU time
    /// only passes when the run makes progress. The worker's own time is needed too: a sheet's main thread draws the
    /// captions (≈ 95 % of a debug sheet run's CPU), and once, in the full suite, a sheet run had used its 2 s with no
    /// cell drawn yet ("after 0 of 120"); or, when no living worker shows it, `offMainCPU` seconds off the main thread.
    /// Without /proc, waits 1.5 s instead.
    private func waitUntilRendering(_ process: Process) {
        let pid = process.processIdentifier, stat = "/proc/\(pid)/stat"
        guard FileManager.default.fileExists(atPath: stat) else { return Thread.sleep(forTimeInterval: 1.5) }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning,
              Self.cpuSeconds(stat) < Self.renderingCPU
                || (Self.workerCPUSeconds(pid) < Self.workerCPU
                    && Self.cpuSeconds(stat) - Self.cpuSeconds("/proc/\(pid)/task/\(pid)/stat") < Self.offMainCPU) {
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// CPU seconds used by the process's thread named `frame worker 0` (`FrameRunner` names its threads); 0 before it
    /// exists.
    private static func workerCPUSeconds(_ pid: Int32) -> Double {
        let tasks = "/proc/\(pid)/task"
        for tid in (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
        where procText("\(tasks)/\(tid)/comm")?.hasPrefix("frame worker 0") == true {
            return cpuSeconds("\(tasks)/\(tid)/stat")
        }
        return 0
    }

    /// A /proc file's text, read with read(2): /proc files report a size of 0, which Foundation's readers may take at
    /// its word.
    private static func procText(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return n > 0 ? String(decoding: buffer[..<n], as: UTF8.self) : nil
    }

    /// CPU seconds a process or thread has used (user + system: fields 14 and 15 of its /proc stat file, in clock
    /// ticks).
    private static func cpuSeconds(_ path: String) -> Double {
        guard let stat = procText(path), let paren = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: paren)...].split(separator: " ")
        // After the ")" closing the command name, field 3 (state) is index 0, so utime (14) and stime (15) are 11, 12.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// CPU a run has used when the signal is sent: its start (fonts, planning) takes about 0.6 s in a debug build, the
    /// sheet's cells about 0.1 s each and the runner hands them to the sheet in batches of half its window; the sheet
    /// and GIF runs take 10 s and more in all. An optimized build (`make test`'s) does the same in about a tenth of
    /// that, and the sheet still takes 10 s of CPU (its 7002×8634 PNG).
    static let renderingCPU: Double = sanitized ? 4 : optimized ? 0.6 : 2
    /// The first frame worker's CPU when the signal is sent: a few frames rendered (a debug @3x frame takes ≈ 3 ms to
    /// 0.1 s), so the run is past its start whatever took the process's time.
    static let workerCPU: Double = sanitized ? 0.2 : 0.1
    /// Or the CPU spent off the main thread, the threads that have ended included: a run whose items are done on
    /// threads that end with them (a sheet's) may never show a living worker with `workerCPU` when sampled on a loaded
    /// machine, while its process's time counts every one of them. A second of it is well past the grouping of a
    /// sheet's cells.
    static let offMainCPU: Double = sanitized ? 2 : optimized ? 0.3 : 1

    /// Whether the tests, and the binary built with them, are optimized.
    static let optimized: Bool = {
        #if DEBUG
        false
        #else
        true
        #endif
    }()

    /// Under a sanitizer (`make test-sanitize`) the binary runs several times slower and ThreadSanitizer sleeps 1 s at
    /// exit (`atexit_sleep_ms`): the frames take longer to come, and the stop bound there only shows that the run stops.
    static let sanitized: Bool = {
        let program = dlopen(nil, RTLD_NOW), runtimes: [String] = ["__tsan_init", "__asan_init"]
        return runtimes.contains { dlsym(program, $0) != nil }
    }()

    /// From the signal to the exit.
    static let stopBound: TimeInterval = sanitized ? 3 : 1
    /// From a signal inside a frame to the exit: the release build's 0.2 s, plus 0.3 s for a debug binary on a shared
    /// machine (a row or a stroke's piece takes several times longer than in a release build) and for the process's
    /// teardown (the manifest check, the lock's release, the exit).
    static let frameStopBound: TimeInterval = sanitized ? 3 : 0.5
}
