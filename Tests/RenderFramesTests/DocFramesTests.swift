import Foundation
import Raster
import Testing

/// The README's still frames (`docs/frames/`, made by `make docs` from the Makefile's DOC_FRAMES) are what the tool
/// renders today: each command line is read from the Makefile, rendered in process, and compared pixel for pixel
/// with the committed image. A change that moves a pixel of them fails here until `make docs` is run again.
@Suite struct DocFramesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Makefile's DOC_FRAMES: `"NAME: OPTIONS"` on each line of the definition.
    static func docFrames() throws -> [(name: String, arguments: [String])] {
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        guard let start = makefile.range(of: "DOC_FRAMES := \\\n") else { return [] }
        var frames: [(String, [String])] = []
        for line in makefile[start.upperBound...].split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("\""), let colon = text.firstIndex(of: ":"), let end = text.lastIndex(of: "\"") , end > colon else { break }
            let name = String(text[text.index(after: text.startIndex)..<colon])
            let options = text[text.index(after: colon)..<end].split(separator: " ").map(String.init)
            frames.append((name, options))
            if !text.hasSuffix("\\") { break }
        }
        return frames
    }

    /// The still frames the README shows are the Makefile's DOC_FRAMES, no more and no fewer: each is checked below,
    /// and each one checked is shown. (The contact sheets are checked below too; the GIFs and the review screenshots
    /// are made by make docs.)
    @Test func theReadmeShowsEachDocFrame() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = Set(readme.matches(of: try Regex(#"\]\(docs/frames/([^)/]+)\.png\)"#)).compactMap { $0.output[1].substring.map(String.init) })
        #expect(shown.count >= 6)
        #expect(shown == Set(try Self.docFrames().map(\.name)))
    }

    /// The Makefile's STYLES, whose contact sheets make docs writes as `docs/<style>-sheet.png`.
    static func sheetStyles() throws -> [String] {
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        guard let line = makefile.split(separator: "\n").first(where: { $0.hasPrefix("STYLES := ") }) else { return [] }
        return line.dropFirst("STYLES := ".count).split(separator: " ").map(String.init)
    }

    /// The README's contact sheets (each style's, and the lottie header's over docs/lottie/spinner.json, as make docs
    /// renders them: `--format sheet --scale 1`) are what the tool renders today.
    @Test func theReadmeSheetsAreWhatTheToolRendersToday() throws {
        let spinner = Self.root.appendingPathComponent("docs/lottie/spinner.json").path
        let sheets = try Self.sheetStyles().map { ($0, ["--style", $0]) } + [("lottie", ["--style", "lottie", "--lottie", spinner])]
        #expect(sheets.count >= 11, "STYLES not found in the Makefile")
        for (name, style) in sheets {
            let rendered = try InProcessCommand.sheet(style + ["--format", "sheet", "--scale", "1", "--out", "unused"])
            let committed = try Image(contentsOfFile: Self.root.appendingPathComponent("docs/\(name)-sheet.png").path)
            let differing = zip(rendered.pixels, committed.pixels).filter { $0 != $1 }.count
            #expect(rendered.width == committed.width && rendered.height == committed.height && differing == 0,
                    "docs/\(name)-sheet.png: \(differing) pixels differ from what the tool renders; run make docs")
        }
    }

    @Test func theReadmeFramesAreWhatTheToolRendersToday() throws {
        let frames = try Self.docFrames()
        #expect(frames.count >= 6, "DOC_FRAMES not found in the Makefile")
        for (name, arguments) in frames {
            // make docs renders each at --scale 2 and copies its first frame.
            let rendered = try InProcessCommand.firstFrame(arguments + ["--scale", "2"])
            let committed = try Image(contentsOfFile: Self.root.appendingPathComponent("docs/frames/\(name).png").path)
            let differing = zip(rendered.pixels, committed.pixels).filter { $0 != $1 }.count
            #expect(rendered.width == committed.width && rendered.height == committed.height && differing == 0,
                    "docs/frames/\(name).png: \(differing) pixels differ from what \(arguments.joined(separator: " ")) renders; run make docs")
        }
    }
}
