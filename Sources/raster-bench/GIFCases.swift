import Foundation
import RefreshRender
import RefreshOutput

/// The docs GIF: the airplane's whole default sequence at @2x, 60 fps (6 s), rendered twice (palette pass, encode
/// pass) and encoded in memory, on every core.
enum GIFCases {
    static func all() throws -> [BenchmarkCase] {
        let job = GIFRenderJob(input: JobInput(
            control: AirplaneStyle(), options: RenderOptions(width: 375, scale: 2),
            context: StyleContext(width: 375, text: FixedAdvance()), text: nil,
            sampling: .sequence(scenario: .refresh, fps: 60, duration: nil, range: nil),
            jobs: ProcessInfo.processInfo.activeProcessorCount, outputPath: ""))
        let summary = try job.encode().summary
        return [
            BenchmarkCase(name: "gif airplane @2x 60 fps (\(summary.renderedFrames) frames)",
                          units: Double(summary.renderedFrames), unit: "frames",
                          run: { _ = try? job.encode() },
                          note: { Benchmark.format(Double(summary.bytes) / 1024, 0) + " KiB, \(summary.gifFrames) GIF frames" }),
        ]
    }

    /// The airplane header draws no text; a fixed advance stands in for fonts.
    struct FixedAdvance: TextMeasuring {
        func width(of string: String, fontName: String, size: Double) -> Double { Double(string.count) * size / 2 }
        func lineHeight(fontName: String, size: Double) -> Double { size * 1.2 }
    }
}
