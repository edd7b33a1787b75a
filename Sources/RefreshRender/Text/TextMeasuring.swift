/// Measures one line of text as UIKit's `sizeWithFont:` / `boundingRectWithSize:` do: fractional widths (advances
/// plus kerning, not rounded) and `UIFont.lineHeight`. Styles use it for layout that depends on text width
/// (SVPullToRefresh's block centring, MJRefresh's arrow at w/2 − (textW/2 + 25); STYLES.md §3.1, §4.2).
public protocol TextMeasuring: Sendable {
    /// The width in points of `string` set in the font named `fontName` (e.g. "Helvetica-Bold") at `size` points.
    func width(of string: String, fontName: String, size: Double) throws(TextError) -> Double
    /// `UIFont.lineHeight` of the font named `fontName` at `size` points.
    func lineHeight(fontName: String, size: Double) throws(TextError) -> Double
}
