import Raster
import RefreshRender
import Foundation

/// A folder of PNG frames: render the planned frames of a style, encode them as PNG and write them into an output folder
/// with their manifest. Frames are rendered on `jobs` workers (`FrameRunner`), each with its own canvas; every frame
/// is a pure function of its spec, so the files are byte-identical whatever the job count or frame range. Frames that
/// show the same picture (`FrameGroups`) are drawn and encoded once; each still gets its file (`duplicates`).
public struct FrameFolderJob: Sendable {
    public var input: JobInput
    public var png: PNGOptions
    /// What determines the files' bytes, from the front end that parsed the options (the job adds the style's name,
    /// the frame count and the pixel size); a folder holding a run of another identity is refused, or replaced under
    /// `force`.
    public var identity: RunIdentity
    public var duplicates: DuplicateFiles
    /// Measure each label against what lies behind it (`ContrastCheck`); the failures are in `Summary.contrast`. Every
    /// planned frame is then rendered, also those an earlier identical run left, so the report covers them all.
    public var checksContrast = false
    /// Whether frames that repeat an earlier one reuse its bytes (the default); tests turn it off to compare with a
    /// fresh encode of every frame.
    var reusesFrames = true

    public init(input: JobInput, png: PNGOptions = .default, identity: RunIdentity = RunIdentity(),
                duplicates: DuplicateFiles = .copies) {
        self.input = input
        self.png = png
        self.identity = identity
        self.duplicates = duplicates
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
        /// Frames written that repeat an earlier frame of the run (`FrameManifest.Frame.repeats`).
        public var repeatedFrames: Int
        /// PNG encodes the run made: one per distinct picture found (`FrameGroupItem`), at most `frameCount`.
        package var encodes: Int
        public var seconds: Double
        /// The labels below WCAG's 4.5:1, when `checksContrast` (empty otherwise).
        public var contrast: ContrastReport
    }

    /// The settings recorded in the manifest.
    package var manifestSettings: FrameManifest.Settings {
        let (options, context) = (input.options, input.context)
        let size = input.pixelSize
        var mode = "sequence", scenario: String? = nil
        switch input.sampling {
        case .sequence(let sc, _, _, _): scenario = sc.name
        case .clock: mode = "clock"
        case .sweep(_, let state, let time):
            mode = "progress" + (state.map { " \($0.rawValue)" } ?? "") + (time.map { " t=\($0)" } ?? "")
        }
        return FrameManifest.Settings(style: input.control.name, mode: mode, scenario: scenario,
                                      width: size.width, height: size.height, scale: options.scale, fps: input.framesPerSecond,
                                      background: options.background.description, format: "png",
                                      labels: context.labels == LabelOptions() ? nil : context.labels.description,
                                      appearance: context.appearance == .light ? nil : context.appearance.rawValue)
    }

    /// The identity recorded in the manifest: the front end's, with what the job itself knows of the frames.
    func fullIdentity(_ plan: FramePlan, width: Int, height: Int) -> RunIdentity {
        var full = identity
        full["style"] = input.control.name
        full["frame count"] = "\(plan.totalCount)"
        full["pixels"] = "\(width)x\(height)"
        return full
    }

    /// Runs the job on `jobs` workers through `FrameRunner`: the frames' trees are grouped first (`FrameGroupItem.items`),
    /// then each picture is drawn and encoded once and every frame's file written.
    /// `progress(done, total)` is called on the calling thread for each frame written (a picture's frames are written
    /// together, the longest items first, so not in frame order). When `cancellation` is set during the run, the
    /// workers finish the pictures they are writing and start no more; the manifest then lists exactly the frames
    /// written and `RenderInterrupted` is thrown. A cancellation before any frame is written throws `RenderInterrupted`
    /// and writes nothing.
    ///
    /// The folder is locked for the whole run. Frames already in it from a run with an equal identity and unchanged
    /// are kept, not rendered again (so a killed run resumes); each frame is journaled before its file is renamed into
    /// place, so a run killed at any moment leaves a folder the next identical run can complete.
    public func run(cancellation: RenderCancellation = RenderCancellation(),
                    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        let start = Date()
        let plan = try checkedPlan(cancellation: cancellation)
        let settings = manifestSettings
        let output = try OutputDirectory(path: input.outputPath, force: input.force)
        defer { output.unlock() }
        let identity = fullIdentity(plan, width: settings.width, height: settings.height)
        let begun = try output.beginFrameRun(identity: identity, names: plan.frames.map(\.fileName))
        let kept = keptFrames(begun.kept, of: plan, in: output)
        let keptNames = Set(kept.map(\.file))
        let todo = plan.frames.filter { !keptNames.contains($0.fileName) }

        let job = self, input = input, journal = begun.journal
        var runner = FrameRunner(jobs: input.jobs, cancellation: cancellation)
        runner.keepsWorkers = false
        var planner: FrameRenderer?
        let presentation = { (spec: FrameSpec) throws -> Layer in
            let renderer = try planner ?? input.makeRenderer()
            planner = renderer
            return try renderer.presentation(of: spec)
        }
        // The contrast check measures each picture it writes; it draws every frame (no reuse) so each is measured.
        guard let items = reusesFrames && !checksContrast
                ? try FrameGroupItem.items(todo, presentation: presentation, runner: runner, makeRenderer: { try input.makeRenderer() })
                : FrameGroupItem.separate(todo) else {
            throw RenderInterrupted(reason: cancellation.cancelReason ?? "cancellation", framesDone: 0,
                                    framesPlanned: plan.frames.count, output: .frameFolder(path: input.outputPath))
        }
        let measure = contrastMeasure

        var written: [FrameManifest.Frame] = []
        var bytes = 0, encodes = 0
        var contrast = ContrastReport()
        func finish() throws -> [FrameManifest.Frame] {
            // A run stopped before its first frame, in a folder holding none of its frames, leaves no manifest.
            guard !(written.isEmpty && kept.isEmpty) else {
                journal.remove()
                return []
            }
            let noted = FrameManifest.Frame.noting(kept + written)
            try output.finish(identity: identity, settings: settings, filePattern: plan.filePattern, frames: noted)
            journal.remove()
            return noted
        }
        // An item's result is only its frames' manifest entries, which the run keeps anyway: with a window as long as
        // the run, a worker never waits for the consumer to catch up with an item still being written (a picture held
        // for many frames), so the workers stay busy to the end.
        var writer = runner
        writer.window = max(runner.window, items.count)
        let outcome: FrameRunner.Outcome<FrameGroupItem.Worker>
        do {
            outcome = try writer.run(
                items, makeWorker: { FrameGroupItem.Worker(renderer: try input.makeRenderer(cancellation: cancellation)) },
                work: { worker, item in
                    item.write(with: worker, png: job.png, duplicates: job.duplicates, into: output, journal: journal,
                               measure: measure)
                },
                consume: { _, item in
                    for entry in item.entries {
                        written.append(entry)
                        progress(written.count, todo.count)
                    }
                    for (spec, measurements) in item.contrast {
                        contrast.add(measurements, frame: spec.index, state: spec.sample.state)
                    }
                    bytes += item.bytes
                    encodes += item.encodes
                    if let error = item.error { throw error }
                })
        } catch {
            // The frames already written are complete; list them so a rerun recognises them as ours.
            _ = try? finish()
            throw error
        }
        let noted = try finish()
        try outcome.throwIfInterrupted(.frameFolder(path: input.outputPath), done: plan.frames.count - todo.count + written.count,
                                       planned: plan.frames.count)
        let ours = Set(written.map(\.file))
        return Summary(frameCount: written.count, keptFrames: plan.frames.count - todo.count, removedFiles: begun.removed,
                       pixelWidth: settings.width, pixelHeight: settings.height, bytes: bytes,
                       repeatedFrames: noted.filter { $0.repeats != nil && ours.contains($0.file) }.count,
                       encodes: encodes, seconds: Date().timeIntervalSince(start), contrast: contrast)
    }

    /// The run's frames, checked before anything is written: the options, the plan, a signal that came while a long
    /// scenario was planned, and the first frame's scene (a bad replacement image fails here). No renderer here: its
    /// canvas is made on the workers (this thread's time is the part of a run that jobs cannot share), and one only
    /// when trees must be evaluated again on this thread (`FrameGroups.Builder`).
    private func checkedPlan(cancellation: RenderCancellation) throws -> FramePlan {
        let plan = try input.plan()
        if let reason = cancellation.cancelReason {
            throw RenderInterrupted(reason: reason, framesDone: 0, framesPlanned: plan.frames.count,
                                    output: .frameFolder(path: input.outputPath))
        }
        _ = try input.control.scene(for: plan.frames[0].sample, context: input.context)
        return plan
    }

    /// The frames an earlier run of the same identity left that this run keeps. With the contrast check every planned
    /// frame is rendered again (the check needs its pixels and labels); with copies wanted, a kept frame that is a
    /// hard link (an earlier `--link-duplicates` run) is written again as a file of its own.
    private func keptFrames(_ found: [FrameManifest.Frame], of plan: FramePlan, in output: OutputDirectory)
        -> [FrameManifest.Frame] {
        let planned = Set(plan.frames.map(\.fileName))
        return found.filter { frame in
            guard planned.contains(frame.file) else { return true }
            return !checksContrast && (duplicates == .hardLinks || OutputDirectory.linkCount(output.file(frame.file)) <= 1)
        }
    }

    /// With the contrast check, how each written picture is measured: its labels against what is drawn behind them.
    private var contrastMeasure: FrameGroupItem.Measure? {
        guard checksContrast else { return nil }
        let background = input.context.appearance.systemBackground
        return { (renderer: FrameRenderer, canvas: Canvas, spec: FrameSpec) throws -> [ContrastCheck.Measurement] in
            let frame = canvas.makeImage()
            let behind = try renderer.renderBehindLabels(spec)
            return ContrastCheck.measure(frame: frame, behindLabels: behind.canvas.makeImage(), labels: behind.labels,
                                         behind: background)
        }
    }
}
