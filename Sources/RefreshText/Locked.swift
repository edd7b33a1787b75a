import Raster
import RefreshRender
import Foundation

/// A value reachable only while holding a lock. It is how the text types keep FreeType handles and glyph caches
/// safe when frames render on parallel workers (FreeType faces are not thread-safe).
final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    func withLock<R, E: Error>(_ body: (inout State) throws(E) -> R) throws(E) -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
