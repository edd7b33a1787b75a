/// One stretch of a stroke to outline, in the path's user space: a whole contour, the visible part of a trimmed
/// contour, or one dash. Produced by `Dasher`, consumed by `Stroker`.
public struct StrokePiece: Sendable, Hashable {
    /// Exact segments in order (arcs stay arcs); empty for a zero-length piece.
    public var segments: [Segment]
    /// True for a closed contour drawn whole (a join at the seam, no caps).
    package var isClosed: Bool
    /// Where the piece starts (for a zero-length piece, where its dot or square goes).
    public var point: Point
    /// The unit direction of the path at `point`, or zero when the path has none there (orients square caps).
    public var tangent: Point

    public init(segments: [Segment], isClosed: Bool, point: Point, tangent: Point) {
        self.segments = segments
        self.isClosed = isClosed
        self.point = point
        self.tangent = tangent
    }

    /// Exact length of the piece.
    public var length: Double { segments.reduce(0) { $0 + $1.length } }

    /// True when the piece has no length (a zero-length dash or subpath: a dot, a square or nothing, by cap).
    package var isZeroLength: Bool { segments.allSatisfy { $0.length == 0 } }
}
