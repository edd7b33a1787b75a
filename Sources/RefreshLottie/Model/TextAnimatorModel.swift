import Raster

/// One text document laid out as letters, with the animators (`t.a`) that move, scale, turn, fade or recolour them one
/// by one, as lottie-web's TextAnimatorProperty does. Every document is laid out so; one without animators is drawn
/// as fixed glyph groups (`stillItems`), one with them is a `ShapeItem.text` laid out again at each frame.
struct AnimatedText: Sendable {
    /// A character of the document as lottie-web lists it: each line break is an entry of its own (no glyph).
    struct Letter: Sendable {
        /// The glyph's outline in units of a 100 pt font; nil for a line break or a character without a glyph
        /// (neither is drawn nor advances).
        var glyph: [ShapeItem]?
        /// The advance (`w` × size / 100), without tracking.
        var advance: Double
        var line: Int
        /// Whether it is a line break, a space (U+0020 or U+00A0).
        var isBreak: Bool, isSpace: Bool
        /// The advance of the letter's anchor group (the letter, its word or its line, `m.g`; lottie-web's `an`)
        /// and the letter's pen position within it (`add`): the letter is scaled and turned about the group's
        /// centre on the baseline, moved by the alignment.
        var groupAdvance: Double, offsetInGroup: Double
        /// The letter's index for each animator's selector, in that selector's basis (`b`).
        var indexes: [Int]
        /// The glyph evaluated once, when none of its items is animated (`GlyphModel.still`).
        var still: GlyphStill? = nil
    }

    var letters: [Letter]
    /// Font size `s`: glyphs are scaled by size / 100.
    var size: Double
    /// Tracking `tr`, in points (thousandths of the size, already multiplied).
    var tracking: Double
    /// Box text's box (`sz`, at `ps`); nil for point text.
    var box: Box?
    var lineHeight: Double
    /// `j`: 0 left, 1 right, 2 centre.
    var justification: Int
    var fill: Color?
    var stroke: (color: Color, width: Double)?
    var strokeOverFill: Bool
    /// Anchor point grouping alignment `m.a` (percent of the group's advance and of 0.857 × size).
    var alignment: Animated<Point>
    var animators: [TextAnimator]

    /// Box text's box: its top left `ps`, its width (`sz`'s first number) and the font's ascent at the text's size
    /// (the first baseline's distance below the top).
    struct Box: Sendable {
        var origin: Point
        var width: Double
        var ascent: Double
    }
}

/// `t.a[j]`: a range selector `s` and the properties `a` it applies in proportion to each letter's share.
struct TextAnimator: Sendable {
    var selector: TextRangeSelector
    var style: TextAnimatorStyle
    /// How many units of the selector's basis the document has (lottie-web's `totalChars`).
    var count: Int
}

/// A range selector (lottie-web's TextSelectorProp): start `s`, end `e` and offset `o` in percent (`r` 1) or in
/// units of the basis (`r` 2), the shape `sh` of the share across the range, ease high `xe` and low `ne`, and the
/// amount `a` (percent). Random order (`rn`) is warned and drawn in order.
struct TextRangeSelector: Sendable {
    enum Shape: Int, Sendable {
        case square = 1, rampUp, rampDown, triangle, round, smooth
    }

    /// What the selector counts (`b`): 1 characters, 2 characters without spaces, 3 words, 4 lines.
    enum Basis: Int, Sendable {
        case characters = 1, charactersExcludingSpaces, words, lines
    }

    /// The end is nil when the file leaves it out: 100 % of the units, or all of them when counting units.
    var start: Animated<Double>, end: Animated<Double>?, offset: Animated<Double>
    var amount: Animated<Double>
    var easeHigh: Animated<Double>, easeLow: Animated<Double>
    var shape: Shape
    var basis: Basis
    var inPercent: Bool
}

/// The properties an animator sets (`a`), each nil when the file leaves it out: anchor `a`, position `p`, scale
/// `s` (percent), rotation `r` and skew `sk` along axis `sa` (degrees), opacity `o`, fill and stroke colour `fc` /
/// `sc`, stroke width `sw`, tracking `t`, fill and stroke opacity `fo` / `so` (percent).
struct TextAnimatorStyle: Sendable {
    var anchor: Animated<Point>?, position: Animated<Point>?, scale: Animated<Point>?
    var rotation: Animated<Double>?, skew: Animated<Double>?, skewAxis: Animated<Double>?
    var opacity: Animated<Double>?
    var fillColor: Animated<Color>?, strokeColor: Animated<Color>?, strokeWidth: Animated<Double>?
    var tracking: Animated<Double>?
    var fillOpacity: Animated<Double>?, strokeOpacity: Animated<Double>?

    /// The keys of `a` that are drawn; others (3D rotation `rx` / `ry`, hue, saturation and brightness `fh` / `fs` /
    /// `fb`, line spacing `ls`) are warned about.
    static let drawnKeys: Set<String> = ["a", "p", "s", "r", "sk", "sa", "o", "fc", "sc", "sw", "t", "fo", "so"]
}
