/// A moment of an animation, in seconds, as an exact fraction: GIF counts centiseconds, WebP milliseconds and APNG
/// its own fraction per frame, so frame changes of two files are put in one order without rounding.
public struct AnimationTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds = numerator / denominator, reduced; the denominator is positive.
    public let numerator: Int
    public let denominator: Int

    public static let zero = AnimationTime(reduced: 0, 1)

    /// `numerator / denominator` seconds; nil when the denominator is not positive.
    public init?(_ numerator: Int, per denominator: Int) {
        guard denominator > 0 else { return nil }
        let divisor = AnimationTime.gcd(numerator.magnitude, UInt(denominator))
        self.init(reduced: numerator / Int(divisor), denominator / Int(divisor))
    }

    private init(reduced numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The sum, or nil when it does not fit (frame delays with very many different denominators).
    public func adding(_ other: AnimationTime) -> AnimationTime? {
        let n = Int128(numerator) * Int128(other.denominator) + Int128(other.numerator) * Int128(denominator)
        let d = Int128(denominator) * Int128(other.denominator)
        let divisor = AnimationTime.gcd(n.magnitude, d.magnitude)
        guard let reducedN = Int(exactly: n / Int128(divisor)), let reducedD = Int(exactly: d / Int128(divisor)) else {
            return nil
        }
        return AnimationTime(reduced: reducedN, reducedD)
    }

    public var seconds: Double { Double(numerator) / Double(denominator) }

    /// Milliseconds with three decimals at most, as a person writes them: "0.1 s", "0.033 s", "1.2 s".
    public var description: String {
        guard let milliseconds = Int(exactly: (seconds * 1000).rounded()), milliseconds < 1 << 50 else {
            return "\(seconds) s"
        }
        var text = String(milliseconds)
        while text.count < 4 { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -3))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " s"
    }

    public static func < (a: AnimationTime, b: AnimationTime) -> Bool {
        Int128(a.numerator) * Int128(b.denominator) < Int128(b.numerator) * Int128(a.denominator)
    }

    private static func gcd<T: BinaryInteger>(_ a: T, _ b: T) -> T {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 1 : a
    }
}
