/// A point or vector in a y-down 2D space (UIKit / Core Animation convention), in Double precision.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Euclidean length of the vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The vector scaled to length 1, or zero for a zero vector.
    package var normalized: Point {
        let l = length
        return l > 0 ? Point(x: x / l, y: y / l) : .zero
    }

    /// The vector turned a quarter turn clockwise on screen (y-down): (x, y) → (−y, x).
    package var perpendicular: Point { Point(x: -y, y: x) }

    public func distance(to other: Point) -> Double { (other - self).length }

    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// z of the 3D cross product; positive when `other` turns clockwise on screen from `self`.
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// Linear interpolation towards `other` at fraction `t`.
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    public static func += (a: inout Point, b: Point) { a = a + b }
    public static func -= (a: inout Point, b: Point) { a = a - b }

    public var description: String { "(\(x), \(y))" }
}
