import CFreeType
import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshText
import RefreshTestSupport

/// The width of `string` computed straight from FreeType's C API (FT_Get_Advance + FT_Get_Kerning, unscaled),
/// sharing nothing with `Font` or `TextLayout`.
func freeTypeReferenceWidth(_ string: String, path: String, faceIndex: Int = 0, size: Double) -> Double? {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return nil }
    defer { FT_Done_FreeType(library) }
    var face: FT_Face?
    guard FT_New_Face(library, path, FT_Long(faceIndex), &face) == 0, let face else { return nil }
    defer { FT_Done_Face(face) }
    var total: FT_Fixed = 0
    var previous: FT_UInt = 0
    for scalar in string.unicodeScalars {
        let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        var advance: FT_Fixed = 0
        guard FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_SCALE), &advance) == 0 else { return nil }
        if previous != 0 {
            var kern = FT_Vector()
            guard FT_Get_Kerning(face, previous, glyph, FT_UInt(FT_KERNING_UNSCALED.rawValue), &kern) == 0 else {
                return nil
            }
            total += kern.x
        }
        total += advance
        previous = glyph
    }
    return Double(total) * size / Double(face.pointee.units_per_EM)
}

@Suite struct FontTests {
    @Test func latinFontsAreHelveticaMetricClones() throws {
        let fonts = try FontLibrary()
        #expect(fonts.regular.familyName == "Liberation Sans" && fonts.regular.styleName == "Regular")
        #expect(fonts.bold.familyName == "Liberation Sans" && fonts.bold.styleName == "Bold")
        #expect(fonts.chinese?.familyName == "WenQuanYi Micro Hei")
        #expect(fonts.font(named: "Helvetica") === fonts.regular)
        #expect(fonts.font(named: "Helvetica-Bold") === fonts.bold)
        #expect(fonts.font(named: "HelveticaNeue-Medium") === fonts.regular)
    }

    @Test func outlinesAreUnhintedAndYDown() throws {
        let font = try FontLibrary().bold
        let t = try #require(font.glyphIndex(for: "T"))
        let path = try font.glyph(t).path
        // 'T' stands on the baseline (y = 0) and rises to the cap height, which is negative y in y-down space.
        #expect(near(path.bounds.maxY, 0, 1e-9))
        #expect(near(path.bounds.minY, -font.capHeight, 1e-9))
        // Scaling is the unscaled outline times size/em, placed at the pen.
        let placed = try font.outline(of: t, size: 20, at: Point(x: 5, y: 30))
        let s = 20 / font.unitsPerEm
        #expect(near(placed.bounds.minY, 30 - font.capHeight * s, 1e-9))
        #expect(near(placed.bounds.minX, 5 + path.bounds.minX * s, 1e-9))
        // Contours are closed; TrueType's conics arrive as quads.
        let o = try font.glyph(try #require(font.glyphIndex(for: "o"))).path
        #expect(o.elements.contains { if case .quad = $0 { true } else { false } })
        #expect(o.elements.filter { $0 == .close }.count == 2)
    }

    @Test func metricsMatchTheFontTables() throws {
        let font = try FontLibrary().bold
        // Liberation Sans (hhea): ascender 1854, descender −434, lineGap 67 on a 2048 em; OS/2 x/cap heights.
        #expect(font.unitsPerEm == 2048 && font.ascender == 1854 && font.descender == -434 && font.lineGap == 67)
        #expect(near(font.lineHeight(size: 14), (1854 + 434 + 67) * 14 / 2048.0, 1e-12))
        #expect(font.xHeight > 1000 && font.capHeight > 1350 && font.hasKerning)
    }

    @Test func glyphsAreCachedAndSafeAcrossThreads() throws {
        let fonts = try FontLibrary()
        let layout = TextLayout(fonts: fonts)
        let strings = ["Pull down to refresh...", "松开立即刷新", "Last update: Today 14:05", "鬆開立即刷新 AVATAR"]
        let expected = try strings.map { try layout.line($0, fontName: "Helvetica-Bold", size: 14, alignment: .center,
                                                         in: Rect(x: 0, y: 0, width: 320, height: 27)).path }
        // A fresh library, so the parallel workers race on cold caches and shared faces.
        let cold = TextLayout(fonts: try FontLibrary())
        let results = Locked([Int: Path]())
        DispatchQueue.concurrentPerform(iterations: 32) { i in
            let s = strings[i % strings.count]
            if let line = try? cold.line(s, fontName: "Helvetica-Bold", size: 14, alignment: .center,
                                         in: Rect(x: 0, y: 0, width: 320, height: 27)) {
                results.withLock { $0[i] = line.path }
            }
        }
        let paths = results.withLock { $0 }
        #expect(paths.count == 32)
        for (i, path) in paths { #expect(path == expected[i % strings.count]) }
    }

    @Test func aFileThatIsNotAFontIsATypedErrorNamingThePath() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(getpid()).ttf")
        try Data("this is plain text, not a font".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: TextError.notAFont(path: url.path)) { try Font(path: url.path) }
        #expect(TextError.notAFont(path: url.path).description.contains(url.path))
        #expect(TextError.notAFont(path: url.path).description.contains("not a font"))
        // The override flags go through the same check.
        #expect(throws: TextError.notAFont(path: url.path)) { try FontLibrary(boldFontPath: url.path) }
        #expect(throws: TextError.fileNotFound(path: "/nonexistent/font.ttf")) {
            try Font(path: "/nonexistent/font.ttf")
        }
        #expect(throws: TextError.notAFont(path: "/tmp")) { try Font(path: "/tmp") }
    }

    /// A pipe or a device is no font: refused before FreeType opens it (it would wait on a FIFO for ever).
    @Test func aPipeOrADeviceIsNotAFont() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("font-fifo-\(getpid())").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        #expect(throws: TextError.notAFont(path: fifo)) { try Font(path: fifo) }
        #expect(throws: TextError.notAFont(path: "/dev/zero")) { try Font(path: "/dev/zero") }
    }

    @Test func faceIndexBeyondACollectionIsRejected() throws {
        let wqy = try #require(try FontLibrary().chinese)
        #expect(throws: TextError.faceIndexOutOfRange(path: wqy.path, index: 7, faceCount: 2)) {
            try Font(path: wqy.path, faceIndex: 7)
        }
    }

    @Test func overridesReplaceTheLatinFonts() throws {
        let defaults = try FontLibrary()
        let swapped = try FontLibrary(regularFontPath: defaults.bold.path, boldFontPath: defaults.regular.path)
        #expect(swapped.regular.styleName == "Bold" && swapped.bold.styleName == "Regular")
    }

    @Test func missingFontErrorNamesThePackage() {
        let error = TextError.fontNotInstalled(role: "regular Latin (Helvetica)", families: FontLibrary.latinFamilies,
                                               package: FontLibrary.latinPackage)
        #expect(error.description.contains("fonts-liberation2") && error.description.contains("Liberation Sans"))
        #expect(TextError.invalidSize(.nan).description.contains("nan"))
    }
}
