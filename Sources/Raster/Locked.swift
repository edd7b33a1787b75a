import Foundation

/// A value reachable only while holding a lock: the one lock type of the package, for state that threads share (the
/// text types' FreeType faces and caches, a run's cancellation, its journal's appends, a budget counted across
/// workers). NSLock, unlike `Synchronization.Mutex`, builds on every platform the package declares.
package final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    package func withLock<R, E: Error>(_ body: (inout State) throws(E) -> R) throws(E) -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
