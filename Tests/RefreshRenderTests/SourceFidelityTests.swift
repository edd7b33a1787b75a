import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// Small differences from the libraries' sources, each measured: SV's arrow at the end of a refresh (STYLES.md §3.3),
/// sv-bottom's opening settle (§3.3), MJ's automaticallyChangeAlpha through the end animation (§4.4) and one clock for
/// the whole screen (§8.2).
@Suite struct SourceFidelityTests {
    /// The darkest red channel in `rect` (points) of a @2x canvas.
    static func darkest(_ canvas: Canvas, in rect: Rect, scale: Double = 2) -> Int {
        var darkest = 255
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                darkest = min(darkest, Int(canvas.pixel(x: x, y: y) & 0xFF))
            }
        }
        return darkest
    }

    /// `layoutSubviews` sets `arrow.alpha = 1` outside any animation when Stopped (`UIScrollView+SVPullToRefresh.m:236`):
    /// 0.05 s into the end the arrow's opaque head is the full grey 128, not faded in (it was ≈ 0.06 opaque).
    @Test(arguments: [SVStyle.Position.top, .bottom])
    func svArrowIsBackAtOnceWhenTheRefreshEnds(position: SVStyle.Position) throws {
        let style = SVStyle(position: position)
        let sample = FramePlan.sweepSample(progress: 1, state: .ending, time: 0.05, rules: style.rules)
        let canvas = try renderFrame(style, sample: sample)
        let arrow = try style.layout(title: style.title(for: .ending), width: 375, text: MonospaceMeasurer()).arrow
        #expect(SourceFidelityTests.darkest(canvas, in: arrow) <= 130)
        let control = try FrameRenderer(style: style, options: RenderOptions(width: 375),
                                        context: StyleContext(width: 375, text: MonospaceMeasurer()))
            .scene(for: FrameSpec(index: 0, time: sample.time, sample: sample)).presentation(at: sample.time)
        #expect(control.sublayers.first { $0.name == "arrow" }?.opacity == 1)
    }

    /// sv-bottom's loading inset is set at once by the scroll callback; the content settles with the scroll view's
    /// bounce (0.4 s easeOut), not the top position's 0.3 s easeInOut inset animation (§3.3, §7 A16).
    @Test func svBottomSettlesWithTheScrollViewsBounce() throws {
        let bottom = SVStyle(position: .bottom).rules, top = SVStyle().rules
        #expect(bottom.openDuration == PullRules.scrollBounceDuration && bottom.openCurve == .easeOut)
        #expect(top.openDuration == 0.3 && top.openCurve == .easeInEaseOut)
        let timeline = try PullTimeline(scenario: .loadMore, rules: bottom)
        let release = 1.0, from = 72.0
        for dt in [0.1, 0.2, 0.3] {
            let expected = from + (60 - from) * TimingFunction.easeOut.value(at: dt / 0.4)
            #expect(abs(timeline.sample(at: release + dt).distance - expected) < 1e-9)
        }
        #expect(timeline.sample(at: release + 0.4).distance == 60)
    }

    /// automaticallyChangeAlpha: the end animation sets alpha 0 in its 0.4 s easeInOut block (§4.4), in a single
    /// frame (`--state ending`) as in the whole gesture.
    @Test func mjAutoAlphaFadesThroughTheEndingState() throws {
        let style = MJStyle(automaticallyChangeAlpha: true)
        let renderer = try FrameRenderer(style: style, options: RenderOptions(width: 375),
                                         context: StyleContext(width: 375, text: MonospaceMeasurer()))
        func alpha(_ t: Double) throws -> Double {
            let sample = FramePlan.sweepSample(progress: 1, state: .ending, time: t, rules: style.rules)
            return try renderer.scene(for: FrameSpec(index: 0, time: t, sample: sample)).presentation(at: t).opacity
        }
        #expect(try alpha(0) == 1)
        #expect(abs(try alpha(0.2) - (1 - TimingFunction.easeInEaseOut.value(at: 0.5))) < 1e-6)
        #expect(try alpha(0.39) < 0.01)
        #expect(try alpha(0.5) == 0)
        // The gesture: the same fade, from the refresh's end.
        let timeline = try PullTimeline(scenario: .refresh, rules: style.rules)
        let end = try #require(timeline.events.first { $0.to == .ending }).time
        let sample = timeline.sample(at: end + 0.2)
        let inGesture = try renderer.scene(for: FrameSpec(index: 0, time: sample.time, sample: sample))
            .presentation(at: sample.time).opacity
        #expect(abs(inGesture - (try alpha(0.2))) < 1e-6)
    }

    /// One clock for the whole frame (§8.2): a settled single frame's status bar reads the labels' 14:05, as MJ's
    /// "Today 14:05" and the manifest's now; a gesture's bar runs on from it.
    @Test func theStatusBarAndTheLabelsShareOneClock() throws {
        let style = MJStyle()
        var options = RenderOptions(width: 375)
        options.screen = ScreenOptions(viewport: try Viewport("iphone-8"))
        let renderer = try FrameRenderer(style: style, options: options,
                                         context: StyleContext(width: 375, text: MonospaceMeasurer()))
        func statusTime(_ sample: PullSample) throws -> String? {
            let tree = try renderer.screenTree(for: FrameSpec(index: 0, time: sample.time, sample: sample),
                                               screen: try #require(options.screen))
            let bars = try #require(tree.sublayers.first { $0.name == "bars" })
            guard let content = bars.sublayers.first(where: { $0.name == "time" })?.content,
                  case .text(let text) = content else { return nil }
            return text.string
        }
        let settled = FramePlan.sweepSample(progress: 1.2, state: .pulling, time: nil, rules: style.rules)
        #expect(settled.time == 60)
        #expect(try statusTime(settled) == "14:05")
        #expect(style.lastUpdatedText(labels: LabelOptions(), after: settled) == "Last update: Today 14:05")
        let long = Scenario(name: "long", steps: [.wait(duration: 61)])
        let late = try PullTimeline(scenario: long, rules: style.rules).sample(at: 61)
        #expect(try statusTime(late) == "14:06")
    }
}

/// iOS lays out its status bar from the trailing edge in a right-to-left language (STYLES.md §8.2): on a classic bar
/// the battery is at the left and the signal at the right; on iPhone 15 the time takes the right corner. Measured in
/// the pixels of the bar (@1x): the dark columns of the bar's glyphs.
@Suite struct RightToLeftStatusBarTests {
    static func darkColumns(_ viewport: Viewport, language: LabelLanguage, rows: ClosedRange<Int>) throws -> [Int] {
        var options = RenderOptions(width: viewport.width, scale: 1)
        options.screen = ScreenOptions(viewport: viewport)
        let style = MJStyle()
        let renderer = try FrameRenderer(style: style, options: options, context: StyleContext(
            width: viewport.width, text: MonospaceMeasurer(), labels: LabelOptions(language: language)))
        let sample = FramePlan.sweepSample(progress: 0, state: .idle, time: nil, rules: style.rules)
        let canvas = try renderer.render(FrameSpec(index: 0, time: sample.time, sample: sample))
        return (0..<canvas.width).filter { x in rows.contains { canvas.pixel(x: x, y: $0) & 0xFF < 100 } }
    }

    @Test func theClassicBarIsMirrored() throws {
        let viewport = try Viewport("iphone-8")
        // Rows 4…16: the signal bars (x 6…22.5) and the battery (x 338…363) on a left-to-right bar.
        let ltr = try RightToLeftStatusBarTests.darkColumns(viewport, language: .en, rows: 4...16)
        let rtl = try RightToLeftStatusBarTests.darkColumns(viewport, language: .ar, rows: 4...16)
        // Each group's extent mirrors (the glyphs keep their orientation, so only the extents are compared).
        func extent(_ columns: [Int], _ range: ClosedRange<Int>) -> ClosedRange<Int>? {
            let inside = columns.filter(range.contains)
            guard let lo = inside.min(), let hi = inside.max() else { return nil }
            return lo...hi
        }
        let signal = try #require(extent(ltr, 0...100)), battery = try #require(extent(ltr, 275...374))
        let rtlSignal = try #require(extent(rtl, 275...374)), rtlBattery = try #require(extent(rtl, 0...100))
        #expect(abs(rtlSignal.upperBound - (374 - signal.lowerBound)) <= 1, "\(signal) vs \(rtlSignal)")
        #expect(abs(rtlSignal.lowerBound - (374 - signal.upperBound)) <= 1, "\(signal) vs \(rtlSignal)")
        // The battery's 25 pt frame, 6 pt from the edge: x 344…369 left to right, 6…31 mirrored (its level is not
        // centred in the frame, the terminal being on one side, so its columns are compared with the frame).
        #expect((344...369).contains(battery.lowerBound) && (344...369).contains(battery.upperBound), "\(battery)")
        #expect((6...31).contains(rtlBattery.lowerBound) && (6...31).contains(rtlBattery.upperBound), "\(rtlBattery)")
    }

    @Test func theTimeTakesTheRightCornerOnIPhone15() throws {
        let viewport = try Viewport("iphone-15")
        // y = 29: the middle of the housing's row: the time's digits and the indicators.
        let rtl = try RightToLeftStatusBarTests.darkColumns(viewport, language: .ar, rows: 29...29)
        let ltr = try RightToLeftStatusBarTests.darkColumns(viewport, language: .en, rows: 29...29)
        let ear = (viewport.width - StatusBar.housingWidth) / 2
        // The battery (its level, the widest run) is in the right corner left to right, in the left one mirrored.
        #expect(ltr.contains { Double($0) > viewport.width - ear } && rtl.contains { Double($0) < ear })
        #expect(rtl.filter { Double($0) < ear }.count >= ltr.filter { Double($0) > viewport.width - ear }.count - 4)
    }
}
