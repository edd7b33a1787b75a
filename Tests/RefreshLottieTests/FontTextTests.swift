import Foundation
import Raster
import RefreshText
import Testing
@testable import RefreshLottie

/// Text whose font the file embeds no glyphs of, set in installed fonts by RefreshText's engine: it reads back
/// with OCR, matches ThorVG with the same font file loaded, and a font that is not installed is set in fontconfig's
/// substitute with a warning naming it.
@Suite struct FontTextTests {
    /// A fixture of Fixtures/fonts, the font file it names (fonts-dejavu-core, fonts-liberation2) and its text.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String, fontFile: String, text: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "text-font-dejavu", fontFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", text: "Pull to refresh"),
        Case(name: "text-font-liberation", fontFile: "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf",
             text: "Loading 42 items"),
    ]

    /// A dark pixel on the white paper (premultiplied RGBA words, 0xAABBGGRR).
    static func isInk(_ pixel: UInt32) -> Bool { pixel >> 24 > 200 && pixel & 0xFF < 128 }

    static func url(_ c: Case) -> URL { Fixtures.folder.appendingPathComponent("fonts/\(c.name).json") }

    static func composition(_ json: String) throws -> LottieComposition {
        try LottieComposition(data: Data(json.utf8), textEngine: FontTextEngine())
    }

    @Test(arguments: cases) func isDrawnInTheInstalledFontWithoutWarnings(_ c: Case) throws {
        let composition = try LottieComposition(contentsOf: Self.url(c), textEngine: FontTextEngine())
        #expect(composition.warnings.isEmpty, "\(composition.warnings)")
        let image = try composition.image(frame: 0)
        // Ink: pixels darker than the white paper.
        let inked = image.pixels.filter(Self.isInk).count
        #expect(inked > 500, "\(inked) dark pixels")
    }

    @Test(.enabled(if: Tesseract.isAvailable, "SKIPPED: tesseract is not installed (make deps installs tesseract-ocr)"),
          arguments: cases)
    func readsBackWithOCR(_ c: Case) throws {
        let composition = try LottieComposition(contentsOf: Self.url(c), textEngine: FontTextEngine())
        let read = try Tesseract.read(composition.image(frame: 0, scale: 2))
        #expect(read == c.text, "tesseract read \"\(read)\"")
    }

    /// Without the engine the layer is left out, as before, and says why.
    @Test func withoutAnEngineTheLayerIsWarnedAndNotDrawn() throws {
        let composition = try LottieComposition(contentsOf: Self.url(Self.cases[0]))
        #expect(composition.warnings.map(\.feature) == ["text layer"])
        #expect(composition.warnings.first?.fallback.contains("no text engine") == true)
        #expect(try composition.image(frame: 0).pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }

    @Test func aFontThatIsNotInstalledIsSetInItsSubstituteWithAWarningNamingIt() throws {
        let json = try String(contentsOf: Self.url(Self.cases[0]), encoding: .utf8)
            .replacingOccurrences(of: "DejaVu Sans", with: "Nowhere Grotesk").replacingOccurrences(of: "DejaVuSans", with: "NowhereGrotesk-Book")
        let composition = try Self.composition(json)
        let warning = try #require(composition.warnings.first)
        #expect(composition.warnings.count == 1)
        #expect(warning.feature == "font substitute")
        #expect(warning.path == "fonts.list[0]")
        #expect(warning.fallback.contains("\"Nowhere Grotesk Book\" (NowhereGrotesk-Book) is not installed"), "\(warning)")
        #expect(try composition.image(frame: 0).pixels.contains(where: Self.isInk))
    }

    /// `fPath` names DejaVu Serif at a URL: the text is set in the family the list names, with nothing fetched (the
    /// address cannot resolve) and the same pixels as without it.
    @Test func fPathIsNeverRead() throws {
        let json = try String(contentsOf: Self.url(Self.cases[0]), encoding: .utf8)
        #expect(json.contains("\"fPath\":\"https://"))
        let withPath = try Self.composition(json).image(frame: 0)
        let without = try Self.composition(json.replacingOccurrences(of: "https://fonts.example.invalid/DejaVuSerif.ttf", with: ""))
            .image(frame: 0)
        #expect(withPath.pixels == without.pixels)
    }

    /// The glyph text's layout applies to font text too: tracking widens the line by the tracking after each letter,
    /// centring moves it left by half its width, and box text wraps within its box.
    @Test func trackingJustificationAndBoxTextLayOutFontText() throws {
        let base = try String(contentsOf: Self.url(Self.cases[0]), encoding: .utf8)
        func inkedColumns(_ json: String) throws -> ClosedRange<Int> {
            let image = try Self.composition(json).image(frame: 0)
            let columns = (0..<image.width).filter { x in (0..<image.height).contains { Self.isInk(image.pixels[$0 * image.width + x]) } }
            return try #require(columns.first)...(try #require(columns.last))
        }
        let plain = try inkedColumns(base)
        // 15 characters: 14 gaps widen by 50 / 1000 × 40 = 2 points each.
        let tracked = try inkedColumns(base.replacingOccurrences(of: "\"tr\":0", with: "\"tr\":50"))
        #expect(abs((tracked.upperBound - tracked.lowerBound) - (plain.upperBound - plain.lowerBound) - 28) <= 1)
        // Centred on x 180 rather than starting at x 12.
        let centred = try inkedColumns(base.replacingOccurrences(of: "\"j\":0", with: "\"j\":2").replacingOccurrences(of: "[12,64,0]", with: "[180,64,0]"))
        #expect(abs((180 - centred.lowerBound) - (plain.upperBound - 12) / 2) <= 2)
        // In a box 150 wide, "Pull to refresh" breaks after "to": two lines, the second one 48 (1.2 × 40) lower.
        let boxed = try Self.composition(base.replacingOccurrences(of: "\"j\":0", with: "\"j\":0,\"sz\":[150,120],\"ps\":[0,-60]")
            .replacingOccurrences(of: "\"h\":100", with: "\"h\":160").replacingOccurrences(of: "\"sh\":100", with: "\"sh\":160")).image(frame: 0)
        let rows = (0..<boxed.height).filter { y in (0..<boxed.width).contains { Self.isInk(boxed.pixels[y * boxed.width + $0]) } }
        let gaps = zip(rows, rows.dropFirst()).filter { $1 - $0 > 1 }
        #expect(gaps.count == 1, "ink in rows \(rows)")
        #expect(boxed.width == 360 && (rows.max() ?? 0) > 64, "the second line is below the first")
    }

    /// Animators move font text letter by letter: a position animator whose range covers the second half of the
    /// letters lowers those by 20 points and leaves the first half where it was.
    @Test func animatorsMoveFontTextLetterByLetter() throws {
        let base = try String(contentsOf: Self.url(Self.cases[0]), encoding: .utf8)
        let animator = #""a":[{"s":{"s":{"a":0,"k":50},"e":{"a":0,"k":100},"r":1,"b":1,"sh":1},"a":{"p":{"a":0,"k":[0,20]}}}]"#
        func inkRows(_ json: String, columns: Range<Int>) throws -> ClosedRange<Int> {
            let image = try Self.composition(json).image(frame: 0)
            let rows = (0..<image.height).filter { y in columns.contains { Self.isInk(image.pixels[y * image.width + $0]) } }
            return try #require(rows.first)...(try #require(rows.last))
        }
        let animated = base.replacingOccurrences(of: #""a":[]"#, with: animator)
        #expect(animated != base)
        // "Pull to" lies left of x 140, "refresh" right of x 160.
        #expect(try inkRows(animated, columns: 0..<140) == inkRows(base, columns: 0..<140))
        let moved = try inkRows(animated, columns: 160..<360), still = try inkRows(base, columns: 160..<360)
        #expect(moved.lowerBound == still.lowerBound + 20 && moved.upperBound == still.upperBound + 20)
    }

    /// ThorVG with the same font file loaded draws the same text within the players' conformance rule.
    @Test(.enabled(if: ThorVGOracle.isAvailable, "SKIPPED: python3 cannot import thorvg-python (make deps installs it)"),
          arguments: cases)
    func matchesThorVGWithTheSameFont(_ c: Case) throws {
        let url = Self.url(c)
        let composition = try LottieComposition(contentsOf: url, textEngine: FontTextEngine())
        let width = Int(composition.width), height = Int(composition.height)
        let job = FrameOracle.Job(url: url, width: width, height: height, frames: [0, 15])
        guard case .rendered(let frames) = ThorVGOracle.render([job], fonts: [c.fontFile]) else {
            Issue.record("ThorVG did not render \(c.name)")
            return
        }
        let ours = Result { () throws(LottieError) -> [[UInt32]] in
            try job.frames.map { frame throws(LottieError) in try composition.image(frame: frame).pixels }
        }
        let run = PlayerConformanceTests.FileRun(name: "fonts/\(c.name)", job: job, ours: ours, rlottie: nil)
        #expect(PlayerConformanceTests.judge(run, thorvg: try #require(frames.first ?? nil), floor: .rule).passed == job.frames.count)
    }
}

/// tesseract (Debian tesseract-ocr), reading one line of text from an image.
enum Tesseract {
    static let isAvailable: Bool = (try? run(["--version"])) != nil

    /// The line tesseract reads in `image` (`--psm 7`: one line of text), spaces collapsed.
    static func read(_ image: Image) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("line.png").path
        try image.writePNG(to: png)
        let text = try run([png, "stdout", "--psm", "7"])
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    struct Failure: Error { var status: Int32 }

    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tesseract"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(status: process.terminationStatus) }
        return String(decoding: data, as: UTF8.self)
    }
}
