/// How many seconds of a time sequence to render: above 0 and at most `Scenario.maximumDuration`.
public struct SequenceDuration: CheckedNumber {
    public let seconds: Double

    public static let allowed = NumberBounds(above: 0, atMost: Scenario.maximumDuration, unit: "seconds")

    public init(_ seconds: Double) throws(SamplingError) {
        guard SequenceDuration.allowed.contains(seconds) else { throw .durationOutOfRange(seconds, allowed: SequenceDuration.allowed) }
        self.seconds = seconds
    }
}
