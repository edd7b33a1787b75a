import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshText
import RefreshTestSupport

@Suite struct TextLayoutTests {
    static let frame = Rect(x: 0, y: 27, width: 320, height: 27)

    /// Advances summed with kerning equal FreeType's own, computed independently through the C API.
    @Test(arguments: ["Pull down to refresh...", "AVATAR To Wayward LT", "Last Updated: 11/22/13 2:34 PM"])
    func widthEqualsFreeTypeAdvancesPlusKerning(_ string: String) throws {
        let fonts = try FontLibrary()
        let layout = TextLayout(fonts: fonts)
        for (name, font) in [("Helvetica", fonts.regular), ("Helvetica-Bold", fonts.bold)] {
            let reference = try #require(freeTypeReferenceWidth(string, path: font.path, size: 14))
            let width = try layout.width(of: string, fontName: name, size: 14)
            #expect(near(width, reference, 1e-9), "\(name) '\(string)': \(width) vs FreeType \(reference)")
        }
    }

    /// HarfBuzz (GPOS kerning, ligatures) gives Liberation Sans the widths FreeType's advances and `kern` table gave
    /// before shaping, for every pair of printable ASCII characters: Latin labels keep their pixels.
    @Test func shapedPairsEqualFreeTypeAdvancesPlusKerning() throws {
        let fonts = try FontLibrary()
        let layout = TextLayout(fonts: fonts)
        let ascii = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        for (name, font) in [("Helvetica", fonts.regular), ("Helvetica-Bold", fonts.bold)] {
            var differing: [String] = []
            for a in ascii {
                for b in ascii {
                    let reference = try #require(freeTypeReferenceWidth(a + b, path: font.path, size: 2048))
                    if try layout.width(of: a + b, fontName: name, size: 2048) != reference { differing.append(a + b) }
                }
            }
            #expect(differing.isEmpty, "\(name): \(differing.prefix(20))")
        }
    }

    @Test func kerningIsApplied() throws {
        let layout = TextLayout(fonts: try FontLibrary())
        // "AV" kerns tighter than "A" + "V" measured apart.
        let pair = try layout.width(of: "AV", fontName: "Helvetica-Bold", size: 100)
        let apart = try layout.width(of: "A", fontName: "Helvetica-Bold", size: 100)
            + layout.width(of: "V", fontName: "Helvetica-Bold", size: 100)
        #expect(pair < apart - 1)
    }

    /// Liberation Sans Bold has Helvetica-Bold's widths: the AFM advances (per 1000 em) of "Pull down to refresh".
    @Test func pullDownToRefreshHasHelveticaBoldWidth() throws {
        let afm: [Character: Double] = ["P": 667, "u": 611, "l": 278, " ": 278, "d": 611, "o": 611, "w": 778,
                                        "n": 611, "t": 333, "r": 389, "e": 556, "f": 333, "s": 556, "h": 611]
        let string = "Pull down to refresh"
        let helvetica = try string.reduce(0.0) { $0 + (try #require(afm[$1])) } * 14 / 1000
        #expect(near(helvetica, 134.582, 1e-9))
        let width = try TextLayout(fonts: try FontLibrary()).width(of: string, fontName: "Helvetica-Bold", size: 14)
        #expect(abs(width - helvetica) / helvetica < 0.02, "width \(width) vs Helvetica-Bold \(helvetica)")
    }

    @Test func chineseFallsBackToWenQuanYi() throws {
        let fonts = try FontLibrary()
        let chinese = try #require(fonts.chinese)
        let line = try TextLayout(fonts: fonts).line("正在刷新数据中...", fontName: "Helvetica-Bold", size: 14,
                                                      alignment: .center, in: Self.frame)
        #expect(line.glyphs.count == 10 && line.missingCharacters.isEmpty)
        for g in line.glyphs.prefix(7) {
            #expect(g.font === chinese)
            let glyph = try chinese.glyph(try #require(g.glyph))
            #expect(!glyph.path.isEmpty && near(g.advance, glyph.advance * 14 / chinese.unitsPerEm))
        }
        // The dots stay in the primary (bold Latin) font.
        #expect(line.glyphs.suffix(3).allSatisfy { $0.font === fonts.bold })
        // Ideographs are one em wide in WenQuanYi: 7 × 14 + 3 bold periods.
        let period = try fonts.bold.glyph(try #require(fonts.bold.glyphIndex(for: "."))).advance * 14 / 2048
        #expect(near(line.width, 7 * 14 + 3 * period, 1e-9))
    }

    @Test func aCharacterNoFontHasDrawsABoxAndIsReportedOnce() throws {
        let fonts = try FontLibrary()
        let layout = TextLayout(fonts: fonts)
        let missing: Unicode.Scalar = "\u{10FFFD}"
        let string = "A\u{10FFFD}B"
        let line = try layout.line(string, fontName: "Helvetica", size: 20, alignment: .left, in: Self.frame)
        _ = try layout.line(string, fontName: "Helvetica-Bold", size: 14, alignment: .left, in: Self.frame)
        #expect(line.glyphs.count == 3 && line.glyphs[1].font == nil && line.glyphs[1].glyph == nil)
        #expect(line.missingCharacters == [missing])
        #expect(fonts.missingCharacters == [missing])
        #expect(fonts.missingCharactersMessage?.contains("U+10FFFD") == true)

        // The box: x-height wide, cap-height tall, on the baseline, between A and B.
        let box = ReplacementBox.path(font: fonts.regular, size: 20, at: line.glyphs[1].origin)
        let s = 20 / fonts.regular.unitsPerEm
        #expect(near(box.bounds.height, fonts.regular.capHeight * s, 1e-9))
        #expect(near(box.bounds.width, fonts.regular.xHeight * s, 1e-9))
        #expect(near(box.bounds.maxY, line.baseline, 1e-9))
        #expect(line.path.elements.count > box.elements.count)
        #expect(near(line.glyphs[2].origin.x - line.glyphs[1].origin.x,
                     ReplacementBox.advance(font: fonts.regular, size: 20), 1e-9))
    }

    @Test func withoutSystemFallbackAnEmojiIsMissingToo() throws {
        let system = try FontLibrary()
        let fonts = FontLibrary(regular: system.regular, bold: system.bold, chinese: system.chinese,
                                usesSystemFallback: false)
        let line = try TextLayout(fonts: fonts).line("ok 😀", fontName: "Helvetica", size: 14, alignment: .left,
                                                     in: Self.frame)
        #expect(line.missingCharacters == ["😀"] && fonts.missingCharacters == ["😀"])
        #expect(fonts.missingCharactersMessage == "no installed font has U+1F600 '😀'; drawn as a box")
        // Variation selectors and joiners are ignored, not boxed.
        let joined = try TextLayout(fonts: fonts).line("a\u{200D}b\u{FE0F}", fontName: "Helvetica", size: 14,
                                                       alignment: .left, in: Self.frame)
        #expect(joined.glyphs.count == 2 && joined.missingCharacters.isEmpty)
    }

    @Test func alignmentWithinTheFrame() throws {
        let layout = TextLayout(fonts: try FontLibrary())
        let frame = Rect(x: 10, y: 0, width: 300, height: 20)
        let width = try layout.width(of: "Loading...", fontName: "Helvetica-Bold", size: 13)
        let expectations: [(TextAlignment, Double)] = [(.natural, 10), (.left, 10), (.center, 160 - width / 2),
                                                       (.right, 310 - width)]
        for (alignment, x) in expectations {
            let line = try layout.line("Loading...", fontName: "Helvetica-Bold", size: 13, alignment: alignment,
                                       in: frame)
            #expect(near(line.width, width, 1e-12) && near(line.lineBox.minX, x, 1e-9))
            #expect(near(line.glyphs[0].origin.x, x, 1e-9))
        }
    }

    /// UILabel centres the line box: top = midY − lineHeight/2, baseline = top + ascender (STYLES.md §6.11).
    @Test func oneLineIsCentredVertically() throws {
        let fonts = try FontLibrary()
        let layout = TextLayout(fonts: fonts)
        // MJRefresh's last-updated label (0, 27, w, 27), bold 14.
        let line = try layout.line("T", fontName: "Helvetica-Bold", size: 14, alignment: .center, in: Self.frame)
        let lineHeight = (1854.0 + 434 + 67) * 14 / 2048
        let measured = try layout.lineHeight(fontName: "Helvetica-Bold", size: 14)
        #expect(near(line.lineBox.height, lineHeight, 1e-12) && near(measured, lineHeight, 1e-12))
        #expect(near(line.lineBox.minY, 40.5 - lineHeight / 2, 1e-12))
        #expect(near(line.baseline, 40.5 - lineHeight / 2 + 1854.0 * 14 / 2048, 1e-12))
        // The glyph sits above the baseline in y-down space.
        #expect(line.path.bounds.minY < line.baseline)
        #expect(near(line.path.bounds.maxY, line.baseline, 1e-9))
        #expect(near(line.path.bounds.minY, line.baseline - fonts.bold.capHeight * 14 / 2048, 1e-9))
        #expect(line.path.bounds.minY > Self.frame.minY && line.path.bounds.maxY < Self.frame.maxY)
    }

    /// The layouts that depend on text width (STYLES.md §4.2 MJ arrow, §3.1 SV block) read widths through
    /// `TextMeasuring`.
    @Test func widthDependentLayoutThroughTextMeasuring() throws {
        let measure: any TextMeasuring = TextLayout(fonts: try FontLibrary())
        let state = try measure.width(of: "Pull down to refresh", fontName: "Helvetica-Bold", size: 14)
        let time = try measure.width(of: "Last update: Today 14:05", fontName: "Helvetica-Bold", size: 14)
        let arrowX = 160 - (max(state, time) / 2 + 25)
        #expect(time > state && near(arrowX, 160 - time / 2 - 25))
        #expect(arrowX > 40 && arrowX < 80)
        #expect(try measure.width(of: "", fontName: "Helvetica", size: 12) == 0)
    }

    @Test func invalidSizesAndFramesAreTypedErrors() throws {
        let layout = TextLayout(fonts: try FontLibrary())
        for size in [0, -1, Double.nan, .infinity] {
            #expect(throws: TextError.self) { try layout.width(of: "x", fontName: "Helvetica", size: size) }
            #expect(throws: TextError.self) { try layout.lineHeight(fontName: "Helvetica", size: size) }
        }
        let bad = Rect(x: .nan, y: 0, width: 10, height: 10)
        #expect(throws: TextError.self) {
            try layout.line("x", fontName: "Helvetica", size: 12, alignment: .left, in: bad)
        }
    }

    @Test func textPropertiesLayOutWithTheirOwnFontAndAlignment() throws {
        let layout = TextLayout(fonts: try FontLibrary())
        let text = TextProperties(string: "Release to refresh...", fontName: "Helvetica-Bold", fontSize: 13,
                                  alignment: .center)
        let line = try layout.line(text, in: Rect(x: 0, y: 0, width: 320, height: 20))
        let direct = try layout.line(text.string, fontName: "Helvetica-Bold", size: 13, alignment: .center,
                                     in: Rect(x: 0, y: 0, width: 320, height: 20))
        #expect(line.path == direct.path && line.width == direct.width)
    }
}

@Suite struct TextTruncationTests {
    @Test func aLineWiderThanItsLabelIsCutWithAnEllipsis() throws {
        let layout = TextLayout(fonts: try FontLibrary())
        let text = "Release me, this is a long custom text"
        let bounds = Rect(x: 0, y: 0, width: 160, height: 14)
        let full = try layout.width(of: text, fontName: "Helvetica", size: 14)
        #expect(full > 160)
        let line = try layout.line(text, fontName: "Helvetica", size: 14, alignment: .left, in: bounds)
        #expect(line.width <= 160 && line.width > 140)
        #expect(line.glyphs.last?.scalar == "…")
        #expect(String(String.UnicodeScalarView(line.glyphs.dropLast().map(\.scalar))).hasPrefix("Release me"))
        // A line that fits is left alone.
        let short = try layout.line("Loading...", fontName: "Helvetica", size: 14, alignment: .left, in: bounds)
        #expect(short.glyphs.count == 10)
    }
}

@Suite struct SyntheticBoldTests {
    func ink(_ fontName: String, _ string: String) throws -> Double {
        let drawer = LabelDrawer(layout: TextLayout(fonts: try FontLibrary()))
        let canvas = try Canvas(width: 200, height: 40)
        try drawer.draw(TextProperties(string: string, fontName: fontName, fontSize: 28), in: Rect(x: 0, y: 0, width: 200, height: 40),
                        transform: .identity, canvas: canvas)
        var total = 0.0
        canvas.withUnsafePixels { for p in $0 { total += Double(p >> 24) } }
        return total / 255
    }

    @Test func boldChineseFromTheRegularOnlyFallbackIsEmboldened() throws {
        let regular = try ink("Helvetica", "刷新数据"), bold = try ink("Helvetica-Bold", "刷新数据")
        #expect(bold > regular * 1.15, "bold \(bold) regular \(regular)")
        // Latin has a real bold face: no synthetic stroke is added on top of it.
        let latinBold = try ink("Helvetica-Bold", "Loading")
        let drawer = LabelDrawer(layout: TextLayout(fonts: try FontLibrary()))
        let line = try drawer.layout.line("Loading", fontName: "Helvetica-Bold", size: 28, alignment: .left,
                                          in: Rect(x: 0, y: 0, width: 200, height: 40))
        let canvas = try Canvas(width: 200, height: 40)
        canvas.fill(line.path.flattened(), paint: .solid(.black))
        var plain = 0.0
        canvas.withUnsafePixels { for p in $0 { plain += Double(p >> 24) } }
        #expect(abs(latinBold - plain / 255) < 1e-9)
    }
}
