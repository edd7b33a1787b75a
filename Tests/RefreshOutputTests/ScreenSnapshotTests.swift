import Testing
import RefreshRender
import RefreshSnapshotTesting

/// Goldens of whole screens (STYLES.md §8) @1x with the real fonts: the bars, the list, the control where its library
/// puts it (references in `__Snapshots__/ScreenSnapshotTests/`, each looked at before it was committed).
@Suite struct ScreenSnapshotTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var style: any RefreshStyle
        var viewport: String
        var progress: Double
        var state: RefreshState?
        var time: Double?
        var rows: [ScreenRow]?
        var labels = LabelOptions()
        var appearance = Appearance.light
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // MJ past the threshold on an iPhone 8: the arrow turned, the first row 64.8 pt below the bar.
        Case(name: "mj-pulling-iphone-8", style: MJStyle(), viewport: "iphone-8", progress: 1.2),
        // EGO loading on an iPhone SE: its colour fills the space above it (§2.1, §8.4).
        Case(name: "arrow-refreshing-iphone-se", style: ArrowStyle(), viewport: "iphone-se", progress: 60.0 / 65, state: .refreshing,
             time: 0.5),
        // The airplane pulled past its 110 pt on an iPhone 15: the demo's blue above the sky, the home indicator.
        Case(name: "airplane-pull-1.2-iphone-15", style: AirplaneStyle(), viewport: "iphone-15", progress: 1.2),
        // CLL on the superview (start=top): fixed under the bars, uncovered by the rows (§1.1, §8.4); Chinese rows.
        Case(name: "circle-top-pull-0.8-iphone-se", style: CircleStyle(startAngle: 3 * Double.pi / 2), viewport: "iphone-se",
             progress: 0.8),
        // MJ's back footer released into loading below the last of the default rows (§4.5, §8.5).
        Case(name: "mj-back-footer-refreshing-iphone-se", style: MJBackFooterStyle(), viewport: "iphone-se", progress: 1,
             state: .refreshing, time: 0.3),
        // MJ's auto footer after a short list with subtitles, in Arabic: rows and separators mirrored (§8.3).
        Case(name: "mj-auto-footer-short-ar-iphone-se", style: MJAutoFooterStyle(), viewport: "iphone-se", progress: 0.5,
             rows: [ScreenRow(title: "حليب", subtitle: "لتران"), ScreenRow(title: "بيض"), ScreenRow(title: "خبز", subtitle: "رغيف")],
             labels: LabelOptions(language: .ar)),
        // MJ pulled in Arabic on an iPhone 15: the status bar laid out from the trailing edge, the time in the right
        // corner (§8.2), the rows right-aligned (§8.3), MJ's own layout not mirrored (§4.6).
        Case(name: "mj-pull-ar-iphone-15", style: MJStyle(), viewport: "iphone-15", progress: 0.8,
             labels: LabelOptions(language: .ar)),
        // MJ refreshing on a dark iPhone 15 (§10.4): black cells and table, white text, the dark bar; MJ's fixed grey
        // labels dim on black, its Medium spinner light.
        Case(name: "mj-refreshing-dark-iphone-15", style: MJStyle(), viewport: "iphone-15", progress: 1, state: .refreshing,
             time: 0.4, appearance: .dark),
    ]

    /// The end of a load on an iPhone 8 (§8.5), at the end of the gesture: the page of rows appended below the last
    /// one pushed the footer down (sv-infinite keeps its inset: the rest of its 60 pt strip under "Item 25"; circle-footer
    /// and mj-back-footer took theirs back with no motion); with no more data MJ's auto footer stays in view,
    /// "No more data". sv-bottom half-way through its opening settle, the scroll view's bounce (§3.3).
    static let gestureCases: [(name: String, style: any RefreshStyle, scenario: Scenario, at: Double?)] = [
        ("sv-infinite-load-more-end-iphone-8", SVInfiniteStyle(), .loadMore, nil),
        ("mj-auto-footer-no-more-data-end-iphone-8", MJAutoFooterStyle(), .noMoreData, nil),
        ("mj-back-footer-load-more-end-iphone-8", MJBackFooterStyle(), .loadMore, nil),
        ("sv-bottom-opening-0.2-iphone-8", SVStyle(position: .bottom), .loadMore, 1.2),
    ]

    @Test(arguments: 0..<gestureCases.count)
    func gestureFrame(_ index: Int) throws {
        let c = ScreenSnapshotTests.gestureCases[index]
        let viewport = try Viewport("iphone-8")
        var options = RenderOptions(width: viewport.width, scale: 1)
        options.screen = ScreenOptions(viewport: viewport)
        let duration = try PullTimeline(scenario: c.scenario, rules: c.style.rules).duration
        assertSnapshot(of: c.style, as: .frame(scenario: c.scenario, at: c.at ?? duration, options: options), named: c.name)
    }

    @Test(arguments: cases)
    func screen(_ c: Case) throws {
        let viewport = try Viewport(c.viewport)
        var options = RenderOptions(width: viewport.width, scale: 1)
        options.screen = ScreenOptions(viewport: viewport, rows: try c.rows.map(ScreenRows.init))
        assertSnapshot(of: c.style, as: .frame(progress: c.progress, state: c.state, time: c.time, options: options,
                                               labels: c.labels, appearance: c.appearance), named: c.name)
    }
}
