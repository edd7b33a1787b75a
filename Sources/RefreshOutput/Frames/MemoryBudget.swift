import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How much memory a run may take, and so how many workers it can have: each worker draws on a canvas of its own and
/// keeps what it reuses from frame to frame (its coverage, kept pictures and groups), about `canvasesPerWorker` frames'
/// worth of pixels, plus its thread's stack and allocator arena. A run gets at most the workers its budget holds, and at
/// least one (a single worker is what any run needs).
public struct MemoryBudget: Sendable, Equatable, CustomStringConvertible {
    /// The budget in bytes.
    public let bytes: Int

    /// Frames' worth of pixels one worker holds at its peak: its canvas, its cached coverage and kept pictures, and
    /// the frame being encoded (measured: 565 MB a worker for 6000 × 6000 frames, 3.9 frames' worth).
    static let canvasesPerWorker = 4
    /// A worker's thread stack and allocator arena, and what it allocates whatever the frame's size.
    static let perWorkerOverhead = 96 << 20

    public init(bytes: Int) { self.bytes = max(0, bytes) }

    /// Bytes one worker takes for frames of `width` × `height` pixels.
    public static func perWorker(width: Int, height: Int) -> Int {
        canvasesPerWorker * 4 * max(width, 1) * max(height, 1) + perWorkerOverhead
    }

    /// The workers of `requested` that fit: at least 1.
    public func workers(requested: Int, width: Int, height: Int) -> Int {
        max(1, min(requested, bytes / Self.perWorker(width: width, height: height)))
    }

    /// What this process may still take: the least of the machine's memory, what its address space limit
    /// (`RLIMIT_AS`, `ulimit -v`) leaves beyond what it has mapped already, and what its control group's limit
    /// (`memory.max`, or cgroup v1's `memory.limit_in_bytes`) leaves beyond what the group uses.
    public static func available() -> MemoryBudget {
        var least = meminfo("MemTotal") ?? Int.max
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            let mapped = status("VmSize") ?? 0
            least = min(least, Int(clamping: limit.rlim_cur) - mapped)
        }
        for (max, current) in [("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory.current"),
                               ("/sys/fs/cgroup/memory/memory.limit_in_bytes", "/sys/fs/cgroup/memory/memory.usage_in_bytes")] {
            if let cap = number(in: max) { least = min(least, cap - (number(in: current) ?? 0)) }
        }
        return MemoryBudget(bytes: least)
    }

    /// A size as a person writes it: 512M, 2G, 1.5G, 800000K or a number of bytes.
    public init?(parsing text: String) {
        let units: [Character: Double] = ["K": 1024, "M": 1024 * 1024, "G": 1024 * 1024 * 1024, "T": 1024 * 1024 * 1024 * 1024]
        var digits = text.uppercased().trimmingCharacters(in: .whitespaces)
        if digits.hasSuffix("B") { digits.removeLast() }
        var scale = 1.0
        if let last = digits.last, let unit = units[last] { scale = unit; digits.removeLast() }
        guard let value = Double(digits), value.isFinite, value > 0, value * scale < Double(Int.max) else { return nil }
        self.init(bytes: Int(value * scale))
    }

    /// The budget as a person reads it: 1.5 GB, 600 MB.
    public var description: String {
        bytes >= 1 << 30 ? String(format: "%.1f GB", Double(bytes) / Double(1 << 30))
            : "\(bytes >> 20) MB"
    }

    private static func number(in path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))  // "max" reads as no limit
    }

    /// A `Name:  N kB` line of a /proc file, in bytes.
    private static func field(_ name: String, in path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
              let kb = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kb * 1024
    }

    private static func meminfo(_ name: String) -> Int? { field(name, in: "/proc/meminfo") }
    private static func status(_ name: String) -> Int? { field(name, in: "/proc/self/status") }
}
