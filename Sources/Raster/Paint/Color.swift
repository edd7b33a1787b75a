/// A straight (non-premultiplied) sRGB colour with components in 0...1, blended in sRGB-encoded space
/// as Core Graphics does (RASTER-NOTES.md §6.8).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Components are clamped to 0...1; a non-finite component becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// A colour from 8-bit sRGB components, as STYLES.md writes them: `Color(rgb8: 173, 53, 60)`.
    public init(rgb8 r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// A grey as UIColor(white:alpha:).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)

    /// The same colour with its alpha multiplied by `factor`.
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The colour as one premultiplied RGBA8 pixel in PNG byte order (R in the lowest byte), rounded to nearest.
    public var premultipliedPixel: UInt32 { Self.premultipliedPixel(red: red, green: green, blue: blue, alpha: alpha) }

    /// The premultiplied pixel of components already in 0...1 (what `init` leaves them).
    @inline(__always)
    static func premultipliedPixel(red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
        let a = byte(alpha * 255)
        let r = byte(red * alpha * 255)
        let g = byte(green * alpha * 255)
        let b = byte(blue * alpha * 255)
        return r | g << 8 | b << 16 | a << 24
    }

    /// `v.rounded()` (half away from zero) for `v` in 0...255, as a byte, without a call into libm or the range checks
    /// of a float-to-integer conversion. Adding 2⁵² rounds v to the nearest integer n, ties to even, into the low bits
    /// of the sum's significand; `v − n` is exact, and is +0.5 exactly when a tie went down to even, which rounding
    /// half away from zero takes up instead. (A tie that went up leaves −0.5, already rounded away from zero.)
    @inline(__always)
    private static func byte(_ v: Double) -> UInt32 {
        let shifted = v + 0x1p52
        let nearest = UInt32(truncatingIfNeeded: shifted.bitPattern)
        return v - (shifted - 0x1p52) == 0.5 ? nearest &+ 1 : nearest
    }

    private static func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }

    public var description: String {
        func c(_ v: Double) -> Int { Int((v * 255).rounded()) }
        return "rgba(\(c(red)), \(c(green)), \(c(blue)), \(alpha))"
    }
}
