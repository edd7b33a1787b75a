import Foundation
import RefreshRender

/// Whole runs of the `render-frames` binary (built next to this one): frames per second with 1 and 2 jobs, and the
/// peak resident memory of a 1000-frame run, measured by GNU time on the child process.
enum EndToEnd {
    struct Run {
        var seconds: Double
        var frames: Int
        var bytes: Int
        var maxRSSKilobytes: Int
        /// User + system CPU time of the process (all its threads).
        var cpuSeconds: Double
    }

    /// Where whole runs write their frames: `BENCH_OUT` when set, else `/dev/shm` (a RAM file system) when there is
    /// one, else the temporary folder. On the disk the cost of creating a file depends on the file system's history:
    /// on this machine's ext4, 0.05 ms a file in a fresh folder but 0.3–0.65 ms after some thousand files were made
    /// and deleted nearby (as the runs of a bench do, and as test runs leave /tmp), so the figures drifted within one
    /// bench run. The RAM file system measures the tool itself: every write and rename, no allocator state.
    static let outputFolder: String = {
        if let folder = ProcessInfo.processInfo.environment["BENCH_OUT"], !folder.isEmpty { return folder }
        var status = stat()
        if stat("/dev/shm", &status) == 0, access("/dev/shm", W_OK) == 0 { return "/dev/shm" }
        return NSTemporaryDirectory()
    }()

    static func outputPath() -> String {
        (outputFolder.hasSuffix("/") ? outputFolder : outputFolder + "/") + "bench-\(UUID().uuidString)"
    }

    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("render-frames").path
    }

    /// Runs render-frames with `arguments` into a fresh temporary folder; the best of `repeats` runs.
    static func run(_ arguments: [String], repeats: Int = 3) throws -> Run {
        var best: Run?
        for _ in 0..<repeats {
            let out = outputPath()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let run = try once(arguments, binary: binary, out: out)
            if best == nil || run.seconds < best!.seconds { best = run }
        }
        return best!
    }

    /// One run of `binary` with `arguments` writing into `out` (left for the caller to read and remove).
    static func once(_ arguments: [String], binary: String, out: String) throws -> Run {
        let t0 = Benchmark.now()
        let rssFile = out + ".rss"
        defer { try? FileManager.default.removeItem(atPath: rssFile) }
        // Through GNU time, a small parent: a child spawned straight from this (large) process would count this
        // process's pages in its own peak until its exec.
        let (status, usage) = try spawnAndWait(["/usr/bin/time", "-f", "%M", "-o", rssFile, binary] + arguments + ["--out", out])
        let seconds = Benchmark.now() - t0
        guard status == 0 else {
            throw NSError(domain: "bench", code: Int(status),
                          userInfo: [NSLocalizedDescriptionKey: "render-frames \(arguments) failed"])
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        let pngs = files.filter { $0.hasSuffix(".png") }
        let bytes = pngs.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: out + "/" + $1)[.size] as? Int) ?? 0) }
        let rss = Int((try? String(contentsOfFile: rssFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        // wait4 on GNU time counts the children it waited for: render-frames's CPU (time's own is negligible).
        let cpu = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
        return Run(seconds: seconds, frames: pngs.count, bytes: bytes, maxRSSKilobytes: rss,
                   cpuSeconds: cpu(usage.ru_utime) + cpu(usage.ru_stime))
    }

    /// Runs `argv` (stdout to /dev/null) and waits for it with wait4.
    static func spawnAndWait(_ argv: [String]) throws -> (status: Int32, usage: rusage) {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, nil, &cArgs, environ)
        guard rc == 0 else {
            throw NSError(domain: "bench", code: Int(rc), userInfo: [NSLocalizedDescriptionKey: "cannot start \(argv[0])"])
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exited = (status & 0x7f) == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), usage)
    }

    /// Prints and returns the table lines.
    static func report(filter: String?) throws -> [String] {
        var lines: [String] = []
        func emit(_ s: String) { print(s); lines.append(s) }
        emit("")
        emit("whole runs write to \(outputFolder) (BENCH_OUT)")
        emit(Benchmark.pad("end to end (default scenario, 60 fps)", 46) + Benchmark.pad("jobs 1", 14) + Benchmark.pad("jobs 2", 14) + Benchmark.pad("speed-up", 10) + "PNG bytes/frame")
        for style in StyleCatalog.names where filter.map({ style.contains($0) || "end to end".contains($0) }) ?? true {
            for scale in [2, 3] {
                let base = ["--style", style, "--scale", "\(scale)"]
                let one = try run(base + ["--jobs", "1"])
                let two = try run(base + ["--jobs", "2"])
                let fps1 = Double(one.frames) / one.seconds, fps2 = Double(two.frames) / two.seconds
                emit(Benchmark.pad("\(style) @\(scale)x (\(one.frames) frames)", 46)
                     + Benchmark.pad(Benchmark.format(fps1, 0) + " fps", 14) + Benchmark.pad(Benchmark.format(fps2, 0) + " fps", 14)
                     + Benchmark.pad(Benchmark.format(fps2 / fps1, 2) + "×", 10) + "\(one.bytes / max(one.frames, 1))")
            }
        }
        if filter.map({ "memory".contains($0) || "end to end".contains($0) }) ?? true {
            // 1000 frames: 5 s at 200 fps.
            let big = try run(["--style", "airplane", "--scale", "3", "--fps", "200", "--duration", "5", "--jobs", "2"], repeats: 1)
            emit(Benchmark.pad("peak RSS, airplane @3x, 1000 frames, 2 jobs", 46)
                 + "\(big.maxRSSKilobytes / 1024) MB (\(big.frames) frames in \(Benchmark.format(big.seconds, 2)) s)")
        }
        return lines
    }
}
