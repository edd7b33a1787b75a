import Raster
import RefreshModel
import Foundation

/// One run of the tool: render the planned frames of a style, encode them as PNG and write them into an output folder
/// with their manifest. Frames are rendered on `jobs` workers, each with its own canvas; every frame is a pure
/// function of its spec, so the files are byte-identical whatever the job count or frame range.
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

    /// Runs the job. `progress(done, total)` is called from the workers after each frame. When `cancellation` is
    /// set during the run, the workers finish the frames they are writing and start no more; the manifest then lists
    /// exactly the frames written and `RenderInterrupted` is thrown. A cancellation before any frame is written
    /// throws `RenderInterrupted` and writes nothing.
    public func run(cancellation: RenderCancellation = RenderCancellation(),
                    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        let start = Date()
        try options.validate()
        let plan = try FramePlan(sampling: sampling, rules: style.rules)
        func interrupted(written: Int) -> RenderInterrupted {
            RenderInterrupted(reason: cancellation.cancelReason ?? "cancellation", framesWritten: written,
                              framesPlanned: plan.frames.count, outputPath: outputPath)
        }
        let output = try OutputDirectory(path: outputPath, force: force)
        try output.checkWritable(plan.frames.map(\.fileName) + [FrameManifest.fileName])
        // Fail before any file is written if the first frame cannot be rendered (e.g. a bad replacement image).
        let probe = try FrameRenderer(style: style, options: options, context: context, text: text)
        _ = try probe.scene(for: plan.frames[0])
        let pixelWidth = probe.pixelWidth, pixelHeight = probe.pixelHeight
        if cancellation.isCancelled { throw interrupted(written: 0) }

        let workers = max(1, min(jobs, plan.frames.count))
        let results = ResultStore(count: plan.frames.count)
        let frames = plan.frames
        let job = self
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            do {
                let renderer = try FrameRenderer(style: job.style, options: job.options, context: job.context,
                                                 text: job.text)
                var i = worker
                while i < frames.count, !results.failed, !cancellation.isCancelled {
                    let spec = frames[i]
                    let bytes = try renderer.render(spec).pngData(options: job.png)
                    try output.write(bytes, named: spec.fileName)
                    let entry = FrameManifest.Frame(index: spec.index, file: spec.fileName, time: spec.time,
                                                    progress: spec.sample.progress, state: spec.sample.state.rawValue,
                                                    sha256: SHA256.hex(bytes))
                    progress(results.store(entry, at: i, bytes: bytes.count), frames.count)
                    i += workers
                }
            } catch {
                results.fail(error)
            }
        }
        let entries = results.entries
        if let error = results.error {
            // The frames already written are complete; list them so a rerun recognises them as ours.
            if !entries.isEmpty { try? output.finish(settings: manifestSettings, frames: entries) }
            throw error
        }
        try output.finish(settings: manifestSettings, frames: entries)
        if entries.count < frames.count { throw interrupted(written: entries.count) }
        return Summary(frameCount: frames.count, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                       bytes: results.totalBytes, seconds: Date().timeIntervalSince(start))
    }
}

/// The workers' shared results: manifest entries by frame position, the first error, byte and frame counts.
final class ResultStore: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FrameManifest.Frame?]
    private var firstError: Error?
    private var done = 0
    private var byteCount = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// Records a frame; returns how many frames are done.
    func store(_ entry: FrameManifest.Frame, at position: Int, bytes: Int) -> Int {
        lock.lock(); defer { lock.unlock() }
        slots[position] = entry
        done += 1
        byteCount += bytes
        return done
    }

    func fail(_ error: Error) {
        lock.lock(); defer { lock.unlock() }
        if firstError == nil { firstError = error }
    }

    var failed: Bool { lock.lock(); defer { lock.unlock() }; return firstError != nil }
    var error: Error? { lock.lock(); defer { lock.unlock() }; return firstError }
    var totalBytes: Int { lock.lock(); defer { lock.unlock() }; return byteCount }
    var entries: [FrameManifest.Frame] { lock.lock(); defer { lock.unlock() }; return slots.compactMap { $0 } }
}
