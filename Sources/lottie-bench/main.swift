import CRLottie
import Foundation
import Raster
import RefreshLottie

// Frames per second of RefreshLottie against rlottie on the in-repo corpus of Lottie files, release build (`make bench`).
// Both render every frame of the animation into a buffer they reuse (our Canvas cleared each frame, rlottie's
// caller-owned ARGB buffer), called from one thread (rlottie rasterizes on helper threads of its own; RefreshLottie
// on the calling thread only). A sample is one pass over all frames; ours and rlottie's samples alternate, and the
// figure is the median with the p10–p90 spread, plus the process CPU time per frame. Our time includes evaluating
// the composition at the frame (keyframes, trims, layout), as rlottie's does.

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Tests/RefreshLottieTests/Fixtures").standardized

/// Wall and CPU seconds of one pass (CPU time of the whole process, so rlottie's helper threads count).
func timed(_ pass: () -> Void) -> (wall: Double, cpu: Double) {
    func clock(_ id: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(id, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
    // The CPU clock is read outside the wall interval: reading it is a system call that walks the process's
    // threads (rlottie's helpers too), a microsecond or more, which would weigh on files of one short frame.
    let c0 = clock(CLOCK_PROCESS_CPUTIME_ID), w0 = clock(CLOCK_MONOTONIC)
    pass()
    let wall = clock(CLOCK_MONOTONIC) - w0
    return (wall, clock(CLOCK_PROCESS_CPUTIME_ID) - c0)
}

/// The shortest sample timed: a pass shorter than this (a small file's 30 frames can take 30 µs) is run several
/// times in a row per sample, the same number of times for both renderers, so that clock resolution, the timer's
/// own cost and a stray interrupt stay small against what is measured.
let minimumSample = 0.005

/// Per-pass seconds of `a` and `b`, sampled alternately (so both see the same load on a shared machine) after a
/// warm-up pass each: for each, the median, p10 and p90 of wall time and the median CPU time. A sample runs each
/// pass as many times as the faster one needs to last `minimumSample`, and is divided by that count.
func compare(_ passes: Int, _ a: () -> Void, _ b: () -> Void) -> [(median: Double, p10: Double, p90: Double, cpu: Double)] {
    let warm = [timed(a).wall, timed(b).wall]
    let repeats = max(1, Int((minimumSample / max(warm.min()!, 1e-9)).rounded(.up)))
    func sample(_ pass: () -> Void) -> (wall: Double, cpu: Double) {
        let t = timed { for _ in 0..<repeats { pass() } }
        return (t.wall / Double(repeats), t.cpu / Double(repeats))
    }
    var samples: [[(wall: Double, cpu: Double)]] = [[], []]
    for _ in 0..<passes {
        samples[0].append(sample(a))
        samples[1].append(sample(b))
    }
    return samples.map { s in
        let wall = s.map(\.wall).sorted(), cpu = s.map(\.cpu).sorted()
        return (wall[wall.count / 2], wall[wall.count / 10], wall[wall.count * 9 / 10], cpu[cpu.count / 2])
    }
}

/// Frames per second from the median pass, with the p10–p90 spread (a shorter pass is a higher rate).
func fps(_ frames: Int, _ t: (median: Double, p10: Double, p90: Double, cpu: Double)) -> String {
    String(format: "%.0f (%.0f–%.0f)", Double(frames) / t.median, Double(frames) / t.p90, Double(frames) / t.p10)
}

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

if CommandLine.arguments.count == 5, CommandLine.arguments[1] == "compare" {
    try writeComparison(CommandLine.arguments)
    exit(0)
}

/// Every animation of the in-repo corpus (Tests/RefreshLottieTests/Fixtures, its lottie-ios samples and feature
/// files) that both renderers load, drawn at its own size with the longer side capped at `maxSide` px, over up to
/// `frameCount` consecutive frames from the in point (`frameCount` draws a pass): draw time only (the file is loaded
/// once).
let maxSide = 512.0, frameCount = 30
let passes = Int(ProcessInfo.processInfo.environment["LOTTIE_BENCH_PASSES"] ?? "") ?? 11
/// `LOTTIE_BENCH_ONLY=loader` runs the files whose name contains it (for profiling).
let only = ProcessInfo.processInfo.environment["LOTTIE_BENCH_ONLY"]

/// Whether a layer list (or a precomposition's) has masks or track mattes.
func hasMasksOrMattes(_ value: Any) -> Bool {
    if let object = value as? [String: Any] {
        if let masks = object["masksProperties"] as? [Any], !masks.isEmpty { return true }
        if let tt = object["tt"] as? NSNumber, tt.intValue != 0 { return true }
        return object.values.contains(where: hasMasksOrMattes)
    }
    if let array = value as? [Any] { return array.contains(where: hasMasksOrMattes) }
    return false
}

/// Whether a file uses a feature RefreshLottie draws and rlottie does not (it runs no expressions, draws no layer
/// effects, blend modes, text, offset paths, pucker and bloat, mask expansion or 3D rotation): there rlottie's
/// time is that of drawing less, so the summary also gives the mean over the files both draw alike.
func usesFeaturesRlottieSkips(_ value: Any, glyphs: Bool) -> Bool {
    if let object = value as? [String: Any] {
        // The effects RefreshLottie draws (tint, fill, stroke, tritone, drop shadow, Gaussian blur), enabled.
        if let effects = object["ef"] as? [[String: Any]], effects.contains(where: { effect in
            (effect["en"] as? NSNumber)?.intValue != 0 && [20, 21, 22, 23, 25, 29].contains((effect["ty"] as? NSNumber)?.intValue ?? 0)
        }) { return true }
        if let bm = object["bm"] as? NSNumber, (1...16).contains(bm.intValue) { return true }
        if object["x"] is String { return true }
        if let ty = object["ty"] as? String, ["op", "pb", "tw", "zz"].contains(ty) { return true }
        // Text is drawn from the glyphs a file embeds.
        if glyphs, let ty = object["ty"] as? NSNumber, ty.intValue == 5 { return true }
        if let masks = object["masksProperties"] as? [[String: Any]], masks.contains(where: { mask in
            guard let x = mask["x"] as? [String: Any] else { return false }
            return (x["a"] as? NSNumber)?.intValue == 1 || (x["k"] as? NSNumber)?.doubleValue ?? 0 != 0
        }) { return true }
        if let ks = object["ks"] as? [String: Any], (object["ddd"] as? NSNumber)?.intValue == 1,
           ks["rx"] != nil || ks["ry"] != nil { return true }
        return object.values.contains { usesFeaturesRlottieSkips($0, glyphs: glyphs) }
    }
    if let array = value as? [Any] { return array.contains { usesFeaturesRlottieSkips($0, glyphs: glyphs) } }
    return false
}

let folders = ["", "lottie-ios", "features"]
let files = folders.flatMap { folder -> [URL] in
    let dir = fixtures.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { dir.appendingPathComponent($0) }
}

print("| file | size | frames | masks / mattes | features rlottie skips | RefreshLottie fps (p10–p90) | rlottie fps (p10–p90) | speed ratio | CPU ms/frame ours / rlottie |")
print("|---|---|---|---|---|---|---|---|---|")
var ratios: [(ratio: Double, cpu: Double, masked: Bool, alike: Bool)] = []
for url in files {
    let name = url.deletingPathExtension().lastPathComponent
    if let only, !url.path.contains(only) { continue }
    guard let composition = try? LottieComposition(contentsOf: url), let json = try? String(contentsOf: url, encoding: .utf8),
          let root = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { continue }
    let scale = min(1, maxSide / max(composition.width, composition.height))
    let w = max(1, Int((composition.width * scale).rounded())), h = max(1, Int((composition.height * scale).rounded()))
    // A pass draws `frameCount` frames: the file's first ones in order, its range repeated when it is shorter (a
    // still file draws its one frame 30 times), so a pass is long enough to time.
    let first = composition.inPoint, span = min(frameCount, max(1, composition.frameRange.count)), count = frameCount
    let masked = hasMasksOrMattes(root)
    let canvas = try Canvas(width: w, height: h)
    guard let animation = lottie_animation_from_data(json, url.path, url.deletingLastPathComponent().path) else {
        print("| \(name) | rlottie refused the file |")
        continue
    }
    defer { lottie_animation_destroy(animation) }
    var buffer = [UInt32](repeating: 0, count: w * h)
    let device = AffineTransform.scale(Double(w) / composition.width, Double(h) / composition.height)
    let t = buffer.withUnsafeMutableBufferPointer { b in
        compare(passes, {
            for f in 0..<count {
                canvas.clear()
                composition.draw(frame: first + Double(f % span), on: canvas, transform: device)
            }
        }, {
            for f in 0..<count { lottie_animation_render(animation, f % span, b.baseAddress, w, h, w * 4) }
        })
    }
    let glyphs = ((root as? [String: Any])?["chars"] as? [Any])?.isEmpty == false
    let skipped = usesFeaturesRlottieSkips(root, glyphs: glyphs)
    ratios.append((t[1].median / t[0].median, t[1].cpu / t[0].cpu, masked, !skipped))
    let cpu = String(format: "%.3f / %.3f", t[0].cpu * 1000 / Double(count), t[1].cpu * 1000 / Double(count))
    print("| \(url.deletingLastPathComponent().lastPathComponent)/\(name) | \(w)×\(h) | \(span) | \(masked ? "yes" : "") | \(skipped ? "yes" : "") | "
          + "\(fps(count, t[0])) | \(fps(count, t[1])) | " + String(format: "%.2f×", t[1].median / t[0].median) + " | \(cpu) |")
}

/// The geometric mean of the speed ratios (rlottie's time over ours: above 1, ours is faster).
func geometricMean(_ values: [Double]) -> Double { values.isEmpty ? .nan : exp(values.map { log($0) }.reduce(0, +) / Double(values.count)) }
print(String(format: "\nGeometric mean speed ratio (rlottie's draw time / ours), %d files: %.2f×; with masks or mattes (%d): %.2f×",
             ratios.count, geometricMean(ratios.map(\.ratio)), ratios.filter(\.masked).count,
             geometricMean(ratios.filter(\.masked).map(\.ratio))))
print(String(format: "The same by CPU time (rlottie's helper threads counted), %d files: %.2f×; with masks or mattes (%d): %.2f×",
             ratios.count, geometricMean(ratios.map(\.cpu)), ratios.filter(\.masked).count,
             geometricMean(ratios.filter(\.masked).map(\.cpu))))
let alike = ratios.filter(\.alike)
print(String(format: "Files whose every feature rlottie draws too, %d: %.2f×; with masks or mattes (%d): %.2f×",
             alike.count, geometricMean(alike.map(\.ratio)), alike.filter(\.masked).count,
             geometricMean(alike.filter(\.masked).map(\.ratio))))
