import Foundation
import Testing
@testable import RefreshRender

/// A scenario's limits, as a user meets them: totals summed without float drift and compared with a tolerance nobody
/// sees, times in messages as a person writes them, and too many steps refused before the file is parsed. Serialized:
/// one test measures the process's peak memory.
@Suite(.serialized) struct ScenarioLimitTests {
    /// `count` steps of `step` as a scenario file.
    static func file(_ step: String, count: Int) -> Data {
        Data((#"{"steps":["# + Array(repeating: step, count: count).joined(separator: ",") + "]}").utf8)
    }

    /// README's example: a gesture recorded at 240 Hz for 600 s, 144 000 steps of 1/240 s as a program prints it.
    @Test func aRecordingAt240HzFor600SecondsIsAccepted() throws {
        let scenario = try Scenario(json: Self.file(#"{"wait":\#(1.0 / 240)}"#, count: 144_000))
        #expect(scenario.steps.count == 144_000)
        // Without a release nothing follows the steps: with no tail the sequence is the steps' 600 s, though the
        // timeline's running sum of 1/240 s ends a hair over it.
        var still = scenario
        still.tail = 0
        let plan = try FramePlan(sampling: .sequence(scenario: still, fps: 1, duration: nil, range: nil), rules: MJStyle().rules)
        #expect(plan.totalCount == 600)
        // A millisecond more than the tolerance is refused, and the message shows the total as typed.
        #expect(throws: ScenarioError.invalidValue(field: "steps", value: "600.002 s in all", accepted: "at most 600 s")) {
            try Scenario(json: Self.file(#"{"wait":300.001}"#, count: 2))
        }
    }

    /// The limit is on what the user gave: 600 s of steps. The tail, and the refresh and collapse after a last
    /// release, are the tool's and are rendered beyond it, at the default 60 fps and through the last frame.
    @Test func whatTheToolAddsAfterTheStepsDoesNotCount() throws {
        let waits = try Scenario(json: Self.file(#"{"wait":\#(1.0 / 240)}"#, count: 144_000))
        let plan = try FramePlan(sampling: .sequence(scenario: waits, fps: 60, duration: nil, range: nil), rules: MJStyle().rules)
        #expect(plan.totalCount == 36_015, "600 s of steps and the 0.25 s tail at 60 fps")
        let pulls = try Scenario(json: Self.file(#"{"pull":1.2,"duration":\#(1.0 / 240)}"#, count: 144_000)
                                 .dropLast(2) + Data(#",{"release":true}]}"#.utf8))
        let last = try FramePlan(sampling: .sequence(scenario: pulls, fps: 60, duration: nil, range: 36_100...36_100),
                                 rules: MJStyle().rules)
        let frame = try #require(last.frames.first)
        #expect(frame.sample.state == .refreshing && frame.time > 600, "the refresh after the 600 s of pulls, at \(frame.time) s")
        // A duration the user gives is still held to the limit.
        #expect(throws: SamplingError.self) {
            try FramePlan(sampling: .sequence(scenario: waits, fps: 60, duration: 600.25, range: nil), rules: MJStyle().rules)
        }
    }

    /// A step's number out of range is shown as typed, and so are the bounds (not `600.0`).
    @Test func aStepOutOfRangeIsShownAsTyped() {
        #expect(throws: ScenarioError.invalidValue(field: "steps[0].wait", value: "600.5", accepted: "a number from 0 to 600")) {
            try Scenario(name: "t", steps: [.wait(duration: 600.5)]).validate()
        }
    }

    @Test func numbersInMessagesAreWrittenAsAPersonWritesThem() {
        #expect(NumberBounds.text(1.2000000000000002) == "1.2")
        #expect(NumberBounds.text(600.000000000737) == "600")
        #expect(NumberBounds.text(0.0005) == "0.0005")
        #expect(NumberBounds.text(320.5) == "320.5")
        #expect(NumberBounds.text(-0.5) == "-0.5")
        #expect(NumberBounds.text(1e-9) == "1e-09")
    }

    /// A pull during a refresh names the times rounded as typed: 0.1 + 0.2 is 0.30000000000000004 in doubles.
    @Test func aPullDuringARefreshNamesRoundTimes() throws {
        let scenario = Scenario(name: "t", steps: [.pull(progress: 1.5, duration: 0.1, curve: .linear), .wait(duration: 0.2),
                                                   .release, .pull(progress: 1, duration: 0.5, curve: .linear)],
                                refreshDuration: 1.1)
        do {
            _ = try PullTimeline(scenario: scenario, rules: MJStyle().rules)
            Issue.record("the pull during the refresh was accepted")
        } catch let error as ScenarioError {
            let text = "\(error)"
            #expect(text.contains("a pull may not start at 0.3 s while the control refreshes (until "), "\(text)")
            #expect(!text.contains("0000000"), "\(text)")
        }
    }

    /// One step over the limit is refused from a count of the bytes, before the file is parsed: quickly, and without
    /// the gigabytes a parse of a million objects takes (measured from /proc/self/status).
    @Test func tooManyStepsAreRefusedBeforeTheParse() throws {
        let data = Self.file(#"{"wait":0}"#, count: Scenario.maximumSteps + 1)
        let before = Self.resetPeakResidentKB()
        let start = Date()
        #expect(throws: ScenarioError.invalidValue(field: "steps", value: "\(Scenario.maximumSteps + 1) steps",
                                                   accepted: "at most \(Scenario.maximumSteps) steps")) {
            try Scenario(json: data)
        }
        let seconds = Date().timeIntervalSince(start)
        // The parse took 11 s in a release build; the count takes a fraction of a second even in a debug one.
        #expect(seconds < 5, "took \(seconds) s")
        if let before, let after = Self.peakResidentKB() {
            #expect(after - before < 100_000, "peak memory grew by \(after - before) KB")
        }
        // A file over the size limit is refused from its size.
        #expect(throws: ScenarioError.self) { try Scenario(json: Data(count: Scenario.maximumJSONBytes + 1)) }
    }

    /// A valid scenario of many steps is read in memory proportional to its steps with a small constant (JSONSerialization
    /// took about 3 KB a step: 3 GB for a million).
    /// The peak is the process's, which tests running beside this one also raise: their allocations only add to it,
    /// so the least of up to three reads is the nearest to the parse's own.
    @Test func manyStepsTakeLittleMemory() throws {
        let count = 50_000
        let data = Self.file(#"{"pull":1.2,"duration":0.0005,"curve":"linear"}"#, count: count)
        var least = Double.infinity
        for _ in 0..<3 where least >= 300 {
            let before = Self.resetPeakResidentKB()
            let start = Date()
            let scenario = try Scenario(json: data)
            let seconds = Date().timeIntervalSince(start)
            #expect(scenario.steps.count == count)
            guard let before, let after = Self.peakResidentKB() else { return }
            let perStep = Double(after - before) * 1024 / Double(count)
            print("\(count) steps: \(String(format: "%.2f", seconds)) s, peak memory +\(after - before) KB (\(Int(perStep)) bytes a step)")
            least = min(least, perStep)
        }
        #expect(least < 300, "\(Int(least)) bytes a step at the least of three reads")
    }

    /// The reader that replaced JSONSerialization for scenario files refuses broken JSON with a message, never a trap.
    @Test(arguments: ["", "{", "[", "-", "\"abc", "{\"steps\"", "{\"steps\":[", "{\"steps\":[{\"wait\":1},", "{\"steps\":[1e999]}",
                      "{\"steps\":[{\"wait\":01}]}", "{\"steps\":[{\"wait\":1.}]}", "{\"steps\":[]} x", "tru", "{\"a\\",
                      String(repeating: "[", count: 100_000), "{\"steps\":[{\"wait\":1,}]}", "{\"name\":\"\\u00e9\",\"steps\":[{\"wait\":1}]}x"])
    func brokenJSONIsAnErrorNotATrap(text: String) {
        #expect(throws: ScenarioError.self) { try Scenario(json: Data(text.utf8)) }
    }

    /// Resets the peak to the present resident set (writing 5 to /proc/self/clear_refs), so that what earlier tests
    /// used does not hide what comes; returns it.
    static func resetPeakResidentKB() -> Int? {
        if let file = fopen("/proc/self/clear_refs", "w") {
            fputs("5", file)
            fclose(file)
        }
        return peakResidentKB()
    }

    /// VmHWM (the peak resident set) of this process, in KB.
    static func peakResidentKB() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }
}
