import Foundation
import Raster

/// What the worker threads and the consumer of one `FrameRunner.run` share: a ring of `capacity` result slots (the
/// result of item `p` waits in slot `p % capacity`), the next item to claim, the next item to consume, why the run
/// stops, and the workers' final states.
///
/// `@unchecked Sendable`: every `var` is read and written only while `condition` is locked; the `let`s never change.
/// A worker claims item `p` only when `p < front + capacity`, so the slot it will fill is empty (its previous item,
/// `p - capacity`, was consumed) and no two items in flight share a slot.
final class FrameRunWindow<Worker, Output: Sendable>: @unchecked Sendable {
    let count: Int
    let capacity: Int
    private let condition = NSCondition()
    private var slots: [Output?]
    /// The next item a worker may claim.
    private var claimed = 0
    /// The next item the consumer takes (items before it were consumed or skipped).
    private var front = 0
    /// No more items are claimed: an error, or a cancellation.
    private var stopped = false
    private var firstError: (any Error)?
    private var running: Int
    private var states: [Worker?]
    /// Slots holding a result.
    private var ready = 0
    private var consumerWaits = false
    private var workersWaitingForRoom = 0

    init(count: Int, capacity: Int, workers: Int) {
        self.count = count
        self.capacity = capacity
        slots = Array(repeating: nil, count: capacity)
        running = workers
        states = Array(repeating: nil, count: workers)
    }

    // MARK: Worker side

    /// Puts a worker's finished result (if any) in its slot and claims the next item; nil when the worker should end.
    func handOver(_ result: (position: Int, output: Output)?) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        if let result {
            slots[result.position % capacity] = result.output
            ready += 1
            wakeConsumerIfDue()
        }
        while !stopped, claimed < count, claimed >= front + capacity {
            wakeConsumerIfDue()
            workersWaitingForRoom += 1
            condition.wait()
            workersWaitingForRoom -= 1
        }
        guard !stopped, claimed < count else { return nil }
        claimed += 1
        return claimed - 1
    }

    /// Records the first error and stops the run. A canvas's `DrawingCancelled` (the run's cancellation, seen inside
    /// an item) only stops it: the run is interrupted, not failed.
    func fail(_ error: any Error) {
        condition.lock()
        defer { condition.unlock() }
        if firstError == nil, !(error is DrawingCancelled) { firstError = error }
        stop()
    }

    /// A worker ended; `state` is its state after its last item (nil if it failed).
    func retire(_ worker: Int, state: Worker?) {
        condition.lock()
        defer { condition.unlock() }
        states[worker] = state
        running -= 1
        condition.broadcast()
    }

    // MARK: Consumer side

    /// The next finished result in item order, waiting for it; nil when nothing more is to be consumed: every item
    /// was, or the run stopped and (unless `abandoning`) every worker ended and the finished results were taken.
    func next(cancellation: RenderCancellation, abandoning: Bool) -> (position: Int, output: Output)? {
        condition.lock()
        defer { condition.unlock() }
        while front < count {
            if !stopped, cancellation.isCancelled { stop() }
            if stopped, abandoning { return nil }
            if let output = slots[front % capacity] {
                slots[front % capacity] = nil
                ready -= 1
                front += 1
                if workersWaitingForRoom > 0 { condition.broadcast() }
                return (front - 1, output)
            }
            if stopped, running == 0 {
                // Nothing more will finish: skip the items that did not (they failed, or were never claimed).
                guard let finished = (front..<claimed).first(where: { slots[$0 % capacity] != nil }) else { return nil }
                front = finished
                continue
            }
            consumerWaits = true
            _ = condition.wait(until: Date(timeIntervalSinceNow: FrameRunner.pollInterval))
            consumerWaits = false
        }
        return nil
    }

    /// The first error so far.
    var error: (any Error)? {
        condition.lock()
        defer { condition.unlock() }
        return firstError
    }

    /// Waits until every worker ended; the first error, and the workers' final states in worker order.
    func join() -> (error: (any Error)?, states: [Worker]) {
        condition.lock()
        defer { condition.unlock() }
        while running > 0 { condition.wait() }
        return (firstError, states.compactMap { $0 })
    }

    /// Wakes a waiting consumer once the next result in order is there and half the window is ready, or the window is
    /// full, or every item is claimed: it then takes them one after another without sleeping, instead of being woken
    /// for every item. Call with `condition` locked.
    private func wakeConsumerIfDue() {
        guard consumerWaits, slots[front % capacity] != nil else { return }
        if ready >= max(1, capacity / 2) || claimed >= front + capacity || claimed == count { condition.broadcast() }
    }

    /// Call with `condition` locked.
    private func stop() {
        stopped = true
        condition.broadcast()
    }
}
