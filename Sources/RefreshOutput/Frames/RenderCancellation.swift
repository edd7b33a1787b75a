import Raster
import RefreshModel
import Foundation

/// A request to stop a running `RenderJob`, safe to set from any thread (a signal handler's queue, a test). Workers
/// check it between frames, so every frame they started is finished and written whole before the run stops.
public final class RenderCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var reason: String?

    public init() {}

    /// Asks the run to stop; `reason` (for example "SIGINT") is kept from the first request.
    public func cancel(reason: String) {
        lock.lock(); defer { lock.unlock() }
        if self.reason == nil { self.reason = reason }
    }

    /// True once `cancel` was called.
    public var isCancelled: Bool { lock.lock(); defer { lock.unlock() }; return reason != nil }

    /// The first reason given to `cancel`, nil while not cancelled.
    public var cancelReason: String? { lock.lock(); defer { lock.unlock() }; return reason }
}

/// A run stopped by a `RenderCancellation`: the frames written before it stopped are complete and listed in the
/// manifest; the rest were not started.
public struct RenderInterrupted: Error, CustomStringConvertible, Equatable {
    /// What cancelled the run (for example "SIGINT").
    public var reason: String
    /// Frames this run wrote (all complete, all in the manifest).
    public var framesWritten: Int
    /// Frames the run was asked for.
    public var framesPlanned: Int
    /// The output folder.
    public var outputPath: String

    public var description: String {
        "interrupted by \(reason): wrote \(framesWritten) of \(framesPlanned) frames to \(outputPath), listed in \(FrameManifest.fileName)"
    }
}
