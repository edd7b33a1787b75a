import Foundation
import Raster
@testable import RefreshRender

/// Widths from a fixed advance per character, for tests of styles whose layout does not depend on text.
struct MonospaceMeasurer: TextMeasuring {
    var advance = 0.55
    func width(of string: String, fontName: String, size: Double) -> Double { Double(string.count) * advance * size }
    func lineHeight(fontName: String, size: Double) -> Double { size * 1.15 }
}

func renderFrame(_ style: any HeaderStyle, sample: PullSample, width: Double = 375, scale: Int = 2,
                 background: BackgroundChoice = .style) throws -> Canvas {
    let renderer = try FrameRenderer(style: style, options: RenderOptions(width: width, scale: scale, background: background),
                                     context: StyleContext(width: width, text: MonospaceMeasurer()))
    return try renderer.render(FrameSpec(index: 0, time: sample.time, sample: sample))
}
