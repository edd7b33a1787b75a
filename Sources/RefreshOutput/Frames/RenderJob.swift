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
    /// What determines the files' bytes, from the front end that parsed the options (the job adds the style's name,
    /// the frame count and the pixel size); a folder holding a run of another identity is refused, or replaced under
    /// `force`.
    public var identity: RunIdentity

    public init(style: any HeaderStyle, options: RenderOptions, context: StyleContext, text: (any TextDrawing)?,
                sampling: FrameSampling, png: PNGOptions = .default, jobs: Int = 1, outputPath: String, force: Bool,
                identity: RunIdentity = RunIdentity()) {
        self.style = style
        self.options = options
        self.context = context
        self.text = text
        self.sampling = sampling
        self.png = png
        self.jobs = jobs
        self.outputPath = outputPath
        self.force = force
        self.identity = identity
    }

    /// What a finished run wrote.
    public struct Summary: Sendable {
        /// Frames rendered and written by this run.
        public var frameCount: Int
        /// Planned frames kept, unchanged, from an earlier run with the same identity (a resumed run).
        public var keptFrames: Int
        /// Frame files of an earlier run with another identity that this run removed (only under `force`).
        public var removedFiles: Int
        public var pixelWidth: Int
        public var pixelHeight: Int
        public var bytes: Int
        public var seconds: Double
    }

    /// The settings recorded in the manifest.
    public var manifestSettings: FrameManifest.Settings {
        let size = options.pixelSize(controlHeight: style.height)
        var mode = "sequence", scenario: String? = nil, fps: Double? = nil
        switch sampling {
        case .sequence(let sc, let f, _, _):
            scenario = sc.name
            fps = f
        case .sweep(_, let state, let time):
            mode = "progress" + (state.map { " \($0.rawValue)" } ?? "") + (time.map { " t=\($0)" } ?? "")
        }
        return FrameManifest.Settings(style: style.name, mode: mode, scenario: scenario,
                                      width: size.width, height: size.height, scale: options.scale, fps: fps,
                                      background: options.background.description, format: "png",
                                      labels: context.labels == LabelOptions() ? nil : context.labels.description)
    }

    /// The identity recorded in the manifest: the front end's, with what the job itself knows of the frames.
    func fullIdentity(_ plan: FramePlan, _ renderer: FrameRenderer) -> RunIdentity {
        var full = identity
        full["style"] = style.name
        full["frame count"] = "\(plan.totalCount)"
        full["pixels"] = "\(renderer.pixelWidth)x\(renderer.pixelHeight)"
        return full
    }

    /// Runs the job on `jobs` workers through `FrameRunner`. `progress(done, total)` is called on the calling thread
    /// after each frame, in frame order. When `cancellation` is set during the run, the workers finish the frames they
    /// are writing and start no more; the manifest then lists exactly the frames written and `RenderInterrupted` is
    /// thrown. A cancellation before any frame is written throws `RenderInterrupted` and writes nothing.
    ///
    /// The folder is locked for the whole run. Frames already in it from a run with an equal identity and unchanged
    /// are kept, not rendered again (so a killed run resumes); each frame is journaled before its file is renamed into
    /// place, so a run killed at any moment leaves a folder the next identical run can complete.
    public func run(cancellation: RenderCancellation = RenderCancellation(),
                    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        let start = Date()
        try options.validate()
        let plan = try FramePlan(sampling: sampling, rules: style.rules)
        // Planning a long scenario takes a moment: a signal that came meanwhile stops the run before any file.
        if let reason = cancellation.cancelReason {
            throw RenderInterrupted(reason: reason, framesDone: 0, framesPlanned: plan.frames.count,
                                    output: .frameFolder(path: outputPath))
        }
        // Fail before any file is written if the first frame cannot be rendered (e.g. a bad replacement image).
        let probe = try makeRenderer()
        _ = try probe.scene(for: plan.frames[0])
        let output = try OutputDirectory(path: outputPath, force: force)
        let identity = fullIdentity(plan, probe)
        let begun = try output.beginFrameRun(identity: identity, names: plan.frames.map(\.fileName))
        let keptNames = Set(begun.kept.map(\.file))
        let todo = plan.frames.filter { !keptNames.contains($0.fileName) }

        let job = self, journal = begun.journal
        var written: [FrameManifest.Frame] = []
        var bytes = 0
        func finish() throws {
            // A run stopped before its first frame, in a folder holding none of its frames, leaves no manifest.
            guard !(written.isEmpty && begun.kept.isEmpty) else { return journal.remove() }
            try output.finish(identity: identity, settings: manifestSettings, filePattern: plan.filePattern,
                              frames: begun.kept + written)
            journal.remove()
        }
        let outcome: FrameRunner.Outcome<FrameRenderer>
        do {
            outcome = try FrameRunner(jobs: jobs, cancellation: cancellation).run(
                todo, makeWorker: job.makeRenderer,
                work: { renderer, spec in try job.write(spec, with: renderer, into: output, journal: journal) },
                consume: { _, frame in
                    written.append(frame.entry)
                    bytes += frame.bytes
                },
                progress: progress)
        } catch {
            // The frames already written are complete; list them so a rerun recognises them as ours.
            try? finish()
            throw error
        }
        try finish()
        try outcome.throwIfInterrupted(.frameFolder(path: outputPath), earlier: plan.frames.count - todo.count,
                                       planned: plan.frames.count)
        return Summary(frameCount: written.count, keptFrames: plan.frames.count - todo.count, removedFiles: begun.removed,
                       pixelWidth: probe.pixelWidth, pixelHeight: probe.pixelHeight, bytes: bytes,
                       seconds: Date().timeIntervalSince(start))
    }

    private func makeRenderer() throws -> FrameRenderer {
        try FrameRenderer(style: style, options: options, context: context, text: text)
    }

    /// Renders, encodes and writes one frame (on a worker); its manifest entry and size.
    private func write(_ spec: FrameSpec, with renderer: FrameRenderer, into output: OutputDirectory,
                       journal: FrameJournal) throws -> (entry: FrameManifest.Frame, bytes: Int) {
        let bytes = try renderer.render(spec).pngData(options: png)
        let entry = FrameManifest.Frame(index: spec.index, file: spec.fileName, time: spec.time,
                                        progress: spec.sample.progress, state: spec.sample.state.rawValue,
                                        sha256: SHA256.hex(bytes))
        // Journaled first: a kill after the rename can never leave a frame file the next run does not know.
        try journal.append(entry)
        try output.write(bytes, named: spec.fileName)
        return (entry, bytes.count)
    }
}
