/// Seconds since a state was entered, for a sweep frozen in that state: from 0 to `Scenario.maximumDuration`.
public struct TimeInState: CheckedNumber {
    public let seconds: Double

    public static let allowed = NumberBounds(from: 0, to: Scenario.maximumDuration, unit: "seconds")

    public init(_ seconds: Double) throws(SamplingError) {
        guard TimeInState.allowed.contains(seconds) else { throw .timeOutOfRange(seconds, allowed: TimeInState.allowed) }
        self.seconds = seconds
    }
}
