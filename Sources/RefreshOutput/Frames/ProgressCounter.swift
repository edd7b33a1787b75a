import Raster
import RefreshModel
import Foundation

/// A thread-safe count of finished steps, for progress reports.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0

    func next() -> Int {
        lock.lock(); defer { lock.unlock() }
        done += 1
        return done
    }
}
