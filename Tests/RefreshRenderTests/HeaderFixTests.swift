import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// The header fixes found by measuring every style against STYLES.md: the last-updated line after a
/// refresh (§1.3, §4.4), MJ's alpha over an opaque table (§4.4), the completions of `--state ending` (§1.3, §4.4),
/// the airplane's implicit actions (§6.9, §7 A10) and EGO's grey ladder (§2.2).
@Suite struct HeaderFixTests {
    let measurer = MonospaceMeasurer()

    func tree(_ style: any RefreshStyle, _ sample: PullSample, labels: LabelOptions = LabelOptions()) throws -> Layer {
        try style.scene(for: sample, context: StyleContext(width: 375, text: measurer, labels: labels))
            .presentation(at: sample.time)
    }

    func gesture(_ style: any RefreshStyle, at offset: Double, after state: RefreshState) throws -> PullSample {
        let timeline = try PullTimeline(scenario: .refresh, rules: style.rules)
        let entry = try #require(timeline.events.first { $0.to == state })
        return timeline.sample(at: entry.time + offset)
    }

    // MARK: Last updated after a refresh

    @Test func circleTimeLabelShowsTheEndOfTheRefreshOnTheScenarioClock() throws {
        let style = CircleStyle()
        let loading = try tree(style, gesture(style, at: 0.5, after: .refreshing))
        #expect(loading.sublayer(named: "time")?.text?.string == "刷新时间")
        let ended = try tree(style, gesture(style, at: 0.1, after: .ending))
        #expect(ended.sublayer(named: "time")?.text?.string == "上次刷新：11-22 14:05")
        // The refresh ends 3 s into the gesture: a clock at 14:05:58 reads 14:06 by then.
        let late = LabelOptions(now: LabelDateTime(year: 2026, month: 11, day: 22, hour: 14, minute: 5, second: 58))
        let lateTree = try tree(style, gesture(style, at: 0.1, after: .ending), labels: late)
        #expect(lateTree.sublayer(named: "time")?.text?.string == "上次刷新：11-22 14:06")
        // The sweep's `--state ending` is the moment the refresh ended.
        let sweep = FramePlan.sweepSample(progress: 1, state: .ending, time: 0, rules: style.rules)
        #expect(try tree(style, sweep).sublayer(named: "time")?.text?.string == "上次刷新：11-22 14:05")
    }

    @Test func mjSavesTheDateWhenTheRefreshEnds() throws {
        let style = MJStyle()
        let old = LabelOptions(lastUpdated: .at(LabelDateTime(year: 2025, month: 3, day: 1, hour: 9, minute: 30)))
        let before = try tree(style, gesture(style, at: 0.5, after: .refreshing), labels: old)
        #expect(before.sublayer(named: "lastUpdated")?.text?.string == "Last update: 2025-03-01 09:30")
        let after = try tree(style, gesture(style, at: 0.1, after: .ending), labels: old)
        #expect(after.sublayer(named: "lastUpdated")?.text?.string == "Last update: Today 14:05")
        let never = try tree(style, gesture(style, at: 1, after: .idle), labels: LabelOptions(lastUpdated: .never))
        #expect(never.sublayer(named: "lastUpdated")?.text?.string == "Last update: Today 14:05")
    }

    @Test func theScenarioClockCarries() {
        let eve = LabelDateTime(year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        #expect(eve.adding(seconds: 1.9) == LabelDateTime(year: 2027, month: 1, day: 1, hour: 0, minute: 0, second: 0))
        let leap = LabelDateTime(year: 2028, month: 2, day: 28, hour: 12, minute: 0)
        #expect(leap.adding(seconds: 86_400) == LabelDateTime(year: 2028, month: 2, day: 29, hour: 12, minute: 0))
        #expect(leap.adding(seconds: -43_201) == LabelDateTime(year: 2028, month: 2, day: 27, hour: 23, minute: 59, second: 59))
        #expect(LabelDateTime(year: 1969, month: 12, day: 31, hour: 0, minute: 0).adding(seconds: 86_400 * 366)
                == LabelDateTime(year: 1971, month: 1, day: 1, hour: 0, minute: 0))
    }

    // MARK: MJ automaticallyChangeAlpha fades the header, not the table behind it

    @Test(arguments: [BackgroundChoice.style, .color(.white), .color(Color(rgb8: 10, 20, 30))])
    func mjAutoAlphaKeepsTheBackgroundOpaque(background: BackgroundChoice) throws {
        let style = MJStyle(automaticallyChangeAlpha: true)
        let sample = FramePlan.sweepSample(progress: 0.3, state: .idle, time: nil, rules: style.rules)
        let canvas = try renderFrame(style, sample: sample, scale: 1, background: background)
        #expect(canvas.pixel(x: 1, y: 1) >> 24 == 0xFF)
        let opaque = try renderFrame(MJStyle(), sample: sample, scale: 1, background: background)
        #expect(canvas.pixel(x: 1, y: 1) == opaque.pixel(x: 1, y: 1))
        #expect(canvas.makeImage() != opaque.makeImage())                                  // the content did fade
        let none = try renderFrame(style, sample: sample, scale: 1, background: .none)
        #expect(none.pixel(x: 1, y: 1) == 0)
    }

    // MARK: `--state ending --time T` runs the completions, as the whole gesture does

    @Test func circleEndingSweepPastTheCollapseMatchesTheGesture() throws {
        let style = CircleStyle()
        for (progress, time) in [(1.0, 0.3), (1.2, 0.5)] {
            let sweep = try tree(style, FramePlan.sweepSample(progress: progress, state: .ending, time: time, rules: style.rules))
            let whole = try tree(style, gesture(style, at: time, after: .ending))
            for t in [sweep, whole] {
                guard case .arc(_, _, _, let sweep)? = t.layer(at: ["circle", "arc"])?.shape?.path?.elements.first else {
                    Issue.record("no arc"); return
                }
                #expect(sweep == 0)                                      // offsetY = 0: the arc vanished
                #expect(t.sublayer(named: "circle")?.transform == .identity)   // rotation removed
            }
        }
        // Before the completion the arc is still full and turning.
        let collapsing = try tree(style, FramePlan.sweepSample(progress: 1, state: .ending, time: 0.15, rules: style.rules))
        #expect(collapsing.sublayer(named: "circle")?.transform != .identity)
    }

    @Test func mjEndingSweepShowsTheArrowAgainAfterTheFade() throws {
        let style = MJStyle()
        let fading = try tree(style, FramePlan.sweepSample(progress: 1, state: .ending, time: 0.39, rules: style.rules))
        #expect(fading.sublayer(named: "arrow")?.isHidden == true)
        for t in [try tree(style, FramePlan.sweepSample(progress: 1, state: .ending, time: 0.4, rules: style.rules)),
                  try tree(style, gesture(style, at: 0.4, after: .ending))] {
            #expect(t.sublayer(named: "arrow")?.isHidden == false)
            #expect(t.sublayer(named: "spinner")?.isHidden == true)
        }
        #expect(FramePlan.sweepSample(progress: 1, state: .ending, time: 0.4, rules: style.rules).state == .idle)
    }

    // MARK: The airplane's implicit actions

    @Test func airplaneImplicitActionsLagThePullAndSettle() throws {
        let on = try AirplaneStyle().setting("implicit-actions", to: "on")
        #expect(on.implicitActions && !AirplaneStyle().implicitActions)
        let timeline = try PullTimeline(scenario: .refresh, rules: on.rules)
        let mid = timeline.sample(at: 0.4)
        func values(_ style: AirplaneStyle, _ sample: PullSample) throws -> (Double, Double) {
            let t = try tree(style, sample)
            return (try #require(t.sublayer(named: "oval")?.shape?.strokeEnd), try #require(t.sublayer(named: "airplane")?.opacity))
        }
        let exact = try values(AirplaneStyle(), mid), lagging = try values(on, mid)
        #expect(abs(exact.0 - mid.progress) < 1e-12)
        #expect(lagging.0 > 0.2 && lagging.0 < exact.0 - 0.02 && abs(lagging.1 - lagging.0) < 1e-12)
        // A frozen sweep has no scroll ticks: the settled values.
        let sweep = FramePlan.sweepSample(progress: 0.4, state: .idle, time: nil, rules: on.rules)
        #expect(abs(try values(on, sweep).0 - 0.4) < 1e-12)
        // Well over 0.25 s after the last tick of the cancel gesture's bounce: back at rest.
        let cancel = try PullTimeline(scenario: Scenario(name: "cancel", steps: Scenario.cancel.steps, tail: 1), rules: on.rules)
        #expect(try values(on, cancel.sample(at: cancel.duration)).0 == 0)
    }

    // MARK: EGO releases at exactly its threshold (§2.3: `offset.y <= −65`)

    func pull(_ progress: Double) -> Scenario {
        Scenario(name: "pull", steps: [.pull(progress: progress, duration: 0.5, curve: .linear), .release])
    }

    @Test func egoReleasedAtExactlyTheThresholdRefreshes() throws {
        let rules = ArrowStyle().rules
        let exactly = try PullTimeline(scenario: pull(1.0), rules: rules)
        // Never "pulling" (that compares `<`), but the release compares `<=`.
        #expect(exactly.events.map(\.to) == [.refreshing, .ending, .idle])
        #expect(try PullTimeline(scenario: pull(64.99 / 65), rules: rules).events.isEmpty)
    }
}
