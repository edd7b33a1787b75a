/// Pixels per point: 1, 2 or 3, as on iOS screens. Checked once, when built.
public struct PixelScale: Sendable, Hashable, CustomStringConvertible {
    public let factor: Int

    public static let allowed: ClosedRange<Int> = 1...3
    /// @2x.
    public static let standard = PixelScale(unchecked: 2)
    /// What is accepted, for messages: "1, 2 or 3".
    public static var accepted: String { list(allowed) }

    static func list(_ range: ClosedRange<Int>) -> String {
        range.dropLast().map(String.init).joined(separator: ", ") + " or \(range.upperBound)"
    }

    public init(_ factor: Int) throws(RenderOptionsError) {
        guard PixelScale.allowed.contains(factor) else { throw .scaleOutOfRange(factor, allowed: PixelScale.allowed) }
        self.init(unchecked: factor)
    }

    private init(unchecked factor: Int) {
        self.factor = factor
    }

    public var description: String { String(factor) }
}
