import Raster
import RefreshRender
import Foundation

/// A run that renders a style's time sequence into one animation file besides GIF: an animated PNG, an animated
/// WebP, or an H.264 MP4 / VP9 WebM through ffmpeg, `<out>/<style>.<png|webp|mp4|webm>`.
///
/// One pass through `FrameRunner`: the workers render and un-premultiply the frames (straight RGBA, the bytes a PNG
/// frame holds), and the consumer feeds them in frame order to the encoder, as `GIFRenderJob` does, so memory stays
/// bounded by the runner's window and the same input gives the same bytes whatever `jobs` is (APNG and WebP; a video
/// is as deterministic as ffmpeg's encoder). The file is written atomically: an APNG or WebP is made in memory and
/// written once complete; a video goes to a temporary file that is renamed when ffmpeg is done. A failed or
/// interrupted run leaves no file.
///
/// Timing: APNG delays are fractions, exact when the rate is a fraction of 16-bit terms (60 fps: 1/60 s each);
/// WebP's are whole milliseconds, each frame ending within half a millisecond of its true time (`GIFDelaySchedule`);
/// a video's rate is the run's as a fraction (29.97 fps: 2997/100).
public struct AnimationRenderJob: Sendable {
    /// Its sampling must be a time sequence.
    public var input: JobInput
    public var format: AnimationFormat
    /// APNG and WebP: 0 plays forever, N > 0 plays N times (a video plays once).
    public var loop: Int
    /// Where a video looks for the ffmpeg program: a PATH value (default: this process's PATH).
    package var searchPath: String

    /// The largest play count (APNG's num_plays is 32 bits, WebP's loop count 16).
    public static let maximumLoop = 65535

    public init(input: JobInput, format: AnimationFormat, loop: Int = 0,
                searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "") {
        self.input = input
        self.format = format
        self.loop = loop
        self.searchPath = searchPath
    }

    /// What a finished run made.
    public struct Summary: Sendable {
        /// Frames rendered.
        public var renderedFrames: Int
        /// Frames in the file (APNG and WebP merge unchanged frames; a video counts every frame given).
        public var storedFrames: Int
        /// The file's frame size (a video's sides padded to even).
        public var pixelWidth: Int
        public var pixelHeight: Int
        public var bytes: Int
        /// The animation's length in seconds.
        public var duration: Double
        /// Seconds the run took.
        public var seconds: Double
        /// Where the file was written (empty for `encode`).
        public var path: String
    }

    /// The file's name.
    public var fileName: String { "\(input.control.name).\(format.fileExtension)" }

    /// Renders, encodes and writes the file; a cancelled run writes nothing and throws `RenderInterrupted`.
    public func run(cancellation: RenderCancellation = RenderCancellation(),
                    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        let start = Date()
        let (plan, fps) = try checkedPlan()
        let signature = format.signature
        var output = input.singleFile(fileName, signature: signature.bytes, offset: signature.offset, kind: format.name)
        output.isSameKind = format.sameKind
        var summary = try output.produce { output in
            if case .video(let codec) = format {
                return try encodeVideo(codec, plan: plan, fps: fps, destination: output.path, cancellation: cancellation,
                                       progress: progress)
            }
            let (bytes, summary) = try encode(plan: plan, fps: fps, destination: output.path, cancellation: cancellation,
                                              progress: progress)
            try RenderInterrupted.throwIfCancelled(cancellation, .singleFile(path: output.path),
                                                   done: plan.frames.count, planned: plan.frames.count)
            try output.write(bytes)
            return summary
        }
        summary.path = output.path
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    /// An APNG or WebP made in memory (for tests and callers that keep the bytes).
    func encode(cancellation: RenderCancellation = RenderCancellation()) throws -> (bytes: [UInt8], summary: Summary) {
        let (plan, fps) = try checkedPlan()
        return try encode(plan: plan, fps: fps, destination: nil, cancellation: cancellation, progress: { _, _ in })
    }

    /// The options checked against the format, and the frames planned.
    private func checkedPlan() throws -> (FramePlan, fps: Double) {
        guard let fps = input.framesPerSecond else { throw AnimationOptionsError.needsTimeSequence(format: format.name) }
        let loops = 0...AnimationRenderJob.maximumLoop
        guard loops.contains(loop) else { throw AnimationOptionsError.loopOutOfRange(loop, allowed: loops) }
        if !format.hasAlpha, input.options.background.isTransparent { throw AnimationOptionsError.noAlpha(format: format.name) }
        return (try input.plan(), fps)
    }

    /// The frame size, after the first frame was rendered once (a bad replacement image fails here, before any
    /// file is made).
    private func probeSize(_ first: FrameSpec) throws -> (width: Int, height: Int) {
        let probe = try input.makeRenderer()
        _ = try probe.scene(for: first)
        return (probe.pixelWidth, probe.pixelHeight)
    }

    private func encode(plan: FramePlan, fps: Double, destination: String?, cancellation: RenderCancellation,
                        progress: @escaping @Sendable (Int, Int) -> Void) throws -> (bytes: [UInt8], summary: Summary) {
        let (width, height) = try probeSize(plan.frames[0])
        let frames = plan.frames
        let first = frames[0].index
        let bytes: [UInt8], stored: Int, duration: Double
        switch format {
        case .apng:
            let ticks = APNGEncoder.ticksPerSecond(fps: fps)
            let schedule = GIFDelaySchedule(fps: fps, ticksPerSecond: ticks)
            let encoder = APNGEncoder(width: width, height: height, loop: loop, ticksPerSecond: ticks)
            try render(frames, width: width, height: height, destination: destination, cancellation: cancellation,
                       progress: progress) { position, frame in
                // Only a rate under 1/65535 fps has a frame longer than 16 bits of its ticks: shown the longest APNG can.
                try encoder.add(frame, delay: min(schedule.delay(ofFrame: frames[position].index), APNGEncoder.maximumTicks))
            }
            bytes = try encoder.finish()
            stored = encoder.frameCount
            duration = Double(schedule.end(ofFrame: frames.last!.index) - schedule.start(ofFrame: first)) / Double(ticks)
        case .webp(let quality):
            let schedule = GIFDelaySchedule(fps: fps, ticksPerSecond: WebPEncoder.ticksPerSecond)
            let encoder = try WebPEncoder(width: width, height: height, loop: loop, quality: quality)
            let origin = schedule.start(ofFrame: first)
            try render(frames, width: width, height: height, destination: destination, cancellation: cancellation,
                       progress: progress) { position, frame in
                try encoder.add(frame, timestamp: schedule.start(ofFrame: frames[position].index) - origin)
            }
            let end = schedule.end(ofFrame: frames.last!.index) - origin
            bytes = try encoder.finish(endTimestamp: end)
            stored = encoder.frameCount
            duration = Double(end) / Double(WebPEncoder.ticksPerSecond)
        case .video:
            preconditionFailure("a video is written by encodeVideo")
        }
        return (bytes, Summary(renderedFrames: frames.count, storedFrames: stored, pixelWidth: width, pixelHeight: height,
                               bytes: bytes.count, duration: duration, seconds: 0, path: ""))
    }

    private func encodeVideo(_ codec: VideoCodec, plan: FramePlan, fps: Double, destination: String,
                             cancellation: RenderCancellation,
                             progress: @escaping @Sendable (Int, Int) -> Void) throws -> Summary {
        let (width, height) = try probeSize(plan.frames[0])
        // 4:2:0 chroma needs even sides: an odd side gets one more column or row, a copy of the last one (so the edge
        // looks the same, transparent where it is transparent).
        let evenWidth = (width + 1) / 2 * 2, evenHeight = (height + 1) / 2 * 2
        // ffmpeg takes the rate as a fraction; terms up to a million keep any rate typed with 6 decimals exact.
        let rate = RationalRate(nearest: fps, maximum: 1_000_000)
        let encoder = try VideoEncoder(codec: codec, width: evenWidth, height: evenHeight, rate: rate,
                                       alpha: input.options.background.isTransparent, destination: destination, searchPath: searchPath,
                                       cancellation: cancellation)
        do {
            try render(plan.frames, width: evenWidth, height: evenHeight, destination: destination,
                       cancellation: cancellation, progress: progress) { _, frame in try encoder.write(frame) }
        } catch {
            encoder.abort()
            throw error
        }
        let bytes = try RenderInterrupted.converting(.singleFile(path: destination), done: plan.frames.count,
                                                     planned: plan.frames.count) { try encoder.finish() }
        return Summary(renderedFrames: plan.frames.count, storedFrames: plan.frames.count, pixelWidth: evenWidth,
                       pixelHeight: evenHeight, bytes: bytes, duration: Double(plan.frames.count) / rate.value,
                       seconds: 0, path: "")
    }

    /// Renders `frames` on the workers as straight RGBA of `width × height` (the rendered frame, its last column and
    /// row repeated when these are larger) and hands them to `consume` in order.
    private func render(_ frames: [FrameSpec], width: Int, height: Int, destination: String?,
                        cancellation: RenderCancellation, progress: @escaping @Sendable (Int, Int) -> Void,
                        consume: (Int, [UInt32]) throws -> Void) throws {
        let input = input
        var consumed = 0
        let outcome = try RenderInterrupted.converting(.singleFile(path: destination), done: consumed,
                                                       planned: frames.count) {
            try FrameRunner(jobs: input.jobs, cancellation: cancellation, inFlight: .abandon).run(
                frames, makeWorker: { try input.makeRenderer(cancellation: cancellation) },
                work: { renderer, spec in AnimationRenderJob.straightPixels(try renderer.render(spec), width: width, height: height) },
                consume: { position, frame in
                    try consume(position, frame)
                    consumed += 1
                }, progress: progress)
        }
        try outcome.throwIfInterrupted(.singleFile(path: destination))
    }

    /// `canvas` as straight RGBA in a `width × height` frame at least its size, edge pixels repeated into the rest.
    static func straightPixels(_ canvas: Canvas, width: Int, height: Int) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        let w = canvas.width, h = canvas.height
        pixels.withUnsafeMutableBufferPointer { buffer in
            canvas.copyStraightRGBA(into: UnsafeMutableRawPointer(buffer.baseAddress!), rowBytes: width * 4)
            for y in 0..<h where width > w {
                for x in w..<width { buffer[y * width + x] = buffer[y * width + w - 1] }
            }
            for y in h..<height {
                for x in 0..<width { buffer[y * width + x] = buffer[(h - 1) * width + x] }
            }
        }
        return pixels
    }
}

extension GIFDelaySchedule {
    /// The start of frame `index` on the clock, in ticks (the end of the frame before it).
    func start(ofFrame index: Int) -> Int {
        index == 0 ? 0 : end(ofFrame: index - 1)
    }
}
