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
        abstract: "Render a style's frames as PNG files, an animation (GIF, APNG, WebP, MP4, WebM), a contact sheet or a GIF header's image set (the default command).",
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

    /// The rules across option groups (each group checks its own).
    func validate() throws {
        if sweep.progress != nil, sequence.frames != nil || sequence.duration != nil {
            throw ValidationError("--frames and --duration go with a time sequence, not with --progress")
        }
        if output.format == .gif || animationFormat != nil, sweep.progress != nil {
            throw ValidationError("--format \(output.format.rawValue) animates a time sequence; --progress is not accepted with it (use --format sheet or png)")
        }
        if let format = animationFormat, !format.hasAlpha, look.background.isTransparent {
            throw ValidationError("--background \(look.background): \(AnimationOptionsError.noAlpha(format: format.name)) (--format webm, apng or webp)")
        }
        if webp.quality != nil, output.format != .webp {
            throw ValidationError("--quality sets a lossy WebP's quality; it goes with --format webp, not --format \(output.format.rawValue)")
        }
        if output.checkContrast != nil, output.format != .png {
            throw ValidationError("--check-contrast measures PNG frames; it is not accepted with --format \(output.format.rawValue)")
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
            /// APNG, WebP or a video.
            case animation(FrameSampling, AnimationFormat)
            /// A contact sheet: one row per progress, the columns fixed.
            case sheet(progresses: [Double])
            /// A GIF header's images: idle at these progresses, refreshing over one loop.
            case imageSet(progresses: [Double])
        }

        /// The sequence or sweep to render; nil for a contact sheet.
        var sampling: FrameSampling? {
            switch work {
            case .png(let sampling), .gif(let sampling), .animation(let sampling, _): return sampling
            case .sheet, .imageSet: return nil
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
        case .imageSet: work = .imageSet(progresses: sweep.progress?.values ?? ImageSetJob.defaultProgresses)
        case .apng, .webp, .mp4, .webm:
            guard let format = animationFormat else { preconditionFailure("\(output.format) is an animation format") }
            work = .animation(try plannedSampling(style: style), format)
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
        return Inputs(style: style, options: options, context: context, text: text, work: work)
    }

    /// `--format` as a `RefreshOutput` animation (APNG, WebP with `--quality`, the videos); nil for png, gif, sheet.
    var animationFormat: AnimationFormat? {
        switch output.format {
        case .png, .gif, .sheet, .imageSet: return nil
        case .apng: return .apng
        case .webp: return .webp(quality: webp.quality)
        case .mp4: return .video(.h264)
        case .webm: return .video(.vp9)
        }
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
            switch inputs.work {
            case .png(let sampling): try runPNG(inputs, sampling: sampling, cancellation: signals.cancellation)
            case .gif(let sampling): try runGIF(inputs, sampling: sampling, fps: sequence.fps, cancellation: signals.cancellation)
            case .sheet(let progresses): try runSheet(inputs, progresses: progresses, cancellation: signals.cancellation)
            case .imageSet(let progresses): try runImageSet(inputs, progresses: progresses, cancellation: signals.cancellation)
            case .animation(let sampling, let format):
                try runAnimation(inputs, sampling: sampling, format: format, cancellation: signals.cancellation)
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
            case .tooLarge(let width, _):
                let lower = width > Image.maxDimension ? "--width or --scale" : "--scale or the number of --progress rows"
                return ValidationError("--format sheet: \(sheet); lower \(lower)")
            }
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
            case .ffmpegMissing, .ffmpegFailed: return RunFailure(message: "\(video)")
            }
        default: return RunFailure(message: "\(error)")
        }
    }

    static func kilobytes(_ bytes: Int) -> String { String(format: "%.0f", Double(bytes) / 1024) }

    /// `1 frame`, `2 frames`.
    static func count(_ n: Int, _ singular: String) -> String { "\(n) \(singular)\(n == 1 ? "" : "s")" }
}

/// A command that writes frames with the output, PNG and GIF options (`render`, `lottie`).
protocol FrameWriting {
    var output: OutputGroup { get }
    var png: PNGGroup { get }
    var gif: GIFGroup { get }
    /// Everything on the command line that determines the frames' bytes, for `frames.json` (README "Output folders").
    func runIdentity(_ inputs: Render.Inputs) -> RunIdentity
}

extension FrameWriting {
    /// Prints a line of the run's summary on stdout, unless `--quiet`.
    func summarize(_ line: String) {
        if !output.quiet { print(line) }
    }

    /// Options that apply to some formats only (a PNG frame's compression, a GIF's name and matte, a play count): given
    /// with another format, each is refused naming it, as `--quality` is, instead of being ignored.
    func checkFormatOptions() throws {
        let format = output.format
        for (option, purpose) in png.given where format != .png {
            throw ValidationError("\(option) \(purpose); it goes with --format png, not --format \(format.rawValue)")
        }
        for (option, purpose, formats) in gif.given where !formats.contains(format) {
            var names = OutputFormat.allCases.filter(formats.contains).map(\.rawValue)
            let last = names.removeLast()
            let list = names.isEmpty ? last : names.joined(separator: ", ") + " or " + last
            throw ValidationError("\(option) \(purpose); it goes with --format \(list), not --format \(format.rawValue)")
        }
    }

    // MARK: The outputs every frame-writing command has (the frame jobs of RefreshOutput/Frames)

    func runPNG(_ inputs: Render.Inputs, sampling: FrameSampling, cancellation: RenderCancellation) throws {
        var job = FrameFolderJob(
            style: inputs.style, options: inputs.options, context: inputs.context, text: inputs.text.drawer,
            sampling: sampling, png: png.options, jobs: output.jobs, outputPath: output.out, force: output.force,
            identity: runIdentity(inputs), duplicates: png.duplicates)
        job.checksContrast = output.checkContrast != nil
        let summary = try Render.withProgressBar(shown: !output.quiet) { try job.run(cancellation: cancellation, progress: $0) }
        inputs.text.reportMissingGlyphs()
        if summary.removedFiles > 0 {
            summarize("removed \(Render.count(summary.removedFiles, "frame")) of an earlier run with other settings from \(output.out) (--force)")
        }
        if summary.keptFrames > 0 {
            summarize("kept \(Render.count(summary.keptFrames, "unchanged frame")) of an earlier run with the same settings")
        }
        let repeats = summary.repeatedFrames == 0 ? "" : ", \(summary.repeatedFrames) repeating an earlier frame"
        summarize("wrote \(Render.count(summary.frameCount, "frame")) (\(summary.pixelWidth)×\(summary.pixelHeight), \(Render.kilobytes(summary.bytes)) KB\(repeats)) to \(output.out) in \(String(format: "%.2f", summary.seconds)) s")
        try reportContrast(summary.contrast, style: inputs.style)
    }

    /// `--check-contrast`: each failure on stderr as a warning; with `=error`, the run fails (exit 1) once the frames
    /// are written.
    private func reportContrast(_ report: ContrastReport, style: any HeaderStyle) throws {
        guard let mode = output.checkContrast, !report.failures.isEmpty else { return }
        let lines = report.failures.map { "\(style.name): \($0)" }
        switch mode {
        case .warn:
            let text = lines.map { "render-frames: warning: \($0)\n" }.joined()
            StandardError.write(text)
        case .error:
            throw RunFailure(message: "--check-contrast=error: \(lines.count) label\(lines.count == 1 ? "" : "s") below "
                + "\(ContrastCheck.minimumRatio):1 (the frames were written to \(output.out)):\n  " + lines.joined(separator: "\n  "))
        }
    }

    /// `fps` is the sequence's rate: `--fps` (`fpsIsOption`), or a Lottie file's own rate. The file is `--gif-name`,
    /// else `defaultName`, else `<style>.gif`.
    func runGIF(_ inputs: Render.Inputs, sampling: FrameSampling, fps: FrameRate, fpsIsOption: Bool = true,
                defaultName: String? = nil, cancellation: RenderCancellation) throws {
        if fps.perSecond > GIFDelaySchedule.browserSafeFPS {
            let advice = fpsIsOption ? "; --fps 50 or lower (30 is typical) plays right everywhere" : ""
            let rate = "\(fpsIsOption ? "--fps" : "the file's frame rate") \(fps) is above \(Int(GIFDelaySchedule.browserSafeFPS))"
            StandardError.write("render-frames: warning: \(rate): GIF delays are whole 1/100 s, so some frames get 1 cs, which browsers stretch to 10 cs (the GIF plays slowly there)\(advice)\n")
        }
        let job = GIFRenderJob(style: inputs.style, options: inputs.options, context: inputs.context, text: inputs.text.drawer,
                               sampling: sampling, loop: gif.playCount, matte: gif.edgeMatte, jobs: output.jobs, outputPath: output.out,
                               fileName: gif.gifName ?? defaultName, force: output.force)
        let summary = try Render.withProgressBar(shown: !output.quiet) { try job.run(cancellation: cancellation, progress: $0) }
        inputs.text.reportMissingGlyphs()
        summarize("wrote \(summary.path) (\(Render.count(summary.gifFrames, "GIF frame")) from \(summary.renderedFrames) rendered, \(summary.pixelWidth)×\(summary.pixelHeight), \(summary.paletteSize) colours, \(String(format: "%.2f", Double(summary.durationCentiseconds) / 100)) s, \(Render.kilobytes(summary.bytes)) KB) in \(String(format: "%.2f", summary.seconds)) s")
    }

    func runSheet(_ inputs: Render.Inputs, progresses: [Double], cancellation: RenderCancellation) throws {
        let sheet = ContactSheet(style: inputs.style, options: inputs.options, context: inputs.context, text: inputs.text.drawer,
                                 progresses: progresses, jobs: output.jobs)
        let result = try Render.withProgressBar(shown: !output.quiet) {
            try sheet.write(to: output.out, force: output.force, cancellation: cancellation, progress: $0)
        }
        inputs.text.reportMissingGlyphs()
        summarize("wrote \(result.path) (\(result.width)×\(result.height), \(Render.kilobytes(result.bytes)) KB)")
    }
}

extension Render {
    // MARK: The outputs of `render` alone (a style's animation formats and image set)

    private func runAnimation(_ inputs: Inputs, sampling: FrameSampling, format: AnimationFormat,
                              cancellation: RenderCancellation) throws {
        let job = AnimationRenderJob(style: inputs.style, options: inputs.options, context: inputs.context,
                                     text: inputs.text.drawer, sampling: sampling, format: format, loop: gif.playCount,
                                     jobs: output.jobs, outputPath: output.out, force: output.force)
        let summary = try Render.withProgressBar(shown: !output.quiet) { try job.run(cancellation: cancellation, progress: $0) }
        inputs.text.reportMissingGlyphs()
        let size = "\(summary.pixelWidth)×\(summary.pixelHeight)"
        summarize("wrote \(summary.path) (\(format.name), \(Render.count(summary.storedFrames, "frame")) in the file from \(summary.renderedFrames) rendered, \(size), "
              + "\(String(format: "%.2f", summary.duration)) s, \(Render.kilobytes(summary.bytes)) KB) in \(String(format: "%.2f", summary.seconds)) s")
    }

    private func runImageSet(_ inputs: Inputs, progresses: [Double], cancellation: RenderCancellation) throws {
        let job = ImageSetJob(style: inputs.style, options: inputs.options, context: inputs.context, text: inputs.text.drawer,
                              progresses: progresses, fps: sequence.fps.perSecond, jobs: output.jobs, outputPath: output.out,
                              force: output.force)
        let summary = try Render.withProgressBar(shown: !output.quiet) { try job.run(cancellation: cancellation, progress: $0) }
        inputs.text.reportMissingGlyphs()
        let scales = ImageSetJob.scales.map { "@\($0)x" }.joined(separator: ", ")
        summarize("wrote \(summary.idleCount) idle and \(Render.count(summary.refreshingCount, "refreshing image")) (one \(String(format: "%g", summary.loop)) s loop) "
              + "\(scales), \(ImageSetJob.swiftFileName) and \(ImageSetJob.androidFileName) to \(output.out) (\(Render.kilobytes(summary.bytes)) KB)")
    }


    /// Runs `body` with a progress bar on the terminal (unless not `shown`), given to it as the run's progress handler; the bar is
    /// finished however the run ends.
    static func withProgressBar<T>(shown: Bool, _ body: (@escaping @Sendable (Int, Int) -> Void) throws -> T) rethrows -> T {
        let bar = ProgressBar(shown: shown)
        defer { bar.finish() }
        return try body { done, total in bar.update(done: done, total: total) }
    }
}
