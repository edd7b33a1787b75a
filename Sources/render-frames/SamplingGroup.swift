import ArgumentParser
import Foundation
import RefreshModel

/// A time sequence through a gesture scenario: which scenario, how many frames a second, how long, which frames.
struct SamplingGroup: ParsableArguments {
    @Option(help: "Gesture scenario: \(Scenario.presets.map(\.name).joined(separator: ", ")), or a JSON file path.")
    var scenario = Scenario.refresh.name

    @Option(help: "Frames per second, above 0 and at most \(Int(FrameRate.maximum)) (default \(FrameRate.standard)); a run makes at most \(FrameSampling.maximumFrames) frames.",
            transform: { try ArgumentValues.number($0, as: FrameRate.self) })
    var fps = FrameRate.standard

    @Option(help: "Seconds to render (default: the scenario's length; at most \(Int(Scenario.maximumDuration))).",
            transform: { try ArgumentValues.number($0, as: SequenceDuration.self) })
    var duration: SequenceDuration?

    @Option(help: "Only these frame indices of the sequence, A..B inclusive (e.g. 120..239).", transform: ArgumentValues.frameRange)
    var frames: ClosedRange<Int>?

    /// The preset, or the JSON file read and checked; what is wrong with the file is a usage error naming it.
    func loadScenario() throws -> Scenario {
        if let preset = Scenario.presets.first(where: { $0.name == scenario }) { return preset }
        guard FileManager.default.fileExists(atPath: scenario) else {
            throw ValidationError("--scenario \(scenario) is not a preset or a file; expected \(Scenario.presets.map(\.name).joined(separator: ", ")) or a JSON file path")
        }
        guard let data = FileManager.default.contents(atPath: scenario) else {
            throw ValidationError("--scenario \(scenario): cannot read the file")
        }
        do {
            return try Scenario(json: data)
        } catch {
            throw ValidationError("--scenario \(scenario): \(error)")
        }
    }

    func sampling(_ scenario: Scenario) -> FrameSampling {
        .sequence(scenario: scenario, fps: fps.perSecond, duration: duration?.seconds, range: frames)
    }
}
