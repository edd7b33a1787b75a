import Foundation
import Raster

/// A request to stop a running job (`FrameFolderJob`, `GIFRenderJob`, `ContactSheet`), safe to set from any thread
/// (a signal handler's queue, a test). `FrameRunner` looks at it between frames, the workers' canvases while they draw
/// one; the job then throws `RenderInterrupted`.
///
/// `@unchecked Sendable`: `reason` is read and written only while `lock` is held.
public final class RenderCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var reason: String?
    /// Set with the run's cancellation: the workers' canvases hold it (`JobInput.makeRenderer(cancellation:)`), so a
    /// frame being drawn stops within a path or a few rows, and is dropped (`DrawingCancelled`).
    let drawing = DrawingCancellation()

    public init() {}

    /// Asks the run to stop; `reason` (for example "SIGINT") is kept from the first request.
    public func cancel(reason: String) {
        lock.lock(); defer { lock.unlock() }
        if self.reason == nil { self.reason = reason }
        drawing.cancel()
    }

    /// True once `cancel` was called.
    package var isCancelled: Bool { lock.lock(); defer { lock.unlock() }; return reason != nil }

    /// The first reason given to `cancel`, nil while not cancelled.
    package var cancelReason: String? { lock.lock(); defer { lock.unlock() }; return reason }
}

extension RenderCancellation {
    /// Thrown by work that looks at the cancellation between steps of its own (an encoder's rows, a wait for ffmpeg),
    /// where one step of `FrameRunner` would take too long; the job turns it into `RenderInterrupted` with its counts.
    struct Stop: Error {
        var reason: String
    }

    /// Throws `Stop` once `cancel` was called.
    func check() throws(Stop) {
        if let reason = cancelReason { throw Stop(reason: reason) }
    }
}
