import Dispatch
import Foundation
import Raster
import RefreshModel
import RefreshOutput

/// SIGINT and SIGTERM during a run: instead of killing the process mid-write, they cancel the render job, which
/// finishes the frames in flight, writes the manifest of the frames written and stops. The exit status is then
/// 128 + the signal number (130 for SIGINT, 143 for SIGTERM), as a shell reports a process killed by it.
final class InterruptSignals {
    let cancellation = RenderCancellation()
    private let sources: [any DispatchSourceSignal]
    private let queue = DispatchQueue(label: "render-frames.signals")

    /// The signals handled, with their names.
    static let handled: [(signal: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")]

    /// Starts watching: the signals' default action (terminate) is replaced by the cancellation.
    init() {
        let cancellation = self.cancellation
        var sources: [any DispatchSourceSignal] = []
        for (number, name) in InterruptSignals.handled {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { cancellation.cancel(reason: name) }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
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
