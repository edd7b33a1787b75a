import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshOutput
import RefreshTestSupport

@Suite struct GIFRenderJobTests {
    static let lookFolder = NSTemporaryDirectory() + "refreshrender-gif-look"

    func job(_ style: any RefreshStyle, fps: Double = 30, scale: Int = 1, background: BackgroundChoice = .style,
             matte: EdgeMatte = .auto, jobs: Int = 2, duration: Double? = nil) -> GIFRenderJob {
        let width = 375.0
        return GIFRenderJob(input: JobInput(control: style, options: RenderOptions(width: width, scale: scale, background: background),
                                            context: StyleContext(width: width, text: MonospaceMeasurer()), text: nil,
                                            sampling: .sequence(scenario: .refresh, fps: fps, duration: duration, range: nil),
                                            jobs: jobs, outputPath: NSTemporaryDirectory()),
                            matte: matte)
    }

    func decode(_ bytes: [UInt8], name: String) throws -> DecodedGIF {
        let file = NSTemporaryDirectory() + "gifjob-\(UUID().uuidString)-\(name).gif"
        try AtomicFile.write(bytes, to: file)
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try DecodedGIF(path: file)
    }

    func save(_ image: Image, _ name: String) throws {
        try FileManager.default.createDirectory(atPath: GIFRenderJobTests.lookFolder, withIntermediateDirectories: true)
        try AtomicFile.write(try image.pngData(), to: GIFRenderJobTests.lookFolder + "/" + name + ".png")
    }

    /// Mean absolute difference per channel of two opaque images.
    func meanError(_ a: Image, _ b: Image) -> Double {
        var sum = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for s in stride(from: 0, to: 24, by: 8) { sum += abs(Int((p >> UInt32(s)) & 0xFF) - Int((q >> UInt32(s)) & 0xFF)) }
        }
        return Double(sum) / Double(a.pixels.count * 3)
    }

    @Test func airplaneOpensInGiflibWithTheRightSizeFramesAndDuration() throws {
        let fps = 30.0
        let (bytes, summary) = try job(AirplaneStyle(), fps: fps).encode()
        let gif = try decode(bytes, name: "airplane")
        #expect(gif.width == 375 && gif.height == 110)
        #expect(gif.frames.count == summary.gifFrames)
        #expect(summary.gifFrames > 50 && summary.gifFrames <= summary.renderedFrames)
        #expect(gif.paletteSize <= 256)
        let seconds = Double(gif.delays.reduce(0, +)) / 100
        #expect(abs(seconds - Double(summary.renderedFrames) / fps) <= 0.010)
        #expect(gif.loopRepeats == 0)

        // The GIF's pictures are the rendered frames, up to the palette: compare the frame showing at a few times.
        let renderer = try FrameRenderer(style: AirplaneStyle(), options: RenderOptions(width: 375, scale: 1),
                                         context: StyleContext(width: 375, text: MonospaceMeasurer()))
        let plan = try FramePlan(sampling: .sequence(scenario: .refresh, fps: fps, duration: nil, range: nil),
                                 rules: AirplaneStyle().rules)
        var starts: [Int] = [0]
        for d in gif.delays { starts.append(starts.last! + d) }
        for index in [0, 15, 40, 80, plan.frames.count - 1] {
            let cs = GIFDelaySchedule(fps: fps).end(ofFrame: index) - 1
            let shown = starts.lastIndex { $0 <= cs }!
            let truth = try renderer.render(plan.frames[index]).makeImage()
            let decoded = try gif.frame(shown, over: .black)
            #expect(meanError(truth, decoded) < 1.5, "frame \(index)")
            try save(decoded, "airplane-\(index)")
            try save(truth, "airplane-\(index)-truth")
        }
    }

    @Test func identicalInputGivesIdenticalBytesWhateverTheJobCount() throws {
        let a = try job(ArrowStyle(), jobs: 1).encode().bytes
        let b = try job(ArrowStyle(), jobs: 3).encode().bytes
        #expect(a == b)
        #expect(a.starts(with: Array("GIF89a".utf8)))
    }

    @Test func sixtyFPSPlaysAtFullSpeed() throws {
        let (bytes, summary) = try job(CircleStyle(), fps: 60).encode()
        let gif = try decode(bytes, name: "circle60")
        #expect(abs(Double(gif.delays.reduce(0, +)) / 100 - Double(summary.renderedFrames) / 60) <= 0.010)
    }

    /// Composites a transparent GIF on white and on black: every opaque pixel is the artwork's own colour (never the
    /// page colour of another page mixed in), every pixel the artwork leaves empty is transparent.
    @Test func transparentBackgroundHasNoHaloOnWhiteOrBlack() throws {
        for style in [ArrowStyle(), AirplaneStyle()] as [any RefreshStyle] {
            let fps = 30.0
            let (bytes, _) = try job(style, fps: fps, scale: 2, background: .none).encode()
            let gif = try decode(bytes, name: "transparent")
            let renderer = try FrameRenderer(style: style, options: RenderOptions(width: 375, scale: 2, background: .none),
                                             context: StyleContext(width: 375, text: MonospaceMeasurer()))
            let plan = try FramePlan(sampling: .sequence(scenario: .refresh, fps: fps, duration: nil, range: nil), rules: style.rules)
            var starts: [Int] = [0]
            for d in gif.delays { starts.append(starts.last! + d) }
            for index in [12, 60] {
                let cs = GIFDelaySchedule(fps: fps).end(ofFrame: index) - 1
                let decoded = gif.frames[starts.lastIndex { $0 <= cs }!]
                let truth = try renderer.render(plan.frames[index]).makeImage()
                var opaque = 0
                for (p, q) in zip(truth.pixels, decoded.pixels) {
                    let a = p >> 24
                    if a == 0 { #expect(q >> 24 == 0); continue }
                    guard q >> 24 != 0 else { #expect(a < 128); continue }
                    opaque += 1
                    let key = EdgeMatte.auto.key(p)
                    let straight = [key >> 16, (key >> 8) & 0xFF, key & 0xFF].map(Int.init)
                    let shown = [q & 0xFF, (q >> 8) & 0xFF, (q >> 16) & 0xFF].map(Int.init)
                    #expect(zip(straight, shown).map { abs($0 - $1) }.max()! <= 24)
                }
                #expect(opaque > 100)
                try save(try gif.frame(starts.lastIndex { $0 <= cs }!, over: .white), "\(style.name)-none-on-white-\(index)")
                try save(try gif.frame(starts.lastIndex { $0 <= cs }!, over: .black), "\(style.name)-none-on-black-\(index)")
            }
        }
    }

    /// A cancellation in either pass (the colour count, or the mapping and encoding) stops the run with
    /// `RenderInterrupted` naming the GIF it did not write; the folder is left without it, and without a temporary file.
    @Test(arguments: [false, true])
    func cancellationInEitherPassWritesNothing(inSecondPass: Bool) throws {
        let out = NSTemporaryDirectory() + "gifjob-cancel-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        var job = job(CircleStyle(), fps: 30)
        job.input.outputPath = out
        let schedule = GIFDelaySchedule(fps: 30)
        let shown = try job.input.plan().frames
            .filter { schedule.delay(ofFrame: $0.index) > 0 }.count
        let step = inSecondPass ? shown + 5 : 5
        let cancellation = RenderCancellation()
        do {
            _ = try job.run(cancellation: cancellation, progress: { done, _ in
                if done == step { cancellation.cancel(reason: "test") }
            })
            Issue.record("the run was not interrupted")
        } catch let interrupted as RenderInterrupted {
            #expect(interrupted.reason == "test")
            #expect(interrupted.output == .singleFile(path: out + "/circle.gif"))
            #expect(interrupted.framesDone >= step && interrupted.framesDone < interrupted.framesPlanned)
            #expect(interrupted.framesPlanned == 2 * shown)
            #expect(interrupted.description.hasSuffix(": \(out)/circle.gif was not written"), "\(interrupted)")
        }
        // The folder the run created is removed again: nothing is left.
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aProgressSweepOrAnOutOfRangeLoopIsRefused() {
        var sweep = job(CircleStyle())
        sweep.input.sampling = .sweep(progresses: [0.5], state: nil, time: nil)
        #expect(throws: GIFOptionsError.needsTimeSequence) { _ = try sweep.encode() }
        for loop in [-1, GIFRenderJob.maximumLoop + 1] {
            var looped = job(CircleStyle())
            looped.loop = loop
            #expect(throws: GIFOptionsError.loopOutOfRange(loop, allowed: 0...GIFRenderJob.maximumLoop)) { _ = try looped.encode() }
        }
        #expect("\(GIFOptionsError.loopOutOfRange(-1, allowed: 0...65536))" == "a GIF loop count of -1 is not accepted; expected 0 (forever) or a play count from 1 to 65536")
    }
}
