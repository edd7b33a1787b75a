import Dispatch
import Foundation
import Raster
import RefreshOutput

/// SIGINT and SIGTERM during a run: instead of killing the process mid-write, they cancel the render job, which
/// finishes the frames in flight, writes the manifest of the frames written and stops. The exit status is then
/// 128 + the signal number (130 for SIGINT, 143 for SIGTERM), as a shell reports a process killed by it.
///
/// While the run is still loading its inputs (a scenario of a million steps takes seconds to read) nothing has been
/// written, so a signal then exits at once with the same status; `startRun()` switches to cancelling.
///
/// `@unchecked Sendable`: the dispatch sources (not marked Sendable) are set once in `init` and after that only
/// cancelled, which dispatch allows from any thread; `running` is `Locked`.
final class InterruptSignals: @unchecked Sendable {
    let cancellation = RenderCancellation()
    private let sources: [any DispatchSourceSignal]
    private let queue = DispatchQueue(label: "render-frames.signals")
    private let running = Locked(false)

    /// From now on a signal cancels the run instead of ending the process.
    func startRun() {
        running.withLock { $0 = true }
    }

    /// Cancels the run, or ends the process when the run has not started (nothing is written yet).
    private func received(_ number: Int32, name: String) {
        running.withLock { running in
            guard running else { _exit(128 + number) }
            cancellation.cancel(reason: name)
        }
    }

    /// The signals handled, with their names.
    static let handled: [(signal: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")]

    /// Starts watching: the signals' default action (terminate) is replaced by the cancellation.
    init() {
        var sources: [any DispatchSourceSignal] = []
        for (number, _) in InterruptSignals.handled {
            signal(number, SIG_IGN)
            sources.append(DispatchSource.makeSignalSource(signal: number, queue: queue))
        }
        self.sources = sources
        for (source, (number, name)) in zip(sources, InterruptSignals.handled) {
            source.setEventHandler { [weak self] in self?.received(number, name: name) }
            source.resume()
        }
    }

    /// Stops watching and restores the signals' default action.
    func stop() {
        for source in sources { source.cancel() }
        for (number, _) in InterruptSignals.handled { signal(number, SIG_DFL) }
    }

    /// The conventional exit status for a run stopped by `reason` (a signal name): 128 + its number; 1 otherwise.
    static func exitStatus(for reason: String) -> Int32 {
        handled.first { $0.name == reason }.map { 128 + $0.signal } ?? 1
    }
}
