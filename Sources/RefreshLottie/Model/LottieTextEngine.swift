import Raster

/// Sets a text layer's lines in installed fonts, for a font of `fonts.list` whose glyphs the file does not embed
/// (`chars`). RefreshLottie reads no font files itself: whoever loads a composition hands an engine down
/// (`LottieComposition(data:baseURL:textEngine:)`), and without one such a layer is not drawn (warned).
public protocol LottieTextEngine: Sendable {
    /// `line` (no line breaks in it) set in the installed face that best matches `font`, shaped, at a size of 100
    /// points: the units of a file's embedded glyphs. Throws when no face can be had at all; a face that is only a
    /// substitute for the one asked for is no error (`LottieSetLine.isSubstitute`).
    func set(_ line: String, in font: LottieFontName) throws -> LottieSetLine
}

/// A font as a Lottie file names it in `fonts.list`: its name `fName` (most often the PostScript name), family
/// `fFamily` and style `fStyle`. Where the file keeps a copy of the font (`fPath`, `fOrigin`) is not part of it: a
/// URL in a file is never fetched.
public struct LottieFontName: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    public let family: String
    public let style: String

    public init(name: String, family: String, style: String) {
        self.name = name
        self.family = family
        self.style = style
    }

    /// "Liberation Serif Bold (LiberationSerif-Bold)": the family and style, and the name when it says more.
    public var description: String {
        let face = [family, style].filter { !$0.isEmpty }.joined(separator: " ")
        guard !face.isEmpty else { return "\"\(name)\"" }
        return name.isEmpty || name == face ? "\"\(face)\"" : "\"\(face)\" (\(name))"
    }
}

/// One line set in a font at 100 points, a letter for each character (`Character`, a grapheme) of the line in its
/// order: the outline of what the character shows and how far it moves the pen.
public struct LottieSetLine: Sendable {
    public struct Letter: Sendable, Hashable {
        /// The letter's outline: an index into `outlines`, or nil for a character the face cannot show (not drawn,
        /// no advance, as an embedded font's missing glyph).
        public let outline: Int?
        /// The pen's advance after the letter, kerning with the next included, in points at a size of 100.
        public let advance: Double

        public init(outline: Int?, advance: Double) {
            self.outline = outline
            self.advance = advance
        }
    }

    /// The distinct outlines of the line, y down, the pen at the origin on the baseline, in points at a size of 100,
    /// to fill with the non-zero rule; letters of one glyph share one.
    public let outlines: [Path]
    public let letters: [Letter]
    /// The face that set the line, as its file names it ("DejaVu Sans Book").
    public let face: String
    /// Whether `face` is another family or style than the one asked for (the font is not installed).
    public let isSubstitute: Bool
    /// The face's ascent above the baseline, in points at a size of 100.
    public let ascent: Double

    public init(outlines: [Path], letters: [Letter], face: String, isSubstitute: Bool, ascent: Double) {
        self.outlines = outlines
        self.letters = letters
        self.face = face
        self.isSubstitute = isSubstitute
        self.ascent = ascent
    }
}
