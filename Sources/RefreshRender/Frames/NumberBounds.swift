import Foundation
/// The numbers a value accepts: finite, from `lower` (or above it) to `upper`, in `unit`. Its description is what a
/// message says is accepted: "seconds above 0 and at most 600", "points from 100 to 2000".
public struct NumberBounds: Sendable, Hashable, CustomStringConvertible {
    public let lower: Double
    public let upper: Double
    /// Whether `lower` itself is accepted.
    package let includesLower: Bool
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

    /// `v` as a person writes it: `375`, `320.5`, and at most six decimals with trailing zeros dropped, so the last
    /// bits of a sum never show (`1.2`, not `1.2000000000000002`). A value too small for six decimals keeps its own
    /// digits (never shown as 0).
    public static func text(_ v: Double) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return String(v) }
        if v == v.rounded() { return String(Int(v)) }
        guard abs(v) >= 1e-6 else { return String(v) }
        var text = String(format: "%.6f", v)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

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
