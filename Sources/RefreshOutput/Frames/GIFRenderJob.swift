import Raster
import RefreshModel
import Foundation

/// A run that renders a style's time sequence into one animated GIF, `<out>/<style>.gif` by default.
///
/// Two passes over the frames, each on `jobs` workers with their own renderer (rendering is far cheaper than
/// keeping every frame): the first counts the colours of all frames into one histogram, from which
/// `MedianCutQuantizer` picks the global palette; the second renders again, maps each frame to palette indices
/// (1 byte per pixel) in parallel, and feeds them in order to `GIFEncoder`. Memory stays bounded by a batch of
/// frames. Delays follow `GIFDelaySchedule`. The same input gives the same bytes, whatever `jobs` is.
public struct GIFRenderJob: Sendable {
    public var style: any HeaderStyle
    public var options: RenderOptions
    public var context: StyleContext
    public var text: (any TextDrawing)?
    /// Must be a `.sequence`.
    public var sampling: FrameSampling
    /// 0 plays forever, N > 0 plays N times.
    public var loop: Int
    public var matte: EdgeMatte
    public var jobs: Int
    public var outputPath: String
    /// The file name; nil for `<style>.gif`.
    public var fileName: String?
    public var force: Bool

    public static let maximumLoop = 65536

    public init(style: any HeaderStyle, options: RenderOptions, context: StyleContext, text: (any TextDrawing)?,
                sampling: FrameSampling, loop: Int = 0, matte: EdgeMatte = .auto, jobs: Int = 1,
                outputPath: String, fileName: String? = nil, force: Bool = false) {
        self.style = style
        self.options = options
        self.context = context
        self.text = text
        self.sampling = sampling
        self.loop = loop
        self.matte = matte
        self.jobs = jobs
        self.outputPath = outputPath
        self.fileName = fileName
        self.force = force
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
    public var resolvedFileName: String { fileName ?? "\(style.name).gif" }

    /// Renders and encodes in memory.
    public func encode(progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> (bytes: [UInt8], summary: Summary) {
        let start = Date()
        try options.validate()
        guard case .sequence(_, let fps, _, _) = sampling else {
            throw SamplingError.invalid(option: "--progress", value: "a progress sweep",
                                        accepted: "a time sequence for --format gif (leave out --progress)")
        }
        guard (0...GIFRenderJob.maximumLoop).contains(loop) else {
            throw SamplingError.invalid(option: "--loop", value: "\(loop)",
                                        accepted: "0 (forever) or a play count from 1 to \(GIFRenderJob.maximumLoop)")
        }
        let plan = try FramePlan(sampling: sampling, rules: style.rules)
        let schedule = GIFDelaySchedule(fps: fps)
        let shown = plan.frames.filter { schedule.delay(ofFrame: $0.index) > 0 }
        let probe = try FrameRenderer(style: style, options: options, context: context, text: text)
        _ = try probe.scene(for: plan.frames[0])
        let width = probe.pixelWidth, height = probe.pixelHeight
        let workers = max(1, min(jobs, shown.count))
        let total = shown.count * 2
        let counter = ProgressCounter()
        let job = self

        // Pass 1: the colours of every frame.
        let histograms = WorkerResults<ColorHistogram>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            do {
                let renderer = try FrameRenderer(style: job.style, options: job.options, context: job.context, text: job.text)
                var histogram = ColorHistogram(matte: job.matte)
                var i = worker
                while i < shown.count, !histograms.failed {
                    try renderer.render(shown[i]).withUnsafePixels { histogram.add($0) }
                    progress(counter.next(), total)
                    i += workers
                }
                histograms.store(histogram, at: worker)
            } catch {
                histograms.fail(error)
            }
        }
        if let error = histograms.error { throw error }
        var histogram = ColorHistogram(matte: matte)
        for h in histograms.values { histogram.merge(h!) }
        let palette = MedianCutQuantizer().palette(for: histogram)
        let mapper = PaletteMapper(palette: palette, histogram: histogram)

        // Pass 2: render again, map to indices in parallel, encode in order.
        let encoder = try GIFEncoder(width: width, height: height, palette: palette, loop: loop)
        let batch = workers * 8
        var first = 0
        while first < shown.count {
            let specs = Array(shown[first..<min(first + batch, shown.count)])
            let frames = WorkerResults<[UInt8]>(count: specs.count)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                do {
                    let renderer = try FrameRenderer(style: job.style, options: job.options, context: job.context, text: job.text)
                    var i = worker
                    while i < specs.count, !frames.failed {
                        var indices = [UInt8](repeating: 0, count: width * height)
                        try renderer.render(specs[i]).withUnsafePixels { pixels in
                            indices.withUnsafeMutableBufferPointer { mapper.map(pixels, width: width, into: $0) }
                        }
                        frames.store(indices, at: i)
                        progress(counter.next(), total)
                        i += workers
                    }
                } catch {
                    frames.fail(error)
                }
            }
            if let error = frames.error { throw error }
            for (spec, indices) in zip(specs, frames.values) {
                try encoder.add(indices!, delay: schedule.delay(ofFrame: spec.index))
            }
            first += batch
        }
        let bytes = try encoder.finish()
        let duration = shown.reduce(0) { $0 + schedule.delay(ofFrame: $1.index) }
        return (bytes, Summary(renderedFrames: plan.frames.count, gifFrames: encoder.frameCount, pixelWidth: width,
                               pixelHeight: height, paletteSize: palette.count, bytes: bytes.count,
                               durationCentiseconds: duration, seconds: Date().timeIntervalSince(start), path: ""))
    }

    /// Renders, encodes and writes the GIF atomically.
    public func run(progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        let output = SingleFileOutput(directory: outputPath, name: resolvedFileName, force: force,
                                      signature: SingleFileOutput.gifSignature, kind: "GIF")
        try output.prepare()
        var (bytes, summary) = try encode(progress: progress)
        try output.write(bytes)
        summary.path = output.path
        return summary
    }
}
