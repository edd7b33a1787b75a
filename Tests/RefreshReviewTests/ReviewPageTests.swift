import Foundation
import Testing
import RefreshReview

/// The review pages' writing: the data embedded whole and inert, the same page as the same bytes, and nothing but a
/// review page ever replaced.
@Suite struct ReviewPageTests {
    func page(title: String = "Comparison", label: String = "frames") -> ReviewPage {
        let image = ReviewImage(path: "reference/\(label).png", width: 10, height: 4)
        let frames = [ReviewFrame(index: 0, time: 0, progress: 0.5, state: "idle", status: .equal, reference: image, actual: image),
                      ReviewFrame(index: 1, time: 0.1, progress: 0.6, state: "pulling", status: .different,
                                  reference: image, actual: image, changedPixels: 3, largestDifference: 255)]
        return ReviewPage(kind: .comparison, title: title, summary: .init(equal: 1, different: 1, missing: 0, extra: 0),
                          entries: [ReviewEntry(title: label, fps: 60, start: 1, frames: frames)])
    }

    func text(_ page: ReviewPage) throws -> String {
        String(decoding: try ReviewViewer.html(for: page), as: UTF8.self)
    }

    /// The JSON between the data element's tags, as the page's script reads it.
    func embeddedData(_ html: String) throws -> ReviewPage {
        let open = "<script type=\"application/json\" id=\"review-data\">"
        let start = try #require(html.range(of: open)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        return try JSONDecoder().decode(ReviewPage.self, from: Data(html[start..<end].utf8))
    }

    @Test func userTextCannotEndTheDataOrBecomeMarkup() throws {
        let hostile = "</script><script>alert(1)</script><!-- & \u{2028} {{DATA}} {{TITLE}}"
        let original = page(title: hostile, label: hostile)
        let html = try text(original)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp;"))
        #expect(html.components(separatedBy: "</script>").count == 3, "only the two script elements end")
        #expect(try embeddedData(html) == original)
    }

    @Test func samePageSameBytes() throws {
        #expect(try ReviewViewer.html(for: page()) == ReviewViewer.html(for: page()))
    }

    @Test func thePageIsSelfContained() throws {
        let html = try text(page())
        for outside in ["http:", "https:", "//fonts", "@import", "src=\"/"] {
            #expect(!html.contains(outside), "the page names \(outside)")
        }
        #expect(html.contains("image-rendering: pixelated"))
    }

    @Test func writesOnlyOverAReviewPage() throws {
        let folder = NSTemporaryDirectory() + "review-page-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/sub/index.html"
        try ReviewPageWriter.write(page(), to: path)
        #expect(ReviewViewer.isReviewPage(atPath: path))
        try ReviewPageWriter.write(page(title: "again"), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<title>again</title>"))

        let theirs = folder + "/theirs.html"
        try Data("<html>mine</html>".utf8).write(to: URL(fileURLWithPath: theirs))
        #expect(throws: ReviewPageWriter.WriteError.notAReviewPage(path: theirs)) { try ReviewPageWriter.write(page(), to: theirs) }
        #expect(try String(contentsOfFile: theirs, encoding: .utf8) == "<html>mine</html>")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/sub")
        #expect(names == ["index.html"], "no temporary file is left")
    }
}
