import Foundation
import RefreshRender

/// A gesture recorded as 100 000 steps of 1 ms (such a scenario was once quadratic — 5 000 steps took 47 s, and
/// 500 000 printed no frame in 15 minutes). Target: the first frame within 1 s, from the JSON file's bytes to the
/// rendered canvas (parse, timeline, the plan of all 6 000 frames at 60 fps, one frame).
enum TimelineCases {
    static let steps = 100_000

    /// The finger goes up and down across the threshold (a sine over the recording), with a release every 10 000 steps.
    static func recordedJSON() -> Data {
        var json = #"{"name":"recorded","steps":["#
        for i in 0..<steps {
            if i > 0 { json += "," }
            if i % 10_000 == 9_999 {
                json += #"{"release":true},{"wait":5}"#
            } else {
                let pull = 0.8 + 0.5 * sin(Double(i) / 250)
                json += #"{"pull":\#(String(format: "%.4f", pull)),"duration":0.001,"curve":"linear"}"#
            }
        }
        return Data((json + "]}").utf8)
    }

    static func all() throws -> [BenchmarkCase] {
        let data = recordedJSON()
        let style = MJStyle()
        let scenario = try Scenario(json: data)
        let renderer = try FrameRenderer(style: style, options: RenderOptions(width: 375, scale: 2),
                                         context: StyleContext(width: 375, text: GIFCases.FixedAdvance()))
        func firstFrame() {
            guard let scenario = try? Scenario(json: data),
                  let plan = try? FramePlan(sampling: .sequence(scenario: scenario, fps: 60, duration: nil, range: nil),
                                            rules: style.rules) else { fatalError("the recorded scenario is refused") }
            _ = try? renderer.render(plan.frames[0])
        }
        let plan = try FramePlan(sampling: .sequence(scenario: scenario, fps: 60, duration: nil, range: nil), rules: style.rules)
        let events = plan.timeline?.events.count ?? 0
        return [
            BenchmarkCase(name: "timeline 100k steps: JSON parse", units: Double(steps), unit: "steps",
                          run: { _ = try? Scenario(json: data) }),
            BenchmarkCase(name: "timeline 100k steps: JSONSerialization", units: Double(steps), unit: "steps",
                          run: { _ = try? JSONSerialization.jsonObject(with: data) }),
            BenchmarkCase(name: "timeline 100k steps: duplicate keys", units: Double(steps), unit: "steps",
                          run: { _ = Scenario.firstDuplicateKey(in: data) }),
            BenchmarkCase(name: "timeline 100k steps: build", units: Double(steps), unit: "steps",
                          run: { _ = try? PullTimeline(scenario: scenario, rules: style.rules) },
                          note: { "\(events) state changes" }),
            BenchmarkCase(name: "timeline 100k steps: JSON to first frame", units: Double(steps), unit: "steps",
                          run: firstFrame, note: { "\(plan.frames.count) frames planned, \(data.count / 1024) KB of JSON" }),
        ]
    }
}
