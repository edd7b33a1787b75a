/// A header's width in points: from 100 to 2000 (so a frame is at most 6000 pixels wide at scale 3).
public struct HeaderWidth: CheckedNumber, CustomStringConvertible {
    public let points: Double

    public static let allowed = NumberBounds(from: 100, to: 2000, unit: "points")
    /// 375 points, an iPhone's width.
    public static let standard = HeaderWidth(unchecked: 375)

    public init(_ points: Double) throws(RenderOptionsError) {
        guard HeaderWidth.allowed.contains(points) else { throw .widthOutOfRange(points, allowed: HeaderWidth.allowed) }
        self.init(unchecked: points)
    }

    private init(unchecked points: Double) {
        self.points = points
    }

    /// `375`, or `320.5` for a fractional width.
    public var description: String { points == points.rounded() ? String(Int(points)) : String(points) }
}
