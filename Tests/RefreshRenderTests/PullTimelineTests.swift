import Foundation
import Testing
@testable import RefreshRender

@Suite struct PullTimelineTests {
    // EGO's numbers (STYLES.md §2.3): trigger past 65 while dragging, inset 60 over 0.2 s, collapse 0.3 s.
    let ego = PullRules(threshold: 65, refreshingInset: 60, openDuration: 0.2, refreshDuration: 3.0,
                        collapseDuration: 0.3)
    // The airplane (§5.3, §7 A6): armed only at release with progress ≥ 1, refresh 4.0 s, collapse 0.3 s easeOut.
    let airplane = PullRules(threshold: 110, strictThreshold: false, showsPullingState: false, refreshingInset: 110,
                             openDuration: 0.3, refreshDuration: 4.0, collapseDuration: 0.3, collapseCurve: .easeOut)

    @Test func refreshCrossesThresholdWhileDraggingThenRefreshesAndCollapses() throws {
        let timeline = try PullTimeline(scenario: .refresh, rules: ego)
        let kinds = timeline.events.map { "\($0.from.rawValue)>\($0.to.rawValue)" }
        #expect(kinds == ["idle>pulling", "pulling>refreshing", "refreshing>ending", "ending>idle"])
        let crossing = timeline.events[0].time
        // The crossing is where the pull (1.2 × 65 over 0.8 s, ease-out) passes 65.
        #expect(abs(timeline.sample(at: crossing - 1e-6).distance - 65) < 1e-3)
        #expect(timeline.sample(at: crossing - 1e-6).state == .idle)
        #expect(timeline.sample(at: crossing + 1e-6).state == .pulling)
        #expect(timeline.events[1].time == 1.0)                  // released after 0.8 s pull + 0.2 s hold
        #expect(abs(timeline.events[2].time - 4.0) < 1e-12)       // 3.0 s of refresh
        #expect(abs(timeline.events[3].time - 4.3) < 1e-12)       // 0.3 s collapse
        #expect(abs(timeline.duration - 4.55) < 1e-12)            // plus the 0.25 s tail
        #expect(abs(timeline.sample(at: 2.0).distance - 60) < 1e-12)
        #expect(timeline.sample(at: 2.0).state == .refreshing)
        #expect(timeline.sample(at: 4.15).state == .ending)
        #expect(abs(timeline.sample(at: 4.15).distance - 30) < 1e-9) // easeInEaseOut is symmetric: half way at t/2
        #expect(timeline.sample(at: 4.4).distance == 0)
    }

    @Test func airplaneHasNoPullingStateAndRefreshesForFourSeconds() throws {
        let timeline = try PullTimeline(scenario: .refresh, rules: airplane)
        #expect(timeline.events.map(\.to) == [.refreshing, .ending, .idle])
        #expect(timeline.events[1].time == 5.0)
        #expect(abs(timeline.events[2].time - 5.3) < 1e-12)
        let s = timeline.sample(at: 0.5)
        #expect(s.isDragging && s.state == .idle)
        #expect(abs(timeline.sample(at: 3).progress - 1) < 1e-12)
    }

    @Test func releaseBelowThresholdBouncesBack() throws {
        let timeline = try PullTimeline(scenario: .cancel, rules: ego)
        #expect(timeline.events.isEmpty)
        #expect(abs(timeline.sample(at: 0.6).distance - 0.6 * 65) < 1e-9)
        #expect(timeline.sample(at: 0.75 + 0.4).distance == 0)
        #expect(!timeline.sample(at: 0.8).isDragging)
    }

    @Test func pullingBackBelowThresholdBeforeReleaseCancels() throws {
        let scenario = Scenario(name: "back", steps: [
            .pull(progress: 1.5, duration: 0.5, curve: .linear),
            .pull(progress: 0.5, duration: 0.5, curve: .linear),
            .release,
        ])
        let timeline = try PullTimeline(scenario: scenario, rules: ego)
        #expect(timeline.events.map(\.to) == [.pulling, .idle])
        // Linear pull 0 → 97.5 in 0.5 s crosses 65 at 1/3 s; 97.5 → 32.5 crosses back at 0.75 s.
        #expect(abs(timeline.events[0].time - 1.0 / 3.0) < 1e-6)
        #expect(abs(timeline.events[1].time - 0.75) < 1e-6)
    }

    @Test func pullDuringRefreshIsRefusedWithAClearMessage() {
        let scenario = Scenario(name: "again", steps: [
            .pull(progress: 1.2, duration: 0.5, curve: .linear), .release,
            .pull(progress: 1.0, duration: 0.5, curve: .linear),
        ])
        #expect(throws: ScenarioError.self) { try PullTimeline(scenario: scenario, rules: ego) }
    }

    @Test func sampleIsClampedAndNeverNegative() throws {
        let timeline = try PullTimeline(scenario: .refresh, rules: ego)
        #expect(timeline.sample(at: -5).time == 0)
        #expect(timeline.sample(at: .nan).time == 0)
        #expect(timeline.sample(at: 1e9).time == timeline.duration)
    }

    @Test func jsonScenarioParses() throws {
        let json = #"{"name":"slow","steps":[{"pull":1.3,"duration":1.0,"curve":"linear"},{"wait":0.5},{"release":true}],"refreshDuration":2}"#
        let s = try Scenario(json: Data(json.utf8))
        #expect(s.name == "slow")
        #expect(s.steps == [.pull(progress: 1.3, duration: 1.0, curve: .linear), .wait(duration: 0.5), .release])
        #expect(s.refreshDuration == 2)
    }

    @Test(arguments: [
        (#"{"steps": "#, "not valid JSON"),
        (#"[1,2]"#, "(top level)"),
        (#"{"name":"x"}"#, "steps is missing"),
        (#"{"steps":[]}"#, "steps is []"),
        (#"{"steps":[{"pull":"far","duration":1}]}"#, "steps[0].pull is \"far\"; expected a number"),
        (#"{"steps":[{"pull":1,"duration":-1}]}"#, "steps[0].duration is -1; expected a number from 0 to 600"),
        (#"{"steps":[{"pull":1}]}"#, "steps[0].duration is missing"),
        (#"{"steps":[{"pull":1,"duration":1,"curve":"bouncy"}]}"#, "steps[0].curve is \"bouncy\"; expected default, easeIn"),
        (#"{"steps":[{"jump":1}]}"#, "steps[0] is no action"),
        (#"{"steps":[{"wait":1,"release":true}]}"#, "steps[0] is wait and release"),
        (#"{"steps":[{"release":1}]}"#, "steps[0].release is 1; expected true"),
        (#"{"steps":[{"wait":1}],"speed":2}"#, "speed is present"),
        (#"{"steps":[{"wait":1e9}]}"#, "steps[0].wait is 1000000000;"),
        (#"{"steps":[{"pull":1,"duration":1,"extra":2}]}"#, "steps[0].extra is present"),
    ])
    func badScenarioJSONNamesTheField(json: String, expected: String) {
        do {
            _ = try Scenario(json: Data(json.utf8))
            Issue.record("accepted \(json)")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }
}
