/// Why a last-updated date-time was not accepted; the description names the value and what is expected.
public enum LabelDateTimeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not in the form `YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]`.
    case malformed(String)
    /// In the form, but a field is out of its range (month 13, 30 February, hour 24…).
    case outOfRange(String, field: String, value: Int, accepted: ClosedRange<Int>)

    /// What is wrong, without the value: "month 13 is out of range 1…12".
    public var reason: String {
        switch self {
        case .malformed:
            return "it is not in the form YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]"
        case .outOfRange(_, let field, let value, let accepted):
            return "\(field) \(value) is out of range \(accepted.lowerBound)…\(accepted.upperBound)"
        }
    }

    public var description: String {
        switch self {
        case .malformed(let text), .outOfRange(let text, _, _, _): return "\"\(text)\": \(reason)"
        }
    }
}
