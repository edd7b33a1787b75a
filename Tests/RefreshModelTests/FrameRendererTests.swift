import Foundation
import Testing
import Raster
@testable import RefreshModel

@Suite struct FrameRendererTests {
    /// The background drawn once and restored gives the same pixels as drawing every frame from scratch.
    @Test(arguments: ["airplane", "arrow"])
    func restoredBackgroundMatchesAFreshDraw(name: String) throws {
        let style = try #require(StyleCatalog.style(named: name))
        let plan = try FramePlan(sampling: .sequence(scenario: .refresh, fps: 10, duration: nil, range: nil), rules: style.rules)
        let context = StyleContext(width: 320, text: MonospaceMeasurer())
        let reused = try FrameRenderer(style: style, options: RenderOptions(width: 320, scale: 1), context: context)
        let direct = try Canvas(width: reused.pixelWidth, height: reused.pixelHeight)
        for spec in plan.frames {
            let a = try reused.render(spec).makeImage()
            // The whole presentation tree in one pass, no snapshot.
            direct.clear()
            try LayerRenderer(scale: 1).render(try reused.scene(for: spec).presentation(at: spec.sample.time), into: direct)
            #expect(a == direct.makeImage(), "frame \(spec.index)")
        }
    }

    @Test func backgroundChoicesRemoveOrReplaceTheStylesBackground() throws {
        let style = AirplaneStyle()
        let sample = FramePlan.sweepSample(progress: 1, state: .idle, time: nil, rules: style.rules)
        let none = try renderFrame(style, sample: sample, scale: 1, background: .none)
        #expect(none.pixel(x: 2, y: 2) == 0)                               // transparent corner
        let red = try renderFrame(style, sample: sample, scale: 1, background: .color(Color(rgb8: 255, 0, 0)))
        #expect(red.pixel(x: 2, y: 2) == 0xFF00_00FF)
        let own = try renderFrame(style, sample: sample, scale: 1)
        #expect(own.pixel(x: 2, y: 2) >> 24 == 0xFF)                        // opaque sky
    }
}
