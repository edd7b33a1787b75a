import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshOutput
@testable import RefreshText
import RefreshTestSupport
import RefreshLottie

/// A cancellation (what SIGINT and SIGTERM set) at several moments of every single-file format's run — rendering,
/// quantizing, mapping and compressing a GIF, encoding and muxing an APNG or WebP, a sheet's cells and its PNG, an image
/// set — stops the run within `bound` and leaves no file. A first run, not cancelled, measures how long the format
/// takes; then a run is cancelled at each of `moments` (fractions of that time, the last ones in the final phases:
/// LZW, muxing, the sheet's PNG), from a thread of its own. A run that ended before its moment is not counted.
@Suite(.serialized) struct StopLatencyTests {
    /// What a debug build on a shared machine reaches for the release build's 0.2 s.
    static let bound = 0.4
    static let moments = [0.5, 0.9]

    static let width = 375.0
    static func options(scale: Int = 1) -> RenderOptions { RenderOptions(width: width, scale: scale) }
    static let context = StyleContext(width: width, text: MonospaceMeasurer())
    static let sampling = FrameSampling.sequence(scenario: .refresh, fps: 30, duration: 1, range: nil)
    /// The airplane's frames into `out` on two workers.
    static func input(_ out: String, sampling: FrameSampling = sampling, text: (any TextDrawing)? = nil,
                      context: StyleContext = context) -> JobInput {
        JobInput(control: AirplaneStyle(), options: options(), context: context, text: text, sampling: sampling, jobs: 2,
                 outputPath: out)
    }

    /// The formats, each as a run into a folder that throws when cancelled.
    static let formats: [(String, @Sendable (String, RenderCancellation) throws -> Void)] = [
        ("gif", { out, cancellation in
            _ = try GIFRenderJob(input: input(out)).run(cancellation: cancellation)
        }),
        ("apng", { out, cancellation in
            _ = try AnimationRenderJob(input: input(out), format: .apng).run(cancellation: cancellation)
        }),
        ("webp", { out, cancellation in
            _ = try AnimationRenderJob(input: input(out), format: .webp(quality: nil)).run(cancellation: cancellation)
        }),
        ("sheet", { out, cancellation in
            let layout = TextLayout(fonts: try FontLibrary())
            _ = try ContactSheet(input: input(out, sampling: .sweep(progresses: [0.2, 0.6, 1, 1.2], state: nil, time: nil),
                                              text: LabelDrawer(layout: layout), context: StyleContext(width: width, text: layout)))
                .write(cancellation: cancellation)
        }),
        ("image-set", { out, cancellation in
            _ = try ImageSetJob(input: input(out, sampling: .sweep(progresses: [0, 1], state: nil, time: nil)), fps: 5)
                .run(cancellation: cancellation)
        }),
    ]

    /// A Lottie frame that takes seconds to draw (100 000 vertices stroked in 20 copies, within the bound of a frame),
    /// written as PNG frames on one worker: cancelled a second in, inside the first frame, the run stops within `bound`
    /// and drops that frame: no frame file, no manifest, no journal, no temporary file is left.
    @Test func aCancellationStopsAPNGRunInsideALottieFrame() throws {
        let json = HeavyLottie.json(vertices: 100_000, innerCopies: 20, outerCopies: 1)
        let control = LottieCompositionControl(animation: LottieAnimation(try LottieComposition(data: Data(json.utf8))))
        let out = NSTemporaryDirectory() + "stop-latency-lottie-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let input = JobInput(control: control, options: Self.options(), context: Self.context, text: nil,
                             sampling: try control.sampling(frames: nil, scale: .standard), jobs: 1, outputPath: out)
        let cancellation = RenderCancellation()
        let cancelled = Locked<Date?>(nil)
        Thread {
            Thread.sleep(forTimeInterval: 1)
            cancelled.withLock { $0 = Date() }
            cancellation.cancel(reason: "SIGINT")
        }.start()
        let start = Date()
        var stop: RenderInterrupted?
        do {
            _ = try FrameFolderJob(input: input).run(cancellation: cancellation)
        } catch let error as RenderInterrupted {
            stop = error
        }
        let ended = Date()
        let interrupted = try #require(stop, "the run ended in \(ended.timeIntervalSince(start)) s, before the cancellation")
        let at = try #require(cancelled.withLock { $0 })
        let latency = ended.timeIntervalSince(at)
        print("lottie png: cancelled 1 s in, stopped \(String(format: "%.3f", latency)) s later")
        #expect(latency < Self.bound, "stopped \(latency) s after the cancellation")
        #expect(interrupted.framesDone == 0 && interrupted.framesPlanned == 2, "\(interrupted)")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        #expect(left.isEmpty, "left in the folder: \(left)")
    }

    @Test(arguments: formats.map(\.0))
    func aCancellationStopsEveryPhaseAtOnce(format: String) throws {
        let run = try #require(Self.formats.first { $0.0 == format }?.1)
        let first = NSTemporaryDirectory() + "stop-latency-\(format)-\(UUID().uuidString)"
        let start = Date()
        try run(first, RenderCancellation())
        let whole = Date().timeIntervalSince(start)
        try? FileManager.default.removeItem(atPath: first)
        for moment in Self.moments.map({ $0 * whole }) {
            let out = NSTemporaryDirectory() + "stop-latency-\(format)-\(UUID().uuidString)"
            let cancellation = RenderCancellation()
            let cancelled = Locked<Date?>(nil)
            let timer = Thread {
                Thread.sleep(forTimeInterval: moment)
                cancelled.withLock { $0 = Date() }
                cancellation.cancel(reason: "SIGINT")
            }
            timer.start()
            var interrupted = false
            do {
                try run(out, cancellation)
            } catch is RenderInterrupted {
                interrupted = true
            }
            let ended = Date()
            defer { try? FileManager.default.removeItem(atPath: out) }
            guard interrupted, let at = cancelled.withLock({ $0 }) else {
                print("\(format): the run ended before \(moment) s")
                continue
            }
            let latency = ended.timeIntervalSince(at)
            print("\(format) cancelled at \(String(format: "%.2f", moment)) of \(String(format: "%.2f", whole)) s: stopped \(String(format: "%.3f", latency)) s later")
            #expect(latency < Self.bound, "\(format) at \(moment) s: stopped \(latency) s after the cancellation")
            #expect(!FileManager.default.fileExists(atPath: out), "\(format) at \(moment) s left \(out)")
        }
    }
}
