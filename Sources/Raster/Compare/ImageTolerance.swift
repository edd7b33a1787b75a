/// How far an image may be from its reference and still count as equal. The default, `.exact`, accepts no
/// difference at all: frames are deterministic, so a golden either matches byte for byte or something changed.
public struct ImageTolerance: Sendable, Hashable, CustomStringConvertible {
    /// A pixel counts as differing when one of its premultiplied RGBA channels differs by more than this (0...255).
    public let maxChannelDifference: Int
    /// The fraction of all pixels (0...1) allowed to differ by more than `maxChannelDifference`.
    package let maxDifferingFraction: Double

    /// No difference accepted.
    public static let exact = ImageTolerance(validatedChannel: 0, fraction: 0)

    /// A tolerance; throws when a value is outside its accepted range.
    public init(maxChannelDifference: Int = 0, maxDifferingFraction: Double = 0) throws(ImageToleranceError) {
        guard (0...255).contains(maxChannelDifference) else { throw .channelDifference(maxChannelDifference) }
        guard maxDifferingFraction.isFinite, (0...1).contains(maxDifferingFraction) else {
            throw .differingFraction(maxDifferingFraction)
        }
        self.init(validatedChannel: maxChannelDifference, fraction: maxDifferingFraction)
    }

    private init(validatedChannel: Int, fraction: Double) {
        maxChannelDifference = validatedChannel
        maxDifferingFraction = fraction
    }

    /// True for `.exact`.
    public var isExact: Bool { maxChannelDifference == 0 && maxDifferingFraction == 0 }

    /// How many of `pixelCount` pixels may differ by more than `maxChannelDifference`.
    package func allowedDifferingPixels(of pixelCount: Int) -> Int {
        Int((maxDifferingFraction * Double(pixelCount)).rounded(.down))
    }

    public var description: String {
        isExact ? "exact" : "channel difference ≤ \(maxChannelDifference), differing fraction ≤ \(maxDifferingFraction)"
    }
}

/// A tolerance value outside its range; the message names the value and the accepted range.
public enum ImageToleranceError: Error, Equatable, CustomStringConvertible {
    case channelDifference(Int)
    case differingFraction(Double)

    public var description: String {
        switch self {
        case .channelDifference(let v):
            return "maximum channel difference \(v) is not accepted; expected 0 to 255"
        case .differingFraction(let v):
            return "maximum differing fraction \(v) is not accepted; expected a fraction from 0 to 1"
        }
    }
}
