import Raster
import RefreshModel
import Foundation

/// One run of the tool: render the planned frames of a style, encode them as PNG and write them into an output folder
/// with their manifest. Frames are rendered on `jobs` workers (`FrameRunner`), each with its own canvas; every frame
/// is a pure function of its spec, so the files are byte-identical whatever the job count or frame range.
public struct RenderJob: Sendable {
    public var style: any HeaderStyle
    public var options: RenderOptions
    public var context: StyleContext
    public var text: (any TextDrawing)?
    public var sampling: FrameSampling
    public var png: PNGOptions
    public var jobs: Int
    public var outputPath: String
    public var force: Bool

    public init(style: any HeaderStyle, options: RenderOptions, context: StyleContext, text: (any TextDrawing)?,
                sampling: FrameSampling, png: PNGOptions = .default, jobs: Int = 1, outputPath: String, force: Bool) {
        self.style = style
        self.options = options
        self.context = context
        self.text = text
        self.sampling = sampling
        self.png = png
        self.jobs = jobs
        self.outputPath = outputPath
        self.force = force
    }

    /// What a finished run wrote.
    public struct Summary: Sendable {
        public var frameCount: Int
        public var pixelWidth: Int
        public var pixelHeight: Int
        public var bytes: Int
        public var seconds: Double
    }

    /// The settings recorded in the manifest.
    public var manifestSettings: FrameManifest.Settings {
        let s = Double(options.scale)
        var mode = "sequence", scenario: String? = nil, fps: Double? = nil
        switch sampling {
        case .sequence(let sc, let f, _, _):
            scenario = sc.name
            fps = f
        case .sweep(_, let state, let time):
            mode = "progress" + (state.map { " \($0.rawValue)" } ?? "") + (time.map { " t=\($0)" } ?? "")
        }
        return FrameManifest.Settings(style: style.name, mode: mode, scenario: scenario,
                                      width: Int((options.width * s).rounded(.up)),
                                      height: Int((style.height * s).rounded(.up)), scale: options.scale, fps: fps,
                                      background: options.background.description, format: "png",
                                      labels: context.labels == LabelOptions() ? nil : context.labels.description)
    }

    /// Runs the job on `jobs` workers through `FrameRunner`. `progress(done, total)` is called on the calling thread
    /// after each frame, in frame order. When `cancellation` is set during the run, the workers finish the frames they
    /// are writing and start no more; the manifest then lists exactly the frames written and `RenderInterrupted` is
    /// thrown. A cancellation before any frame is written throws `RenderInterrupted` and writes nothing.
    public func run(cancellation: RenderCancellation = RenderCancellation(),
                    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        let start = Date()
        try options.validate()
        let plan = try FramePlan(sampling: sampling, rules: style.rules)
        let output = try OutputDirectory(path: outputPath, force: force)
        try output.checkWritable(plan.frames.map(\.fileName) + [FrameManifest.fileName])
        // Fail before any file is written if the first frame cannot be rendered (e.g. a bad replacement image).
        let probe = try makeRenderer()
        _ = try probe.scene(for: plan.frames[0])

        let job = self
        var written: [FrameManifest.Frame] = []
        var bytes = 0
        let outcome: FrameRunner.Outcome<FrameRenderer>
        do {
            outcome = try FrameRunner(jobs: jobs, cancellation: cancellation).run(
                plan.frames, makeWorker: job.makeRenderer,
                work: { renderer, spec in try job.write(spec, with: renderer, into: output) },
                consume: { _, frame in
                    written.append(frame.entry)
                    bytes += frame.bytes
                },
                progress: progress)
        } catch {
            // The frames already written are complete; list them so a rerun recognises them as ours.
            if !written.isEmpty { try? output.finish(settings: manifestSettings, frames: written) }
            throw error
        }
        if !written.isEmpty { try output.finish(settings: manifestSettings, frames: written) }
        try outcome.throwIfInterrupted(.frameFolder(path: outputPath))
        return Summary(frameCount: written.count, pixelWidth: probe.pixelWidth, pixelHeight: probe.pixelHeight,
                       bytes: bytes, seconds: Date().timeIntervalSince(start))
    }

    private func makeRenderer() throws -> FrameRenderer {
        try FrameRenderer(style: style, options: options, context: context, text: text)
    }

    /// Renders, encodes and writes one frame (on a worker); its manifest entry and size.
    private func write(_ spec: FrameSpec, with renderer: FrameRenderer,
                       into output: OutputDirectory) throws -> (entry: FrameManifest.Frame, bytes: Int) {
        let bytes = try renderer.render(spec).pngData(options: png)
        try output.write(bytes, named: spec.fileName)
        let entry = FrameManifest.Frame(index: spec.index, file: spec.fileName, time: spec.time,
                                        progress: spec.sample.progress, state: spec.sample.state.rawValue,
                                        sha256: SHA256.hex(bytes))
        return (entry, bytes.count)
    }
}
