/// Measures one line of text as UIKit's `sizeWithFont:` / `boundingRectWithSize:` would (fractional widths).
public protocol TextMeasuring: Sendable {
    /// Advance width of `string` set in `fontName` at `size` points, kerning included.
    func width(of string: String, fontName: String, size: Double) -> Double
    /// `font.lineHeight`: ascender − descender + line gap, in points.
    func lineHeight(fontName: String, size: Double) -> Double
}
