import Foundation

/// The one parallel loop of the output stage: PNG frames, both GIF passes and the contact sheet's cells (and its
/// PNG candidates) all run through it.
///
/// `run` starts `jobs` worker threads. Each makes its own state with `makeWorker` (typically a `FrameRenderer`: one
/// canvas per worker, ARCHITECTURE.md) and then claims items one at a time, so slow and fast frames balance out;
/// `work` runs there. Every item is independent of the others (a frame is a pure function of its spec), so which
/// worker does which item never changes a byte. The results go to `consume` on the calling thread, in item order,
/// while the workers go on, so the consumer can feed an encoder or a canvas without a lock.
///
/// - Memory is bounded: at most `window` results are finished and not yet consumed; a worker that would run further
///   ahead waits.
/// - The first error (of `makeWorker`, `work` or `consume`) stops the run: no more items are claimed, and `run`
///   throws it.
/// - `cancellation` is looked at between items and at least every `pollInterval` while the consumer waits. The run
///   then claims no more items and returns `.interrupted`; what happens to the items in flight is `inFlight`. A
///   worker whose canvas holds the cancellation (`JobInput.makeRenderer(cancellation:)`) stops inside its item and
///   throws `DrawingCancelled`: that item is dropped (its result never consumed) and the run is interrupted, not
///   failed.
///
/// Each worker takes the run's lock once per item (to hand its result over and claim the next item in one step), the
/// consumer once per item; nothing is locked while an item is worked on. The threads are named `frame worker N` (as
/// `top -H`, a debugger and the interruption tests see them).
package struct FrameRunner: Sendable {
    /// What a stopped run does with the items its workers are in the middle of.
    package enum InFlight: Sendable, Hashable {
        /// Waits for them and consumes their results before returning: for work with side effects (written files)
        /// that must be complete and accounted for when the run returns.
        case finish
        /// Returns at once and drops their results; each worker thread ends when its item is done. For work without
        /// side effects (frames kept in memory for one file), so a signal stops the run however long an item takes.
        case abandon
    }

    /// How a run ended, with its counts and the workers' final states.
    package struct Outcome<Worker> {
        public enum Ending: Sendable, Equatable {
            /// Every item was worked on and consumed.
            case completed
            /// `cancellation` stopped the run; `reason` is the one given to `cancel(reason:)`.
            case interrupted(reason: String)
        }

        public var ending: Ending
        /// Items whose results were consumed (all of them when completed).
        public var consumed: Int
        /// Items the run was given.
        public var planned: Int
        /// Each worker's state after its last item, in worker order (for totals kept per worker, such as a colour
        /// histogram); empty unless the run completed and `keepsWorkers`.
        public var workers: [Worker]
    }

    /// Worker threads: at most this many, and never more than there are items.
    public var jobs: Int
    /// At most this many results are finished and not yet consumed (default: 4 per worker).
    public var window: Int
    public var cancellation: RenderCancellation
    package var inFlight: InFlight
    /// Whether the workers' final states come back in `Outcome.workers` (the default). Off, each worker thread
    /// releases its state when it ends: a frame worker's canvas and buffers (megabytes) are then freed on the workers,
    /// side by side, instead of one after another on the calling thread once the run is over.
    package var keepsWorkers = true

    /// The longest the consumer waits before it looks at `cancellation` again.
    package static let pollInterval = 0.05

    public init(jobs: Int, window: Int? = nil, cancellation: RenderCancellation = RenderCancellation(),
                inFlight: InFlight = .finish) {
        self.jobs = max(1, jobs)
        self.window = max(1, window ?? 4 * max(1, jobs))
        self.cancellation = cancellation
        self.inFlight = inFlight
    }

    /// Runs `work` over `items` on the workers and hands each result to `consume(position, output)` in item order,
    /// then calls `progress(consumed, items.count)`; both on the calling thread. After an error (also one `consume`
    /// threw) or a cancellation with `.finish`, the results of the items finished meanwhile are still consumed, in
    /// order (skipping the items that were not). Throws the first error once the workers stopped (with `.abandon`,
    /// without waiting for them).
    public func run<Item: Sendable, Worker, Output: Sendable>(
        _ items: [Item],
        makeWorker: @escaping @Sendable () throws -> Worker,
        work: @escaping @Sendable (inout Worker, Item) throws -> Output,
        consume: (_ position: Int, _ output: Output) throws -> Void = { _, _ in },
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws -> Outcome<Worker> {
        if let reason = cancellation.cancelReason {
            return Outcome(ending: .interrupted(reason: reason), consumed: 0, planned: items.count, workers: [])
        }
        let workerCount = min(jobs, items.count)
        let shared = FrameRunWindow<Worker, Output>(count: items.count, capacity: window, workers: workerCount)
        for index in 0..<workerCount {
            Thread {
                Thread.current.name = "frame worker \(index)"
                FrameRunner.work(as: index, on: items, shared: shared, keepsState: keepsWorkers, makeWorker: makeWorker,
                                 work: work)
            }.start()
        }
        var consumed = 0
        while let (position, output) = shared.next(cancellation: cancellation, abandoning: inFlight == .abandon) {
            do {
                try consume(position, output)
            } catch {
                // Stops the run like a worker's error (`fail` keeps the first). With `.finish` the results of the items
                // that finish meanwhile are still consumed (their side effects happened: a PNG run lists the files they
                // wrote); with `.abandon`, `next` ends the loop.
                shared.fail(error)
                continue
            }
            consumed += 1
            progress(consumed, items.count)
        }
        let completed = consumed == items.count
        // A completed run waits for its workers (they have nothing left to claim) to collect their states.
        let (error, states) = completed || inFlight == .finish ? shared.join() : (shared.error, [])
        if let error { throw error }
        guard !completed else { return Outcome(ending: .completed, consumed: consumed, planned: items.count, workers: states) }
        return Outcome(ending: .interrupted(reason: cancellation.cancelReason ?? "cancellation"), consumed: consumed,
                       planned: items.count, workers: [])
    }

    /// One worker thread: its state, then items until the run stops or none are left; the state is handed back when
    /// `keepsState`, else released here.
    private static func work<Item, Worker, Output>(
        as index: Int, on items: [Item], shared: FrameRunWindow<Worker, Output>, keepsState: Bool,
        makeWorker: () throws -> Worker, work: (inout Worker, Item) throws -> Output
    ) {
        var finalState: Worker?
        do {
            var state = try makeWorker()
            var finished: (position: Int, output: Output)?
            while let position = shared.handOver(finished) {
                finished = (position, try work(&state, items[position]))
            }
            if keepsState { finalState = state }
        } catch {
            shared.fail(error)
        }
        shared.retire(index, state: finalState)
    }
}
