import Foundation
import RefreshRender

/// The fuzz callback: any bytes as a scenario JSON file. Parsing may throw; a scenario it accepts must give a pull
/// timeline (or a `ScenarioError`) for every style's rules, and every sample must be finite.
func fuzzScenario(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    guard let scenario = try? Scenario(json: Data(bytes: data, count: size)) else { return 0 }
    for style in StyleCatalog.all {
        guard let timeline = try? PullTimeline(scenario: scenario, rules: style.rules) else { continue }
        precondition(timeline.duration.isFinite && timeline.duration >= 0)
        for i in 0...16 {
            let sample = timeline.sample(at: timeline.duration * Double(i) / 16)
            precondition(sample.progress.isFinite, "\(sample)")
        }
    }
    return 0
}
