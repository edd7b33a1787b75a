import ArgumentParser
import Foundation
import Raster
import RefreshRender
import RefreshOutput

/// What a frame-writing command renders, read and checked from its command line: the control with its options,
/// context and text, and how it is sampled.
struct RunInputs {
    var control: any Control
    var options: RenderOptions
    var context: StyleContext
    var text: TextServices
    var sampling: FrameSampling

    /// The jobs' input: these frames, written as `output` says, on the workers of `--jobs` the memory budget holds.
    func job(_ output: OutputGroup) -> JobInput {
        var input = JobInput(control: control, options: options, context: context, text: text.drawer, sampling: sampling,
                             jobs: output.jobs, outputPath: output.out, force: output.force)
        let size = input.pixelSize
        input.jobs = output.workers(width: size.width, height: size.height)
        return input
    }
}

/// A command that writes frames in every output format (`render`, `lottie`): the output, PNG, GIF and WebP options,
/// and one step per format, each running its job of RefreshOutput and printing its summary.
protocol FrameWriting {
    var output: OutputGroup { get }
    var png: PNGGroup { get }
    var gif: GIFGroup { get }
    var webp: WebPGroup { get }
    /// Refreshing images per second of an image set's loop; nil for a command that makes none.
    var imageSetRate: Double? { get }
}

extension FrameWriting {
    /// Prints a line of the run's summary on stdout, unless `--quiet`.
    func summarize(_ line: String) {
        if !output.quiet { StandardOutput.write(line) }
    }

    /// `--format` as a `RefreshOutput` animation (APNG, WebP with `--quality`, the videos); nil for the others.
    var animationFormat: AnimationFormat? {
        switch output.format {
        case .png, .gif, .sheet, .imageSet, .html: return nil
        case .apng: return .apng
        case .webp: return .webp(quality: webp.quality)
        case .mp4: return .video(.h264)
        case .webm: return .video(.vp9)
        }
    }

    /// Options that apply to some formats only (a PNG frame's compression, a GIF's name and matte, a play count, a
    /// WebP's quality): given with another format, each is refused naming it, instead of being ignored.
    func checkFormatOptions() throws {
        let format = output.format
        for (option, purpose) in png.given where format != .png && format != .html {
            throw ValidationError("\(option) \(purpose); it goes with --format png or html, not --format \(format.rawValue)")
        }
        for (option, purpose, formats) in gif.given where !formats.contains(format) {
            var names = OutputFormat.allCases.filter(formats.contains).map(\.rawValue)
            let last = names.removeLast()
            let list = names.isEmpty ? last : names.joined(separator: ", ") + " or " + last
            throw ValidationError("\(option) \(purpose); it goes with --format \(list), not --format \(format.rawValue)")
        }
        if webp.quality != nil, format != .webp {
            throw ValidationError("--quality sets a lossy WebP's quality; it goes with --format webp, not --format \(format.rawValue)")
        }
        if output.checkContrast != nil, format != .png {
            throw ValidationError("--check-contrast measures PNG frames; it is not accepted with --format \(format.rawValue)")
        }
    }

    /// Writes `run` in `--format`: the one table from a format to the step that writes it. `identity` is the PNG
    /// folder's; `sheetGrid` the cells of a sheet that is not of pulls by states.
    func write(_ run: RunInputs, identity: @autoclosure () -> RunIdentity, sheetGrid: ContactSheet.Grid? = nil,
               cancellation: RenderCancellation) throws {
        let job = run.job(output)
        switch output.format {
        case .png: try writePNG(job, identity: identity(), cancellation: cancellation)
        case .gif: try writeGIF(job, cancellation: cancellation)
        case .sheet: try writeSheet(job, grid: sheetGrid, cancellation: cancellation)
        case .imageSet: try writeImageSet(job, cancellation: cancellation)
        case .html: try writeHTML(job, identity: identity(), cancellation: cancellation)
        case .apng, .webp, .mp4, .webm:
            guard let format = animationFormat else { preconditionFailure("\(output.format) is an animation format") }
            try writeAnimation(job, format: format, cancellation: cancellation)
        }
        run.text.reportMissingGlyphs()
    }

    // MARK: One step per format (the jobs of RefreshOutput/Frames)

    private func writePNG(_ input: JobInput, identity: RunIdentity, cancellation: RenderCancellation) throws {
        var job = FrameFolderJob(input: input, png: png.options, identity: identity, duplicates: png.duplicates)
        job.checksContrast = output.checkContrast != nil
        let summary = try Render.withProgressBar(shown: !output.quiet) { try job.run(cancellation: cancellation, progress: $0) }
        if summary.removedFiles > 0 {
            summarize("removed \(Render.count(summary.removedFiles, "frame")) of an earlier run with other settings from \(output.out) (--force)")
        }
        if summary.keptFrames > 0 {
            summarize("kept \(Render.count(summary.keptFrames, "unchanged frame")) of an earlier run with the same settings")
        }
        let repeats = summary.repeatedFrames == 0 ? "" : ", \(summary.repeatedFrames) repeating an earlier frame"
        summarize("wrote \(Render.count(summary.frameCount, "frame")) (\(summary.pixelWidth)×\(summary.pixelHeight), \(Render.kilobytes(summary.bytes)) KB\(repeats)) to \(output.out) in \(String(format: "%.2f", summary.seconds)) s")
        try reportContrast(summary.contrast, name: input.control.name)
    }

    /// `--check-contrast`: each failure on stderr as a warning; with `=error`, the run fails (exit 1) once the frames
    /// are written.
    private func reportContrast(_ report: ContrastReport, name: String) throws {
        guard let mode = output.checkContrast, !report.failures.isEmpty else { return }
        let lines = report.failures.map { "\(name): \($0)" }
        switch mode {
        case .warn:
            for line in lines { StandardError.write("render-frames: warning: \(line)") }
        case .error:
            throw RunFailure(message: "--check-contrast=error: \(lines.count) label\(lines.count == 1 ? "" : "s") below "
                + "\(ContrastCheck.minimumRatio):1 (the frames were written to \(output.out)):", details: lines.map { "  " + $0 })
        }
    }

    /// The file is `--gif-name`, else `<name>.gif`.
    private func writeGIF(_ input: JobInput, cancellation: RenderCancellation) throws {
        if let fps = input.framesPerSecond, fps > GIFDelaySchedule.browserSafeFPS {
            let fromOption = if case .sequence = input.sampling { true } else { false }
            let advice = fromOption ? "; --fps 50 or lower (30 is typical) plays right everywhere" : ""
            let rate = "\(fromOption ? "--fps" : "the file's frame rate") \(NumberBounds.text(fps)) is above \(Int(GIFDelaySchedule.browserSafeFPS))"
            StandardError.write("render-frames: warning: \(rate): GIF delays are whole 1/100 s, so some frames get 1 cs, which browsers stretch to 10 cs (the GIF plays slowly there)\(advice)\n")
        }
        let job = GIFRenderJob(input: input, loop: gif.playCount, matte: gif.edgeMatte, fileName: gif.gifName)
        let summary = try Render.withProgressBar(shown: !output.quiet) { try job.run(cancellation: cancellation, progress: $0) }
        summarize("wrote \(summary.path) (\(Render.count(summary.gifFrames, "GIF frame")) from \(summary.renderedFrames) rendered, \(summary.pixelWidth)×\(summary.pixelHeight), \(summary.paletteSize) colours, \(String(format: "%.2f", Double(summary.durationCentiseconds) / 100)) s, \(Render.kilobytes(summary.bytes)) KB) in \(String(format: "%.2f", summary.seconds)) s")
    }

    /// A sheet of pulls by states (a sweep), or of `grid`.
    private func writeSheet(_ input: JobInput, grid: ContactSheet.Grid?, cancellation: RenderCancellation) throws {
        let sheet = try grid.map { ContactSheet(input: input, grid: $0) } ?? ContactSheet(input: input)
        let result = try Render.withProgressBar(shown: !output.quiet) {
            try sheet.write(cancellation: cancellation, progress: $0)
        }
        summarize("wrote \(result.path) (\(result.width)×\(result.height), \(Render.kilobytes(result.bytes)) KB)")
    }

    private func writeAnimation(_ input: JobInput, format: AnimationFormat, cancellation: RenderCancellation) throws {
        let job = AnimationRenderJob(input: input, format: format, loop: gif.playCount)
        let summary = try Render.withProgressBar(shown: !output.quiet) { try job.run(cancellation: cancellation, progress: $0) }
        let size = "\(summary.pixelWidth)×\(summary.pixelHeight)"
        summarize("wrote \(summary.path) (\(format.name), \(Render.count(summary.storedFrames, "frame")) in the file from \(summary.renderedFrames) rendered, \(size), "
              + "\(String(format: "%.2f", summary.duration)) s, \(Render.kilobytes(summary.bytes)) KB) in \(String(format: "%.2f", summary.seconds)) s")
    }

    /// The review page `<name>.html` and its frames in `<name>-frames/`.
    private func writeHTML(_ input: JobInput, identity: RunIdentity, cancellation: RenderCancellation) throws {
        let job = RunPageJob(frames: FrameFolderJob(input: input, png: png.options, identity: identity, duplicates: png.duplicates))
        let summary = try Render.withProgressBar(shown: !output.quiet) { try job.run(cancellation: cancellation, progress: $0) }
        let frames = summary.frames
        let kept = frames.keptFrames > 0 ? ", kept \(frames.keptFrames) unchanged" : ""
        summarize("wrote \(summary.path) over \(Render.count(frames.frameCount, "frame"))\(kept) in \(summary.framesPath) (\(frames.pixelWidth)×\(frames.pixelHeight), \(Render.kilobytes(frames.bytes)) KB) in \(String(format: "%.2f", frames.seconds)) s; open it in a browser")
    }

    /// The refreshing loop at the sequence's `--fps`.
    private func writeImageSet(_ input: JobInput, cancellation: RenderCancellation) throws {
        guard let fps = imageSetRate else { throw ValidationError("--format image-set is not accepted with this command") }
        let job = ImageSetJob(input: input, fps: fps)
        let summary = try Render.withProgressBar(shown: !output.quiet) { try job.run(cancellation: cancellation, progress: $0) }
        let scales = ImageSetJob.scales.map { "@\($0)x" }.joined(separator: ", ")
        summarize("wrote \(summary.idleCount) idle and \(Render.count(summary.refreshingCount, "refreshing image")) (one \(String(format: "%g", summary.loop)) s loop) "
              + "\(scales), \(ImageSetJob.swiftFileName) and \(ImageSetJob.androidFileName) to \(output.out) (\(Render.kilobytes(summary.bytes)) KB)")
    }
}

extension Render {
    /// Runs `body` with a progress bar on the terminal (unless not `shown`), given to it as the run's progress handler; the bar is
    /// finished however the run ends.
    static func withProgressBar<T>(shown: Bool, _ body: (@escaping @Sendable (Int, Int) -> Void) throws -> T) rethrows -> T {
        let bar = ProgressBar(shown: shown)
        defer { bar.finish() }
        return try body { done, total in bar.update(done: done, total: total) }
    }
}
