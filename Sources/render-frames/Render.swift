import ArgumentParser
import Foundation
import Raster
import RefreshModel
import RefreshOutput

/// `render-frames [render] --style NAME --out DIR …`: a time sequence through a scenario, or a progress sweep, as PNG
/// frames, an animated GIF or a contact sheet.
///
/// A run has two phases. `prepare()` turns the command line into the run's inputs — the style with its options, the
/// scenario, the frame plan, the images and fonts — and everything wrong there is in what the user typed or in a file
/// they named: a usage error, exit 2. Rendering and writing come after; what fails there is a run failure, exit 1.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a style's frames as PNG files, an animated GIF or a contact sheet (the default command).",
        discussion: """
        Exit codes: 0 done; 2 a usage error — an option, a combination of options, or a file named on the command line \
        (--scenario, --image, --font, --bold-font) that is missing, unreadable or invalid; 1 the run failed while \
        rendering or writing (the output folder, a file in the way, a full disk); 130 / 143 stopped by SIGINT / SIGTERM.
        """)

    @OptionGroup(title: "Style") var look: StyleGroup
    @OptionGroup(title: "Output") var output: OutputGroup
    @OptionGroup(title: "Time sequence") var sequence: SamplingGroup
    @OptionGroup(title: "Progress sweep") var sweep: SweepGroup
    @OptionGroup(title: "Labels") var labels: LabelGroup
    @OptionGroup(title: "GIF") var gif: GIFGroup
    @OptionGroup(title: "PNG") var png: PNGGroup

    /// The rules across option groups (each group checks its own).
    func validate() throws {
        if sweep.progress != nil, sequence.frames != nil || sequence.duration != nil {
            throw ValidationError("--frames and --duration go with a time sequence, not with --progress")
        }
        if output.format == .gif, sweep.progress != nil {
            throw ValidationError("--format gif animates a time sequence; --progress is not accepted with it (use --format sheet or png)")
        }
        if output.format == .sheet, sequence.frames != nil || sequence.duration != nil || sweep.state != nil || sweep.time != nil {
            throw ValidationError("--format sheet shows fixed states and times; --frames, --duration, --state and --time are not accepted with it (--progress sets its rows)")
        }
        if png.linkDuplicates, output.format != .png {
            throw ValidationError("--link-duplicates links frame files; it goes with --format png, not --format \(output.format.rawValue)")
        }
    }

    /// What a run renders, read and checked from the command line.
    struct Inputs {
        var style: any HeaderStyle
        var options: RenderOptions
        var context: StyleContext
        var text: TextServices
        var work: Work

        /// The output and the frames it holds.
        enum Work {
            case png(FrameSampling)
            case gif(FrameSampling)
            /// A contact sheet: one row per progress, the columns fixed.
            case sheet(progresses: [Double])
        }

        /// The sequence or sweep to render; nil for a contact sheet.
        var sampling: FrameSampling? {
            switch work {
            case .png(let sampling), .gif(let sampling): return sampling
            case .sheet: return nil
            }
        }
    }

    /// Reads and checks the inputs; a `ValidationError` names the option, the value or file, and what is accepted.
    func prepare() throws -> Inputs {
        let style = try look.configuredStyle()
        let work: Inputs.Work
        switch output.format {
        case .png: work = .png(try plannedSampling(style: style))
        case .gif: work = .gif(try plannedSampling(style: style))
        case .sheet: work = .sheet(progresses: sweep.progress?.values ?? ContactSheet.defaultProgresses)
        }
        let images = try look.loadImages()
        let text = try labels.textServices()
        let context = StyleContext(width: look.width.points, text: text.measurer, images: images, labels: labels.labelOptions)
        return Inputs(style: style, options: look.renderOptions, context: context, text: text, work: work)
    }

    /// The sweep, or the sequence through the scenario, once planned against the style's rules: so a frame range
    /// beyond the sequence or a scenario the style cannot play is refused here, naming the option.
    private func plannedSampling(style: any HeaderStyle) throws -> FrameSampling {
        let sampling = try sweep.sampling ?? sequence.sampling(sequence.loadScenario(for: style))
        do {
            _ = try FramePlan(sampling: sampling, rules: style.rules)
        } catch let error as SamplingError {
            throw ValidationError(message(for: error, style: style))
        } catch let error as ScenarioError {
            throw ValidationError("--scenario \(sequence.scenario ?? "(the style's own)"): \(error)")
        }
        return sampling
    }

    /// The message for a sampling the model refused, naming the options that made it.
    func message(for error: SamplingError, style: any HeaderStyle) -> String {
        let refused = "\(error.value) is not accepted; expected \(error.accepted)"
        switch error {
        case .frameRateOutOfRange: return "--fps \(refused)"
        case .durationOutOfRange(let seconds, let allowed):
            guard sequence.duration == nil else { return "--duration \(refused)" }
            return "--scenario \(sequence.scenario ?? Scenario.defaultPreset(for: style.kind).name) lasts \(seconds) s; expected at most \(Int(allowed.upper)) s (give --duration to render part of it)"
        case .timeOutOfRange: return "--time \(refused)"
        case .progressOutOfRange, .sweepStepNotPositive, .sweepEndBeforeStart: return "--progress: \(error)"
        case .frameCountOutOfRange(let count, let allowed):
            let made = sweep.progress != nil ? "--progress"
                : sequence.duration.map { "--duration \($0.seconds) at --fps \(sequence.fps.perSecond)" }
                ?? "--fps \(sequence.fps.perSecond) over --scenario \(sequence.scenario ?? Scenario.defaultPreset(for: style.kind).name)"
            return "\(made) gives \(count) frames; at most \(allowed.upperBound) are accepted"
        case .frameRangeOutside(_, let count):
            return "--frames \(error.value) is not accepted; expected a range within 0..\(count - 1) (the sequence has \(count) frames)"
        case .stateNotInStyle(let state):
            let having = StyleCatalog.all.filter { $0.rules.has(state) }.map(\.name).joined(separator: ", ")
            return "--state \(state.rawValue): \(style.name) has no \(state.rawValue) state; \(having) have one"
        }
    }

    func run() throws {
        let inputs = try prepare()
        let signals = InterruptSignals()
        defer { signals.stop() }
        do {
            switch inputs.work {
            case .png(let sampling): try runPNG(inputs, sampling: sampling, cancellation: signals.cancellation)
            case .gif(let sampling): try runGIF(inputs, sampling: sampling, cancellation: signals.cancellation)
            case .sheet(let progresses): try runSheet(inputs, progresses: progresses, cancellation: signals.cancellation)
            }
        } catch {
            throw Render.reported(error)
        }
    }

    /// An error of the rendering phase as the command reports it.
    static func reported(_ error: Error) -> Error {
        switch error {
        case is RunFailure, is ValidationError: return error
        case let interrupted as RenderInterrupted:
            return RunFailure(message: "\(interrupted)", status: InterruptSignals.exitStatus(for: interrupted.reason))
        case let output as OutputError: return RunFailure(message: OutputGroup.message(for: output))
        // The frame jobs check what only they use: a sheet's grid, a GIF's loop count and its time sequence.
        case let sheet as ContactSheetError:
            switch sheet {
            case .gridOutOfRange: return ValidationError("--progress: \(sheet)")
            }
        case let gif as GIFOptionsError:
            switch gif {
            case .loopOutOfRange: return ValidationError("--loop: \(gif)")
            case .needsTimeSequence: return ValidationError("--format gif: \(gif)")
            }
        default: return RunFailure(message: "\(error)")
        }
    }

    // MARK: The three outputs (the frame jobs of RefreshOutput/Frames)

    private func runPNG(_ inputs: Inputs, sampling: FrameSampling, cancellation: RenderCancellation) throws {
        let job = RenderJob(
            style: inputs.style, options: inputs.options, context: inputs.context, text: inputs.text.drawer,
            sampling: sampling, png: png.options, jobs: output.jobs, outputPath: output.out, force: output.force,
            duplicates: png.duplicates)
        let bar = ProgressBar()
        let summary: RenderJob.Summary
        do {
            defer { bar.finish() }
            summary = try job.run(cancellation: cancellation, progress: { done, total in bar.update(done: done, total: total) })
        }
        inputs.text.reportMissingGlyphs()
        let repeats = summary.repeatedFrames == 0 ? "" : ", \(summary.repeatedFrames) repeating an earlier frame"
        print("wrote \(summary.frameCount) frames (\(summary.pixelWidth)×\(summary.pixelHeight), \(Render.kilobytes(summary.bytes)) KB\(repeats)) to \(output.out) in \(String(format: "%.2f", summary.seconds)) s")
    }

    private func runGIF(_ inputs: Inputs, sampling: FrameSampling, cancellation: RenderCancellation) throws {
        if sequence.fps.perSecond > GIFDelaySchedule.browserSafeFPS {
            FileHandle.standardError.write(Data("render-frames: warning: --fps \(sequence.fps) is above \(Int(GIFDelaySchedule.browserSafeFPS)): GIF delays are whole 1/100 s, so some frames get 1 cs, which browsers stretch to 10 cs (the GIF plays slowly there); --fps 50 or lower (30 is typical) plays right everywhere\n".utf8))
        }
        let job = GIFRenderJob(style: inputs.style, options: inputs.options, context: inputs.context, text: inputs.text.drawer,
                               sampling: sampling, loop: gif.loop, matte: gif.matte, jobs: output.jobs, outputPath: output.out,
                               fileName: gif.gifName, force: output.force)
        let bar = ProgressBar()
        let summary: GIFRenderJob.Summary
        do {
            defer { bar.finish() }
            summary = try job.run(cancellation: cancellation, progress: { done, total in bar.update(done: done, total: total) })
        }
        inputs.text.reportMissingGlyphs()
        print("wrote \(summary.path) (\(summary.gifFrames) GIF frames from \(summary.renderedFrames), \(summary.pixelWidth)×\(summary.pixelHeight), \(summary.paletteSize) colours, \(String(format: "%.2f", Double(summary.durationCentiseconds) / 100)) s, \(Render.kilobytes(summary.bytes)) KB) in \(String(format: "%.2f", summary.seconds)) s")
    }

    private func runSheet(_ inputs: Inputs, progresses: [Double], cancellation: RenderCancellation) throws {
        let sheet = ContactSheet(style: inputs.style, options: inputs.options, context: inputs.context, text: inputs.text.drawer,
                                 progresses: progresses, jobs: output.jobs)
        let result = try sheet.write(to: output.out, force: output.force, cancellation: cancellation)
        inputs.text.reportMissingGlyphs()
        print("wrote \(result.path) (\(result.width)×\(result.height), \(Render.kilobytes(result.bytes)) KB)")
    }

    private static func kilobytes(_ bytes: Int) -> String { String(format: "%.0f", Double(bytes) / 1024) }
}
