import Raster
/// The properties of a one-line text layer as the headers use UILabel (STYLES.md §6.11). Glyphs are the renderer's
/// business; this is the model only.
public struct TextProperties: Sendable, Hashable {
    public var string: String
    /// PostScript-style font name, e.g. "Helvetica" or "Helvetica-Bold" (STYLES.md §6.13 maps them to Linux fonts).
    public var fontName: String
    /// Font size in points.
    public var fontSize: Double
    /// Text colour (UILabel.textColor).
    public var color: Color
    public var alignment: TextAlignment
    /// Colour of the hard shadow drawn first; nil for none.
    public var shadowColor: Color?
    /// Shadow offset in points (y-down). UILabel's default is (0, −1).
    public var shadowOffset: Size
    /// The paragraph direction when the text has no strongly directional character; otherwise the first strong
    /// character decides (UIKit's natural writing direction). Right to left for labels in a right-to-left language.
    public var direction: WritingDirection

    public init(string: String = "", fontName: String = "Helvetica", fontSize: Double = 17, color: Color = .black,
                alignment: TextAlignment = .natural, shadowColor: Color? = nil,
                shadowOffset: Size = Size(width: 0, height: -1), direction: WritingDirection = .leftToRight) {
        self.string = string
        self.fontName = fontName
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
        self.direction = direction
    }
}
