import Testing
import Raster
import RefreshLottie
@testable import RefreshText

/// The engine that sets a Lottie file's font text: the face fontconfig matches to the font list's family and style
/// (or PostScript name), a substitute said to be one, a letter for each character, kerned, at 100 points.
@Suite struct FontTextEngineTests {
    let engine = FontTextEngine()

    static let dejaVu = LottieFontName(name: "DejaVuSans", family: "DejaVu Sans", style: "Book")
    static let serifBold = LottieFontName(name: "LiberationSerif-Bold", family: "Liberation Serif", style: "Bold")

    @Test func theFamilyAndStyleAskedForAreFound() throws {
        let set = try engine.set("Hi", in: Self.serifBold)
        #expect(set.face == "Liberation Serif Bold" && !set.isSubstitute)
        // "Regular" and "Book" are both the regular weight: DejaVu Sans's regular face is not a substitute.
        let regular = try engine.set("Hi", in: LottieFontName(name: "DejaVuSans", family: "DejaVu Sans", style: "Regular"))
        #expect(regular.face == "DejaVu Sans Book" && !regular.isSubstitute)
        // Italic asks for a slanted face.
        let italic = try engine.set("Hi", in: LottieFontName(name: "", family: "Liberation Serif", style: "Bold Italic"))
        #expect(italic.face == "Liberation Serif Bold Italic" && !italic.isSubstitute)
    }

    @Test func aFamilyNameThatIsNotTheFontsOwnIsFoundByItsPostScriptName() throws {
        let set = try engine.set("Hi", in: LottieFontName(name: "LiberationSerif-Bold", family: "Liberation Serif Bold", style: "Bold"))
        #expect(set.face == "Liberation Serif Bold" && !set.isSubstitute)
    }

    @Test func aFontThatIsNotInstalledIsASubstitute() throws {
        let set = try engine.set("Hi", in: LottieFontName(name: "Nowhere-Bold", family: "Nowhere Grotesk", style: "Bold"))
        #expect(set.isSubstitute && set.letters.count == 2 && set.letters.allSatisfy { $0.outline != nil })
        // A style the family does not have is another style of it: a substitute too.
        let black = try engine.set("Hi", in: LottieFontName(name: "", family: "Liberation Serif", style: "Black Condensed"))
        #expect(black.isSubstitute && black.face.hasPrefix("Liberation Serif"))
    }

    /// A letter per character, glyphs shared, kerning in the advance of the letter before, scaled to 100 points.
    @Test func lettersAreCharactersAtAHundredPoints() throws {
        let font = try Font(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let set = try engine.set("AVA é", in: Self.dejaVu)
        #expect(set.letters.count == 5)
        #expect(set.letters[0].outline == set.letters[2].outline && set.outlines.count == 4)
        let a = try font.glyph(try #require(font.glyphIndex(for: "A"))).advance * 100 / font.unitsPerEm
        // A and V kern together in DejaVu Sans: the A before V advances less than A alone.
        #expect(set.letters[0].advance < a - 1)
        #expect(abs(set.letters[2].advance - a) < 1e-9)
        #expect(abs(set.ascent - font.ascender * 100 / font.unitsPerEm) < 1e-9)
        // "é" written as e and a combining acute is one character: one letter, its two glyphs in one outline.
        let composed = try engine.set("e\u{301}", in: Self.dejaVu)
        #expect(composed.letters.count == 1 && composed.outlines.count == 1)
        // The accent sits above the e (y down): the outline reaches higher than the e's alone.
        let e = try engine.set("e", in: Self.dejaVu)
        #expect(composed.outlines[0].bounds.minY < e.outlines[0].bounds.minY - 10)
    }

    /// Optional ligatures stay apart: "fi" is two letters with an outline each.
    @Test func ligaturesAreNotFormed() throws {
        let set = try engine.set("fi", in: Self.dejaVu)
        #expect(set.letters.count == 2 && set.letters.allSatisfy { $0.outline != nil && $0.advance > 0 })
    }

    /// A character the face lacks is set in an installed font that has it (DejaVu Sans has no Han: WenQuanYi Micro
    /// Hei, a whole em wide); one no installed font has is left out: no outline, no advance.
    @Test func aCharacterTheFaceLacksIsSetInAFontThatHasItOrLeftOut() throws {
        let han = try engine.set("a刷b", in: Self.dejaVu)
        #expect(han.letters.count == 3 && han.letters[1].outline != nil && abs(han.letters[1].advance - 100) < 1e-9)
        #expect(han.face == "DejaVu Sans Book" && !han.isSubstitute)
        let set = try engine.set("a\u{E000}b", in: Self.dejaVu)
        #expect(set.letters.count == 3 && set.letters[1].outline == nil && set.letters[1].advance == 0)
    }
}
