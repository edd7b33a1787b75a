import ArgumentParser
import Foundation
import RefreshOutput

/// Where and in what form the frames go, and how many workers render them.
struct OutputGroup: ParsableArguments {
    @Option(help: "Folder to write frame_NNNN.png and frames.json into, or the animation / sheet (created if missing; default frames).",
            transform: OutputGroup.folder)
    var out = "frames"

    @Option(help: ArgumentHelp(
        "Single files are named after the style (render) or the Lottie file (lottie), <name> here. "
            + "png: one file per frame; gif: one animated GIF, <name>.gif; sheet: one contact sheet, <name>-sheet.png; "
            + "apng: one animated PNG, <name>.png; webp: one animated WebP, <name>.webp; mp4, webm: one video through "
            + "ffmpeg (Debian package ffmpeg), <name>.mp4 / .webm, an odd width or height padded to even by repeating the "
            + "last column or row; image-set: idle_NN@2x.png over the pull (--progress) and refreshing_NN@2x.png over one "
            + "refreshing loop (at --fps), each @2x and @3x whatever --scale, with RefreshHeaderImages.swift "
            + "(MJRefreshGifHeader) and refreshing_animation.xml (Android); html: a review page, <name>.html, that plays "
            + "the run in a browser (play, pause, scrub, step, loop; a slider over a --progress sweep), its PNG frames and "
            + "frames.json in <name>-frames/."))
    var format = OutputFormat.png

    @Flag(help: "Overwrite files in --out that render-frames did not write, and replace a run of other settings there (its frames are removed).")
    var force = false

    @Option(parsing: .unconditional, help: "Parallel workers, 1 to \(OutputGroup.maximumJobs) (default: the number of cores, at most \(OutputGroup.maximumJobs)).",
            transform: { try ArgumentValues.integer($0, in: 1...OutputGroup.maximumJobs, "workers") })
    var jobs = OutputGroup.defaultJobs

    @Option(help: ArgumentHelp(
        "The run's memory budget, such as 512M or 2G, at most what the process may use (the default: the least of the machine's memory, ulimit -v and its control group's memory.max). --jobs is lowered to the workers it holds, with a note.",
        valueName: "size"), transform: OutputGroup.memoryBudget)
    var memory: MemoryBudget?

    @Option(name: .customLong("check-contrast"), help: ArgumentHelp(
        "After rendering, measure each label against what is behind it (WCAG 2.x, 4.5:1): --check-contrast (or =warn) names each label below it on stderr, =error also exits 1 (the frames are still written). PNG frames only.",
        valueName: "warn|error"))
    var checkContrast: ContrastMode?

    @Flag(help: "Print no summary and no progress bar: only warnings and errors, on stderr.")
    var quiet = false

    static let maximumJobs = 64
    /// This machine's default.
    static let defaultJobs = defaultJobs(cores: ProcessInfo.processInfo.activeProcessorCount)

    /// One worker per core, at most `maximumJobs`, so the bare command runs on any machine.
    static func defaultJobs(cores: Int) -> Int { min(max(cores, 1), maximumJobs) }

    static func memoryBudget(_ text: String) throws -> MemoryBudget {
        guard let budget = MemoryBudget(parsing: text), budget.bytes >= 1 << 20 else {
            throw ValidationError("expected a size of at least 1M, such as 512M, 2G or 1.5G")
        }
        return budget
    }

    /// The workers of `--jobs` that the memory budget holds for frames of `width` × `height` pixels, with a note on
    /// stderr when that is fewer.
    func workers(width: Int, height: Int) -> Int {
        // A budget given is held to what the process may use: past it an allocation fails, whatever was asked.
        let available = MemoryBudget.available()
        let budget = memory.map { $0.bytes < available.bytes ? $0 : available } ?? available
        let fit = budget.workers(requested: jobs, width: width, height: height)
        if fit < jobs {
            let each = MemoryBudget(bytes: MemoryBudget.perWorker(width: width, height: height))
            StandardError.write("render-frames: note: \(fit) \(fit == 1 ? "worker" : "workers") instead of --jobs \(jobs), to fit the memory budget of \(budget) (about \(each) a worker for \(width)×\(height) frames; --memory sets the budget)\n")
        }
        return fit
    }

    static func folder(_ text: String) throws -> String {
        guard !text.isEmpty else { throw ValidationError("expected a folder path") }
        return text
    }

    /// The message for a folder or file the run cannot write: the path, the reason, and the option that gets past it.
    static func message(for error: OutputError) -> String {
        switch error {
        case .notADirectory(let path): return "--out \(path) exists and is not a directory; give a folder path"
        case .notWritable: return "--out \(error)"
        case .folderInTheWay: return "\(error); move it away, or give another --out"
        case .foreignFile, .unlistedFile, .otherKind, .foreignManifest, .listedElsewhere: return "\(error); use --force to overwrite it, or another --out"
        case .unsafeFile: return "\(error); remove it, or give another --out"
        case .locked: return "--out \(error); wait for it to end, or use another --out"
        case .otherRun(_, _, let files):
            return "--out \(error); use --force to replace that run (removes its \(files) frame\(files == 1 ? "" : "s")), or another --out"
        }
    }
}
