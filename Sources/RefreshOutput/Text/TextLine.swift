import Raster
import RefreshModel
/// One laid-out line of a label: its glyph outlines in the label's coordinate space and the numbers behind them.
public struct TextLine: Sendable {
    /// One character's place on the line.
    public struct PlacedGlyph: Sendable {
        /// The character drawn.
        public let scalar: Unicode.Scalar
        /// The font that draws it, or nil when no font has it (a replacement box is drawn).
        public let font: Font?
        /// The glyph index in `font` (nil with `font`).
        public let glyph: UInt32?
        /// The pen position: x of the glyph origin and the baseline y, in the label's space.
        public let origin: Point
        /// The horizontal advance in points (kerning with the next glyph not included).
        public let advance: Double
    }

    /// All glyph outlines (and replacement boxes) as one path, y-down, to fill with the non-zero rule.
    public let path: Path
    /// The glyphs in order.
    public let glyphs: [PlacedGlyph]
    /// Width of the line: advances plus kerning, fractional.
    public let width: Double
    /// The line box: x where the text starts, y at its top, the text's width and the font's line height.
    public let lineBox: Rect
    /// y of the baseline (lineBox.minY + ascender).
    public let baseline: Double
    /// Characters on this line that no font has (drawn as boxes), each once.
    public let missingCharacters: [Unicode.Scalar]
}
