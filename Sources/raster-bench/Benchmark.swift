#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thing to time. `run` performs one operation; `units` is how much work one operation is (pixels, bytes, ...),
/// named by `unit`, for the throughput column; `note` adds a fact after timing (e.g. the PNG size).
struct BenchmarkCase {
    var name: String
    var units: Double = 0
    var unit: String = "px"
    var run: () -> Void
    var note: () -> String = { "" }
}

/// A tiny timing harness: warm-up, then the median of many timed samples, each long enough (≥ 2 ms) for the clock.
enum Benchmark {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Median seconds per operation.
    static func measure(_ body: () -> Void, samples: Int = 31, minSampleSeconds: Double = 0.002) -> Double {
        distribution(body, samples: samples, minSampleSeconds: minSampleSeconds).median
    }

    /// Seconds per operation: the median and the 10th and 90th percentiles of the samples (the spread).
    static func distribution(_ body: () -> Void, samples: Int = 31,
                             minSampleSeconds: Double = 0.002) -> (median: Double, p10: Double, p90: Double) {
        // Warm-up, and find how many iterations fill a sample.
        var iterations = 1
        while true {
            let t0 = now()
            for _ in 0..<iterations { body() }
            if now() - t0 >= minSampleSeconds || iterations >= 1 << 20 { break }
            iterations *= 2
        }
        var times: [Double] = []
        for _ in 0..<samples {
            let t0 = now()
            for _ in 0..<iterations { body() }
            times.append((now() - t0) / Double(iterations))
        }
        times.sort()
        return (times[times.count / 2], times[times.count / 10], times[times.count * 9 / 10])
    }

    static func format(_ v: Double, _ decimals: Int) -> String {
        var s = String(Int((v * pow(10, Double(decimals))).rounded()))
        guard decimals > 0 else { return s }
        while s.count <= decimals { s = "0" + s }
        s.insert(".", at: s.index(s.endIndex, offsetBy: -decimals))
        return s
    }

    static func throughput(_ perSecond: Double, _ unit: String) -> String {
        if perSecond >= 1e9 { return format(perSecond / 1e9, 2) + " G\(unit)/s" }
        if perSecond >= 1e6 { return format(perSecond / 1e6, 1) + " M\(unit)/s" }
        return format(perSecond / 1e3, 1) + " k\(unit)/s"
    }

    static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }

    /// Runs the cases whose names contain `filter` (all when nil), prints one line each and returns the lines.
    @discardableResult
    static func run(_ cases: [BenchmarkCase], filter: String?) -> [String] {
        var lines = [pad("case", 46) + pad("ms/op", 11) + pad("p10–p90 ms", 16) + pad("throughput", 16) + "note"]
        print(lines[0])
        for c in cases where filter.map({ c.name.contains($0) }) ?? true {
            let d = distribution(c.run)
            let seconds = d.median
            let rate = c.units > 0 ? throughput(c.units / seconds, c.unit) : ""
            let spread = format(d.p10 * 1e3, 3) + "–" + format(d.p90 * 1e3, 3)
            let line = pad(c.name, 46) + pad(format(seconds * 1e3, 3), 11) + pad(spread, 16) + pad(rate, 16) + c.note()
            print(line)
            lines.append(line)
        }
        return lines
    }
}
