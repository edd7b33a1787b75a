/// Frames per second of a time sequence: above 0 and at most 240.
public struct FrameRate: CheckedNumber, CustomStringConvertible {
    public let perSecond: Double

    public static let maximum = 240.0
    public static let allowed = NumberBounds(above: 0, atMost: maximum, unit: "frames per second")
    /// 60 frames per second.
    public static let standard = FrameRate(unchecked: 60)

    public init(_ perSecond: Double) throws(SamplingError) {
        guard FrameRate.allowed.contains(perSecond) else { throw .frameRateOutOfRange(perSecond, allowed: FrameRate.allowed) }
        self.init(unchecked: perSecond)
    }

    private init(unchecked perSecond: Double) {
        self.perSecond = perSecond
    }

    /// `60`, or `29.97` for a fractional rate.
    public var description: String {
        perSecond == perSecond.rounded() ? String(Int(perSecond)) : String(perSecond)
    }
}
