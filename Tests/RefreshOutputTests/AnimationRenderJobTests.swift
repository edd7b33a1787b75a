import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshOutput
import RefreshTestSupport

/// APNG, WebP and video output, each read back by a decoder independent of the encoder (Pillow and a hand-written
/// chunk walk for APNG, libwebp's demuxer for WebP, ffprobe and ffmpeg's decoder for video) and compared with the
/// rendered frames: exactly for APNG and lossless WebP, within the codec's loss otherwise.
@Suite(.tags(.parallel)) struct AnimationRenderJobTests {
    static let width = 375.0

    func job(_ style: any RefreshStyle = CircleStyle(), format: AnimationFormat, fps: Double = 30, scale: Int = 1,
             background: BackgroundChoice = .style, duration: Double? = 1.2, jobs: Int = 2,
             out: String = NSTemporaryDirectory()) -> AnimationRenderJob {
        AnimationRenderJob(input: JobInput(
            control: style, options: RenderOptions(width: Self.width, scale: scale, background: background),
            context: StyleContext(width: Self.width, text: MonospaceMeasurer()), text: nil,
            sampling: .sequence(scenario: .refresh, fps: fps, duration: duration, range: nil),
            jobs: jobs, outputPath: out), format: format)
    }

    /// The rendered frames of `job`, as straight RGBA (what the encoders were given), with their start times in ms.
    func truth(_ job: AnimationRenderJob) throws -> [(start: Double, pixels: [UInt32])] {
        let renderer = try FrameRenderer(style: job.input.control, options: job.input.options, context: job.input.context)
        let plan = try job.input.plan()
        guard let fps = job.input.framesPerSecond else { return [] }
        return try plan.frames.map { spec in
            let canvas = try renderer.render(spec)
            return (Double(spec.index) * 1000 / fps,
                    AnimationRenderJob.straightPixels(canvas, width: canvas.width, height: canvas.height))
        }
    }

    func temporaryFolder(_ name: String) -> String {
        NSTemporaryDirectory() + "animation-\(name)-\(UUID().uuidString)"
    }

    // MARK: APNG

    /// Every rendered frame, transparent background included, is exactly the picture Pillow composes at its time.
    @Test(arguments: [BackgroundChoice.style, .none])
    func apngFramesAreTheRenderedFramesExactly(background: BackgroundChoice) throws {
        let job = job(AirplaneStyle(), format: .apng, background: background)
        let (bytes, summary) = try job.encode()
        let decoded = try DecodedAnimation.pillow(bytes)
        let frames = try truth(job)
        #expect(decoded.width == summary.pixelWidth && decoded.height == 110)
        #expect(decoded.frames.count == summary.storedFrames && summary.renderedFrames == frames.count)
        #expect(decoded.loopCount == 0)
        #expect(abs(decoded.ends.last! - 1200) < 1e-6)
        for (i, frame) in frames.enumerated() {
            #expect(differingPixels(decoded.frame(at: frame.start + 1), frame.pixels) == 0, "frame \(i)")
        }
        if background == .none { #expect(frames.contains { $0.pixels.contains { $0 >> 24 == 0 } }) }
    }

    /// The file walked chunk by chunk: IHDR is RGBA8, acTL counts the frames, fcTL and fdAT share one gap-free
    /// sequence, every CRC holds, each fcTL's rectangle fits the canvas with the exact delay 1/30 s, "none" disposal
    /// and a blend of over or source, and libpng decodes the default image as the first frame.
    @Test func apngChunksFollowTheSpecification() throws {
        let job = job(format: .apng, background: .none)
        let (bytes, summary) = try job.encode()
        let png = try PNGChunks(bytes)
        let crcsHold = png.chunks.allSatisfy { $0.crcMatches }
        #expect(crcsHold)
        #expect(png.chunks.map(\.type).prefix(4) == ["IHDR", "acTL", "fcTL", "IDAT"])
        #expect(png.chunks.last?.type == "IEND")
        let ihdr = png.chunks[0].data
        let size = (PNGChunks.u32(ihdr, 0), PNGChunks.u32(ihdr, 4))
        #expect(size == (375, 60))
        let layout: [UInt8] = Array(ihdr[8...])
        #expect(layout == [8, 6, 0, 0, 0])
        #expect(PNGChunks.u32(png.chunks[1].data, 0) == summary.storedFrames)
        var sequence = 0, controls = 0, delays = 0, blends: Set<UInt8> = []
        for chunk in png.chunks where chunk.type == "fcTL" || chunk.type == "fdAT" {
            #expect(PNGChunks.u32(chunk.data, 0) == sequence)
            sequence += 1
            guard chunk.type == "fcTL" else { continue }
            controls += 1
            let d = chunk.data
            let (w, h, x, y) = (PNGChunks.u32(d, 4), PNGChunks.u32(d, 8), PNGChunks.u32(d, 12), PNGChunks.u32(d, 16))
            #expect(w > 0 && h > 0 && x + w <= 375 && y + h <= 60)
            #expect(PNGChunks.u16(d, 22) == 30 && PNGChunks.u16(d, 20) >= 1)
            delays += PNGChunks.u16(d, 20)
            #expect(d[24] == 0)
            blends.insert(d[25])
        }
        #expect(controls == summary.storedFrames && delays == summary.renderedFrames)
        #expect(blends.isSubset(of: [0, 1]))
        #expect(differingPixels(try Image(pngData: bytes).pixels, try truth(job)[0].pixels.map(premultiplied)) == 0)
    }

    func premultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        func c(_ s: UInt32) -> UInt32 { ((p >> s & 0xFF) * a + 127) / 255 << s }
        return c(0) | c(8) | c(16) | a << 24
    }

    /// 29.97 fps is 2997/100: every delay is exactly 100/2997 s, never rounded.
    @Test func apngDelaysAreExactFractions() throws {
        let (bytes, summary) = try job(format: .apng, fps: 29.97, duration: 0.5).encode()
        let controls = try PNGChunks(bytes).chunks.filter { $0.type == "fcTL" }.map(\.data)
        #expect(controls.allSatisfy { PNGChunks.u16($0, 22) == 2997 && PNGChunks.u16($0, 20) % 100 == 0 })
        #expect(controls.reduce(0) { $0 + PNGChunks.u16($1, 20) } == summary.renderedFrames * 100)
        #expect(APNGEncoder.ticksPerSecond(fps: 60) == 60)
        #expect(APNGEncoder.ticksPerSecond(fps: 100.0 / 3) == 100)
        // A rate that is no 16-bit fraction falls back to milliseconds.
        #expect(APNGEncoder.ticksPerSecond(fps: 29.9701) == 1000)
    }

    @Test func rationalRates() {
        #expect(RationalRate(nearest: 60, maximum: 65535).description == "60/1")
        #expect(RationalRate(nearest: 29.97, maximum: 65535).description == "2997/100")
        #expect(RationalRate(nearest: 100.0 / 3, maximum: 65535).description == "100/3")
        #expect(RationalRate(nearest: 0.5, maximum: 65535).description == "1/2")
        #expect(RationalRate(nearest: 24000.0 / 1001, maximum: 1_000_000).description == "24000/1001")
        #expect(!RationalRate(nearest: 29.9701, maximum: 65535).isExact(for: 29.9701))
        #expect(RationalRate(nearest: 29.9701, maximum: 1_000_000).description == "299701/10000")
    }

    /// WebP's millisecond clock ends each frame within half a millisecond of its time, without drift.
    @Test func millisecondScheduleDoesNotDrift() {
        let schedule = GIFDelaySchedule(fps: 60, ticksPerSecond: 1000)
        #expect(schedule.delays(0..<6) == [17, 16, 17, 17, 16, 17])
        #expect(schedule.end(ofFrame: 5999) == 100_000)
        #expect(GIFDelaySchedule(fps: 60).delays(0..<3) == [2, 1, 2])
    }

    // MARK: WebP

    @Test(arguments: [BackgroundChoice.style, .none])
    func losslessWebPFramesAreTheRenderedFramesExactly(background: BackgroundChoice) throws {
        let job = job(AirplaneStyle(), format: .webp(quality: nil), background: background)
        let (bytes, summary) = try job.encode()
        #expect(bytes.starts(with: Array("RIFF".utf8)))
        let decoded = try DecodedAnimation.webp(bytes)
        let frames = try truth(job)
        #expect(decoded.width == summary.pixelWidth && decoded.height == summary.pixelHeight)
        #expect(decoded.loopCount == 0)
        #expect(decoded.ends.last == 1200)
        for (i, frame) in frames.enumerated() {
            #expect(differingPixels(decoded.frame(at: frame.start + 0.5), frame.pixels) == 0, "frame \(i)")
        }
    }

    /// The summary counts the frames the WebP holds (WebPAnimEncoder merges a frame equal to the one before), not the
    /// frames given to it: the circle's settled tail is one frame.
    @Test func webPSummaryCountsTheFramesInTheFile() throws {
        let (bytes, summary) = try job(CircleStyle(), format: .webp(quality: nil), duration: nil).encode()
        let decoded = try DecodedAnimation.webp(bytes)
        #expect(summary.storedFrames == decoded.frames.count)
        #expect(summary.storedFrames < summary.renderedFrames, "\(summary.storedFrames) of \(summary.renderedFrames)")
    }

    @Test func lossyWebPIsCloseAndSmaller() throws {
        let lossless = try job(AirplaneStyle(), format: .webp(quality: nil)).encode().bytes
        let lossyJob = job(AirplaneStyle(), format: .webp(quality: try WebPQuality(80)))
        let lossy = try lossyJob.encode().bytes
        #expect(lossy.count < lossless.count)
        let decoded = try DecodedAnimation.webp(lossy)
        for frame in try truth(lossyJob) where Int(frame.start) % 300 == 0 {
            #expect(meanError(decoded.frame(at: frame.start + 0.5), frame.pixels) < 3)
        }
        #expect(throws: AnimationOptionsError.qualityOutOfRange(101, allowed: 0...100)) { try WebPQuality(101) }
        #expect(throws: AnimationOptionsError.qualityOutOfRange(-1, allowed: 0...100)) { try WebPQuality(-1) }
    }

    /// Mean absolute difference per colour channel.
    func meanError(_ a: [UInt32], _ b: [UInt32]) -> Double {
        var sum = 0
        for (p, q) in zip(a, b) {
            for s: UInt32 in [0, 8, 16] { sum += abs(Int(p >> s & 0xFF) - Int(q >> s & 0xFF)) }
        }
        return Double(sum) / Double(a.count * 3)
    }

    // MARK: Determinism and options

    /// APNG, lossless WebP and lossy WebP (quality 80, when given).
    @Test(arguments: [(AnimationFormat.apng, nil), (.webp(quality: nil), nil), (.webp(quality: nil), 80.0)])
    func sameBytesWhateverTheJobCount(format: AnimationFormat, quality: Double?) throws {
        let format = try quality.map { AnimationFormat.webp(quality: try WebPQuality($0)) } ?? format
        let one = try job(AirplaneStyle(), format: format, jobs: 1).encode().bytes
        let three = try job(AirplaneStyle(), format: format, jobs: 3).encode().bytes
        let again = try job(AirplaneStyle(), format: format, jobs: 3).encode().bytes
        #expect(one == three && three == again)
    }

    @Test func formatsRefuseWhatTheyCannotDo() throws {
        #expect(throws: AnimationOptionsError.noAlpha(format: "H.264 MP4")) {
            try job(format: .video(.h264), background: .none).run()
        }
        #expect(throws: AnimationOptionsError.noAlpha(format: "H.264 MP4")) {
            try job(format: .video(.h264), background: .color(Color(white: 1, alpha: 0.5))).run()
        }
        #expect(!BackgroundChoice.style.isTransparent && !BackgroundChoice.color(.white).isTransparent)
        var sweep = job(format: .apng)
        sweep.input.sampling = .sweep(progresses: [0.5], state: nil, time: nil)
        #expect(throws: AnimationOptionsError.needsTimeSequence(format: "APNG")) { try sweep.encode() }
        var looped = job(format: .webp(quality: nil))
        looped.loop = 70000
        #expect(throws: AnimationOptionsError.loopOutOfRange(70000, allowed: 0...65535)) { try looped.encode() }
    }

    // MARK: Video

    /// ffprobe's view of a video: codec, size, pixel format, rate, frames, duration, alpha tag.
    func probe(_ path: String) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-count_frames", "-show_entries",
                             "stream=codec_name,width,height,pix_fmt,r_frame_rate,nb_read_frames:stream_tags=alpha_mode:format=duration",
                             "-of", "default=noprint_wrappers=1", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0].lowercased()] = parts[1] }
        }
        return fields
    }

    /// The video's frames decoded by ffmpeg as RGBA (`codec` picks the decoder: libvpx-vp9 keeps WebM's alpha).
    func decodeVideo(_ path: String, width: Int, height: Int, decoder: [String] = []) throws -> [[UInt32]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = ["-v", "error"] + decoder + ["-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let raw = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        let size = width * height * 4
        return stride(from: 0, to: raw.count - size + 1, by: size).map { o in
            raw[o..<(o + size)].withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        }
    }

    var hasFFmpeg: Bool { VideoEncoder.findFFmpeg(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") != nil }

    /// MP4 at 29.97 fps and an odd width (375 px at @1x): H.264 yuv420p, the width padded to 376 with the last column
    /// repeated, rate 2997/100, every frame there, the pictures within 4:2:0's loss.
    @Test func mp4MatchesTheFramesAtTheRunsRate() throws {
        guard hasFFmpeg else { Issue.record("ffmpeg is not installed (make deps installs it)"); return }
        let out = temporaryFolder("mp4")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let job = job(AirplaneStyle(), format: .video(.h264), fps: 29.97, out: out)
        let summary = try job.run()
        #expect(summary.path == out + "/airplane.mp4" && summary.pixelWidth == 376 && summary.pixelHeight == 110)
        let info = try probe(summary.path)
        let frames = try truth(job)
        #expect(info["codec_name"] == "h264" && info["pix_fmt"] == "yuv420p")
        #expect(info["width"] == "376" && info["height"] == "110")
        #expect(info["r_frame_rate"] == "2997/100")
        #expect(info["nb_read_frames"] == "\(frames.count)")
        let duration = Double(info["duration"] ?? "") ?? 0
        let expected = Double(frames.count) * 100 / 2997
        #expect(abs(duration - expected) < 0.01)
        let decoded = try decodeVideo(summary.path, width: 376, height: 110)
        #expect(decoded.count == frames.count)
        for (frame, picture) in zip(frames, decoded) {
            let cropped = (0..<110).flatMap { y in picture[(y * 376)..<(y * 376 + 375)] }
            #expect(meanError(cropped, frame.pixels) < 3)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["airplane.mp4"])
    }

    /// WebM with a transparent background: VP9 with an alpha plane, decoded by libvpx with its alpha.
    @Test func webmKeepsTransparency() throws {
        guard hasFFmpeg else { Issue.record("ffmpeg is not installed (make deps installs it)"); return }
        let out = temporaryFolder("webm")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let job = job(format: .video(.vp9), scale: 2, background: .none, duration: 0.5, out: out)
        let summary = try job.run()
        let info = try probe(summary.path)
        #expect(info["codec_name"] == "vp9" && info["tag:alpha_mode"] == "1" && info["r_frame_rate"] == "30/1")
        let frames = try truth(job)
        let decoded = try decodeVideo(summary.path, width: 750, height: 120, decoder: ["-c:v", "libvpx-vp9"])
        #expect(decoded.count == frames.count)
        for (frame, picture) in zip(frames, decoded) {
            #expect(meanError(picture.map { $0 >> 24 }, frame.pixels.map { $0 >> 24 }) < 2)
        }
    }

    /// Without ffmpeg on the search path the run fails before rendering, naming the package, and writes nothing.
    @Test func missingFFmpegNamesThePackage() throws {
        let out = temporaryFolder("noffmpeg")
        defer { try? FileManager.default.removeItem(atPath: out) }
        var job = job(format: .video(.h264), out: out)
        job.searchPath = "/nonexistent:/also-not-here"
        #expect(throws: VideoError.ffmpegMissing(searchPath: "/nonexistent:/also-not-here")) { try job.run() }
        #expect(VideoError.ffmpegMissing(searchPath: "").description.contains("install Debian's ffmpeg package"))
        let left = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        #expect(left.isEmpty)
    }

    /// An interruption mid-video stops ffmpeg and leaves neither the video nor its temporary file.
    @Test(arguments: [AnimationFormat.video(.h264), .apng])
    func interruptionLeavesNoFile(format: AnimationFormat) throws {
        if case .video = format, !hasFFmpeg { Issue.record("ffmpeg is not installed"); return }
        let out = temporaryFolder("cancel")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let cancellation = RenderCancellation()
        do {
            _ = try job(format: format, out: out).run(cancellation: cancellation, progress: { done, _ in
                if done == 5 { cancellation.cancel(reason: "test") }
            })
            Issue.record("the run was not interrupted")
        } catch let interrupted as RenderInterrupted {
            #expect(interrupted.output == .singleFile(path: out + "/circle.\(format.fileExtension)"))
        }
        // The folder the run created is removed again: nothing is left.
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
