import Foundation
import Raster

/// A request to stop a running job (`FrameFolderJob`, `GIFRenderJob`, `ContactSheet`), safe to set from any thread
/// (a signal handler's queue, a test). `FrameRunner` looks at it between frames, the workers' canvases while they draw
/// one; the job then throws `RenderInterrupted`.
public final class RenderCancellation: Sendable {
    private let reason = Locked<String?>(nil)
    /// Set with the run's cancellation: the workers' canvases hold it (`JobInput.makeRenderer(cancellation:)`), so a
    /// frame being drawn stops within a path or a few rows, and is dropped (`DrawingCancelled`).
    let drawing = DrawingCancellation()

    public init() {}

    /// Asks the run to stop; `reason` (for example "SIGINT") is kept from the first request.
    public func cancel(reason: String) {
        self.reason.withLock { if $0 == nil { $0 = reason } }
        drawing.cancel()
    }

    /// True once `cancel` was called.
    package var isCancelled: Bool { reason.withLock { $0 != nil } }

    /// The first reason given to `cancel`, nil while not cancelled.
    package var cancelReason: String? { reason.withLock { $0 } }
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
