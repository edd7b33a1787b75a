import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// Each style against its library's rules (STYLES.md §1–§5), checked on the presentation tree.
@Suite struct StyleBehaviourTests {
    let context = StyleContext(width: 375, text: MonospaceMeasurer())

    func presentation(_ style: any RefreshStyle, _ sample: PullSample) throws -> Layer {
        try style.scene(for: sample, context: context).presentation(at: sample.time)
    }

    func sweep(_ style: any RefreshStyle, progress: Double, state: RefreshState, time: Double?) -> PullSample {
        FramePlan.sweepSample(progress: progress, state: state, time: time, rules: style.rules)
    }

    func angle(_ t: Raster.AffineTransform) -> Double { atan2(t.b, t.a) }

    // MARK: Airplane (§5)

    @Test func airplaneRingAndPlaneFollowThePull() throws {
        let tree = try presentation(AirplaneStyle(), sweep(AirplaneStyle(), progress: 0.4, state: .idle, time: nil))
        let oval = try #require(tree.sublayer(named: "oval")?.shape)
        #expect(abs(oval.strokeEnd - 0.4) < 1e-12)
        #expect(oval.strokeStart == 0)
        #expect(oval.lineDashPattern == [2, 3] && oval.lineWidth == 4 && oval.strokeColor == .white)
        let plane = try #require(tree.sublayer(named: "airplane"))
        #expect(abs(plane.opacity - 0.4) < 1e-12)
        #expect(plane.position == Point(x: 375 / 2 + 44, y: 55))
    }

    @Test func airplaneOrbitsWhileRefreshing() throws {
        let style = AirplaneStyle()
        // 0.375 s into the refresh: u = 0.25 → 6 o'clock, heading left (rotated π/2), comet [0, 0.25] (§5.4).
        let tree = try presentation(style, sweep(style, progress: 1, state: .refreshing, time: 0.375))
        let plane = try #require(tree.sublayer(named: "airplane"))
        #expect(abs(plane.position.x - 375 / 2) < 0.01 && abs(plane.position.y - 99) < 0.01)
        #expect(abs(angle(plane.transform) - Double.pi / 2) < 1e-6)
        let oval = try #require(tree.sublayer(named: "oval")?.shape)
        #expect(abs(oval.strokeEnd - 0.25) < 1e-9)
        #expect(oval.trimRange.map { abs($0.lowerBound) < 1e-12 } == true)
        // Model values after the 6.0 s repeat duration (§7 A6): snaps back to 3 o'clock, full ring.
        let after = try presentation(style, sweep(style, progress: 1, state: .refreshing, time: 6.1))
        #expect(after.sublayer(named: "airplane")?.position == Point(x: 375 / 2 + 44, y: 55))
        #expect(after.sublayer(named: "oval")?.shape?.strokeEnd == 1)
    }

    @Test func airplaneRefreshesForFourSecondsThenCollapses() throws {
        let timeline = try PullTimeline(scenario: .refresh, rules: AirplaneStyle().rules)
        let refresh = try #require(timeline.events.first { $0.to == .refreshing })
        let ending = try #require(timeline.events.first { $0.to == .ending })
        let idle = try #require(timeline.events.first { $0.from == .ending })
        #expect(abs(ending.time - refresh.time - 4.0) < 1e-12)
        #expect(abs(idle.time - ending.time - 0.3) < 1e-12)
        // Collapse: easeOut from 110 to 0; the plane's opacity follows the progress again.
        let mid = timeline.sample(at: ending.time + 0.15)
        let expected = 110 * (1 - TimingFunction.easeOut.value(at: 0.5))
        #expect(abs(mid.distance - expected) < 1e-9)
        let tree = try presentation(AirplaneStyle(), mid)
        #expect(abs((tree.sublayer(named: "airplane")?.opacity ?? -1) - expected / 110) < 1e-9)
    }

    // MARK: Circle (§1)

    @Test func circleArcGrowsFromTwentyToSixtyPoints() throws {
        let style = CircleStyle()
        for (progress, expectedSweep) in [(10.0 / 60, 0.0), (40.0 / 60, 0.5 * 19 * Double.pi / 10), (1.5, 19 * Double.pi / 10)] {
            let tree = try presentation(style, sweep(style, progress: progress, state: .idle, time: nil))
            let arc = try #require(tree.layer(at: ["circle", "arc"])?.shape?.path)
            guard case .arc(let c, let r, let start, let sweep) = arc.elements.first else {
                Issue.record("not an arc"); return
            }
            #expect(c == Point(x: 10, y: 10) && r == 9 && start == Double.pi / 2)
            #expect(abs(sweep - expectedSweep) < 1e-12)
        }
    }

    @Test func circleSpinsOneTurnPerSecondWhileLoading() throws {
        let style = CircleStyle()
        for t in [0.1, 0.3, 0.6] {
            let tree = try presentation(style, sweep(style, progress: 1, state: .refreshing, time: t))
            let circle = try #require(tree.sublayer(named: "circle"))
            // 2π·t, clockwise; compare as directions.
            let a = angle(circle.transform)
            #expect(abs(cos(a) - cos(2 * Double.pi * t)) < 1e-9 && abs(sin(a) - sin(2 * Double.pi * t)) < 1e-9)
            // Loading forces the full 342° arc (§1.3).
            if case .arc(_, _, _, let sweep)? = tree.layer(at: ["circle", "arc"])?.shape?.path?.elements.first {
                #expect(abs(sweep - 19 * Double.pi / 10) < 1e-12)
            }
        }
    }

    // MARK: EGO (§2)

    @Test func egoFlipsClockwiseInPointOneEightSecondsWithTheDefaultCurve() throws {
        let style = ArrowStyle()
        let halfway = try presentation(style, sweep(style, progress: 1.2, state: .pulling, time: 0.09))
        let arrow = try #require(halfway.sublayer(named: "arrow"))
        let expected = Double.pi * TimingFunction.default.value(at: 0.5)
        #expect(abs(angle(arrow.transform) - expected) < 1e-6)   // positive = clockwise on screen
        let settled = try presentation(style, sweep(style, progress: 1.2, state: .pulling, time: nil))
        #expect(abs(abs(angle(try #require(settled.sublayer(named: "arrow")).transform)) - Double.pi) < 1e-9)
    }

    @Test func egoFlipsBackCounterClockwiseFromWhereItIs() throws {
        // Pull past 65 then back below it before the first flip ends: the second flip starts from the on-screen angle.
        let scenario = Scenario(name: "wobble", steps: [
            .pull(progress: 1.2, duration: 0.3, curve: .linear), .pull(progress: 0.8, duration: 0.1, curve: .linear),
        ])
        let style = ArrowStyle()
        let timeline = try PullTimeline(scenario: scenario, rules: style.rules)
        let back = try #require(timeline.events.last { $0.to == .idle })
        let atBack = try presentation(style, timeline.sample(at: back.time))
        let startAngle = angle(try #require(atBack.sublayer(named: "arrow")).transform)
        #expect(startAngle > 0 && startAngle < Double.pi)
        let later = try presentation(style, timeline.sample(at: back.time + 0.05))
        let laterAngle = angle(try #require(later.sublayer(named: "arrow")).transform)
        #expect(laterAngle < startAngle && laterAngle > 0)       // counter-clockwise, no jump
    }

    @Test func egoHidesTheArrowAndSpinsWhileLoading() throws {
        let style = ArrowStyle()
        let tree = try presentation(style, sweep(style, progress: 1, state: .refreshing, time: 0.5))
        #expect(tree.sublayer(named: "arrow")?.isHidden == true)
        #expect(tree.sublayer(named: "spinner")?.isHidden == false)
        #expect(tree.sublayer(named: "status")?.text?.string == "Loading...")
        let done = try presentation(style, sweep(style, progress: 0.5, state: .ending, time: 0.1))
        #expect(done.sublayer(named: "arrow")?.isHidden == false)
        #expect(done.sublayer(named: "arrow")?.transform == .identity)
        #expect(done.sublayer(named: "spinner")?.isHidden == true)
    }

    // MARK: SV (§3)

    @Test func svTurnsCounterClockwiseAndFadesForLoading() throws {
        let style = SVStyle()
        let half = try presentation(style, sweep(style, progress: 1.2, state: .pulling, time: 0.1))
        #expect(angle(try #require(half.sublayer(named: "arrow")).transform) < 0)   // (float)M_PI > π → negative way
        let loading = try presentation(style, sweep(style, progress: 1, state: .refreshing, time: 0.1))
        let arrow = try #require(loading.sublayer(named: "arrow"))
        #expect(arrow.opacity > 0 && arrow.opacity < 1)
        let loaded = try presentation(style, sweep(style, progress: 1, state: .refreshing, time: 0.3))
        #expect(loaded.sublayer(named: "arrow")?.opacity == 0)
    }

    @Test func svCentresArrowAndTitleAsOneBlock() throws {
        let measurer = MonospaceMeasurer()
        let title = "Pull to refresh..."
        let frames = try SVStyle().layout(title: title, width: 320, text: measurer)
        let titleWidth = measurer.width(of: title, fontName: "Helvetica-Bold", size: 14)
        let total = 22 + 10 + titleWidth
        #expect(abs(frames.arrow.minX - (160 - total / 2)) < 1e-9)
        #expect(frames.arrow.minY == 6 && frames.arrow.height == 48)
        #expect(frames.title.minX == (frames.arrow.minX + 32).rounded(.down))
    }

    // MARK: MJ (§4)

    @Test func mjArrowSitsLeftOfTheWiderLabel() throws {
        let measurer = MonospaceMeasurer()
        let c = try MJStyle().arrowCenter(stateText: "Pull down to refresh", timeText: "Last update: Today 14:05",
                                          width: 375, text: measurer)
        let textW = measurer.width(of: "Last update: Today 14:05", fontName: "Helvetica-Bold", size: 14)
        #expect(abs(c.x - (375 / 2 - (textW / 2 + 25))) < 1e-12 && c.y == 27)
    }

    @Test func mjTurnsCounterClockwiseAndFadesTheSpinnerAtTheEnd() throws {
        let style = MJStyle()
        let half = try presentation(style, sweep(style, progress: 1.2, state: .pulling, time: 0.125))
        #expect(angle(try #require(half.sublayer(named: "arrow")).transform) < 0)
        let ending = try presentation(style, sweep(style, progress: 0.5, state: .ending, time: 0.2))
        let spinner = try #require(ending.sublayer(named: "spinner"))
        #expect(!spinner.isHidden && spinner.opacity > 0 && spinner.opacity < 1)
        #expect(ending.sublayer(named: "arrow")?.isHidden == true)
    }

    @Test func mjAlphaFollowsThePullWhenAsked() throws {
        let style = MJStyle(automaticallyChangeAlpha: true)
        let tree = try presentation(style, sweep(style, progress: 0.3, state: .idle, time: nil))
        #expect(abs(tree.opacity - 0.3) < 1e-12)
    }

    // MARK: State machines

    @Test(arguments: StyleCatalog.all.map(\.name))
    func releaseAboveThresholdRefreshesBelowItBouncesBack(name: String) throws {
        let style = try #require(StyleCatalog.style(named: name))
        let refresh = try PullTimeline(scenario: .refresh, rules: style.rules)
        #expect(refresh.events.contains { $0.to == .refreshing })
        #expect(refresh.events.last?.to == .idle)
        // The cancel preset pulls to 0.6: below every trigger but SV infinite scrolling's, which triggers as soon as
        // the content passes its end (STYLES.md §3.4).
        let cancel = try PullTimeline(scenario: .cancel, rules: style.rules)
        #expect(cancel.events.contains { $0.to == .refreshing } == (style.rules.trigger < 0.6 * style.rules.threshold))
        // Where it loads, a footer that keeps its inset ends with it (§8.5); everything else is back at rest.
        let loaded = cancel.events.contains { $0.to == .refreshing } && style.rules.keepsInset
        #expect(cancel.sample(at: cancel.duration).distance == (loaded ? style.rules.refreshingInset : 0))
    }

    @Test func thresholdsAreStrictForTheDraggingLibraries() {
        #expect(!ArrowStyle().rules.isPastThreshold(65) && ArrowStyle().rules.isPastThreshold(65.0001))
        #expect(!MJStyle().rules.isPastThreshold(54) && MJStyle().rules.isPastThreshold(54.0001))
        #expect(AirplaneStyle().rules.isPastThreshold(110))   // progress ≥ 1 (§5.3)
        #expect(!AirplaneStyle().rules.showsPullingState)
    }
}
