import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// A gesture of many small steps (a recording at 60 or 120 Hz). The timeline is built in
/// linear time and sampled by binary search; these tests check that it gives what the plain definitions give (the
/// speed is measured by `make bench`, raster-bench's `timeline` cases).
@Suite struct LongScenarioTests {
    /// A recorded gesture: 2 000 steps of pulls by small amounts, holds and releases, some crossing the threshold back
    /// and forth (deterministic, from a linear congruential sequence).
    static func recorded(steps: Int) -> Scenario {
        var seed: UInt64 = 13
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var list: [Scenario.Step] = []
        for i in 0..<steps {
            let r = next()
            if i % 500 == 499 {
                list.append(.release)
                list.append(.wait(duration: 5))   // the refresh and collapse finish before the next pull
            } else if r < 0.1 {
                list.append(.wait(duration: 0.004))
            } else {
                list.append(.pull(progress: 0.6 + next(), duration: 1.0 / 120, curve: .linear))
            }
        }
        return Scenario(name: "recorded", steps: list)
    }

    @Test func samplingMatchesThePlainDefinitions() throws {
        let timeline = try PullTimeline(scenario: LongScenarioTests.recorded(steps: 2000), rules: MJStyle().rules)
        #expect(timeline.events.count > 20, "the gesture crosses the threshold often")
        for i in 0..<400 {
            let t = timeline.duration * Double(i) / 400
            let sample = timeline.sample(at: t)
            // The last motion started by t (a reverse scan), and the events up to t (a filter).
            let motion = timeline.history.motions.last { $0.start <= t }
            #expect(sample.distance == max(motion?.distance(at: t) ?? 0, 0))
            #expect(Array(sample.events) == timeline.events.filter { $0.time <= t })
        }
        let starts = timeline.history.motions.map(\.start)
        #expect(starts == starts.sorted(), "motions in start order, as the binary search needs")
    }

    @Test func prefixCountIsTheLengthOfTheMatchingPrefix() {
        let values = [0.0, 1, 1, 2, 3, 5, 8]
        for bound in [-1.0, 0, 1, 1.5, 8, 9] {
            #expect(values.prefixCount { $0 <= bound } == values.filter { $0 <= bound }.count)
        }
        #expect([Double]().prefixCount { $0 <= 0 } == 0)
    }

    @Test func aMillionStepsAreAcceptedOneMoreRefused() throws {
        let release = Scenario(name: "long", steps: Array(repeating: .release, count: Scenario.maximumSteps))
        try release.validate()
        var over = release
        over.steps.append(.release)
        #expect(throws: ScenarioError.invalidValue(field: "steps", value: "1000001 steps", accepted: "at most 1000000 steps")) {
            try over.validate()
        }
    }

    @Test func aKeyGivenTwiceIsFound() {
        let found = { (json: String) in Scenario.firstDuplicateKey(in: Data(json.utf8)) }
        #expect(found(#"{"steps":[{"wait":1,"wait":2}]}"#) == "wait")
        #expect(found(#"{"name":"a","steps":[],"name":"b"}"#) == "name")
        #expect(found(#"{"steps":[{"wait":1},{"wait":2}],"name":"wait \":"}"#) == nil)
        #expect(found(#"{"a":{"b":1},"b":2,"c":["a","a"]}"#) == nil)
    }

    /// A width that is not a whole number of pixels is cut to the pixel below, so an opaque
    /// background covers the last column entirely.
    @Test func aFractionalPixelWidthIsCutToTheWholePixelBelow() throws {
        #expect(RenderOptions(width: 375.0000000001, scale: 2).pixelSize(controlHeight: 60).width == 750)
        #expect(RenderOptions(width: 320.5, scale: 3).pixelSize(controlHeight: 60).width == 961)
        let spec = try FramePlan(sampling: .sweep(progresses: [0.5], state: nil, time: nil), rules: SVStyle().rules).frames[0]
        let image = try renderFrame(SVStyle(), sample: spec.sample, width: 375.0000000001).makeImage()
        #expect(image.width == 750)
        for y in 0..<image.height { #expect(image.pixel(x: 749, y: y) >> 24 == 255, "row \(y)") }
    }
}
