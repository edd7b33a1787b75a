import ArgumentParser
import Foundation
import Raster
import RefreshRender
import RefreshOutput
import RefreshLottie

/// `render-frames lottie FILE --out DIR …`: a Lottie file's own frames, at its size × --scale and its frame rate, in
/// every format `render` writes but the image set — the plain renderer, for checking an animation as such. The
/// frames go through the same jobs as a header's (`LottieCompositionControl`), with the same signals, resume and
/// identity rules.
struct LottieFrames: ParsableCommand, FrameWriting {
    static let configuration = CommandConfiguration(
        commandName: "lottie",
        abstract: "Render a Lottie file's own frames (its size × --scale, at its frame rate) as PNG files, an animation (GIF, APNG, WebP, MP4, WebM), a contact sheet or a page that plays them in a browser.",
        discussion: """
        Frame k of the run is file frame in-point + k: frame_0000.png is the in point. A single file is named for the \
        Lottie file (spinner.json: spinner.gif, spinner.png, spinner-sheet.png, spinner.html over spinner-frames/ …). \
        A composition is drawn at its own size (at most 36 Mpx a frame at the chosen --scale). As for render, --frames ranges of one run fill one folder \
        (--frames 0..9, then --frames 10..19), and a run stopped by Ctrl-C resumes where it stopped. Exit codes as for \
        render: 0 done; 2 a usage error (an option, or the file: missing, not JSON, or refused, with the place in the \
        file); 1 the run failed while rendering or writing; 130 / 143 stopped by SIGINT / SIGTERM.
        """)

    @Argument(help: ArgumentHelp("The Lottie file: Bodymovin JSON, gzip'd JSON (.tgs, .json.gz) or a dotLottie container (.lottie); images it names are read beside it or from the container.", valueName: "file"))
    var file: String

    @Option(parsing: .unconditional, help: "Only these frames, A..B in the file's frame numbers (default: all, from the in point to the last frame before the out point).",
            transform: LottieFrames.frameRange)
    var frames: LottieFrameRange?

    @Option(parsing: .unconditional, help: "Pixels per point: \(PixelScale.accepted) (default \(PixelScale.standard)).", transform: ArgumentValues.scale)
    var scale = PixelScale.standard

    @Option(help: "The background: style (the composition's own: transparent), none, white, black, or a colour.")
    var background = BackgroundChoice.style

    @OptionGroup(title: "Lottie file") var source: LottieSourceGroup
    @OptionGroup(title: "Output") var output: OutputGroup
    @OptionGroup(title: "GIF") var gif: GIFGroup
    @OptionGroup(title: "WebP") var webp: WebPGroup
    @OptionGroup(title: "PNG") var png: PNGGroup

    /// A file's own frames make no image set.
    var imageSetRate: Double? { nil }

    static func frameRange(_ text: String) throws -> LottieFrameRange {
        guard let range = LottieFrameRange(parsing: text) else {
            throw ValidationError("expected file frame numbers A..B with A ≤ B, like 0..29")
        }
        return range
    }

    func validate() throws {
        try checkFormatOptions()
        if output.format == .imageSet {
            throw ValidationError("--format image-set makes a header's idle and refreshing images; a Lottie file's own frames are written as png, gif, sheet, apng, webp, mp4, webm or html (or use --style lottie --lottie FILE --format image-set)")
        }
        if let format = animationFormat, !format.hasAlpha, background.isTransparent {
            throw ValidationError("--background \(background): \(AnimationOptionsError.noAlpha(format: format.name)) (--format webm, apng or webp)")
        }
    }

    /// The single files' name: the Lottie file's, without its extension (`lottie-composition` when it has none).
    var stem: String {
        let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return stem.isEmpty ? LottieCompositionControl.defaultName : stem
    }

    /// Reads and checks the file and the options (usage errors, exit 2): the run's inputs.
    func prepare() throws -> (run: RunInputs, composition: LottieCompositionControl) {
        let animation = try LottieFile.load(file, named: "lottie", source: source)
        let composition = LottieCompositionControl(animation: animation, name: stem)
        let sampling: FrameSampling
        do throws(LottieCompositionError) {
            sampling = try composition.sampling(frames: frames, scale: scale)
        } catch {
            switch error {
            case .rangeOutside(let range, let first, let last):
                let n = LottieFrameRange.number
                throw ValidationError("--frames \(range) is not accepted; expected a range within \(n(first))..\(n(last)) (the file's frames)"
                    + (range.isWhole ? "" : " of whole frame numbers"))
            case .tooLarge, .frameRateOutOfRange, .tooLong: throw ValidationError("lottie \(file): \(error)")
            }
        }
        // A Lottie file's own frames hold no label: the fonts are found only if something asks for them.
        let text: TextServices
        do { text = try TextServices.make(fontPath: nil, boldFontPath: nil, deferred: true) } catch { throw RunFailure(message: "\(error)") }
        let run = RunInputs(
            control: composition, options: RenderOptions(width: HeaderWidth.standard, scale: scale, background: background),
            context: StyleContext(width: animation.composition.width, text: text.measurer), text: text, sampling: sampling)
        return (run, composition)
    }

    /// `--format sheet`: the file's frames in order, `perRow` to a row, each captioned with its file frame number
    /// (`ContactSheet.Grid.sequence`); at most `ContactSheet.maximumGrid` rows of as many frames.
    func frameSheet(_ run: RunInputs, composition: LottieCompositionControl) throws -> ContactSheet.Grid {
        let frames = try composition.plan(run.sampling, screen: nil).frames
        let most = ContactSheet.maximumGrid * ContactSheet.maximumGrid
        guard frames.count <= most else {
            throw ValidationError("--format sheet shows at most \(most) frames; \(file) has \(frames.count) here: choose fewer with --frames A..B")
        }
        // Ten to a row, more when the frames would need more than the most rows (STYLES.md §9.4).
        let perRow = min(frames.count, max(10, (frames.count + ContactSheet.maximumGrid - 1) / ContactSheet.maximumGrid))
        let number = { (spec: FrameSpec) in LottieFrameRange.number(composition.frame(at: spec.time)) }
        let name = URL(fileURLWithPath: file).lastPathComponent
        return .sequence(
            frames: frames, captions: frames.map { "frame \(number($0))" }, perRow: perRow,
            title: "\(name) — frames \(number(frames[0]))..\(number(frames[frames.count - 1])) at \(try composition.frameRate) fps")
    }

    /// The file's SHA-256 in place of its path, the scale, background and PNG settings, and the tool's version;
    /// `--out`, `--force`, `--jobs` and `--frames` are left out as for `render` (a range writes the same bytes as the
    /// whole run, so ranges fill one folder).
    var runIdentity: RunIdentity {
        RunIdentity([
            "tool": RenderFrames.versionLine,
            "command": "lottie",
            "format": output.format.rawValue,
            "lottie": Render.digest(of: file),
            "scale": "\(scale.factor)",
            "background": background.description,
            "png": "level \(png.options.level) filter \(png.options.filter)",
        ])
    }

    func run() throws {
        // Watched from the start: a signal while the file loads ends the process at once (nothing is written yet).
        let signals = InterruptSignals()
        defer { signals.stop() }
        let (run, composition) = try prepare()
        let grid = output.format == .sheet ? try frameSheet(run, composition: composition) : nil
        signals.startRun()
        do {
            try write(run, identity: runIdentity, sheetGrid: grid, cancellation: signals.cancellation)
        } catch let sheet as ContactSheetError {
            // The sheet's size comes from the file's frames and --scale here (this command has no --width or --progress).
            throw ValidationError("--format sheet: \(sheet); lower --scale or choose fewer frames with --frames A..B")
        } catch {
            throw Render.reported(error)
        }
    }
}
