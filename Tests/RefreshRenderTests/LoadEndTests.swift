import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// The end of a load on a screen (STYLES.md §8.5): the libraries move no content when a load ends; the app's rows are
/// appended and push the footer down, and a footer that keeps its inset keeps it. Measured on `--viewport iphone-8`
/// frame by frame, from the separator of the row that was last before the load.
@Suite struct LoadEndTests {
    static let screen = ScreenOptions(viewport: try! Viewport("iphone-8"))
    static let fps = 60.0

    static var footers: [any RefreshStyle] { StyleCatalog.all.filter { $0.kind == .footer } }

    static func renderer(_ style: any RefreshStyle, scale: Int = 1) throws -> FrameRenderer {
        var options = RenderOptions(width: screen.viewport.width, scale: scale)
        options.screen = screen
        return try FrameRenderer(style: style, options: options,
                                 context: StyleContext(width: screen.viewport.width, text: MonospaceMeasurer()))
    }

    static func plan(_ style: any RefreshStyle, _ scenario: Scenario) throws -> FramePlan {
        try FramePlan(sampling: .sequence(scenario: scenario, fps: fps, duration: nil, range: nil), rules: style.rules,
                      list: ScrollGeometry.loadedRows(for: style, screen: screen))
    }

    /// Every footer with every preset it can play.
    static var cases: [(style: any RefreshStyle, scenario: Scenario)] {
        footers.flatMap { style in
            ([Scenario.loadMore, .cancel] + (style.rules.hasNoMoreDataState ? [.noMoreData] : [])).map { (style, $0) }
        }
    }

    /// Screen y (points) of the bottom edge of row `row`'s separator in a screen tree; nil when the row is off screen.
    static func separatorBottom(_ tree: Layer, row: Int) -> Double? {
        guard let cell = tree.sublayers.first(where: { $0.name == "row-\(row)" }),
              let separator = cell.sublayers.first(where: { $0.name == "separator" }) else { return nil }
        return cell.frame.minY + separator.frame.maxY
    }

    /// The steepest slope of `curve` (dy/dx), sampled finely, with a margin.
    static func steepest(_ curve: TimingFunction) -> Double {
        let n = 2000
        let slopes = (0..<n).map { i in
            (curve.value(at: Double(i + 1) / Double(n)) - curve.value(at: Double(i) / Double(n))) * Double(n)
        }
        return (slopes.max() ?? 1) * 1.02
    }

    /// How far the content may move between `t0` and `t1`: the motions in progress at their fastest. A change with no
    /// duration (a jump) allows nothing.
    static func allowance(_ history: PullHistory, from t0: Double, to t1: Double) -> Double {
        history.motions.reduce(0) { sum, m in
            let overlap = min(m.end, t1) - max(m.start, t0)
            guard m.end > m.start, overlap > 0 else { return sum }
            return sum + abs(m.to - m.from) / (m.end - m.start) * steepest(m.curve) * overlap
        }
    }

    /// The acceptance: between two frames the list moves no more than the animation in progress allows; from the end
    /// of a load on it does not move at all (the page of rows fills every footer's inset).
    @Test func theListNeverJumps() throws {
        for (style, scenario) in LoadEndTests.cases {
            let label = "\(style.name) \(scenario.name)"
            let plan = try LoadEndTests.plan(style, scenario)
            let history = try #require(plan.timeline?.history)
            let renderer = try LoadEndTests.renderer(style)
            let lastRow = ScrollGeometry.defaultRowCount(for: LoadEndTests.screen.viewport) - 1
            let ys = try plan.frames.map { spec in
                try #require(LoadEndTests.separatorBottom(try renderer.screenTree(for: spec, screen: LoadEndTests.screen),
                                                          row: lastRow), "\(label) frame \(spec.index)")
            }
            for i in 1..<ys.count {
                let t0 = plan.frames[i - 1].time, t1 = plan.frames[i].time
                let moved = abs(ys[i] - ys[i - 1])
                #expect(moved <= LoadEndTests.allowance(history, from: t0, to: t1) + 1e-6,
                        "\(label): frames \(i - 1)→\(i) moved \(moved) pt")
            }
            if let end = plan.timeline?.events.first(where: { $0.from == .refreshing })?.time,
               scenario.name == "load-more" {
                let after = plan.frames.indices.filter { plan.frames[$0].time >= end - 1 / LoadEndTests.fps }
                let still = Set(after.map { (ys[$0] * 1e6).rounded() })
                #expect(still.count == 1, "\(label): the list moved after the load ended: \(still)")
                #expect(plan.frames.last?.sample.pagesLoaded == 1, "\(label)")
            }
        }
    }

    /// The frame pairs where the list used to jump, in pixels (@1x, iPhone 8, 60 fps): the last row's separator stays
    /// on the same pixel row across the end of the load (it jumped 60 pt for sv-infinite, 44 pt for mj-auto-footer).
    @Test(arguments: [("sv-infinite", 179), ("mj-auto-footer", 151)])
    func theLastSeparatorStaysOnItsPixelRow(name: String, frame: Int) throws {
        let style = try #require(StyleCatalog.style(named: name))
        let plan = try LoadEndTests.plan(style, .loadMore)
        let renderer = try LoadEndTests.renderer(style)
        let before = plan.frames[frame], after = plan.frames[frame + 1]
        #expect(before.sample.pagesLoaded == 0 && after.sample.pagesLoaded == 1, "the load ends between them")
        func separators(_ spec: FrameSpec) throws -> [Int] {
            let canvas = try renderer.render(spec)
            return (0..<canvas.height).filter { y in
                let p = canvas.pixel(x: 300, y: y)
                return (Int(p & 0xFF), Int(p >> 8 & 0xFF), Int(p >> 16 & 0xFF)) == (200, 199, 204)
            }
        }
        let old = try separators(before), new = try separators(after)
        let lastBefore = try #require(old.last)
        #expect(new.contains(lastBefore), "\(name): the last separator left pixel row \(lastBefore): \(new)")
        #expect(Array(new.prefix(old.count)) == old, "\(name): the rows above moved")
        #expect(new.count > old.count, "\(name): the page's rows are on screen below it")
    }

    /// No more data: the auto footer keeps its inset and stays in view with its label, inside the visible area and
    /// clear of the bars; the back footer takes its inset back, as its source does, and ends below the list.
    @Test func noMoreDataEndsWithTheLabelInView() throws {
        let viewport = LoadEndTests.screen.viewport
        let top = viewport.statusBarHeight + ScrollGeometry.navigationBarHeight
        for style in [MJAutoFooterStyle() as any RefreshStyle, MJBackFooterStyle()] {
            let plan = try LoadEndTests.plan(style, .noMoreData)
            let last = try #require(plan.frames.last)
            #expect(last.sample.state == .noMoreData && last.sample.pagesLoaded == 0)
            let renderer = try LoadEndTests.renderer(style)
            let footer = renderer.screenGeometry(for: last, screen: LoadEndTests.screen).controlFrame
            if style.rules.keepsInset {
                #expect(footer.minY >= top && footer.maxY <= viewport.height, "\(style.name): \(footer)")
                let control = try renderer.scene(for: last).presentation(at: last.time)
                #expect(LoadEndTests.texts(control).contains("No more data"))
            } else {
                #expect(footer.minY >= viewport.height - 1e-9, "\(style.name): \(footer)")
            }
        }
    }

    static func texts(_ layer: Layer) -> [String] {
        var found: [String] = []
        if case .text(let text) = layer.content { found.append(text.string) }
        return found + layer.sublayers.flatMap(texts)
    }

    /// Rows loaded continue the default numbering, or take the given rows again from the first (§8.5).
    @Test func loadedRowsContinueTheList() throws {
        let style = MJAutoFooterStyle()
        let plan = try LoadEndTests.plan(style, .loadMore)
        let last = try #require(plan.frames.last)
        let renderer = try LoadEndTests.renderer(style)
        let tree = try renderer.screenTree(for: last, screen: LoadEndTests.screen)
        let count = ScrollGeometry.defaultRowCount(for: LoadEndTests.screen.viewport)
        let row = try #require(tree.sublayers.first { $0.name == "row-\(count)" })
        #expect(LoadEndTests.texts(row) == ["Item \(count + 1)"])

        var given = LoadEndTests.screen
        given.rows = try ScreenRows((0..<20).map { ScreenRow(title: "R\($0)") })
        let list = try #require(ScrollGeometry.loadedRows(for: style, screen: given))
        let timeline = try PullTimeline(scenario: .loadMore, rules: style.rules, list: list)
        let spec = FrameSpec(index: 0, time: timeline.duration, sample: timeline.sample(at: timeline.duration))
        let screenTree = try renderer.screenTree(for: spec, screen: given)
        let first = try #require(screenTree.sublayers.first { $0.name == "row-20" })
        #expect(LoadEndTests.texts(first) == ["R0"])
    }

    /// A list shorter than the screen grows its scroll range only by what passes the visible bottom.
    @Test func aShortListGrowsItsRangeByWhatPassesTheBottom() {
        let rows = LoadedRows(contentHeight: 3 * 44, visibleHeight: 603, pageRows: 5, rowHeight: 44)
        #expect(rows.growth(ofLoad: 1) == 0)
        let third: Double = 18 * 44 - 603
        #expect(rows.growth(ofLoad: 3) == third)
        #expect(rows.growth(ofLoad: 4) == 220)
    }
}
