import Foundation
import Testing
import Raster
import RefreshRender
@testable import RefreshOutput
import RefreshTestSupport

/// `--format image-set`: a GIF header's per-state images and the snippets that use them.
@Suite(.tags(.parallel)) struct ImageSetJobTests {
    static let width = 375.0

    func job(_ style: any RefreshStyle = CircleStyle(), progresses: [Double] = [0, 0.5, 1], fps: Double = 12,
             out: String) -> ImageSetJob {
        ImageSetJob(input: JobInput(control: style, options: RenderOptions(width: Self.width, scale: 2),
                                    context: StyleContext(width: Self.width, text: MonospaceMeasurer()), text: nil,
                                    sampling: .sweep(progresses: progresses, state: nil, time: nil), jobs: 2, outputPath: out),
                    fps: fps)
    }

    func folder(_ name: String) -> String { NSTemporaryDirectory() + "imageset-\(name)-\(UUID().uuidString)" }

    /// Each style's declared loop is one: the refreshing picture a loop later is the same, half a loop later it is not.
    @Test(arguments: StyleCatalog.all.map(\.name))
    func refreshingLoopRepeatsThePicture(name: String) throws {
        let style = try #require(StyleCatalog.style(named: name))
        let renderer = try FrameRenderer(style: style, options: RenderOptions(width: Self.width, scale: 1),
                                         context: StyleContext(width: Self.width, text: MonospaceMeasurer()))
        func picture(_ t: Double) throws -> [UInt32] {
            let spec = try FramePlan(sampling: .sweep(progresses: [1], state: .refreshing, time: t), rules: style.rules).frames[0]
            return try renderer.render(spec).makeImage().pixels
        }
        let loop = style.refreshingLoop
        for t in [0.6, 0.85] {
            #expect(differingPixels(try picture(t), try picture(t + loop)) == 0, "\(name) at \(t) s and a loop (\(loop) s) later")
            #expect(differingPixels(try picture(t), try picture(t + loop / 2)) > 0, "\(name) at \(t) s and half a loop later")
        }
    }

    @Test func writesTheImagesAndSnippets() throws {
        let out = folder("write")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let summary = try job(out: out).run()
        #expect(summary.idleCount == 3 && summary.refreshingCount == 12 && summary.files == (3 + 12) * 2 + 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files.count == summary.files)
        #expect(files.contains("idle_02@3x.png") && files.contains("refreshing_11@2x.png") && !files.contains("idle_03@2x.png"))
        #expect(files.contains(ImageSetJob.swiftFileName) && files.contains(ImageSetJob.androidFileName))

        // idle_01@3x is the idle control at half the pull, @3x; refreshing_06@2x is 0.5 s into the refresh.
        let context = StyleContext(width: Self.width, text: MonospaceMeasurer())
        for (file, scale, state, progress, time) in [("idle_01@3x.png", 3, RefreshState.idle, 0.5, nil as Double?),
                                                     ("refreshing_06@2x.png", 2, .refreshing, 1, 0.5)] {
            let renderer = try FrameRenderer(style: CircleStyle(), options: RenderOptions(width: Self.width, scale: scale), context: context)
            let spec = try FramePlan(sampling: .sweep(progresses: [progress], state: state, time: time), rules: CircleStyle().rules).frames[0]
            let written = try Image(pngData: [UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/" + file))))
            #expect(differingPixels(written.pixels, try renderer.render(spec).makeImage().pixels) == 0, "\(file)")
            #expect(written.width == 375 * scale)
        }

        let xml = try String(contentsOfFile: out + "/" + ImageSetJob.androidFileName, encoding: .utf8)
        let durations = xml.split(separator: "\n").filter { $0.contains("<item") }.map { line in
            Int(line.split(separator: "\"")[3])!
        }
        #expect(durations.count == 12 && durations.reduce(0, +) == 1000 && Set(durations) == [83, 84])
        #expect(xml.contains("@drawable/refreshing_11\""))
        let swift = try String(contentsOfFile: out + "/" + ImageSetJob.swiftFileName, encoding: .utf8)
        #expect(swift.contains("func makeCircleHeader(target: Any, action: Selector) -> MJRefreshGifHeader {"))
        #expect(swift.contains("(0..<12).compactMap { UIImage(named: String(format: \"refreshing_%02d\", $0)) }"))
        #expect(swift.contains("header.setImages(refreshing, duration: 1, for: .refreshing)"))
        #expect(swift.contains("header.mj_h = 60"))

        // A second run replaces its own files; a file of another kind in the way stops it before anything is written.
        #expect(try job(out: out).run().files == summary.files)
        try Data("notes".utf8).write(to: URL(fileURLWithPath: out + "/refreshing_11@3x.png"))
        let before = try Data(contentsOf: URL(fileURLWithPath: out + "/idle_00@2x.png"))
        #expect(throws: OutputError.otherKind(out + "/refreshing_11@3x.png", expected: "PNG")) { try job(fps: 24, out: out).run() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/idle_00@2x.png")) == before)
    }

    /// Numbers grow past two digits when there are 100 images or more.
    @Test func namesWidenPastNinetyNine() throws {
        let (items, counts) = try job(AirplaneStyle(), progresses: [0], fps: 80, out: "/unused").items()
        #expect(counts.refreshing == 120 && counts.digits == 3)
        #expect(items.map(\.name).contains("refreshing_119@3x.png") && items.map(\.name).contains("idle_000@2x.png"))
    }

    @Test func interruptionWritesNothing() throws {
        let out = folder("cancel")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let cancellation = RenderCancellation()
        #expect(throws: RenderInterrupted.self) {
            try job(out: out).run(cancellation: cancellation, progress: { done, _ in
                if done == 4 { cancellation.cancel(reason: "test") }
            })
        }
        // The folder the run created is removed again: nothing is left.
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
