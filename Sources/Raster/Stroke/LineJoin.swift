/// How two segments of a stroke meet at a corner (CAShapeLayer `lineJoin`, STYLES.md §6.3).
public enum LineJoin: Sendable, Hashable, CaseIterable {
    /// The outer edges are extended until they meet, unless the miter would exceed `StrokeStyle.miterLimit`, in which
    /// case the corner is bevelled (the default, as Core Graphics).
    case miter
    /// A circular arc of radius width/2 around the corner.
    case round
    /// The outer corners are joined by a straight edge.
    case bevel
}
