/// Lengths along a path, as Core Animation measures them for strokeStart / strokeEnd and paced keyframes: the
/// contours' lengths summed in path order (moves add no length; STYLES.md §6.3, §6.6).
public struct PathMeasure: Sendable {
    public let contours: [Contour]
    /// Total length of all contours.
    public let length: Double

    /// Measures `path` in its own space, exactly: lines and arcs analytically, Béziers by adaptive quadrature.
    /// `tolerance` is no longer used (kept for source compatibility).
    public init(_ path: Path, tolerance: Double = 0.01) {
        self.contours = path.contours()
        self.length = contours.reduce(0) { $0 + $1.length }
    }

    /// The contour index and the distance within it for a distance along the whole path (clamped to it).
    package func locate(distance: Double) -> (contour: Int, distance: Double)? {
        guard !contours.isEmpty else { return nil }
        var d = distance.isFinite ? min(max(distance, 0), length) : 0
        for (i, c) in contours.enumerated() {
            if d <= c.length || i == contours.count - 1 { return (i, min(d, c.length)) }
            d -= c.length
        }
        return nil
    }

    /// The point at `distance` along the path (clamped to [0, length]).
    public func position(atDistance distance: Double) -> Point {
        guard let (i, d) = locate(distance: distance) else { return .zero }
        return contours[i].position(atDistance: d)
    }

    /// The unit tangent at `distance` along the path (zero where the path has no direction).
    public func tangent(atDistance distance: Double) -> Point {
        guard let (i, d) = locate(distance: distance) else { return .zero }
        return contours[i].tangent(atDistance: d)
    }
}
