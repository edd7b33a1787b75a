import Raster
import RefreshModel
import Foundation

/// One run of the tool: render the planned frames of a style, encode them as PNG and write them into an output folder
/// with their manifest. Frames are rendered on `jobs` workers (`FrameRunner`), each with its own canvas; every frame
/// is a pure function of its spec, so the files are byte-identical whatever the job count or frame range. Frames that
/// show the same picture (`FrameGroups`) are drawn and encoded once; each still gets its file (`duplicates`).
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
    public var duplicates: DuplicateFiles
    /// Whether frames that repeat an earlier one reuse its bytes (the default); tests turn it off to compare with a
    /// fresh encode of every frame.
    var reusesFrames = true

    public init(style: any HeaderStyle, options: RenderOptions, context: StyleContext, text: (any TextDrawing)?,
                sampling: FrameSampling, png: PNGOptions = .default, jobs: Int = 1, outputPath: String, force: Bool,
                duplicates: DuplicateFiles = .copies) {
        self.style = style
        self.options = options
        self.context = context
        self.text = text
        self.sampling = sampling
        self.png = png
        self.jobs = jobs
        self.outputPath = outputPath
        self.force = force
        self.duplicates = duplicates
    }

    /// What a finished run wrote.
    public struct Summary: Sendable {
        public var frameCount: Int
        public var pixelWidth: Int
        public var pixelHeight: Int
        public var bytes: Int
        /// Frames whose pixels repeat an earlier frame of the run (noted in the manifest).
        public var repeatedFrames: Int
        /// PNG encodes the run made: one per distinct picture found (`FrameGroupItem`), at most `frameCount`.
        public var encodes: Int
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

    /// Runs the job on `jobs` workers through `FrameRunner`: the frames' trees are grouped and each distinct tree's
    /// pixels hashed first (`FrameGroupItem.items`), then each picture is encoded once and every frame's file written.
    /// `progress(done, total)` is called on the calling thread for each frame written (a picture's frames are written
    /// together, so not in frame order). When `cancellation` is set during the run, the workers finish the pictures they
    /// are writing and start no more; the manifest then lists exactly the frames written and `RenderInterrupted` is
    /// thrown. A cancellation before any frame is written throws `RenderInterrupted` and writes nothing.
    public func run(cancellation: RenderCancellation = RenderCancellation(),
                    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        let start = Date()
        try options.validate()
        let plan = try FramePlan(sampling: sampling, rules: style.rules)
        let output = try OutputDirectory(path: outputPath, force: force)
        try output.checkWritable(plan.frames.map(\.fileName) + [FrameManifest.fileName])
        // Fail before any file is written if the first frame cannot be built (e.g. a bad replacement image). No
        // renderer here: its canvas is made on the workers (this thread's time is the part of a run that jobs
        // cannot share), and one only when trees must be evaluated again on this thread (`FrameGroups.Builder`).
        _ = try style.scene(for: plan.frames[0].sample, context: context)
        let job = self
        let runner = FrameRunner(jobs: jobs, cancellation: cancellation)
        var planner: FrameRenderer?
        let presentation = { (spec: FrameSpec) throws -> Layer in
            let renderer = try planner ?? job.makeRenderer()
            planner = renderer
            return try renderer.presentation(of: spec)
        }
        guard let items = reusesFrames
                ? try FrameGroupItem.items(plan.frames, presentation: presentation, runner: runner,
                                           makeRenderer: job.makeRenderer)
                : FrameGroupItem.separate(plan.frames) else {
            throw RenderInterrupted(reason: cancellation.cancelReason ?? "cancellation", framesDone: 0,
                                    framesPlanned: plan.frames.count, output: .frameFolder(path: outputPath))
        }

        var written: [FrameManifest.Frame] = []
        var bytes = 0, encodes = 0
        let outcome: FrameRunner.Outcome<FrameGroupItem.Worker>
        do {
            outcome = try runner.run(
                items, makeWorker: { FrameGroupItem.Worker(renderer: try job.makeRenderer()) },
                work: { worker, item in item.write(with: worker, png: job.png, duplicates: job.duplicates, into: output) },
                consume: { _, item in
                    for entry in item.entries {
                        written.append(entry)
                        progress(written.count, plan.frames.count)
                    }
                    bytes += item.bytes
                    encodes += item.encodes
                    if let error = item.error { throw error }
                })
        } catch {
            // The frames already written are complete; list them so a rerun recognises them as ours.
            if !written.isEmpty { try? output.finish(settings: manifestSettings, frames: FrameManifest.Frame.noting(written)) }
            throw error
        }
        let noted = FrameManifest.Frame.noting(written)
        if !noted.isEmpty { try output.finish(settings: manifestSettings, frames: noted) }
        try outcome.throwIfInterrupted(.frameFolder(path: outputPath), done: written.count, planned: plan.frames.count)
        let settings = manifestSettings
        return Summary(frameCount: written.count, pixelWidth: settings.width, pixelHeight: settings.height, bytes: bytes,
                       repeatedFrames: noted.filter { $0.repeats != nil }.count, encodes: encodes,
                       seconds: Date().timeIntervalSince(start))
    }

    private func makeRenderer() throws -> FrameRenderer {
        try FrameRenderer(style: style, options: options, context: context, text: text)
    }
}
