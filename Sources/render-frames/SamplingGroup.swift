import ArgumentParser
import Foundation
import RefreshRender

/// A time sequence through a gesture scenario: which scenario, how many frames a second, how long, which frames.
struct SamplingGroup: ParsableArguments {
    @Option(help: "Gesture scenario: \(Scenario.presets.map(\.name).joined(separator: ", ")) (no-more-data: MJ's footers), or a JSON file path (default: refresh for a header, load-more for a footer).")
    var scenario: String?

    @Option(name: .customLong("fps"), parsing: .unconditional, help: "Frames per second, above 0 and at most \(Int(FrameRate.maximum)) (default \(FrameRate.standard)); a run makes at most \(FrameSampling.maximumFrames) frames.",
            transform: { try ArgumentValues.number($0, as: FrameRate.self) })
    var givenFPS: FrameRate?

    /// `--fps`, or the default rate (nil `givenFPS` tells a command that takes no rate that none was typed).
    var fps: FrameRate { givenFPS ?? .standard }

    @Option(parsing: .unconditional, help: "Seconds to render (default: the scenario's length; at most \(Int(Scenario.maximumDuration))).",
            transform: { try ArgumentValues.number($0, as: SequenceDuration.self) })
    var duration: SequenceDuration?

    @Option(parsing: .unconditional, help: "Only these frame indices of the sequence, A..B inclusive (e.g. 120..239).", transform: ArgumentValues.frameRange)
    var frames: ClosedRange<Int>?

    /// The preset, or the JSON file read and checked (default: the style's own gesture, load-more for a footer); what
    /// is wrong with the file, or a no-more-data preset for a style without that state, is a usage error naming it.
    func loadScenario(for style: any RefreshStyle) throws -> Scenario {
        guard let scenario else { return Scenario.defaultPreset(for: style.kind) }
        if scenario == Scenario.noMoreData.name, !style.rules.hasNoMoreDataState {
            let withIt = StyleCatalog.all.filter(\.rules.hasNoMoreDataState).map(\.name).joined(separator: ", ")
            throw ValidationError("--scenario no-more-data: \(style.name) has no no-more-data state; \(withIt) have one")
        }
        if let preset = Scenario.presets.first(where: { $0.name == scenario }) { return preset }
        guard FileManager.default.fileExists(atPath: scenario) else {
            throw ValidationError("--scenario \(scenario) is not a preset or a file; expected \(Scenario.presets.map(\.name).joined(separator: ", ")) or a JSON file path")
        }
        let data = try InputFile.read(scenario, option: "--scenario", limit: Scenario.maximumJSONBytes)
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
