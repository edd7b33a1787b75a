import ArgumentParser
import Foundation
import Raster
import RefreshRender
import RefreshOutput

/// `render-frames [render] --style NAME --out DIR …`: a time sequence through a scenario, or a progress sweep, as PNG
/// frames, an animated GIF or a contact sheet.
///
/// A run has two phases. `prepare()` turns the command line into the run's inputs — the style with its options, the
/// scenario, the frame plan, the images and fonts — and everything wrong there is in what the user typed or in a file
/// they named: a usage error, exit 2. Rendering and writing come after; what fails there is a run failure, exit 1.
struct Render: ParsableCommand, FrameWriting {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a style's frames as PNG files, an animation (GIF, APNG, WebP, MP4, WebM), a contact sheet, a GIF header's image set or a page that plays them in a browser (the default command).",
        discussion: """
        Exit codes: 0 done; 2 a usage error — an option, a combination of options, or a file named on the command line \
        (--scenario, --image, --font, --bold-font) that is missing, unreadable or invalid; 1 the run failed while \
        rendering or writing (the output folder, a file in the way, a full disk, ffmpeg missing for mp4/webm); 130 / 143 stopped by SIGINT / SIGTERM.
        """)

    @OptionGroup(title: "Style") var look: StyleGroup
    @OptionGroup(title: "Output") var output: OutputGroup
    @OptionGroup(title: "Time sequence") var sequence: SamplingGroup
    @OptionGroup(title: "Progress sweep") var sweep: SweepGroup
    @OptionGroup(title: "Screen") var screen: ViewportGroup
    @OptionGroup(title: "Labels") var labels: LabelGroup
    @OptionGroup(title: "GIF") var gif: GIFGroup
    @OptionGroup(title: "WebP") var webp: WebPGroup
    @OptionGroup(title: "PNG") var png: PNGGroup

    var imageSetRate: Double? { sequence.fps.perSecond }

    /// The rules across option groups (each group checks its own).
    func validate() throws {
        if sweep.progress != nil, sequence.frames != nil || sequence.duration != nil {
            throw ValidationError("--frames and --duration go with a time sequence, not with --progress")
        }
        // An image set takes --fps for its refreshing loop; a sweep of pulls otherwise has no gesture and no clock.
        if sweep.progress != nil, output.format != .imageSet {
            let given = [sequence.scenario.map { "--scenario \($0)" }, sequence.givenFPS.map { "--fps \(NumberBounds.text($0.perSecond))" }].compactMap { $0 }
            if !given.isEmpty {
                throw ValidationError("--progress renders pull progresses without a gesture; \(given.joined(separator: " and ")) \(given.count == 1 ? "is" : "are") not accepted with it (--scenario and --fps set a time sequence: leave out --progress)")
            }
        }
        if output.format == .gif || animationFormat != nil, sweep.progress != nil {
            throw ValidationError("--format \(output.format.rawValue) animates a time sequence; --progress is not accepted with it (use --format sheet or png)")
        }
        if let format = animationFormat, !format.hasAlpha, look.background.isTransparent {
            throw ValidationError("--background \(look.background): \(AnimationOptionsError.noAlpha(format: format.name)) (--format webm, apng or webp)")
        }
        if output.format == .sheet, sequence.frames != nil || sequence.duration != nil || sweep.state != nil || sweep.time != nil {
            throw ValidationError("--format sheet shows fixed states and times; --frames, --duration, --state and --time are not accepted with it (--progress sets its rows)")
        }
        if output.format == .imageSet, sequence.frames != nil || sequence.duration != nil || sweep.state != nil || sweep.time != nil
            || sequence.scenario != nil {
            throw ValidationError("--format image-set makes idle images over --progress and refreshing images over one loop at --fps; --scenario, --frames, --duration, --state and --time are not accepted with it")
        }
        if case .screen(let viewport) = screen.viewport, let width = look.width {
            throw ValidationError("--width \(width) sets the header strip's width; with --viewport \(viewport) the screen is \(String(format: "%g", viewport.width)) points wide (give --viewport WxH for another width)")
        }
        try checkFormatOptions()
    }

    /// What a run renders, read and checked from the command line: the style with its options, context and text, and
    /// the sampling (for a sheet, its rows' sweep; for an image set, its idle images' sweep).
    struct Inputs {
        /// The control of `run`, as the style it is (its options and kind go into the run's identity).
        var style: any RefreshStyle
        var run: RunInputs
    }

    /// Reads and checks the inputs; a `ValidationError` names the option, the value or file, and what is accepted.
    func prepare() throws -> Inputs {
        let style = try look.configuredStyle()
        let sampling: FrameSampling
        switch output.format {
        case .png, .gif, .apng, .webp, .mp4, .webm, .html: sampling = try plannedSampling(style: style)
        case .sheet: sampling = .sweep(progresses: sweep.progress?.values ?? ContactSheet.defaultProgresses, state: nil, time: nil)
        case .imageSet: sampling = .sweep(progresses: sweep.progress?.values ?? ImageSetJob.defaultProgresses, state: nil, time: nil)
        }
        let images = try look.loadImages()
        var options = look.renderOptions
        if let screen = try screen.screenOptions() {
            options.screen = screen
            options.width = screen.viewport.width
        }
        // A screen has its bar's title and the rows' labels whatever the style.
        let text = try labels.textServices(deferred: !style.drawsText && options.screen == nil)
        let context = StyleContext(width: options.width, text: text.measurer, images: images, labels: labels.labelOptions,
                                   appearance: look.appearance)
        return Inputs(style: style, run: RunInputs(control: style, options: options, context: context, text: text,
                                                  sampling: sampling))
    }

    /// The sweep, or the sequence through the scenario, once planned against the style's rules: so a frame range
    /// beyond the sequence or a scenario the style cannot play is refused here, naming the option.
    private func plannedSampling(style: any RefreshStyle) throws -> FrameSampling {
        let sampling = try sweep.sampling ?? sequence.sampling(sequence.loadScenario(for: style))
        do {
            _ = try style.plan(sampling, screen: nil)
        } catch let error as SamplingError {
            throw ValidationError(message(for: error, style: style))
        } catch let error as ScenarioError {
            throw ValidationError("--scenario \(sequence.scenario ?? "(the style's own)"): \(error)")
        }
        return sampling
    }

    /// The message for a sampling the model refused, naming the options that made it.
    func message(for error: SamplingError, style: any RefreshStyle) -> String {
        let refused = "\(error.value) is not accepted; expected \(error.accepted)"
        switch error {
        case .frameRateOutOfRange: return "--fps \(refused)"
        case .durationOutOfRange(let seconds, let allowed):
            guard sequence.duration == nil else { return "--duration \(refused)" }
            return "--scenario \(sequence.scenario ?? Scenario.defaultPreset(for: style.kind).name) lasts \(NumberBounds.text(seconds)) s; expected at most \(NumberBounds.text(allowed.upper)) s (give --duration to render part of it)"
        case .timeOutOfRange: return "--time \(refused)"
        case .progressOutOfRange, .sweepStepNotPositive, .sweepEndBeforeStart: return "--progress: \(error)"
        case .frameCountOutOfRange(let count, let allowed):
            let made = sweep.progress != nil ? "--progress"
                : sequence.duration.map { "--duration \($0.seconds) at --fps \(sequence.fps.perSecond)" }
                ?? "--fps \(sequence.fps.perSecond) over --scenario \(sequence.scenario ?? Scenario.defaultPreset(for: style.kind).name)"
            return "\(made) gives \(count) frames; at most \(allowed.upperBound) are accepted"
        case .frameRangeOutside(_, let count):
            return "--frames \(error.value) is not accepted; expected a range within 0..\(count - 1) (the sequence has \(count) frames)"
        case .notPulled: return "\(error)"
        case .stateNotInStyle(let state):
            let having = StyleCatalog.all.filter { $0.rules.has(state) }.map(\.name).joined(separator: ", ")
            return "--state \(state.rawValue): \(style.name) has no \(state.rawValue) state; \(having) have one"
        }
    }

    func run() throws {
        // Watched from the start: a signal while the inputs load ends the process at once (nothing is written yet).
        let signals = InterruptSignals()
        defer { signals.stop() }
        let inputs = try prepare()
        signals.startRun()
        do {
            try write(inputs.run, identity: runIdentity(inputs), cancellation: signals.cancellation)
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
            case .tooLarge(let width, _):
                let lower = width > Image.maxDimension ? "--width or --scale" : "--scale or the number of --progress rows"
                return ValidationError("--format sheet: \(sheet); lower \(lower)")
            case .notAProgressSweep, .notARefreshStyle, .noText: return ValidationError("--format sheet: \(sheet)")
            }
        case let imageSet as ImageSetError: return ValidationError("--format image-set: \(imageSet)")
        case let gif as GIFOptionsError:
            switch gif {
            case .loopOutOfRange: return ValidationError("--loop: \(gif)")
            case .needsTimeSequence: return ValidationError("--format gif: \(gif)")
            }
        case let animation as AnimationOptionsError:
            switch animation {
            case .qualityOutOfRange: return ValidationError("--quality: \(animation)")
            case .loopOutOfRange: return ValidationError("--loop: \(animation)")
            case .needsTimeSequence: return ValidationError("--format: \(animation)")
            case .noAlpha: return ValidationError("--background: \(animation)")
            }
        case let video as VideoError:
            switch video {
            case .ffmpegMissing, .ffmpegFailed, .incompleteVideo: return RunFailure(message: "\(video)")
            }
        default: return RunFailure(message: "\(error)")
        }
    }

    static func kilobytes(_ bytes: Int) -> String { String(format: "%.0f", Double(bytes) / 1024) }

    /// `1 frame`, `2 frames`.
    static func count(_ n: Int, _ singular: String) -> String { "\(n) \(singular)\(n == 1 ? "" : "s")" }
}

