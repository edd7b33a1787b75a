/// The visible part of a stroke as fractions of the path's total length: CAShapeLayer `strokeStart` / `strokeEnd`
/// (STYLES.md §6.3). The window runs over all subpaths in path order; moves add no length.
package struct TrimWindow: Sendable, Hashable {
    /// Clamped start fraction, 0...1.
    public let start: Double
    /// Clamped end fraction, 0...1.
    public let end: Double

    /// Clamps both ends to 0...1 (STYLES.md §7 A9: an animation may pass −0.5). NaN makes the window empty;
    /// `StrokeStyle.validate()` rejects it first.
    public init(start: Double, end: Double) {
        if start.isNaN || end.isNaN {
            self.start = 0
            self.end = 0
        } else {
            self.start = min(max(start, 0), 1)
            self.end = min(max(end, 0), 1)
        }
    }

    /// The whole path.
    public static let full = TrimWindow(start: 0, end: 1)

    /// True when nothing is visible (start ≥ end after clamping).
    public var isEmpty: Bool { !(start < end) }

    /// True when the window covers the whole path.
    public var isFull: Bool { start == 0 && end == 1 }

    /// The window as arc lengths along a path of total length `length`: [start·L, end·L].
    public func distances(totalLength length: Double) -> (from: Double, to: Double) {
        (start * length, end == 1 ? length : end * length)
    }
}
