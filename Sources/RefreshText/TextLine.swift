import Raster
/// One laid-out line of a label: its glyph outlines in the label's coordinate space and the numbers behind them.
struct TextLine: Sendable {
    /// One glyph's place on the line.
    package struct PlacedGlyph: Sendable {
        /// The first character of the glyph's cluster (a ligature or a base with its marks is one cluster).
        public let scalar: Unicode.Scalar
        /// Where that character is in the line's text, counted in Unicode scalars (control characters removed).
        package let cluster: Int
        /// The font that draws it, or nil when no font has it (a replacement box is drawn).
        public let font: Font?
        /// The glyph index in `font` (nil with `font`).
        public let glyph: UInt32?
        /// Where the glyph is drawn: the pen position plus the shaper's offset (marks sit off the pen), y-down, in the
        /// label's space.
        public let origin: Point
        /// The horizontal advance in points, as shaped (kerning included).
        public let advance: Double
    }

    /// All glyph outlines (and replacement boxes) as one path, y-down, to fill with the non-zero rule.
    public let path: Path
    /// The glyphs in visual order, left to right (right-to-left runs reordered by the bidi algorithm).
    public let glyphs: [PlacedGlyph]
    /// Width of the line: the shaped advances, fractional.
    public let width: Double
    /// The line box: x where the text starts, y at its top, the text's width and the font's line height.
    package let lineBox: Rect
    /// y of the baseline (lineBox.minY + ascender).
    package let baseline: Double
    /// Characters on this line that no font has (drawn as boxes), each once.
    package let missingCharacters: [Unicode.Scalar]
}
