/// A GIF job asked for something a GIF cannot do.
public enum GIFOptionsError: Error, CustomStringConvertible, Equatable {
    /// The loop count is outside `allowed` (0 plays forever, N > 0 plays N times).
    case loopOutOfRange(Int, allowed: ClosedRange<Int>)
    /// The sampling is a progress sweep: a GIF animates frames over time, so it needs a time sequence.
    case needsTimeSequence

    public var description: String {
        switch self {
        case .loopOutOfRange(let value, let allowed):
            return "a GIF loop count of \(value) is not accepted; expected \(allowed.lowerBound) (forever) or a play count from \(allowed.lowerBound + 1) to \(allowed.upperBound)"
        case .needsTimeSequence:
            return "a GIF animates a time sequence; a progress sweep has no times to animate (make a contact sheet or PNG frames of it)"
        }
    }
}
