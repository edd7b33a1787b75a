import Raster
import RefreshRender
import Foundation

/// A run that renders a style's time sequence into one animated GIF, `<out>/<style>.gif` by default.
///
/// Two passes over the frames through `FrameRunner`, each on `jobs` workers with their own renderer (rendering is far
/// cheaper than keeping every frame): the first counts the colours of all frames into one histogram, from which
/// `MedianCutQuantizer` picks the global palette; the second renders again, maps each frame to palette indices
/// (1 byte per pixel) on the workers, and feeds them in order to `GIFEncoder`. Memory stays bounded by the runner's
/// window of frames. Delays follow `GIFDelaySchedule`. The same input gives the same bytes, whatever `jobs` is.
///
/// Frames that show the same picture (`FrameGroups`) are rendered once in the first pass, their colours counted once
/// per frame; in the second, a run of such frames one after another is rendered and mapped once and added to the GIF
/// once per frame (which lengthens the GIF frame before: `GIFEncoder`).
public struct GIFRenderJob: Sendable {
    /// Its sampling must be a time sequence.
    public var input: JobInput
    /// 0 plays forever, N > 0 plays N times.
    public var loop: Int
    public var matte: EdgeMatte
    /// The file name; nil for `<control>.gif`.
    public var fileName: String?
    /// Whether frames that repeat an earlier one are rendered once (the default); tests turn it off to compare.
    var reusesFrames = true

    public static let maximumLoop = 65536

    public init(input: JobInput, loop: Int = 0, matte: EdgeMatte = .auto, fileName: String? = nil) {
        self.input = input
        self.loop = loop
        self.matte = matte
        self.fileName = fileName
    }

    /// What a finished run made.
    public struct Summary: Sendable {
        /// Frames rendered (the sequence's frames).
        public var renderedFrames: Int
        /// Frames in the GIF, after merging unchanged frames.
        public var gifFrames: Int
        public var pixelWidth: Int
        public var pixelHeight: Int
        public var paletteSize: Int
        public var bytes: Int
        /// Sum of the delays, in cs.
        public var durationCentiseconds: Int
        public var seconds: Double
        /// Where the GIF was written (empty for `encode`).
        public var path: String
    }

    /// The file's name.
    package var resolvedFileName: String { fileName ?? "\(input.control.name).gif" }

    /// Renders and encodes in memory. When `cancellation` is set, the run stops within `FrameRunner.pollInterval`
    /// and throws `RenderInterrupted`.
    public func encode(cancellation: RenderCancellation = RenderCancellation(),
                       progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> (bytes: [UInt8], summary: Summary) {
        try encode(cancellation: cancellation, progress: progress, destination: nil)
    }

    /// Renders, encodes and writes the GIF atomically; a cancelled run writes nothing and throws `RenderInterrupted`.
    public func run(cancellation: RenderCancellation = RenderCancellation(),
                    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        var output = input.singleFile(resolvedFileName, signature: SingleFileOutput.gifSignature, kind: "GIF")
        return try output.produce { output in
            var (bytes, summary) = try encode(cancellation: cancellation, progress: progress, destination: output.path)
            try RenderInterrupted.throwIfCancelled(cancellation, .singleFile(path: output.path),
                                                   done: summary.renderedFrames, planned: summary.renderedFrames)
            try output.write(bytes)
            summary.path = output.path
            return summary
        }
    }

    /// `destination` is the file being made, for the message of an interruption.
    private func encode(cancellation: RenderCancellation, progress: @escaping @Sendable (Int, Int) -> Void,
                        destination: String?) throws -> (bytes: [UInt8], summary: Summary) {
        let start = Date()
        guard let fps = input.framesPerSecond else { throw GIFOptionsError.needsTimeSequence }
        let loops = 0...GIFRenderJob.maximumLoop
        guard loops.contains(loop) else { throw GIFOptionsError.loopOutOfRange(loop, allowed: loops) }
        let plan = try input.plan()
        let schedule = GIFDelaySchedule(fps: fps)
        let probe = try input.makeRenderer()
        _ = try probe.scene(for: plan.frames[0])
        let groups = reusesFrames ? try FrameGroups(frames: plan.frames, presentation: probe.presentation(of:))
                                  : FrameGroups(separate: plan.frames.count)
        let shown = plan.frames.indices.filter { schedule.delay(ofFrame: plan.frames[$0].index) > 0 }
        let width = probe.pixelWidth, height = probe.pixelHeight
        let total = shown.count * 2
        let runner = FrameRunner(jobs: input.jobs, cancellation: cancellation, inFlight: .abandon)
        let job = self, input = input

        // Pass 1: the colours of every frame, counted per worker (each picture once, times its shown frames), then
        // added up.
        let groupOf = groups.groupOfFrame
        var shownPerGroup = [Int](repeating: 0, count: groups.groups.count)
        for position in shown { shownPerGroup[groupOf[position]] += 1 }
        let pictures = groups.groups.indices.filter { shownPerGroup[$0] > 0 }
            .map { (frame: plan.frames[groups.groups[$0][0]], times: shownPerGroup[$0]) }
        var counting = 0
        let counted = try runner.run(
            pictures, makeWorker: { (renderer: try input.makeRenderer(cancellation: cancellation), histogram: ColorHistogram(matte: job.matte)) },
            work: { worker, picture in
                try worker.renderer.render(picture.frame).withUnsafePixels { worker.histogram.add($0, times: picture.times) }
            },
            consume: { position, _ in
                for _ in 0..<pictures[position].times {
                    counting += 1
                    progress(counting, total)
                }
            })
        try counted.throwIfInterrupted(.singleFile(path: destination), done: counting, planned: total)
        var histogram = ColorHistogram(matte: matte)
        for worker in counted.workers { histogram.merge(worker.histogram) }
        // The palette on a worker too, so that a signal during it stops the run at once (`.abandon`): with the first
        // pass shortened by reuse, a good share of a run's time can be spent here.
        let counts = histogram
        var quantized: (palette: Palette, mapper: PaletteMapper)?
        let choosing = try runner.run(
            [counts], makeWorker: {},
            work: { _, histogram in
                let palette = MedianCutQuantizer().palette(for: histogram)
                return (palette, PaletteMapper(palette: palette, histogram: histogram))
            },
            consume: { _, result in quantized = result })
        try choosing.throwIfInterrupted(.singleFile(path: destination), done: counting, planned: total)
        guard let (palette, mapper) = quantized else { preconditionFailure("a completed run consumed its one item") }

        // Pass 2: render again and map to palette indices on the workers (a run of shown frames with the same picture
        // once); encode here, in frame order.
        var runs: [(frame: FrameSpec, delays: [Int])] = []
        for (n, position) in shown.enumerated() {
            let delay = schedule.delay(ofFrame: plan.frames[position].index)
            if n > 0, groupOf[shown[n - 1]] == groupOf[position] {
                runs[runs.count - 1].delays.append(delay)
            } else {
                runs.append((plan.frames[position], [delay]))
            }
        }
        let encoder = try GIFEncoder(width: width, height: height, palette: palette, loop: loop, cancellation: cancellation)
        var mapping = shown.count
        let interrupted = RenderInterrupted.Output.singleFile(path: destination)
        let mapped = try RenderInterrupted.converting(interrupted, done: mapping, planned: total) { try runner.run(
            runs, makeWorker: { try input.makeRenderer(cancellation: cancellation) },
            work: { renderer, run in
                var indices = [UInt8](repeating: 0, count: width * height)
                try renderer.render(run.frame).withUnsafePixels { pixels in
                    indices.withUnsafeMutableBufferPointer { mapper.map(pixels, width: width, into: $0) }
                }
                return indices
            },
            consume: { position, indices in
                // A run of one picture can be hundreds of frames: the signal is looked at between them too.
                for delay in runs[position].delays {
                    try cancellation.check()
                    try encoder.add(indices, delay: delay)
                    mapping += 1
                    progress(mapping, total)
                }
            }) }
        try mapped.throwIfInterrupted(interrupted, done: mapping, planned: total)
        let bytes = try RenderInterrupted.converting(interrupted, done: mapping, planned: total) { try encoder.finish() }
        let duration = shown.reduce(0) { $0 + schedule.delay(ofFrame: plan.frames[$1].index) }
        return (bytes, Summary(renderedFrames: plan.frames.count, gifFrames: encoder.frameCount, pixelWidth: width,
                               pixelHeight: height, paletteSize: palette.count, bytes: bytes.count,
                               durationCentiseconds: duration, seconds: Date().timeIntervalSince(start), path: ""))
    }
}
