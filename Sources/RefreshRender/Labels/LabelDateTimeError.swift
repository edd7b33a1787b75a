/// Why a last-updated date-time was not accepted; the text names the value and what is expected.
public enum LabelDateTimeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not in the form `YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]`.
    case malformed(String)
    /// In the form, but a field is out of its range (month 13, 30 February, hour 24…).
    case outOfRange(String, field: String, value: Int, accepted: ClosedRange<Int>)

    public var description: String {
        switch self {
        case .malformed(let text):
            return "\"\(text)\" is not an ISO date-time; expected YYYY-MM-DDTHH:MM with optional :SS and a Z or ±HH:MM offset, like 2026-11-22T14:05"
        case .outOfRange(let text, let field, let value, let accepted):
            return "\"\(text)\": \(field) \(value) is out of range; expected \(accepted.lowerBound) to \(accepted.upperBound)"
        }
    }
}
