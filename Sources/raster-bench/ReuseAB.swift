import Foundation

/// Whole runs of the five headers' default sequences @3x: CPU per frame, frames per second with 1 and 2 jobs and
/// the share of frames that repeat an earlier one (from frames.json), for this build's render-frames and, when
/// `BENCH_BASE` names another render-frames binary (the commit before, built in release), for that one too: the runs
/// of both are interleaved (the machine is shared and noisy), each figure is the median of `rounds` runs (fps from
/// the median wall time), and the frames of the two are compared byte for byte.
enum ReuseAB {
    static let styles = ["circle", "arrow", "sv", "mj", "airplane"]
    static var rounds: Int { Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 7 }

    struct Figures {
        var cpuPerFrame: Double      // ms
        var fps1: Double
        var fps2: Double
        var frames: Int
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    /// The runs of `binary` for one style: (1 job, 2 jobs) per round.
    static func figures(_ runs: [(EndToEnd.Run, EndToEnd.Run)]) -> Figures {
        let frames = runs[0].0.frames
        return Figures(cpuPerFrame: median(runs.map { $0.0.cpuSeconds }) * 1000 / Double(frames),
                       fps1: Double(frames) / median(runs.map { $0.0.seconds }),
                       fps2: Double(frames) / median(runs.map { $0.1.seconds }), frames: frames)
    }

    /// Frame files of a folder, by name (frames.json aside: it gains the repeats note).
    static func frameFiles(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".png") {
            files[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return files
    }

    /// Frames whose manifest entry notes an earlier frame with the same pixels.
    static func reusedShare(_ folder: String) -> Double {
        guard let data = FileManager.default.contents(atPath: folder + "/frames.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let frames = json["frames"] as? [[String: Any]], !frames.isEmpty else { return 0 }
        return Double(frames.filter { $0["repeats"] != nil }.count) / Double(frames.count)
    }

    static func report(filter: String?) throws -> [String] {
        guard filter.map({ "reuse".contains($0) || "end to end".contains($0) }) ?? true else { return [] }
        let base = ProcessInfo.processInfo.environment["BENCH_BASE"]
        var lines: [String] = []
        func emit(_ s: String) { print(s); lines.append(s) }
        emit("")
        emit("reuse: default sequence @3x, median of \(rounds) interleaved runs, files in \(EndToEnd.outputFolder)"
             + (base == nil ? "" : "; base = BENCH_BASE"))
        emit(Benchmark.pad("style", 22) + Benchmark.pad("CPU ms/frame", 14) + Benchmark.pad("fps 1 job", 12)
             + Benchmark.pad("fps 2 jobs", 12) + Benchmark.pad("2 / 1", 8) + Benchmark.pad("reused", 8)
             + (base == nil ? "" : Benchmark.pad("base CPU", 10) + Benchmark.pad("base fps 1/2", 14) + Benchmark.pad("base 2/1", 10)
                + Benchmark.pad("less CPU", 10) + Benchmark.pad("faster 1/2", 12)) + "files")
        for style in styles {
            let arguments = ["--style", style, "--scale", "3"]
            var mine: [(EndToEnd.Run, EndToEnd.Run)] = [], theirs: [(EndToEnd.Run, EndToEnd.Run)] = []
            var share = 0.0, identical: Bool?, sameAsBase: Bool?
            for round in 0..<rounds {
                let outs = (0..<4).map { _ in EndToEnd.outputPath() }
                defer { for out in outs { try? FileManager.default.removeItem(atPath: out) } }
                // Interleaved: base and this build alternate, 1 job then 2 jobs.
                let baseOne = try base.map { try EndToEnd.once(arguments + ["--jobs", "1"], binary: $0, out: outs[2]) }
                let one = try EndToEnd.once(arguments + ["--jobs", "1"], binary: EndToEnd.binary, out: outs[0])
                let baseTwo = try base.map { try EndToEnd.once(arguments + ["--jobs", "2"], binary: $0, out: outs[3]) }
                let two = try EndToEnd.once(arguments + ["--jobs", "2"], binary: EndToEnd.binary, out: outs[1])
                mine.append((one, two))
                if let baseOne, let baseTwo { theirs.append((baseOne, baseTwo)) }
                if round == 0 {
                    share = reusedShare(outs[0])
                    let files = frameFiles(outs[0])
                    identical = (files.count == one.frames && frameFiles(outs[1]) == files)
                    if base != nil {
                        let baseFiles = frameFiles(outs[2])
                        identical = identical! && frameFiles(outs[3]) == baseFiles
                        sameAsBase = baseFiles == files
                    }
                }
            }
            let m = figures(mine)
            var line = Benchmark.pad("\(style) (\(m.frames) frames)", 22) + Benchmark.pad(Benchmark.format(m.cpuPerFrame, 3), 14)
                + Benchmark.pad(Benchmark.format(m.fps1, 0), 12) + Benchmark.pad(Benchmark.format(m.fps2, 0), 12)
                + Benchmark.pad(Benchmark.format(m.fps2 / m.fps1, 2) + "×", 8) + Benchmark.pad(Benchmark.format(share * 100, 0) + " %", 8)
            if base != nil {
                let b = figures(theirs)
                line += Benchmark.pad(Benchmark.format(b.cpuPerFrame, 3), 10)
                    + Benchmark.pad(Benchmark.format(b.fps1, 0) + "/" + Benchmark.format(b.fps2, 0), 14)
                    + Benchmark.pad(Benchmark.format(b.fps2 / b.fps1, 2) + "×", 10)
                    + Benchmark.pad(Benchmark.format(b.cpuPerFrame / m.cpuPerFrame, 2) + "×", 10)
                    + Benchmark.pad(Benchmark.format(m.fps1 / b.fps1, 2) + "/" + Benchmark.format(m.fps2 / b.fps2, 2) + "×", 12)
            }
            // Files: each build's 1-job and 2-job runs are byte-identical; against the base they differ whenever the
            // pixels or the encoder settings changed between the two (exact curves; zlib's memory level).
            emit(line + (identical == true ? "1=2 jobs" : "1≠2 JOBS") + (sameAsBase.map { $0 ? ", = base" : ", ≠ base" } ?? ""))
        }
        return lines
    }
}
