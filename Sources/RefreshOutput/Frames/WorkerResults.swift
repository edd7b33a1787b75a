import Raster
import RefreshModel
import Foundation

/// Per-worker (or per-slot) results of a parallel pass, and the first error.
final class WorkerResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]
    private var firstError: Error?

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = value
    }

    func fail(_ error: Error) {
        lock.lock(); defer { lock.unlock() }
        if firstError == nil { firstError = error }
    }

    var failed: Bool { lock.lock(); defer { lock.unlock() }; return firstError != nil }
    var error: Error? { lock.lock(); defer { lock.unlock() }; return firstError }
    var values: [Value?] { lock.lock(); defer { lock.unlock() }; return slots }
}
