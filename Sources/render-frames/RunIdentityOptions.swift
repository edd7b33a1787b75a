import Foundation
import RefreshRender
import RefreshOutput
import Raster

extension Render {
    /// Everything on the command line that determines the frames' bytes, for `frames.json` (README "Output folders"):
    /// every option but `--out`, `--force`, `--jobs` and `--frames` (a sub-range writes the same bytes as the whole
    /// run), with the SHA-256 of every file named (`--scenario`, `--image`, `--lottie`, `--font`, `--bold-font`,
    /// `--rows`) in place of its path, each style option's value (given or default), and the tool's version.
    func runIdentity(_ inputs: Inputs) -> RunIdentity {
        var identity = RunIdentity([
            "tool": RenderFrames.versionLine,
            "format": output.format.rawValue,
            "style": inputs.style.name,
            "width": "\(inputs.run.options.width)",
            "viewport": screen.viewport.description,
            "scale": "\(look.scale.factor)",
            "background": inputs.run.options.background.description,
            "labels": inputs.run.context.labels.description,
            "font": font(labels.font),
            "bold font": font(labels.boldFont),
            "png": "level \(png.options.level) filter \(png.options.filter) memory \(png.options.memoryLevel)",
        ])
        if case .screen = screen.viewport {
            identity["nav title"] = screen.navigationTitle ?? "default"
            identity["rows"] = screen.rows.map(Render.digest(of:)) ?? "default"
        }
        for option in inputs.style.optionSummaries {
            identity["style option \(option.key)"] = option.current ?? "default"
        }
        // Recorded when dark, as frames.json's settings do: a light run's identity is the one it had before dark mode.
        if inputs.run.context.appearance != .light {
            identity["appearance"] = inputs.run.context.appearance.rawValue
        }
        if let lottie = look.lottie {
            identity["lottie"] = Render.digest(of: lottie)
        }
        for (name, path) in look.images {
            identity["image \(name)"] = Render.digest(of: path)
        }
        if let progress = sweep.progress {
            identity["progress"] = progress.values.map { "\($0)" }.joined(separator: " ")
            identity["state"] = sweep.state?.rawValue ?? "default"
            identity["time"] = sweep.time.map { "\($0.seconds)" } ?? "default"
        } else {
            let scenario = sequence.scenario ?? Scenario.defaultPreset(for: inputs.style.kind).name
            if Scenario.presets.contains(where: { $0.name == scenario }) {
                identity["scenario"] = scenario
            } else {
                identity["scenario"] = "file"
                identity["scenario sha256"] = Render.digest(of: scenario)
            }
            identity["fps"] = "\(sequence.fps.perSecond)"
            identity["duration"] = sequence.duration.map { "\($0.seconds)" } ?? "the scenario's"
        }
        return identity
    }

    private func font(_ path: String?) -> String {
        path.map(Render.digest(of:)) ?? "found with fontconfig"
    }

    /// `sha256:<hex>` of a file's bytes (prepare() read it already; a file gone since gets a value that matches none).
    static func digest(of path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "unreadable \(path)" }
        return "sha256:" + SHA256.hex([UInt8](data))
    }
}
