import Raster
import RefreshModel
/// Lays out one line of text as UILabel does (STYLES.md §6.11): no wrapping, the string's width with kerning
/// (fractional), horizontal alignment within the label's bounds, and the line box centred vertically
/// (top = midY − lineHeight/2, baseline = top + ascender). Line metrics come from the text's primary font; glyphs it
/// lacks come from the library's fallbacks at the same size. A line wider than its bounds is cut at the end with "…"
/// (UILabel's default line break mode, byTruncatingTail).
public struct TextLayout: TextMeasuring {
    /// The fonts text is set in.
    public let fonts: FontLibrary

    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// The line of `text` laid out in `bounds` (the label's bounds, in its own coordinate space).
    public func line(_ text: TextProperties, in bounds: Rect) throws(TextError) -> TextLine {
        try line(text.string, fontName: text.fontName, size: text.fontSize, alignment: text.alignment, in: bounds)
    }

    /// The line of `string` in the font named `fontName` at `size` points, aligned in `bounds`.
    public func line(_ string: String, fontName: String, size: Double, alignment: TextAlignment,
                     in bounds: Rect) throws(TextError) -> TextLine {
        guard bounds.isFinite else { throw .invalidBounds(bounds) }
        let primary = fonts.font(named: fontName)
        let run = try truncated(string, primary: primary, size: size, width: bounds.size.width)
        let lineHeight = primary.lineHeight(size: size)
        let x: Double
        switch alignment {
        case .natural, .left: x = bounds.minX
        case .center: x = bounds.midX - run.width / 2
        case .right: x = bounds.maxX - run.width
        }
        let top = bounds.midY - lineHeight / 2
        let baseline = top + primary.ascender * primary.scale(forSize: size)

        var path = Path()
        var glyphs: [TextLine.PlacedGlyph] = []
        glyphs.reserveCapacity(run.glyphs.count)
        var missing: [Unicode.Scalar] = []
        for g in run.glyphs {
            let origin = Point(x: x + g.x, y: baseline)
            if let font = g.font, let glyph = g.glyph {
                path.addPath(try font.outline(of: glyph, size: size, at: origin))
            } else {
                path.addPath(ReplacementBox.path(font: primary, size: size, at: origin))
                if !missing.contains(g.scalar) { missing.append(g.scalar) }
            }
            glyphs.append(TextLine.PlacedGlyph(scalar: g.scalar, font: g.font, glyph: g.glyph, origin: origin,
                                               advance: g.advance))
        }
        return TextLine(path: path, glyphs: glyphs, width: run.width,
                        lineBox: Rect(x: x, y: top, width: run.width, height: lineHeight),
                        baseline: baseline, missingCharacters: missing)
    }

    /// The shaped string, or the longest prefix (in whole characters) followed by "…" that fits `width`.
    private func truncated(_ string: String, primary: Font, size: Double,
                           width: Double) throws(TextError) -> (glyphs: [ShapedGlyph], width: Double) {
        let full = try shape(string, primary: primary, size: size)
        guard width > 0, full.width > width + 1e-9 else { return full }
        let characters = Array(string)
        var lo = 0, hi = characters.count - 1
        var best = try shape("…", primary: primary, size: size)
        while lo <= hi {
            let mid = (lo + hi) / 2
            let candidate = try shape(String(characters[0..<mid]) + "…", primary: primary, size: size)
            if candidate.width <= width + 1e-9 {
                best = candidate
                lo = mid + 1
            } else {
                hi = mid - 1
            }
        }
        return best
    }

    public func width(of string: String, fontName: String, size: Double) throws(TextError) -> Double {
        try shape(string, primary: fonts.font(named: fontName), size: size).width
    }

    public func lineHeight(fontName: String, size: Double) throws(TextError) -> Double {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        return fonts.font(named: fontName).lineHeight(size: size)
    }

    // MARK: Shaping (one glyph per character; kerning between neighbours in the same font)

    private struct ShapedGlyph {
        let scalar: Unicode.Scalar
        let font: Font?
        let glyph: UInt32?
        let x: Double
        let advance: Double
    }

    private func shape(_ string: String, primary: Font,
                       size: Double) throws(TextError) -> (glyphs: [ShapedGlyph], width: Double) {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        var glyphs: [ShapedGlyph] = []
        var pen = 0.0
        var previous: (font: Font, glyph: UInt32)?
        for scalar in string.unicodeScalars {
            // Controls and default-ignorables (ZWJ, variation selectors) take no space and draw nothing.
            if scalar.properties.generalCategory == .control || scalar.properties.isDefaultIgnorableCodePoint {
                continue
            }
            if let (font, gid) = fonts.resolve(scalar, primary: primary) {
                let scale = font.scale(forSize: size)
                if let previous, previous.font === font {
                    pen += try font.kerning(previous.glyph, gid) * scale
                }
                let advance = try font.glyph(gid).advance * scale
                glyphs.append(ShapedGlyph(scalar: scalar, font: font, glyph: gid, x: pen, advance: advance))
                pen += advance
                previous = (font, gid)
            } else {
                let advance = ReplacementBox.advance(font: primary, size: size)
                glyphs.append(ShapedGlyph(scalar: scalar, font: nil, glyph: nil, x: pen, advance: advance))
                pen += advance
                previous = nil
            }
        }
        return (glyphs, pen)
    }
}
