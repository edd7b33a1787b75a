/// A request to stop drawing, safe to set from any thread (a signal handler's queue, a test). A canvas given one
/// (`Canvas.cancellation`) looks at it before each path or image it fills, and every few rows while it sweeps one, so a
/// frame of any size stops within a row's work of the request; a renderer then drops the frame
/// (`DrawingCancelled`). Once set it stays set: a canvas drawn on after its cancellation holds an unfinished picture,
/// draws nothing more, and is not drawn with again.
///
/// One uncontended lock a look (`Locked`, which builds on every platform the package declares, where
/// `Synchronization.Atomic` needs macOS 15): cheap enough for the rasterizer to look once every `rowsBetweenLooks` rows.
public final class DrawingCancellation: Sendable {
    private let flag = Locked(false)

    public init() {}

    /// Asks every canvas that holds this to stop drawing.
    public func cancel() { flag.withLock { $0 = true } }

    /// True once `cancel()` was called.
    public var isCancelled: Bool { flag.withLock { $0 } }

    /// How many rows the rasterizer sweeps between two looks at the flag.
    static let rowsBetweenLooks = 16
}

/// Thrown by a renderer whose canvas's `DrawingCancellation` was set while it drew a frame: the picture is unfinished
/// and must not be used.
public struct DrawingCancelled: Error, Equatable, CustomStringConvertible {
    public init() {}
    public var description: String { "drawing cancelled" }
}
