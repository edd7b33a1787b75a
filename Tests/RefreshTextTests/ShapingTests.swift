import Testing
import Raster
import RefreshRender
@testable import RefreshText

/// Shaping and ordering checked through HarfBuzz's glyph ids and positions, without reading pixels: Arabic joins and
/// runs right to left, Thai marks stack, Hangul jamo compose, and the bidi algorithm orders mixed runs.
@Suite struct ShapingTests {
    static let frame = Rect(x: 0, y: 0, width: 320, height: 27)

    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary()
    }

    /// `string` in MJRefresh's label font (bold 14), centred in `bounds`.
    func line(_ string: String, in bounds: Rect = ShapingTests.frame) throws -> TextLine {
        try TextLayout(fonts: fonts).line(string, fontName: "Helvetica-Bold", size: 14, alignment: .center, in: bounds)
    }

    @Test func scriptFontsAreFound() throws {
        let fonts = try FontLibrary()
        let arabic = try #require(fonts.scriptFonts[.arabic])
        #expect(arabic.regular.familyName == "Noto Sans Arabic UI" && arabic.bold?.styleName == "Bold")
        let thai = try #require(fonts.scriptFonts[.thai])
        #expect(thai.regular.familyName == "Noto Sans Thai UI" && thai.bold?.styleName == "Bold")
        let hangul = try #require(fonts.scriptFonts[.hangul])
        #expect(hangul.regular.familyName == "NanumGothic" && hangul.bold?.styleName == "Bold")
    }

    /// سحب ("pull"): seen, hah and beh take their initial, medial and final forms, glyphs other than the isolated
    /// ones the font maps the characters to; set apart by spaces, the same letters are isolated.
    @Test func arabicLettersAreJoined() throws {
        let line = try line("سحب")
        let arabic = try #require(fonts.scriptFonts[.arabic]?.bold)
        #expect(line.glyphs.count == 3 && line.glyphs.allSatisfy { $0.font === arabic })
        let isolated = try "سحب".unicodeScalars.map { try #require(arabic.glyphIndex(for: $0)) }
        let joined = Dictionary(uniqueKeysWithValues: line.glyphs.map { ($0.cluster, $0.glyph) })
        #expect((0..<3).allSatisfy { joined[$0] != isolated[$0] }, "\(joined) \(isolated)")
        let apart = try self.line("س ح ب")
        #expect(apart.glyphs.filter { $0.font === arabic }.map(\.glyph) == isolated.reversed())
        // Lam and alef become the lam-alef ligature: one glyph for two characters (سلام, "peace").
        let ligature = try self.line("سلام")
        #expect(ligature.glyphs.count == 3 && ligature.glyphs.map(\.cluster) == [3, 1, 0])
    }

    /// Right to left: the first glyph drawn (leftmost) is the last character, and each glyph is left of the one before
    /// it in the text.
    @Test func arabicRunsRightToLeft() throws {
        let line = try line("اسحب للتحديث")
        #expect(line.glyphs.first?.cluster == 11 && line.glyphs.last?.cluster == 0)
        #expect(zip(line.glyphs, line.glyphs.dropFirst()).allSatisfy { $0.origin.x <= $1.origin.x && $0.cluster > $1.cluster })
        #expect(line.missingCharacters.isEmpty)
    }

    /// Latin inside Arabic keeps its own order (left to right) and stands where the bidi algorithm puts it: in a
    /// right-to-left paragraph, a Latin word at the logical end is drawn at the left.
    @Test func mixedDirectionsFollowTheBidiAlgorithm() throws {
        let rtl = try line("تحديث ABC")
        let latin = rtl.glyphs.filter { "ABC".unicodeScalars.contains($0.scalar) }
        #expect(latin.map(\.scalar) == ["A", "B", "C"])
        #expect(rtl.glyphs.prefix(3).map(\.scalar) == ["A", "B", "C"])
        // A left-to-right paragraph (first strong character Latin) keeps "ABC" first and the Arabic word after it,
        // itself drawn right to left.
        let ltr = try line("ABC تحديث")
        #expect(ltr.glyphs.prefix(3).map(\.scalar) == ["A", "B", "C"])
        #expect(ltr.glyphs.last?.cluster == 4)
    }

    /// Without a strong character the default direction decides the paragraph: digits stay left to right inside it.
    @Test func theDefaultDirectionAppliesWithoutStrongCharacters() {
        let text = "(12)".unicodeScalars.map(\.value)
        #expect(Bidi.levels(text, defaultDirection: .leftToRight) == [0, 0, 0, 0])
        #expect(Bidi.levels(text, defaultDirection: .rightToLeft) == [1, 2, 2, 1])
        // The first strong character wins over the default.
        #expect(Bidi.levels("a!".unicodeScalars.map(\.value), defaultDirection: .rightToLeft) == [0, 0])
        #expect(Bidi.levels("ب!".unicodeScalars.map(\.value), defaultDirection: .leftToRight) == [1, 1])
    }

    /// Rule L2 on runs: highest level first, then each lower level down to the lowest odd one.
    @Test func runsAreReorderedByRuleL2() {
        #expect(Bidi.visualOrder(ofRunsAt: [0, 0]) == [0, 1])
        #expect(Bidi.visualOrder(ofRunsAt: [1, 1, 1]) == [2, 1, 0])
        #expect(Bidi.visualOrder(ofRunsAt: [0, 1, 2, 1, 0]) == [0, 3, 2, 1, 4])
        #expect(Bidi.visualOrder(ofRunsAt: [1, 2, 2, 1]) == [3, 1, 2, 0])
    }

    /// Thai: a tone mark over an upper vowel (ที่) is drawn higher than over a bare consonant (ท่); consonant, vowel and
    /// mark are one cluster and the marks take no advance.
    @Test func thaiMarksArePositioned() throws {
        let stacked = try line("ที่"), bare = try line("ท่")
        let thai = try #require(fonts.scriptFonts[.thai]?.bold)
        #expect(stacked.glyphs.count == 3 && bare.glyphs.count == 2)
        #expect((stacked.glyphs + bare.glyphs).allSatisfy { $0.font === thai && $0.cluster == 0 })
        #expect(stacked.glyphs.dropFirst().allSatisfy { $0.advance == 0 } && bare.glyphs[1].advance == 0)
        func inkTop(_ glyph: TextLine.PlacedGlyph) throws -> Double {
            try thai.outline(of: try #require(glyph.glyph), size: 14, at: glyph.origin).bounds.minY
        }
        let toneOverVowel = try inkTop(stacked.glyphs[2]), toneAlone = try inkTop(bare.glyphs[1])
        #expect(toneOverVowel < toneAlone - 1, "\(toneOverVowel) \(toneAlone)")
        // The tone mark clears the vowel's ink.
        #expect(try thai.outline(of: try #require(stacked.glyphs[2].glyph), size: 14, at: stacked.glyphs[2].origin)
                    .bounds.maxY <= inkTop(stacked.glyphs[1]) + 0.5)
    }

    /// Hangul: conjoining jamo (ᄒ ᅡ ᆫ) compose to the precomposed syllable's glyph (한), as one cluster.
    @Test func hangulJamoCompose() throws {
        let jamo = try line("\u{1112}\u{1161}\u{11AB}")
        let hangul = try #require(fonts.scriptFonts[.hangul]?.bold)
        #expect(jamo.glyphs.count == 1 && jamo.glyphs[0].font === hangul)
        #expect(jamo.glyphs[0].glyph == hangul.glyphIndex(for: "한"))
        let syllables = try line("아래로 당겨 새로고침")
        #expect(syllables.missingCharacters.isEmpty)
        #expect(syllables.glyphs.filter { $0.scalar != " " }.allSatisfy { $0.font === hangul })
    }

    /// Truncation cuts the logical end: for right-to-left text the "…" is drawn at the left.
    @Test func rightToLeftTextIsTruncatedOnTheLeft() throws {
        let line = try line("اسحب للأسفل للتحديث اسحب للأسفل للتحديث", in: Rect(x: 0, y: 0, width: 120, height: 27))
        #expect(line.width <= 120)
        #expect(line.glyphs.first?.scalar == "…")
        #expect(line.glyphs.last?.cluster == 0)
    }

    /// A script whose font is not installed is drawn as boxes, still right to left, and the warning names the package.
    @Test func aScriptWithoutItsFontIsBoxedAndItsPackageNamed() throws {
        let bare = FontLibrary(regular: fonts.regular, bold: fonts.bold, chinese: fonts.chinese, usesSystemFallback: false)
        let line = try TextLayout(fonts: bare).line("سحب", fontName: "Helvetica-Bold", size: 14, alignment: .left,
                                                    in: Self.frame)
        #expect(line.glyphs.map(\.cluster) == [2, 1, 0] && line.glyphs.allSatisfy { $0.font == nil })
        #expect(bare.missingCharactersMessage?.hasSuffix("(install the Debian package fonts-noto-ui-core for Arabic)") == true)
    }
}
