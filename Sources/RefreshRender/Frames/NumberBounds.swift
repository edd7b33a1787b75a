import Raster
/// The numbers a value accepts: finite, from `lower` (or above it) to `upper`, in `unit`. Its description is what a
/// message says is accepted: "seconds above 0 and at most 600", "points from 100 to 2000".
public struct NumberBounds: Sendable, Hashable, CustomStringConvertible {
    public let lower: Double
    public let upper: Double
    /// Whether `lower` itself is accepted.
    public let includesLower: Bool
    public let unit: String

    /// `lower` to `upper`, both included.
    public init(from lower: Double, to upper: Double, unit: String) {
        (self.lower, self.upper, includesLower, self.unit) = (lower, upper, true, unit)
    }

    /// Above `lower`, up to `upper` included.
    public init(above lower: Double, atMost upper: Double, unit: String) {
        (self.lower, self.upper, includesLower, self.unit) = (lower, upper, false, unit)
    }

    public func contains(_ value: Double) -> Bool {
        value.isFinite && value <= upper && (includesLower ? value >= lower : value > lower)
    }

    /// `375`, or `320.5` for a fractional value.
    static func text(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    public var description: String {
        let text = NumberBounds.text
        return includesLower ? "\(unit) from \(text(lower)) to \(text(upper))" : "\(unit) above \(text(lower)) and at most \(text(upper))"
    }
}

/// A number checked once, when it is built, against the bounds it accepts (a frame rate, a width…).
public protocol CheckedNumber: Sendable, Hashable {
    associatedtype Failure: Error
    static var allowed: NumberBounds { get }
    init(_ value: Double) throws(Failure)
}
