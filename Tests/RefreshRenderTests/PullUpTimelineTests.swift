import Foundation
import Testing
@testable import RefreshRender

/// Pull-up: each footer's trigger rule against STYLES.md's numbers (§1.4, §3.3, §3.4, §4.5) and the no-more-data
/// ending.
@Suite struct PullUpTimelineTests {
    func pull(_ progress: Double, over duration: Double = 0.5) -> Scenario {
        Scenario(name: "pull", steps: [.pull(progress: progress, duration: duration, curve: .linear), .release])
    }

    func kinds(_ timeline: PullTimeline) -> [String] {
        timeline.events.map { "\($0.from.rawValue)>\($0.to.rawValue)" }
    }

    // MARK: CLL footer (§1.4): loads when released more than 40 pt past the end; no pulling state

    @Test func circleFooterLoadsOnlyWhenReleasedBeyondFortyPoints() throws {
        let rules = CircleFooterStyle().rules
        #expect(try PullTimeline(scenario: pull(1.0), rules: rules).events.isEmpty)          // exactly 40: `>` fails
        let beyond = try PullTimeline(scenario: pull(40.01 / 40), rules: rules)
        #expect(kinds(beyond) == ["idle>refreshing", "refreshing>ending", "ending>idle"])
        #expect(beyond.events[0].time == 0.5)                                                 // at the release
        let loadMore = try PullTimeline(scenario: .loadMore, rules: rules)
        #expect(!loadMore.events.contains { $0.to == .pulling })
        #expect(loadMore.events[1].time == 3.0)                                               // 2 s load from 1.0 s
        #expect(abs(loadMore.events[2].time - 3.3) < 1e-12)                                   // inset back over 0.3 s
        #expect(abs(loadMore.sample(at: 2.0).distance - 40) < 1e-12)                          // bottom inset 40
    }

    // MARK: SV bottom (§3.3): triggered while dragging more than 60 pt past the end

    @Test func svBottomTriggersPastSixtyPointsWhileDragging() throws {
        let rules = SVStyle(position: .bottom).rules
        #expect(try PullTimeline(scenario: pull(1.0), rules: rules).events.isEmpty)
        let timeline = try PullTimeline(scenario: .loadMore, rules: rules)
        #expect(kinds(timeline) == ["idle>pulling", "pulling>refreshing", "refreshing>ending", "ending>idle"])
        #expect(abs(timeline.sample(at: timeline.events[0].time - 1e-6).distance - 60) < 1e-3)
        #expect(abs(timeline.sample(at: 2.0).distance - 60) < 1e-12)
    }

    // MARK: SV infinite scrolling (§3.4): triggered as soon as the content is dragged past its end

    @Test func svInfiniteTriggersAsSoonAsTheContentPassesItsEnd() throws {
        let rules = SVInfiniteStyle().rules
        #expect(rules.trigger == 0 && rules.threshold == 60)
        #expect(!rules.isPastThreshold(0) && rules.isPastThreshold(1e-9))
        let timeline = try PullTimeline(scenario: pull(0.01), rules: rules)
        #expect(kinds(timeline) == ["idle>pulling", "pulling>refreshing", "refreshing>ending", "ending>idle"])
        #expect(timeline.events[0].time < 1e-6)
        // The load ends at once: stopAnimating → Stopped, no inset animation.
        #expect(timeline.events[2].time == timeline.events[3].time)
    }

    // MARK: MJ auto footer (§4.5): refreshing as soon as it is fully visible, without a release

    @Test func mjAutoFooterRefreshesWhenFullyVisibleWithoutARelease() throws {
        let rules = MJAutoFooterStyle().rules
        #expect(try PullTimeline(scenario: pull(43.99 / 44), rules: rules).events.isEmpty)
        let exactly = try PullTimeline(scenario: pull(1.0), rules: rules)                      // `offset ≥ …`
        #expect(exactly.events.first?.to == .refreshing)
        let timeline = try PullTimeline(scenario: .loadMore, rules: rules)
        #expect(kinds(timeline) == ["idle>refreshing", "refreshing>ending", "ending>idle"])
        let start = timeline.events[0].time
        #expect(start < 0.8)                                                                  // mid-pull
        #expect(timeline.sample(at: start - 1e-6).distance < 44)
        #expect(abs(timeline.sample(at: start).distance - 44) < 1e-6)
        let during = timeline.sample(at: start + 0.01)
        #expect(during.state == .refreshing && during.isDragging)
        #expect(abs(timeline.events[1].time - (start + 2.0)) < 1e-12)                          // the 2 s load
        #expect(timeline.events[1].time == timeline.events[2].time)                            // no end animation
        #expect(abs(timeline.sample(at: 1.5).distance - 44) < 1e-12)                           // settled in view
    }

    @Test func mjAutoFooterTriggersAgainOnlyOnANewPullAfterTheLoad() throws {
        let twice = Scenario(name: "twice", steps: Scenario.loadMore.steps + [.wait(duration: 3)] + Scenario.loadMore.steps)
        let timeline = try PullTimeline(scenario: twice, rules: MJAutoFooterStyle().rules)
        #expect(timeline.events.filter { $0.to == .refreshing }.count == 2)
    }

    // MARK: MJ back footer (§4.5): pulling past the full height, loads on release

    @Test func mjBackFooterLoadsWhenReleasedPastItsFullHeight() throws {
        let rules = MJBackFooterStyle().rules
        #expect(try PullTimeline(scenario: pull(1.0), rules: rules).events.isEmpty)           // `>` 44 to pull
        let timeline = try PullTimeline(scenario: .loadMore, rules: rules)
        #expect(kinds(timeline) == ["idle>pulling", "pulling>refreshing", "refreshing>ending", "ending>idle"])
        #expect(abs(timeline.sample(at: 1.25).distance - 44) < 1e-12)                         // inset over 0.25 s
        #expect(abs(timeline.events[3].time - timeline.events[2].time - 0.4) < 1e-12)         // back over 0.4 s
    }

    // MARK: No more data (§4.5)

    @Test(arguments: [MJAutoFooterStyle().rules, MJBackFooterStyle().rules])
    func noMoreDataEndsTheLoadAndStopsTriggering(rules: PullRules) throws {
        let again = Scenario(name: "again", steps: Scenario.loadMore.steps + [.wait(duration: 3)] + Scenario.loadMore.steps,
                             endsInNoMoreData: true)
        let timeline = try PullTimeline(scenario: again, rules: rules)
        #expect(timeline.events.filter { $0.to == .refreshing }.count == 1)
        #expect(timeline.events.last?.from == .refreshing && timeline.events.last?.to == .noMoreData)
        let last = timeline.sample(at: timeline.duration)
        #expect(last.state == .noMoreData && last.distance == 0)
        // One load: the auto footer keeps its inset, so it stays in view; the back footer takes it back (§4.5, §8.5).
        let once = try PullTimeline(scenario: .noMoreData, rules: rules)
        #expect(once.sample(at: 10).state == .noMoreData)
        #expect(once.sample(at: 10).distance == (rules.keepsInset ? 44 : 0))
    }

    @Test(arguments: ["circle-footer", "sv-bottom", "sv-infinite", "mj"])
    func noMoreDataIsRefusedWhereTheStyleHasNoSuchState(name: String) throws {
        let style = try #require(StyleCatalog.style(named: name))
        #expect(throws: ScenarioError.self) { try PullTimeline(scenario: .noMoreData, rules: style.rules) }
        #expect(throws: SamplingError.self) {
            try FramePlan(sampling: .sweep(progresses: [1], state: .noMoreData, time: nil), rules: style.rules)
        }
    }

    @Test func noMoreDataParsesFromJSON() throws {
        let json = #"{"steps":[{"pull":1.2,"duration":0.8},{"release":true}],"noMoreData":true}"#
        #expect(try Scenario(json: Data(json.utf8)).endsInNoMoreData)
        do {
            _ = try Scenario(json: Data(#"{"steps":[{"wait":1}],"noMoreData":1}"#.utf8))
            Issue.record("accepted noMoreData: 1")
        } catch {
            #expect("\(error)".contains("noMoreData is 1; expected true or false"), "\(error)")
        }
    }

    @Test func footersDefaultToTheLoadMoreGesture() {
        #expect(Scenario.defaultPreset(for: .footer).name == "load-more")
        #expect(Scenario.defaultPreset(for: .header).name == "refresh")
        #expect(StyleCatalog.all.filter { $0.kind == .footer }.map(\.name)
                == ["circle-footer", "sv-bottom", "sv-infinite", "mj-auto-footer", "mj-back-footer"])
    }
}
