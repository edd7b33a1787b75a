import Testing
import Raster
@testable import RefreshRender

/// SVPullToRefresh's HEAD layout with and without a subtitle (STYLES.md §3.1).
@Suite struct SVLayoutTests {
    /// Fixed widths and line heights: title (bold 14) 8 pt per character, line 17; subtitle (12) 6 pt, line 14.
    struct Measurer: TextMeasuring {
        func width(of string: String, fontName: String, size: Double) -> Double {
            Double(string.count) * (fontName == "Helvetica-Bold" ? 8 : 6)
        }
        func lineHeight(fontName: String, size: Double) -> Double { fontName == "Helvetica-Bold" ? 17 : 14.5 }
    }

    @Test func oneLineCentresTheTitleOn30() throws {
        let f = try SVStyle().layout(title: String(repeating: "a", count: 10), width: 320, text: Measurer())
        // total = 22 + 10 + 80 = 112 → arrow x = 160 − 56 = 104, label x = 136; title y = 30 − 8.5 = 21.5 → 21…39.
        #expect(f.arrow == Rect(x: 104, y: 6, width: 22, height: 48))
        #expect(f.title == Rect(x: 136, y: 21, width: 80, height: 18))
        #expect(f.subtitle == nil)
    }

    @Test func twoLinesCentreTheBlockOn30() throws {
        let f = try SVStyle().layout(title: String(repeating: "a", count: 10), subtitle: String(repeating: "b", count: 20),
                                     width: 320, text: Measurer())
        // The subtitle (120) is wider: total = 22 + 10 + 120 = 152 → arrow x 84, label x 116.
        // Block = 17 + 2 + 14.5 = 33.5 → title y = 30 − 16.75 = 13.25, subtitle y = 13.25 + 19 = 32.25.
        #expect(f.arrow == Rect(x: 84, y: 6, width: 22, height: 48))
        #expect(f.title == Rect(x: 116, y: 13, width: 80, height: 18))      // 13.25…30.25 → 13…31
        #expect(f.subtitle == Rect(x: 116, y: 32, width: 120, height: 15))  // 32.25…46.75 → 32…47
    }

    @Test func labelsAreLimitedToTheWidthLeft() throws {
        let f = try SVStyle().layout(title: "t", subtitle: String(repeating: "b", count: 100), width: 320, text: Measurer())
        // max width = 320 − 10 − 22 = 288; the block fills the width: arrow at 0, labels at 32.
        #expect(f.arrow.minX == 0 && f.subtitle?.width == 288 && f.subtitle?.minX == 32)
    }

    /// The scene carries the subtitle layer in the two-line frames, in the subtitle font.
    @Test func sceneUsesTheTwoLineLayout() throws {
        let options = LabelOptions(subtitle: "Synced")
        let scene = try SVStyle().scene(for: labelSample(.idle),
                                        context: StyleContext(width: 320, text: Measurer(), labels: options))
        let title = try #require(scene.root.sublayer(named: "title"))
        let subtitle = try #require(scene.root.sublayer(named: "subtitle"))
        let expected = try SVStyle().layout(title: "Pull to refresh...", subtitle: "Synced", width: 320, text: Measurer())
        #expect(title.frame == expected.title && subtitle.frame == expected.subtitle)
        #expect(subtitle.text?.fontName == "Helvetica" && subtitle.text?.fontSize == 12)
        #expect(subtitle.text?.color == SVStyle.textColor)
    }
}
