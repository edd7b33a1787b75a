import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshOutput
import RefreshTestSupport

/// `AnimationPlayback` reads back what the project's encoders write (and animations built independently of them),
/// composited as a viewer shows them; corrupt and truncated files are errors, never a crash.
@Suite(.tags(.parallel)) struct AnimationPlaybackTests {
    static let width = 375.0

    static func sampling(fps: Double) -> FrameSampling {
        .sequence(scenario: .refresh, fps: fps, duration: 0.4, range: nil)
    }

    /// The circle's first 0.4 s at 10 fps, at @1x.
    static func input() -> JobInput {
        JobInput(control: CircleStyle(), options: RenderOptions(width: width, scale: 1),
                 context: StyleContext(width: width, text: MonospaceMeasurer()), text: nil,
                 sampling: sampling(fps: 10), jobs: 2, outputPath: NSTemporaryDirectory())
    }

    func animationJob(_ format: AnimationFormat) -> AnimationRenderJob {
        AnimationRenderJob(input: Self.input(), format: format)
    }

    /// Each rendered frame as straight RGBA, with its index.
    func rendered(_ job: AnimationRenderJob) throws -> [[UInt32]] {
        let renderer = try FrameRenderer(style: job.input.control, options: job.input.options, context: job.input.context)
        let plan = try job.input.plan()
        return try plan.frames.map { spec in
            let canvas = try renderer.render(spec)
            return AnimationRenderJob.straightPixels(canvas, width: canvas.width, height: canvas.height)
        }
    }

    /// The project's APNG and lossless WebP, played, show every rendered frame at its time, exactly (the header's
    /// background is opaque, so straight and premultiplied pixels are the same); Pillow composes the APNG alike.
    @Test(arguments: [AnimationFormat.apng, .webp(quality: nil)])
    func projectAnimationsPlayTheRenderedFrames(format: AnimationFormat) throws {
        let job = animationJob(format)
        let (bytes, summary) = try job.encode()
        let playback = try AnimationPlayback(bytes: bytes)
        let frames = try rendered(job)
        #expect(playback.width == summary.pixelWidth && playback.height == summary.pixelHeight)
        #expect(playback.duration == AnimationTime(frames.count, per: 10))
        for (i, pixels) in frames.enumerated() {
            try #require(pixels.allSatisfy { $0 >> 24 == 0xFF }, "frame \(i) is opaque")
            let start = try #require(AnimationTime(i, per: 10))
            let shown = try #require(playback.frameIndex(at: start))
            #expect(differingPixels(playback.frames[shown].canvas.pixels, pixels) == 0, "frame \(i)")
        }
        if case .apng = format {
            let pillow = try DecodedAnimation.pillow(bytes)
            #expect(pillow.frames.count == playback.frames.count)
            for (ours, theirs) in zip(playback.frames, pillow.frames) {
                #expect(differingPixels(ours.canvas.pixels, theirs) == 0)
            }
        }
    }

    /// The project's GIF plays as giflib's own reader composes it, frame by frame, with its centisecond delays.
    @Test func projectGIFPlaysAsGiflibComposesIt() throws {
        let job = GIFRenderJob(input: Self.input(), matte: .auto)
        let (bytes, _) = try job.encode()
        let playback = try AnimationPlayback(bytes: bytes)
        let file = NSTemporaryDirectory() + "playback-\(UUID().uuidString).gif"
        try AtomicFile.write(bytes, to: file)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let giflib = try DecodedGIF(path: file)
        #expect(playback.format == .gif && playback.frames.count == giflib.frames.count)
        var end = 0
        for (ours, theirs) in zip(playback.frames, zip(giflib.frames, giflib.delays)) {
            end += theirs.1
            #expect(ours.canvas == theirs.0)
            #expect(ours.end == AnimationTime(end, per: 100))
        }
    }

    static let red: UInt32 = 0xFF00_00FF, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFFFF_0000, white: UInt32 = 0xFFFF_FFFF

    /// Disposal 1 keeps, 3 restores what was under the image, 2 clears its rectangle to transparent; the transparent
    /// index leaves the canvas as it was; a local palette replaces the global one; rectangles are offset.
    @Test func gifDisposalTransparencyAndLocalPalettes() throws {
        let bytes = try AnimationFixture.gif(width: 4, height: 4, palette: [(0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255)], frames: [
            .init(width: 4, height: 4, indices: [UInt8](repeating: 1, count: 16), delay: 10, disposal: 1),
            .init(x: 1, y: 1, width: 2, height: 2, indices: [2, 2, 2, 2], delay: 10, disposal: 3),
            .init(width: 2, height: 2, indices: [3, 0, 0, 3], delay: 10, disposal: 2, transparent: 0),
            .init(x: 3, y: 3, width: 1, height: 1, indices: [1], delay: 20, disposal: 0, palette: [(0, 0, 0), (255, 255, 255)]),
        ])
        let playback = try AnimationPlayback(bytes: bytes)
        let r = Self.red, g = Self.green, b = Self.blue, w = Self.white
        let expected: [[UInt32]] = [
            [UInt32](repeating: r, count: 16),
            [r, r, r, r, r, g, g, r, r, g, g, r, r, r, r, r],
            [b, r, r, r, r, b, r, r, r, r, r, r, r, r, r, r],
            [0, 0, r, r, 0, 0, r, r, r, r, r, r, r, r, r, w],
        ]
        #expect(playback.frames.map(\.canvas.pixels) == expected)
        #expect(playback.frames.map(\.end) == [10, 20, 30, 50].map { AnimationTime($0, per: 100) })
    }

    /// An interlaced image (rows stored in four passes) plays as the same image stored row by row.
    @Test func interlacedGIFPlaysAsTheSameRowsInOrder() throws {
        let rows = (0..<11).flatMap { y in (0..<3).map { x in UInt8((x + y) % 4) } }
        func gif(interlaced: Bool) throws -> [UInt8] {
            try AnimationFixture.gif(width: 3, height: 11, palette: [(255, 0, 0), (0, 255, 0), (0, 0, 255), (0, 0, 0)], frames: [
                .init(width: 3, height: 11, indices: rows, interlaced: interlaced),
            ])
        }
        let interlaced = try gif(interlaced: true), inOrder = try gif(interlaced: false)
        #expect(interlaced != inOrder)
        let shown = try AnimationPlayback(bytes: interlaced).frames[0].canvas
        #expect(shown == (try AnimationPlayback(bytes: inOrder).frames[0].canvas))
        #expect(shown.pixel(x: 1, y: 5) == Self.blue && shown.pixel(x: 0, y: 3) == 0xFF00_0000)
    }

    /// dispose_op previous and background, blend_op over (transparent pixels leave the canvas) and source
    /// (transparent pixels replace), offset rectangles and a delay with denominator 0 (1/100 s): exactly as Pillow
    /// composes them.
    @Test func apngDisposeAndBlendOpsAsPillowComposesThem() throws {
        let r = Self.red, g = Self.green, b = Self.blue, w = Self.white
        let bytes = AnimationFixture.apng(width: 4, height: 4, frames: [
            .init(width: 4, height: 4, pixels: [UInt32](repeating: r, count: 16)),
            .init(x: 1, y: 1, width: 2, height: 2, pixels: [g, 0, 0, g], dispose: 2, blend: 1),
            .init(width: 2, height: 2, pixels: [b, 0, 0, b], dispose: 1, blend: 0),
            .init(x: 2, y: 2, width: 2, height: 2, pixels: [w, 0, g, w], delay: (3, 0), blend: 1),
        ])
        let playback = try AnimationPlayback(bytes: bytes)
        let pillow = try DecodedAnimation.pillow(bytes)
        #expect(playback.format == .apng && playback.frames.count == 4 && pillow.frames.count == 4)
        #expect(playback.frames.map { $0.end.seconds * 1000 } == pillow.ends)
        for (i, (ours, theirs)) in zip(playback.frames, pillow.frames).enumerated() {
            // Pillow keeps the colour of a transparent pixel; premultiplied, it is 0.
            #expect(differingPixels(ours.canvas.pixels, theirs.map { $0 >> 24 == 0 ? 0 : $0 }) == 0, "frame \(i)")
        }
        #expect(playback.frames[2].canvas.pixels[1] == 0, "source blending puts the transparent pixel in")
        #expect(playback.frames[3].canvas.pixels[0] == 0 && playback.frames[3].canvas.pixels[3] == r, "background disposal cleared")
    }

    /// A translucent frame blended over is composited source-over (Porter–Duff), as the APNG specification says:
    /// half-transparent green over red is opaque, half red and half green. (Pillow pastes it through its alpha, which
    /// leaves the result translucent, so it is not the oracle here.)
    @Test func apngTranslucentOverIsSourceOver() throws {
        let bytes = AnimationFixture.apng(width: 1, height: 1, frames: [
            .init(width: 1, height: 1, pixels: [Self.red]),
            .init(width: 1, height: 1, pixels: [0x8000_FF00], blend: 1),
        ])
        let playback = try AnimationPlayback(bytes: bytes)
        // Premultiplied green at alpha 128 is (0, 128, 0, 128); red keeps 127/255 of itself: 127.
        #expect(playback.frames[1].canvas.pixels == [0xFF00_807F])
    }

    /// Truncated, corrupt or foreign bytes throw a decoding error naming the format; nothing traps.
    @Test func corruptAndTruncatedFilesAreErrors() throws {
        let apng = AnimationFixture.apng(width: 2, height: 2, frames: [
            .init(width: 2, height: 2, pixels: [Self.red, Self.red, Self.red, Self.red]),
            .init(width: 2, height: 2, pixels: [Self.blue, Self.blue, Self.blue, Self.blue]),
        ])
        let gif = try AnimationFixture.gif(width: 2, height: 2, palette: [(0, 0, 0), (255, 0, 0)], frames: [
            .init(width: 2, height: 2, indices: [1, 1, 1, 1]), .init(width: 2, height: 2, indices: [0, 0, 0, 0]),
        ])
        let webp = try animationJob(.webp(quality: nil)).encode().bytes
        for (name, bytes) in [("APNG", apng), ("GIF", gif), ("WebP", webp)] {
            #expect(throws: AnimationDecodingError.self, "\(name) cut in half") { try AnimationPlayback(bytes: Array(bytes.prefix(bytes.count / 2))) }
            #expect(throws: AnimationDecodingError.self, "\(name) header only") { try AnimationPlayback(bytes: Array(bytes.prefix(16))) }
        }
        var flipped = apng
        flipped[apng.count - 20] ^= 0xFF
        #expect(throws: AnimationDecodingError.self) { try AnimationPlayback(bytes: flipped) }
        // A 10×10 screen whose image declares 65535×65535 pixels: refused from its size, before giflib allocates 4 GB.
        let huge: [UInt8] = Array("GIF89a".utf8) + [10, 0, 10, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]
            + [0x2C, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 2, 2, 0x4C, 0x01, 0, 0x3B]
        #expect(throws: AnimationDecodingError(format: "GIF", reason: "image 0 is 65535×65535; expected at most \(Image.maxPixelCount) px")) {
            try AnimationPlayback(bytes: huge)
        }
        #expect(throws: AnimationDecodingError.self) { try AnimationPlayback(bytes: Array("not an animation".utf8)) }
        #expect(throws: AnimationDecodingError.self) { try AnimationPlayback(bytes: []) }
        // A still PNG is not an animation.
        #expect(AnimationPlayback.format(of: try Image(width: 2, height: 2, color: .black).pngData()) == nil)
        #expect(AnimationPlayback.format(of: apng) == .apng && AnimationPlayback.format(of: gif) == .gif)
    }
}
