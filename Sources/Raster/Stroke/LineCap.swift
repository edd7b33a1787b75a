/// How the open ends of a stroke (and of each dash) are drawn (CAShapeLayer `lineCap`, STYLES.md §6.3).
public enum LineCap: Sendable, Hashable, CaseIterable {
    /// The stroke stops exactly at the end point (the default).
    case butt
    /// A half disc of radius width/2 around the end point.
    case round
    /// The stroke extends width/2 past the end point along the tangent.
    case square
}
