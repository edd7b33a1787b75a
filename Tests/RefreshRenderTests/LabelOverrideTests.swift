import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// `--title STATE=TEXT`, `--subtitle` and `--last-updated` as the styles apply them.
@Suite struct LabelOverrideTests {
    @Test func titleOverridesOneState() throws {
        let options = LabelOptions(titles: [.refreshing: "Fetching…"])
        #expect(try labelStrings(MJStyle(), .refreshing, options)["state"] == "Fetching…")
        #expect(try labelStrings(MJStyle(), .idle, options)["state"] == "Pull down to refresh")
        #expect(try labelStrings(ArrowStyle(), .refreshing, options)["status"] == "Fetching…")
        #expect(try labelStrings(SVStyle(), .refreshing, options)["title"] == "Fetching…")
        #expect(try labelStrings(CircleStyle(), .refreshing, options)["status"] == "Fetching…")
        #expect(try labelStrings(CircleStyle(), .pulling, options)["status"] == "释放立即刷新")
    }

    /// An idle override shows while ending too (the libraries go back to their idle text) unless ending has its own.
    @Test func idleOverrideAppliesWhileEnding() throws {
        let idleOnly = LabelOptions(language: .zhHant, titles: [.idle: "拉"])
        #expect(try labelStrings(MJStyle(), .ending, idleOnly)["state"] == "拉")
        let both = LabelOptions(titles: [.idle: "Pull", .ending: "Done"])
        #expect(try labelStrings(ArrowStyle(), .ending, both)["status"] == "Done")
        #expect(try labelStrings(ArrowStyle(), .idle, both)["status"] == "Pull")
    }

    @Test func subtitleReplacesEachSecondLine() throws {
        let options = LabelOptions(subtitle: "Synced", lastUpdated: .never)
        #expect(try labelStrings(ArrowStyle(), .idle, options)["lastUpdated"] == "Synced")
        #expect(try labelStrings(MJStyle(), .idle, options)["lastUpdated"] == "Synced")
        #expect(try labelStrings(CircleStyle(), .idle, options)["time"] == "Synced")
        #expect(try labelStrings(SVStyle(), .idle, options)["subtitle"] == "Synced")
        // An empty subtitle hides SV's and empties the others.
        let empty = LabelOptions(subtitle: "", lastUpdated: .never)
        #expect(try labelStrings(SVStyle(), .idle, empty)["subtitle"] == nil)
        #expect(try labelStrings(MJStyle(), .idle, empty)["lastUpdated"] == "")
    }

    @Test func lastUpdatedReachesEveryStyle() throws {
        let options = LabelOptions(language: .zhHans, lastUpdated: .at(LabelDateTime(year: 2026, month: 3, day: 1, hour: 9, minute: 30)))
        #expect(try labelStrings(ArrowStyle(), .idle, options)["lastUpdated"] == "最后更新：2026/3/1 09:30")
        #expect(try labelStrings(MJStyle(), .idle, options)["lastUpdated"] == "最后更新：03-01 09:30")
        #expect(try labelStrings(CircleStyle(), .idle, options)["time"] == "上次刷新：03-01 09:30")
        #expect(try labelStrings(SVStyle(), .idle, options)["subtitle"] == "最后更新：2026/3/1 09:30")
        let never = LabelOptions(lastUpdated: .never)
        #expect(try labelStrings(MJStyle(), .idle, never)["lastUpdated"] == "Last update: No record")
        #expect(try labelStrings(SVStyle(), .idle, never)["subtitle"] == "Last Updated: Never")
        #expect(try labelStrings(CircleStyle(), .idle, never)["time"] == "刷新时间")
        #expect(try labelStrings(ArrowStyle(), .idle, never)["lastUpdated"] == "")
    }

    /// MJ's arrow sits left of the wider of its two lines (§4.2), so a longer last-update line moves it.
    @Test func mjArrowFollowsTheWiderLine() throws {
        func arrowX(_ options: LabelOptions) throws -> Double {
            let scene = try MJStyle().scene(for: labelSample(.idle),
                                            context: StyleContext(width: 375, text: MonospaceMeasurer(), labels: options))
            return try #require(scene.root.sublayer(named: "arrow")).frame.midX
        }
        let advance = 0.55 * 14
        let long = String(repeating: "x", count: 40)
        #expect(near(try arrowX(LabelOptions(subtitle: long)), 375 / 2 - (40 * advance / 2 + 25)))
        // "Last update: Today 14:05" (24) is wider than "Pull down to refresh" (20).
        #expect(near(try arrowX(LabelOptions()), 375 / 2 - (24 * advance / 2 + 25)))
    }
}
