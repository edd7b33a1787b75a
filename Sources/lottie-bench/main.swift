import CRLottie
import Foundation
import Raster
import RefreshLottie

// Frames per second of RefreshLottie against rlottie on the conformance fixtures, release build (`make bench`).
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
    let w0 = clock(CLOCK_MONOTONIC), c0 = clock(CLOCK_PROCESS_CPUTIME_ID)
    pass()
    return (clock(CLOCK_MONOTONIC) - w0, clock(CLOCK_PROCESS_CPUTIME_ID) - c0)
}

/// Per-pass seconds of `a` and `b`, sampled alternately (so both see the same load on a shared machine) after a
/// warm-up pass each: for each, the median, p10 and p90 of wall time and the median CPU time.
func compare(_ passes: Int, _ a: () -> Void, _ b: () -> Void) -> [(median: Double, p10: Double, p90: Double, cpu: Double)] {
    a()
    b()
    var samples: [[(wall: Double, cpu: Double)]] = [[], []]
    for _ in 0..<passes {
        samples[0].append(timed(a))
        samples[1].append(timed(b))
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

let cases: [(name: String, scale: Double)] = [("loader", 1), ("loader", 2), ("loader", 3), ("shapes", 2), ("trims", 2),
                                              ("gradients", 2), ("repeater", 2), ("masks", 2), ("layers", 2)]
let passes = Int(ProcessInfo.processInfo.environment["LOTTIE_BENCH_PASSES"] ?? "") ?? 31
/// `LOTTIE_BENCH_ONLY=loader` runs the cases of one fixture (for profiling).
let only = ProcessInfo.processInfo.environment["LOTTIE_BENCH_ONLY"]

print("| fixture | size | frames | RefreshLottie fps (p10–p90) | rlottie fps (p10–p90) | speed ratio | CPU ms/frame ours / rlottie |")
print("|---|---|---|---|---|---|---|")
for (name, scale) in cases where only == nil || only == name {
    let url = fixtures.appendingPathComponent(name + ".json")
    let composition = try LottieComposition(contentsOf: url)
    let w = Int((composition.width * scale).rounded(.up)), h = Int((composition.height * scale).rounded(.up))
    let first = Int(composition.inPoint), count = Int(composition.outPoint) - first
    let canvas = try Canvas(width: w, height: h)
    let json = try String(contentsOf: url, encoding: .utf8)
    guard let animation = lottie_animation_from_data(json, "\(name)@\(scale)", fixtures.path) else {
        print("| \(name) | rlottie refused the file |")
        continue
    }
    defer { lottie_animation_destroy(animation) }
    var buffer = [UInt32](repeating: 0, count: w * h)
    let t = buffer.withUnsafeMutableBufferPointer { b in
        compare(passes, {
            for f in 0..<count {
                canvas.clear()
                composition.draw(frame: Double(first + f), on: canvas, transform: .scale(scale, scale))
            }
        }, {
            for f in 0..<count { lottie_animation_render(animation, f, b.baseAddress, w, h, w * 4) }
        })
    }
    let cpu = String(format: "%.3f / %.3f", t[0].cpu * 1000 / Double(count), t[1].cpu * 1000 / Double(count))
    print("| \(name) @\(Int(scale))x | \(w)×\(h) | \(count) | \(fps(count, t[0])) | \(fps(count, t[1])) | "
          + String(format: "%.2f×", t[1].median / t[0].median) + " | \(cpu) |")
}
