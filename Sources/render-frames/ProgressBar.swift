import Foundation
import Raster

/// A progress bar with ETA on stderr when it is a terminal; silent otherwise (the summary line is printed anyway).
///
/// Some phases of a run report no steps: the start (fonts, the first frame's scene), a GIF's palette between its two
/// passes, a WebP's assembly, ffmpeg finishing a video, a sheet's PNG. So that the line never stands still, a clock
/// redraws it while no step has come for a moment: "starting…" before the first step, "working…" between steps,
/// "finishing…" once every step is done, each with the seconds elapsed.
///
/// `@unchecked Sendable`: the clock (a dispatch source, not marked Sendable) is set once in `init` and after that only
/// cancelled, which dispatch allows from any thread; the rest is immutable or `Locked`.
final class ProgressBar: @unchecked Sendable {
    /// What the bar last showed and was told, shared by the workers' steps and the clock.
    private struct State {
        var lastDraw = Date.distantPast
        var lastStep = Date()
        var done = 0
        var total = 0
        var finished = false
        /// The clock's line is shown: the next step replaces it at once.
        var showingClock = false
    }

    private let enabled: Bool
    private let start = Date()
    private let state = Locked(State())
    private let clock: DispatchSourceTimer?
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
        guard enabled else {
            clock = nil
            return
        }
        let clock = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        clock.schedule(deadline: .now() + tick, repeating: tick)
        self.clock = clock
        clock.setEventHandler { [weak self] in self?.tick() }
        clock.resume()
    }

    deinit { clock?.cancel() }

    func update(done: Int, total: Int) {
        guard enabled else { return }
        state.withLock { state in
            guard !state.finished else { return }
            let now = Date()
            (state.done, state.total, state.lastStep) = (done, total, now)
            guard done == total || state.showingClock || now.timeIntervalSince(state.lastDraw) > 0.1 else { return }
            state.lastDraw = now
            state.showingClock = false
            let fraction = total > 0 ? Double(done) / Double(total) : 1
            let elapsed = now.timeIntervalSince(start)
            let eta = fraction > 0 ? elapsed / fraction - elapsed : 0
            write("\r\(bar(fraction)) \(done)/\(total)  ETA \(String(format: "%.1f", eta)) s \u{1B}[K")
        }
    }

    /// The clock: after `stall` seconds without a step, the line says which part of the run it is in and for how long.
    private func tick() {
        state.withLock { state in
            let now = Date()
            guard !state.finished, now.timeIntervalSince(state.lastStep) >= stall else { return }
            state.showingClock = true
            let elapsed = String(format: "%.1f", now.timeIntervalSince(start))
            if state.total == 0 {
                write("\rstarting… \(elapsed) s \u{1B}[K")
            } else {
                let phase = state.done >= state.total ? "finishing…" : "working…"
                write("\r\(bar(Double(state.done) / Double(state.total))) \(state.done)/\(state.total)  \(phase) \(elapsed) s \u{1B}[K")
            }
        }
    }

    private func bar(_ fraction: Double) -> String {
        let width = 30
        let filled = min(width, max(0, Int(fraction * Double(width))))
        return String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    }

    func finish() {
        guard enabled else { return }
        state.withLock { state in
            state.finished = true
            clock?.cancel()
            write("\r\u{1B}[K")
        }
    }
}
