import Foundation

/// A progress bar with ETA on stderr when it is a terminal; silent otherwise (the summary line is printed anyway).
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast

    /// Drawn when `shown` and stderr is a terminal.
    init(shown: Bool = true) {
        enabled = shown && isatty(STDERR_FILENO) != 0
    }

    func update(done: Int, total: Int) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        let fraction = total > 0 ? Double(done) / Double(total) : 1
        let width = 30
        let filled = Int(fraction * Double(width))
        let elapsed = now.timeIntervalSince(start)
        let eta = fraction > 0 ? elapsed / fraction - elapsed : 0
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        StandardError.write("\r\(bar) \(done)/\(total)  ETA \(String(format: "%.1f", eta)) s ")
    }

    func finish() {
        guard enabled else { return }
        StandardError.write("\r\u{1B}[K")
    }
}
