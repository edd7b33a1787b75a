import Foundation

/// A progress bar with ETA on stderr when it is a terminal; silent otherwise (the summary line is printed anyway).
///
/// Some phases of a run report no steps: the start (fonts, the first frame's scene), a GIF's palette between its two
/// passes, a WebP's assembly, ffmpeg finishing a video, a sheet's PNG. So that the line never stands still, a clock
/// redraws it while no step has come for a moment: "starting…" before the first step, "working…" between steps,
/// "finishing…" once every step is done, each with the seconds elapsed.
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var lastStep = Date()
    private var done = 0
    private var total = 0
    private var finished = false
    /// The clock's line is shown: the next step replaces it at once.
    private var showingClock = false
    private var clock: DispatchSourceTimer?
    private let write: @Sendable (String) -> Void
    /// How long without a step before the clock's line replaces the bar's ETA.
    private let stall: TimeInterval

    /// Drawn when `shown` and stderr is a terminal.
    convenience init(shown: Bool = true) {
        self.init(shown: shown, terminal: isatty(STDERR_FILENO) != 0, stall: 0.5, tick: 0.25, write: StandardError.writeTerminalControl)
    }

    /// `terminal` says whether the output is one; the clock looks every `tick` seconds and draws after `stall`.
    init(shown: Bool, terminal: Bool, stall: TimeInterval, tick: TimeInterval, write: @escaping @Sendable (String) -> Void) {
        enabled = shown && terminal
        self.stall = stall
        self.write = write
        guard enabled else { return }
        let clock = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        clock.schedule(deadline: .now() + tick, repeating: tick)
        clock.setEventHandler { [weak self] in self?.tick() }
        self.clock = clock
        clock.resume()
    }

    deinit { clock?.cancel() }

    func update(done: Int, total: Int) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        guard !finished else { return }
        let now = Date()
        (self.done, self.total, lastStep) = (done, total, now)
        guard done == total || showingClock || now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        showingClock = false
        let fraction = total > 0 ? Double(done) / Double(total) : 1
        let elapsed = now.timeIntervalSince(start)
        let eta = fraction > 0 ? elapsed / fraction - elapsed : 0
        write("\r\(bar(fraction)) \(done)/\(total)  ETA \(String(format: "%.1f", eta)) s \u{1B}[K")
    }

    /// The clock: after `stall` seconds without a step, the line says which part of the run it is in and for how long.
    private func tick() {
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        guard !finished, now.timeIntervalSince(lastStep) >= stall else { return }
        showingClock = true
        let elapsed = String(format: "%.1f", now.timeIntervalSince(start))
        if total == 0 {
            write("\rstarting… \(elapsed) s \u{1B}[K")
        } else {
            let phase = done >= total ? "finishing…" : "working…"
            write("\r\(bar(Double(done) / Double(total))) \(done)/\(total)  \(phase) \(elapsed) s \u{1B}[K")
        }
    }

    private func bar(_ fraction: Double) -> String {
        let width = 30
        let filled = min(width, max(0, Int(fraction * Double(width))))
        return String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    }

    func finish() {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        finished = true
        clock?.cancel()
        write("\r\u{1B}[K")
    }
}
