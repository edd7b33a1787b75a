import Raster
import RefreshRender
import CHarfBuzz

/// Lays out one line of text as UILabel does (STYLES.md §6.11): no wrapping, the string's shaped width (fractional),
/// horizontal alignment within the label's bounds, and the line box centred vertically (top = midY − lineHeight/2,
/// baseline = top + ascender). Line metrics come from the text's primary font; characters it lacks come from the
/// library's fallbacks at the same size. A line wider than its bounds is cut at its logical end with "…" (UILabel's
/// default line break mode, byTruncatingTail), which is the left for right-to-left text.
///
/// The text goes through the bidi algorithm (FriBidi), is split into runs of one embedding level, one script and one
/// font, and each run is shaped by HarfBuzz (joining, ligatures, marks, kerning) with the rest of the line as context;
/// the runs are then drawn in visual order.
public struct TextLayout: TextMeasuring {
    /// The fonts text is set in.
    public let fonts: FontLibrary

    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// The line of `text` laid out in `bounds` (the label's bounds, in its own coordinate space).
    func line(_ text: TextProperties, in bounds: Rect) throws(TextError) -> TextLine {
        try line(text.string, fontName: text.fontName, size: text.fontSize, alignment: text.alignment,
                 direction: text.direction, in: bounds)
    }

    /// The line of `string` in the font named `fontName` at `size` points, aligned in `bounds`. `direction` is the
    /// paragraph's direction when the text has no strongly directional character.
    func line(_ string: String, fontName: String, size: Double, alignment: TextAlignment,
                     direction: WritingDirection = .leftToRight, in bounds: Rect) throws(TextError) -> TextLine {
        guard bounds.isFinite else { throw .invalidBounds(bounds) }
        let primary = fonts.font(named: fontName)
        let run = try truncated(string, primary: primary, size: size, direction: direction, width: bounds.size.width)
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
            let origin = Point(x: x + g.x, y: baseline + g.y)
            if let font = g.font, let glyph = g.glyph {
                path.addPath(try font.outline(of: glyph, size: size, at: origin))
            } else {
                path.addPath(ReplacementBox.path(font: primary, size: size, at: origin))
                if !missing.contains(g.scalar) { missing.append(g.scalar) }
            }
            glyphs.append(TextLine.PlacedGlyph(scalar: g.scalar, cluster: g.cluster, font: g.font, glyph: g.glyph,
                                               origin: origin, advance: g.advance))
        }
        return TextLine(path: path, glyphs: glyphs, width: run.width,
                        lineBox: Rect(x: x, y: top, width: run.width, height: lineHeight),
                        baseline: baseline, missingCharacters: missing)
    }

    /// The shaped string, or the longest prefix (in whole characters) followed by "…" that fits `width`.
    private func truncated(_ string: String, primary: Font, size: Double, direction: WritingDirection,
                           width: Double) throws(TextError) -> ShapedLine {
        let full = try shape(string, primary: primary, size: size, direction: direction)
        guard width > 0, full.width > width + 1e-9 else { return full }
        let characters = Array(string)
        var lo = 0, hi = characters.count - 1
        var best = try shape("…", primary: primary, size: size, direction: direction)
        while lo <= hi {
            let mid = (lo + hi) / 2
            let candidate = try shape(String(characters[0..<mid]) + "…", primary: primary, size: size,
                                      direction: direction)
            if candidate.width <= width + 1e-9 {
                best = candidate
                lo = mid + 1
            } else {
                hi = mid - 1
            }
        }
        return best
    }

    /// The sum of the shaped advances (TextMeasuring's contract).
    public func width(of string: String, fontName: String, size: Double) throws(TextError) -> Double {
        try shape(string, primary: fonts.font(named: fontName), size: size, direction: .leftToRight).width
    }

    public func lineHeight(fontName: String, size: Double) throws(TextError) -> Double {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        return fonts.font(named: fontName).lineHeight(size: size)
    }

    // MARK: Shaping

    /// A glyph on the line: x from the line's start, y the offset from the baseline (y-down), both in points.
    private struct ShapedGlyph {
        let scalar: Unicode.Scalar
        let cluster: Int
        let font: Font?
        let glyph: UInt32?
        let x: Double
        let y: Double
        let advance: Double
    }

    private struct ShapedLine {
        var glyphs: [ShapedGlyph] = []
        var width = 0.0
    }

    /// Characters of one embedding level, one script and one font (nil: no font has them, drawn as boxes).
    private struct Run {
        var range: Range<Int>
        let level: Int8
        let script: hb_script_t
        let font: Font?
    }

    private func shape(_ string: String, primary: Font, size: Double,
                       direction: WritingDirection) throws(TextError) -> ShapedLine {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        // Controls take no space and draw nothing; default-ignorables (joiners, variation selectors, bidi marks) are
        // shaped with their neighbours and leave no glyph.
        let scalars = Array(string.unicodeScalars.filter { $0.properties.generalCategory != .control })
        guard !scalars.isEmpty else { return ShapedLine() }
        let text = scalars.map(\.value)
        let levels = Bidi.levels(text, defaultDirection: direction)
        let runs = itemize(scalars, levels: levels, scripts: resolvedScripts(text), primary: primary)

        var line = ShapedLine()
        for index in Bidi.visualOrder(ofRunsAt: runs.map(\.level)) {
            let run = runs[index]
            let rightToLeft = run.level % 2 == 1
            guard let font = run.font else {
                let advance = ReplacementBox.advance(font: primary, size: size)
                for i in rightToLeft ? Array(run.range.reversed()) : Array(run.range)
                where !scalars[i].properties.isDefaultIgnorableCodePoint {
                    line.glyphs.append(ShapedGlyph(scalar: scalars[i], cluster: i, font: nil, glyph: nil, x: line.width,
                                                   y: 0, advance: advance))
                    line.width += advance
                }
                continue
            }
            let scale = font.scale(forSize: size)
            for g in try font.shape(text, range: run.range, rightToLeft: rightToLeft, script: run.script) {
                line.glyphs.append(ShapedGlyph(scalar: scalars[g.cluster], cluster: g.cluster, font: font, glyph: g.glyph,
                                               x: line.width + g.xOffset * scale, y: -g.yOffset * scale,
                                               advance: g.advance * scale))
                line.width += g.advance * scale
            }
        }
        return line
    }

    /// Each character's script, Common and Inherited ones (spaces, punctuation, digits, marks) taking the script
    /// before them, or after them at the start.
    private func resolvedScripts(_ text: [UInt32]) -> [hb_script_t] {
        var scripts = text.map(UnicodeScript.of)
        var current = scripts.first(where: { !UnicodeScript.isShared($0) }) ?? HB_SCRIPT_COMMON
        for i in scripts.indices {
            if UnicodeScript.isShared(scripts[i]) { scripts[i] = current } else { current = scripts[i] }
        }
        return scripts
    }

    /// Splits the line into runs: a new run wherever the level, the script or the font changes. A mark stays in its
    /// base's font when that font has it; a default-ignorable character goes with its neighbours.
    private func itemize(_ scalars: [Unicode.Scalar], levels: [Int8], scripts: [hb_script_t], primary: Font) -> [Run] {
        var fonts: [Font?] = []
        var ignorable: [Bool] = []
        fonts.reserveCapacity(scalars.count)
        for scalar in scalars {
            let isIgnorable = scalar.properties.isDefaultIgnorableCodePoint
            ignorable.append(isIgnorable)
            let previous = fonts.last ?? nil
            if isIgnorable {
                fonts.append(previous)
            } else if let previous, TextLayout.isMark(scalar), previous.covers(scalar) {
                fonts.append(previous)
            } else {
                fonts.append(self.fonts.resolve(scalar, primary: primary)?.font)
            }
        }
        // Leading default-ignorables take the font of the first character that has one.
        if let first = fonts.indices.first(where: { !ignorable[$0] && fonts[$0] != nil }) {
            for i in 0..<first where ignorable[i] { fonts[i] = fonts[first] }
        }

        var runs: [Run] = []
        for i in scalars.indices {
            if var last = runs.last, last.level == levels[i], last.font === fonts[i],
               last.script == scripts[i] || last.font == nil {
                last.range = last.range.lowerBound..<(i + 1)
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(range: i..<(i + 1), level: levels[i], script: scripts[i], font: fonts[i]))
            }
        }
        return runs
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
