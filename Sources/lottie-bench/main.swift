import CRLottie
import Foundation
import Raster
import RefreshLottie

// lottie-bench: RefreshLottie against rlottie and ThorVG, drawing Lottie files as a run does (`make bench`).
//
// Contract.
// - Files: the in-repo corpus (Tests/RefreshLottieTests/Fixtures: its top level, lottie-ios/ and features/), or every
//   .json file of the folder LOTTIE_BENCH_DIR names. LOTTIE_BENCH_ONLY=text keeps the files whose path contains it.
// - Renderers: RefreshLottie (ours); rlottie (Debian's librlottie, linked); ThorVG, the C library thorvg-python ships,
//   opened at run time (LOTTIE_BENCH_THORVG=/path/libthorvg-1.so, else found through python3), initialised with no
//   worker threads. Without it the bench says so and times the other two.
// - Drawing: each file at its size with the longer side capped at 512 px, its frames from the in point, up to 120.
//   A pass loads the file afresh (not timed: parsing, a canvas, a buffer) and then draws every frame once, in
//   order, so no renderer draws a frame it has drawn before, as in a real run. Each renderer runs on each file in a
//   process of its own (`lottie-bench time RENDERER FILE W H FRAMES`: a renderer that crashes on a file loses that
//   file's figures, not the run): a first pass, then LOTTIE_BENCH_SAMPLES (5) timed ones, whose median is the
//   figure, in process CPU time (ThorVG and ours draw on the calling thread; rlottie's helper threads, if any,
//   count) and in wall time.
// - Peak memory: per file and renderer, another process (`lottie-bench peak RENDERER FILE W H FRAMES`) reads the
//   file, loads it, draws every frame once and prints its peak resident set (VmHWM); the median of three such
//   processes is reported whole and above that of the same process with nothing loaded (the renderer's own memory
//   for the file). Their ratio, ours ÷ ThorVG's, counts anything under 0.1 MB as 0.1 MB.
// - Output: a Markdown table, a row per file; then per class of content (small, large, masks / mattes, gradients,
//   text, effects, plain) the number of files, the geometric mean of their time ÷ ours (above 1: ours is faster),
//   the number of files on which ours is the slower, and the worst file; then peak memory, ours ÷ ThorVG's, with
//   the number of files above 2×.
// - `lottie-bench compare FILE FRAME OUT.png` writes our frame and rlottie's side by side (ours left), to look at.

let maxSide = 512.0, maxFrames = 120
let environment = ProcessInfo.processInfo.environment
let samples = max(1, Int(environment["LOTTIE_BENCH_SAMPLES"] ?? "") ?? 5)

// MARK: - ThorVG, opened at run time

/// ThorVG's C API (1.x, `thorvg_capi.h`), the calls the bench makes, from a library opened with dlopen.
struct ThorVG {
    typealias Handle = OpaquePointer
    let path: String
    let version: String
    let canvasNew: @convention(c) (UInt8) -> Handle?
    let setTarget: @convention(c) (Handle, UnsafeMutablePointer<UInt32>?, UInt32, UInt32, UInt32, UInt8) -> Int32
    let canvasAdd: @convention(c) (Handle, Handle) -> Int32
    let canvasUpdate: @convention(c) (Handle) -> Int32
    let canvasDraw: @convention(c) (Handle, Bool) -> Int32
    let canvasSync: @convention(c) (Handle) -> Int32
    let canvasDestroy: @convention(c) (Handle) -> Int32
    let animationNew: @convention(c) () -> Handle?
    let animationPicture: @convention(c) (Handle) -> Handle?
    let animationSetFrame: @convention(c) (Handle, Float) -> Int32
    let animationDelete: @convention(c) (Handle) -> Int32
    let pictureLoadData: @convention(c) (Handle, UnsafePointer<CChar>?, UInt32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Bool) -> Int32
    let pictureSetSize: @convention(c) (Handle, Float, Float) -> Int32

    /// Opens the library and initialises the engine with no worker threads; nil, with the reason, when it cannot.
    static func open() -> Result<ThorVG, BenchError> {
        guard let path = environment["LOTTIE_BENCH_THORVG"] ?? thorvgPythonLibrary() else {
            return .failure(BenchError("thorvg-python is not installed (make deps installs it); set LOTTIE_BENCH_THORVG=/path/libthorvg-1.so"))
        }
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(BenchError("dlopen \(path): \(String(cString: dlerror()))"))
        }
        func symbol<T>(_ name: String) throws(BenchError) -> T {
            guard let pointer = dlsym(library, name) else { throw BenchError("\(path) has no \(name)") }
            return unsafeBitCast(pointer, to: T.self)
        }
        do {
            let initialise: @convention(c) (UInt32) -> Int32 = try symbol("tvg_engine_init")
            let version: @convention(c) (UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
                                         UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32 = try symbol("tvg_engine_version")
            guard initialise(0) == 0 else { return .failure(BenchError("tvg_engine_init(0) failed")) }
            var text: UnsafePointer<CChar>?
            _ = version(nil, nil, nil, &text)
            return .success(ThorVG(
                path: path, version: text.map { String(cString: $0) } ?? "?",
                canvasNew: try symbol("tvg_swcanvas_create"), setTarget: try symbol("tvg_swcanvas_set_target"),
                canvasAdd: try symbol("tvg_canvas_add"), canvasUpdate: try symbol("tvg_canvas_update"),
                canvasDraw: try symbol("tvg_canvas_draw"), canvasSync: try symbol("tvg_canvas_sync"),
                canvasDestroy: try symbol("tvg_canvas_destroy"), animationNew: try symbol("tvg_lottie_animation_new"),
                animationPicture: try symbol("tvg_animation_get_picture"), animationSetFrame: try symbol("tvg_animation_set_frame"),
                animationDelete: try symbol("tvg_animation_del"), pictureLoadData: try symbol("tvg_picture_load_data"),
                pictureSetSize: try symbol("tvg_picture_set_size")))
        } catch {
            return .failure(error)
        }
    }

    /// The libthorvg*.so inside thorvg-python's package folder, asked of python3.
    private static func thorvgPythonLibrary() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import thorvg_python, os; print(os.path.dirname(thorvg_python.__file__))"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let folder = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let name = (try? FileManager.default.contentsOfDirectory(atPath: folder))?
                .filter({ $0.hasPrefix("libthorvg") && $0.contains(".so") }).sorted().first else { return nil }
        return folder + "/" + name
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

// MARK: - The files

/// What a file's content is, for the summary by class (a file is in every class its content puts it in).
enum FileClass: String, CaseIterable {
    case small, large, masks = "masks / mattes", gradients, text, effects, plain

    /// `small`: drawn with the longer side ≤ 256 px; `large`: at the 512 px cap; the others by what the file uses
    /// (`plain`: no masks, mattes, gradients, text or effects).
    static func of(_ root: Any, width: Int, height: Int) -> [FileClass] {
        var found = Set<FileClass>()
        func visit(_ value: Any) {
            if let object = value as? [String: Any] {
                if let masks = object["masksProperties"] as? [Any], !masks.isEmpty { found.insert(.masks) }
                if let tt = object["tt"] as? NSNumber, tt.intValue != 0 { found.insert(.masks) }
                if let ty = object["ty"] as? String, ty == "gf" || ty == "gs" { found.insert(.gradients) }
                if let ty = object["ty"] as? NSNumber, ty.intValue == 5, object["t"] != nil { found.insert(.text) }
                if let effects = object["ef"] as? [[String: Any]],
                   effects.contains(where: { ($0["en"] as? NSNumber)?.intValue != 0 }) { found.insert(.effects) }
                object.values.forEach(visit)
            } else if let array = value as? [Any] {
                array.forEach(visit)
            }
        }
        visit(root)
        if found.isEmpty { found.insert(.plain) }
        let side = max(width, height)
        if side <= 256 { found.insert(.small) }
        if side >= Int(maxSide) { found.insert(.large) }
        return allCases.filter(found.contains)
    }
}

/// A file as the bench draws it: its bytes, drawn size and frame count, read once.
struct BenchFile {
    let url: URL
    let name: String
    let data: Data
    let width: Int, height: Int
    let frames: Int
    let classes: [FileClass]

    /// Reads the file, its size and frame count as RefreshLottie loads them (a file it refuses is not timed).
    static func read(_ url: URL, name: String) throws -> BenchFile {
        let data = try Data(contentsOf: url)
        let composition = try LottieComposition(data: data, baseURL: url.deletingLastPathComponent())
        let scale = min(1, maxSide / max(composition.width, composition.height))
        let width = max(1, Int((composition.width * scale).rounded())), height = max(1, Int((composition.height * scale).rounded()))
        return BenchFile(url: url, name: name, data: data, width: width, height: height,
                         frames: min(maxFrames, composition.frameRange.count),
                         classes: FileClass.of(try JSONSerialization.jsonObject(with: data), width: width, height: height))
    }
}

/// The in-repo corpus, or the .json files of LOTTIE_BENCH_DIR, with the names the table shows.
func corpus() -> [(url: URL, name: String)] {
    if let dir = environment["LOTTIE_BENCH_DIR"] {
        let folder = URL(fileURLWithPath: dir)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { (folder.appendingPathComponent($0), $0) }
    }
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Tests/RefreshLottieTests/Fixtures").standardized
    return ["", "lottie-ios", "features"].flatMap { folder -> [(url: URL, name: String)] in
        let dir = fixtures.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
            .map { (dir.appendingPathComponent($0), folder.isEmpty ? $0 : folder + "/" + $0) }
    }
}

// MARK: - The renderers

enum Renderer: String, CaseIterable {
    case ours = "RefreshLottie", rlottie, thorvg = "ThorVG"
}

/// One renderer's fresh load of one file, with the buffer it draws into: draws frame `index` (from the in point).
protocol Loaded: AnyObject {
    func draw(_ index: Int)
}

final class OursLoaded: Loaded {
    let composition: LottieComposition
    let canvas: Canvas
    let device: Raster.AffineTransform
    let inPoint: Double

    init?(_ file: BenchFile) {
        guard let composition = try? LottieComposition(data: file.data, baseURL: file.url.deletingLastPathComponent()),
              let canvas = try? Canvas(width: file.width, height: file.height) else { return nil }
        self.composition = composition
        self.canvas = canvas
        device = .scale(Double(file.width) / composition.width, Double(file.height) / composition.height)
        inPoint = composition.inPoint
    }

    func draw(_ index: Int) {
        canvas.clear()
        composition.draw(frame: inPoint + Double(index), on: canvas, transform: device)
    }
}

final class RLottieLoaded: Loaded {
    let animation: OpaquePointer
    var buffer: [UInt32]
    let width: Int, height: Int

    init?(_ file: BenchFile) {
        // rlottie keeps the models it parsed by key: a key of its own per load makes every load a fresh parse.
        let json = String(decoding: file.data, as: UTF8.self)
        guard let animation = lottie_animation_from_data(json, UUID().uuidString, file.url.deletingLastPathComponent().path)
        else { return nil }
        self.animation = animation
        width = file.width
        height = file.height
        buffer = [UInt32](repeating: 0, count: width * height)
    }

    deinit { lottie_animation_destroy(animation) }

    func draw(_ index: Int) {
        buffer.withUnsafeMutableBufferPointer { lottie_animation_render(animation, index, $0.baseAddress, width, height, width * 4) }
    }
}

final class ThorVGLoaded: Loaded {
    let api: ThorVG
    let canvas: ThorVG.Handle, animation: ThorVG.Handle
    let buffer: UnsafeMutableBufferPointer<UInt32>

    /// Loads from the bytes, copied (ThorVG shares a load made from the same uncopied bytes or the same path).
    init?(_ file: BenchFile, _ api: ThorVG) {
        guard let canvas = api.canvasNew(1) else { return nil }
        guard let animation = api.animationNew() else { _ = api.canvasDestroy(canvas); return nil }
        self.api = api
        self.canvas = canvas
        self.animation = animation
        buffer = .allocate(capacity: file.width * file.height)
        buffer.initialize(repeating: 0)
        let loaded = file.data.withUnsafeBytes { bytes in
            api.pictureLoadData(api.animationPicture(animation)!, bytes.baseAddress!.assumingMemoryBound(to: CChar.self),
                                UInt32(bytes.count), "lottie", file.url.deletingLastPathComponent().path, true)
        }
        guard api.setTarget(canvas, buffer.baseAddress, UInt32(file.width), UInt32(file.width), UInt32(file.height), 0) == 0,
              loaded == 0 else { return nil }
        let picture = api.animationPicture(animation)!
        _ = api.pictureSetSize(picture, Float(file.width), Float(file.height))
        _ = api.canvasAdd(canvas, picture)
    }

    deinit {
        // The canvas releases the picture it drew; the animation deletes what is left.
        _ = api.canvasDestroy(canvas)
        _ = api.animationDelete(animation)
        buffer.deallocate()
    }

    func draw(_ index: Int) {
        _ = api.animationSetFrame(animation, Float(index))
        _ = api.canvasUpdate(canvas)
        _ = api.canvasDraw(canvas, true)
        _ = api.canvasSync(canvas)
    }
}

func load(_ renderer: Renderer, _ file: BenchFile, thorvg: ThorVG?) -> (any Loaded)? {
    switch renderer {
    case .ours: OursLoaded(file)
    case .rlottie: RLottieLoaded(file)
    case .thorvg: thorvg.flatMap { ThorVGLoaded(file, $0) }
    }
}

// MARK: - Measuring

/// Seconds of process CPU time and of wall time drawing every frame of a fresh load once, in order.
func drawEveryFrame(_ loaded: any Loaded, frames: Int) -> (cpu: Double, wall: Double) {
    func clock(_ id: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(id, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
    let c0 = clock(CLOCK_PROCESS_CPUTIME_ID), w0 = clock(CLOCK_MONOTONIC)
    for index in 0..<frames { loaded.draw(index) }
    let wall = clock(CLOCK_MONOTONIC) - w0
    return (clock(CLOCK_PROCESS_CPUTIME_ID) - c0, wall)
}

/// What a child process (`runChild`) is asked to do with one renderer.
enum ChildTask: String {
    /// Load the file afresh and draw every frame once, `samples + 1` times; print each pass's CPU and wall seconds
    /// but the first's (the process's first pass pays for its start: code paged in, caches of the runtimes filled).
    case time
    /// Load the file and draw every frame once; print the peak resident set (VmHWM, KiB). Without a file: the
    /// renderer set up (ThorVG's library opened) and nothing loaded, the baseline.
    case peak
}

/// `lottie-bench time|peak RENDERER [FILE WIDTH HEIGHT FRAMES]`: one renderer on one file in a process of its own,
/// so that a renderer that crashes on a file costs that file's figures, not the run, and its memory is its own (only
/// the file's bytes are read here, not another renderer's parse). Exit 1 when the renderer refuses the file.
func runChild(_ task: ChildTask, _ arguments: [String]) -> Int32 {
    guard let renderer = Renderer(rawValue: arguments[0]) else { return 2 }
    let thorvg = renderer == .thorvg ? try? ThorVG.open().get() : nil
    if arguments.count == 5 {
        let url = URL(fileURLWithPath: arguments[1])
        guard let data = try? Data(contentsOf: url), let width = Int(arguments[2]), let height = Int(arguments[3]),
              let frames = Int(arguments[4]) else { return 2 }
        let file = BenchFile(url: url, name: url.lastPathComponent, data: data, width: width, height: height, frames: frames, classes: [])
        for pass in 0...(task == .time ? samples : 0) {
            guard let loaded = load(renderer, file, thorvg: thorvg) else { return 1 }
            let t = drawEveryFrame(loaded, frames: file.frames)
            if task == .time, pass > 0 { print(t.cpu, t.wall) }
        }
    }
    if task == .peak {
        // VmHWM is this process image's own peak (getrusage's ru_maxrss would carry the parent's over the exec).
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 1 }
        print(line.split(separator: " ").dropFirst().first ?? "")
    }
    return 0
}

/// What a child printed, as numbers, or why it gave none: it refused the file, or it crashed.
func child(_ task: ChildTask, _ renderer: Renderer, _ file: BenchFile?) -> Result<[Double], BenchError> {
    let process = Process()
    process.executableURL = Bundle.main.executableURL
    process.arguments = [task.rawValue, renderer.rawValue]
        + (file.map { [$0.url.path, "\($0.width)", "\($0.height)", "\($0.frames)"] } ?? [])
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return .failure(BenchError("could not start: \(error)")) }
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    switch (process.terminationReason, process.terminationStatus) {
    case (.exit, 0): return .success(text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) })
    case (.exit, 1): return .failure(BenchError("refused"))
    case (.exit, let status): return .failure(BenchError("exit \(status)"))
    case (_, let signal): return .failure(BenchError("crashed (signal \(signal))"))
    }
}

/// The median of three peak resident sets (KiB) of `renderer` on `file` (with nothing loaded when nil): one
/// process's figure moves by up to a megabyte now and then, which on a small file is more than the file's own.
func peakKiB(_ renderer: Renderer, _ file: BenchFile?) -> Double? {
    let peaks = (0..<3).compactMap { _ in try? child(.peak, renderer, file).get().first }.sorted()
    return peaks.isEmpty ? nil : peaks[peaks.count / 2]
}

/// One renderer's figures on one file: median CPU and wall seconds per frame, peak memory in MB (whole, and above
/// the same process with nothing loaded).
struct Figures {
    var cpu: Double, wall: Double
    var peak: (whole: Double, drawing: Double)?
}

/// Every renderer's figures on `file`, each in processes of its own (`runChild`), or why there are none.
func measure(_ file: BenchFile, renderers: [Renderer], baselines: [Renderer: Double]) -> [Renderer: Result<Figures, BenchError>] {
    renderers.reduce(into: [:]) { result, renderer in
        result[renderer] = child(.time, renderer, file).map { t -> Figures in
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] / Double(file.frames) }
            let cpu = stride(from: 0, to: t.count, by: 2).map { t[$0] }, wall = stride(from: 1, to: t.count, by: 2).map { t[$0] }
            let kib = peakKiB(renderer, file)
            return Figures(cpu: median(cpu), wall: median(wall), peak: kib.map { kib in
                (kib / 1024, max(0, kib - (baselines[renderer] ?? kib)) / 1024)
            })
        }
    }
}

// MARK: - Reporting

func geometricMean(_ values: [Double]) -> Double {
    values.isEmpty ? .nan : exp(values.map { log($0) }.reduce(0, +) / Double(values.count))
}

/// A ratio per file (or nil where one of the two did not draw it), summarised over a set of files.
struct RatioSummary {
    let files: Int, geomean: Double, below: Int
    let worst: (name: String, value: Double)?

    /// `higherIsBetter`: a time ratio (theirs ÷ ours) is worse when low, a memory ratio (ours ÷ theirs) when high.
    init(_ values: [(name: String, value: Double)], threshold: Double, higherIsBetter: Bool) {
        files = values.count
        geomean = geometricMean(values.map(\.value))
        below = values.filter { higherIsBetter ? $0.value < threshold : $0.value > threshold }.count
        worst = higherIsBetter ? values.min { $0.value < $1.value } : values.max { $0.value < $1.value }
    }

    var text: String {
        guard let worst else { return "no file" }
        return String(format: "%3d files  %6.2f×  %3d  %.2f× ", files, geomean, below, worst.value) + worst.name
    }
}

/// Ours ÷ theirs of two peaks above a bare process, in MB, each at least 0.1 MB.
func memoryRatio(_ ours: Double, _ theirs: Double) -> Double { max(ours, 0.1) / max(theirs, 0.1) }

func cell(_ value: Double?, _ format: String) -> String { value.map { String(format: format, $0) } ?? "—" }

// MARK: - Main

if CommandLine.arguments.count >= 3, let task = ChildTask(rawValue: CommandLine.arguments[1]) {
    exit(runChild(task, Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.count == 5, CommandLine.arguments[1] == "compare" {
    try writeComparison(CommandLine.arguments)
    exit(0)
}

// The library is opened here to say which it is (or why there is none); the child processes open it again.
let thorvgFound: Bool
switch ThorVG.open() {
case .success(let api):
    thorvgFound = true
    setenv("LOTTIE_BENCH_THORVG", api.path, 1)  // for the child processes
    print("ThorVG \(api.version) (\(api.path)), no worker threads; rlottie (librlottie); RefreshLottie on the calling thread.")
case .failure(let error):
    thorvgFound = false
    print("ThorVG is not timed: \(error). Timing RefreshLottie and rlottie only.")
}
let renderers = Renderer.allCases.filter { $0 != .thorvg || thorvgFound }
let baselines = renderers.reduce(into: [Renderer: Double]()) { $0[$1] = peakKiB($1, nil) }
print("Each file at its size, the longer side capped at \(Int(maxSide)) px; every frame (up to \(maxFrames)) drawn once after a fresh load; "
      + "median of \(samples) samples after a first one, each renderer in a process of its own per file. "
      + "Time ratio: their CPU time ÷ ours (above 1: ours is faster). "
      + "Peak memory: a process per file and renderer, MB above the same process with nothing loaded (whole process in brackets).\n")
print("| file | size | frames | classes | CPU ms/frame ours · rlottie · ThorVG | ThorVG ÷ ours | rlottie ÷ ours "
      + "| wall ms/frame ours · rlottie · ThorVG | peak MB ours · rlottie · ThorVG | memory ours ÷ ThorVG | not timed |")
print("|---|---|---|---|---|---|---|---|---|---|---|")

var rows: [(file: BenchFile, figures: [Renderer: Figures])] = []
for (url, name) in corpus() {
    if let only = environment["LOTTIE_BENCH_ONLY"], !url.path.contains(only) { continue }
    guard let file = try? BenchFile.read(url, name: name) else {
        print("| \(name) | RefreshLottie refused the file |")
        continue
    }
    let outcomes = measure(file, renderers: renderers, baselines: baselines)
    let figures = outcomes.compactMapValues { try? $0.get() }
    let failures = renderers.compactMap { r -> String? in
        guard case .failure(let error)? = outcomes[r] else { return nil }
        return "\(r.rawValue) \(error)"
    }
    rows.append((file, figures))
    let ours = figures[.ours], order: [Renderer] = [.ours, .rlottie, .thorvg]
    func ratio(_ other: Renderer) -> Double? { ours.flatMap { o in figures[other].map { $0.cpu / o.cpu } } }
    let memory = ours?.peak.flatMap { o in figures[.thorvg]?.peak.map { memoryRatio(o.drawing, $0.drawing) } }
    print("| \(name) | \(file.width)×\(file.height) | \(file.frames) | \(file.classes.map(\.rawValue).joined(separator: ", ")) | "
          + order.map { cell(figures[$0].map { $0.cpu * 1000 }, "%.3f") }.joined(separator: " · ")
          + " | \(cell(ratio(.thorvg), "%.2f×")) | \(cell(ratio(.rlottie), "%.2f×")) | "
          + order.map { cell(figures[$0].map { $0.wall * 1000 }, "%.3f") }.joined(separator: " · ") + " | "
          + order.map { r in figures[r]?.peak.map { String(format: "%.1f (%.0f)", $0.drawing, $0.whole) } ?? "—" }.joined(separator: " · ")
          + " | \(cell(memory, "%.2f×")) | \(failures.joined(separator: "; ")) |")
    fflush(nil)  // a row at a time, to follow a long run
}

print("\nBy class: files, geometric mean, files slower than the other renderer (time) or above 2× its memory, worst file.")
func padded(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0) }
print(padded("class", 16) + padded("CPU time, ThorVG ÷ ours", 72) + "CPU time, rlottie ÷ ours")
for group in [nil] + FileClass.allCases.map(Optional.some) {
    let members = rows.filter { group == nil || $0.file.classes.contains(group!) }
    func ratios(_ other: Renderer) -> [(name: String, value: Double)] {
        members.compactMap { row in
            row.figures[.ours].flatMap { o in row.figures[other].map { (row.file.name, $0.cpu / o.cpu) } }
        }
    }
    let label = group?.rawValue ?? "all"
    print(padded(label, 16) + padded(RatioSummary(ratios(.thorvg), threshold: 1, higherIsBetter: true).text, 72)
          + RatioSummary(ratios(.rlottie), threshold: 1, higherIsBetter: true).text)
}
let memory = rows.compactMap { row in
    row.figures[.ours]?.peak.flatMap { o in row.figures[.thorvg]?.peak.map { (row.file.name, memoryRatio(o.drawing, $0.drawing)) } }
}
print("\nPeak memory above a process with nothing loaded, ours ÷ ThorVG's: "
      + RatioSummary(memory, threshold: 2, higherIsBetter: false).text + " (the middle count: files above 2×)")

// MARK: - Looking at a frame

/// `lottie-bench compare FILE FRAME OUT.png`: writes our frame and rlottie's side by side (ours left), to look at.
func writeComparison(_ arguments: [String]) throws {
    let url = URL(fileURLWithPath: arguments[2])
    let frame = Int(arguments[3]) ?? 0
    let composition = try LottieComposition(contentsOf: url)
    let ours = try composition.image(frame: Double(frame))
    let w = ours.width, h = ours.height
    let json = try String(contentsOf: url, encoding: .utf8)
    guard let animation = lottie_animation_from_data(json, url.path, url.deletingLastPathComponent().path) else {
        print("rlottie refused \(url.path)")
        return
    }
    defer { lottie_animation_destroy(animation) }
    var theirs = [UInt32](repeating: 0, count: w * h)
    theirs.withUnsafeMutableBufferPointer { lottie_animation_render(animation, frame, $0.baseAddress, w, h, w * 4) }
    var out = try Image(width: w * 2 + 4, height: h, color: Color(rgb8: 255, 0, 255))
    for y in 0..<h {
        for x in 0..<w {
            out.setPixel(x: x, y: y, ours.pixel(x: x, y: y))
            let p = theirs[y * w + x]  // rlottie's 0xAARRGGBB to Raster's 0xAABBGGRR
            out.setPixel(x: x + w + 4, y: y, (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16)
        }
    }
    try out.writePNG(to: arguments[4])
    for warning in composition.warnings { print(warning) }
}
