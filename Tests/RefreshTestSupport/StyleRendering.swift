import Foundation
import Raster
import RefreshRender

/// Widths from a fixed advance per character, for tests of styles whose layout does not depend on text.
package struct MonospaceMeasurer: TextMeasuring {
    package var advance = 0.55
    package init(advance: Double = 0.55) { self.advance = advance }
    package func width(of string: String, fontName: String, size: Double) -> Double { Double(string.count) * advance * size }
    package func lineHeight(fontName: String, size: Double) -> Double { size * 1.15 }
}

package func renderFrame(_ style: any RefreshStyle, sample: PullSample, width: Double = 375, scale: Int = 2,
                 background: BackgroundChoice = .style) throws -> Canvas {
    let renderer = try FrameRenderer(style: style, options: RenderOptions(width: width, scale: scale, background: background),
                                     context: StyleContext(width: width, text: MonospaceMeasurer()))
    return try renderer.render(FrameSpec(index: 0, time: sample.time, sample: sample))
}
