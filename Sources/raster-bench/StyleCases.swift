import Foundation
import Raster
import RefreshRender
import RefreshText

/// Per style, at @2x and @3x with labels: building and evaluating the presentation tree, rendering a frame, encoding
/// it; over the default scenario's frames, so every state is in the mix.
enum StyleCases {
    static func all() throws -> [BenchmarkCase] {
        let fonts = try FontLibrary()
        let layout = TextLayout(fonts: fonts)
        var cases: [BenchmarkCase] = []
        for style in StyleCatalog.all {
            let plan = try FramePlan(sampling: .sequence(scenario: .refresh, fps: 60, duration: nil, range: nil),
                                     rules: style.rules)
            let frames = plan.frames
            for scale in [2, 3] {
                let renderer = try FrameRenderer(style: style, options: RenderOptions(width: 375, scale: scale),
                                                 context: StyleContext(width: 375, text: layout),
                                                 text: LabelDrawer(layout: layout))
                var i = 0
                func next() -> FrameSpec {
                    i = (i + 7) % frames.count
                    return frames[i]
                }
                let tag = "\(style.name) @\(scale)x"
                if scale == 3 {
                    cases.append(BenchmarkCase(name: "\(tag) presentation (scene + evaluate)", run: {
                        let spec = next()
                        _ = try? renderer.scene(for: spec).presentation(at: spec.sample.time)
                    }))
                }
                cases.append(BenchmarkCase(name: "\(tag) render frame", run: { _ = try? renderer.render(next()) }))
                cases.append(BenchmarkCase(name: "\(tag) PNG encode (default)", run: {
                    _ = try? renderer.canvas.pngData()
                }, note: { "\((try? renderer.canvas.pngData().count) ?? 0) bytes (last frame rendered)" }))
            }
        }
        return cases
    }
}
