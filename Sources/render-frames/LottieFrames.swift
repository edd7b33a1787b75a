import ArgumentParser
import Foundation
import Raster
import RefreshRender
import RefreshOutput

/// `render-frames lottie FILE --out DIR …`: a Lottie file's own frames, at its size × --scale and its frame rate, as
/// PNG files or an animated GIF — the plain renderer, for checking an animation as such. The frames go through the
/// same jobs as a header's (`LottieCompositionStyle`).
struct LottieFrames: ParsableCommand, FrameWriting {
    static let configuration = CommandConfiguration(
        commandName: "lottie",
        abstract: "Render a Lottie file's own frames (its size × --scale, at its frame rate) as PNG files, an animated GIF or a contact sheet.",
        discussion: """
        Frame k of the run is file frame in-point + k: frame_0000.png is the in point. A composition is drawn at its \
        own size (at most 36 Mpx a frame at the chosen --scale). Exit codes as for render: 0 done; 2 a usage error (an option, or the file: \
        missing, not JSON, or refused, with the place in the file); 1 the run failed while rendering or writing.
        """)

    @Argument(help: ArgumentHelp("The Lottie (Bodymovin JSON) file; images it names are read beside it.", valueName: "file"))
    var file: String

    @Option(parsing: .unconditional, help: "Only these frames, A..B in the file's frame numbers (default: all, from the in point to the last frame before the out point).",
            transform: LottieFrames.frameRange)
    var frames: LottieFrameRange?

    @Option(parsing: .unconditional, help: "Pixels per point: \(PixelScale.accepted) (default \(PixelScale.standard)).", transform: ArgumentValues.scale)
    var scale = PixelScale.standard

    @Option(help: "The background: style (the composition's own: transparent), none, white, black, or a colour.")
    var background = BackgroundChoice.style

    @OptionGroup(title: "Output") var output: OutputGroup
    @OptionGroup(title: "GIF") var gif: GIFGroup
    @OptionGroup(title: "PNG") var png: PNGGroup

    static func frameRange(_ text: String) throws -> LottieFrameRange {
        guard let range = LottieFrameRange(parsing: text) else {
            throw ValidationError("expected file frame numbers A..B with A ≤ B, like 0..29")
        }
        return range
    }

    func validate() throws {
        try checkFormatOptions()
        switch output.format {
        case .png, .gif, .sheet: break
        case .imageSet:
            throw ValidationError("--format image-set makes a header's idle and refreshing images; a Lottie file's own frames are written as png or gif (or use --style lottie --lottie FILE --format image-set)")
        case .apng, .webp, .mp4, .webm:
            throw ValidationError("--format \(output.format.rawValue) is not accepted for a Lottie file's own frames yet; write png or gif, or use --style lottie --lottie FILE --format \(output.format.rawValue)")
        }
    }

    /// Reads and checks the file and the options (usage errors, exit 2): the run's inputs and its frames.
    func prepare() throws -> (inputs: Render.Inputs, style: LottieCompositionStyle, sampling: FrameSampling, fps: FrameRate) {
        let animation = try LottieFile.load(file, named: "lottie")
        let style = LottieCompositionStyle(animation: animation)
        let sampling: FrameSampling, fps: FrameRate
        do throws(LottieCompositionError) {
            sampling = try style.sampling(frames: frames, scale: scale)
            fps = try style.frameRate
        } catch {
            switch error {
            case .rangeOutside(let range, let first, let last):
                let n = LottieFrameRange.number
                throw ValidationError("--frames \(range) is not accepted; expected a range within \(n(first))..\(n(last)) (the file's frames)")
            case .tooLarge, .frameRateOutOfRange, .tooLong: throw ValidationError("lottie \(file): \(error)")
            }
        }
        // A Lottie file's own frames hold no label: the fonts are found only if something asks for them.
        let text: TextServices
        do { text = try TextServices.make(fontPath: nil, boldFontPath: nil, deferred: true) } catch { throw RunFailure(message: "\(error)") }
        let inputs = Render.Inputs(
            style: style, options: RenderOptions(width: HeaderWidth.standard, scale: scale, background: background),
            context: StyleContext(width: animation.composition.width, text: text.measurer), text: text, work: .png(sampling))
        return (inputs, style, sampling, fps)
    }

    /// `--format sheet`: the file's frames in order, `perRow` to a row, each captioned with its file frame number
    /// (`ContactSheet.Grid.sequence`); at most `ContactSheet.maximumGrid` rows of as many frames.
    func runFrameSheet(_ inputs: Render.Inputs, style: LottieCompositionStyle, sampling: FrameSampling,
                       cancellation: RenderCancellation) throws {
        let frames = try FramePlan(sampling: sampling, rules: style.rules).frames
        let most = ContactSheet.maximumGrid * ContactSheet.maximumGrid
        guard frames.count <= most else {
            throw ValidationError("--format sheet shows at most \(most) frames; \(file) has \(frames.count) here: choose fewer with --frames A..B")
        }
        // Ten to a row, more when the frames would need more than the most rows (STYLES.md §9.4).
        let perRow = min(frames.count, max(10, (frames.count + ContactSheet.maximumGrid - 1) / ContactSheet.maximumGrid))
        let number = { (spec: FrameSpec) in LottieFrameRange.number(style.frame(at: spec.time)) }
        let name = URL(fileURLWithPath: file).lastPathComponent
        let grid = ContactSheet.Grid.sequence(
            frames: frames, captions: frames.map { "frame \(number($0))" }, perRow: perRow,
            title: "\(name) — frames \(number(frames[0]))..\(number(frames[frames.count - 1])) at \(try style.frameRate) fps")
        let sheet = ContactSheet(style: style, options: inputs.options, context: inputs.context, text: inputs.text.drawer,
                                 grid: grid, jobs: output.jobs)
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let result = try Render.withProgressBar(shown: !output.quiet) {
            try sheet.write(to: output.out, name: stem.isEmpty ? nil : "\(stem)-sheet.png", force: output.force,
                            cancellation: cancellation, progress: $0)
        }
        summarize("wrote \(result.path) (\(result.width)×\(result.height), \(Render.kilobytes(result.bytes)) KB)")
    }

    /// The file's SHA-256 in place of its path, the frame range, scale, background and PNG settings, and the tool's
    /// version; `--out`, `--force` and `--jobs` are left out as for `render`.
    func runIdentity(_ inputs: Render.Inputs) -> RunIdentity {
        RunIdentity([
            "tool": RenderFrames.versionLine,
            "command": "lottie",
            "format": output.format.rawValue,
            "lottie": Render.digest(of: file),
            "frames": frames.map { "\($0)" } ?? "all",
            "scale": "\(scale.factor)",
            "background": inputs.options.background.description,
            "png": "level \(png.options.level) filter \(png.options.filter)",
        ])
    }

    func run() throws {
        let (inputs, style, sampling, fps) = try prepare()
        let signals = InterruptSignals()
        defer { signals.stop() }
        signals.startRun()
        do {
            switch output.format {
            case .png: try runPNG(inputs, sampling: sampling, cancellation: signals.cancellation)
            case .gif:
                let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                try runGIF(inputs, sampling: sampling, fps: fps, fpsIsOption: false,
                           defaultName: stem.isEmpty ? nil : "\(stem).gif", cancellation: signals.cancellation)
            case .sheet: try runFrameSheet(inputs, style: style, sampling: sampling, cancellation: signals.cancellation)
            case .imageSet, .apng, .webp, .mp4, .webm: break // refused by validate()
            }
        } catch let sheet as ContactSheetError {
            // The sheet's size comes from the file's frames and --scale here (this command has no --width or --progress).
            throw ValidationError("--format sheet: \(sheet); lower --scale or choose fewer frames with --frames A..B")
        } catch {
            throw Render.reported(error)
        }
    }
}
