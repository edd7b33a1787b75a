import Foundation
import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

@Suite(.tags(.parallel)) struct FrameRendererTests {
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

    /// A background whose bitmap (two of one size) or gravity changes with the pull: the cached background must be
    /// drawn again whenever what it draws changes (a key of "bitmap WxH" could not tell these apart).
    struct SwappingBackground: RefreshStyle {
        let name = "swapping", summary = "test", height = 20.0
        let rules = PullRules(threshold: 20, refreshingInset: 20, openDuration: 0.3, refreshDuration: 1, collapseDuration: 0.3)
        var artwork: [VectorArtwork] { [] }
        static func bitmap(_ color: Color) throws -> LayerContents {
            let pixels = [UInt32](repeating: color.premultipliedPixel, count: 8 * 4)
            return .bitmap(BitmapContents(image: try Image(width: 8, height: 4, pixels: pixels)))
        }
        func scene(for sample: PullSample, context: StyleContext) throws -> ControlScene {
            let contents = try SwappingBackground.bitmap(sample.progress < 0.5 ? .black : Color(rgb8: 0, 0, 255))
            let gravity: ContentsGravity = sample.progress < 0.75 ? .resize : .resizeAspect
            let background = Layer(name: ControlScene.backgroundLayerName, frame: Rect(x: 0, y: 0, width: 100, height: 20),
                                   content: .image(ImageProperties(contents: contents, contentsGravity: gravity)))
            return ControlScene(root: Layer(name: "header", frame: Rect(x: 0, y: 0, width: 100, height: 20),
                                           sublayers: [background]), animations: AnimationList())
        }
    }

    @Test func backgroundIsDrawnAgainWhenItsLayerChanges() throws {
        let style = SwappingBackground()
        let options = RenderOptions(width: 100, scale: 1)
        let context = StyleContext(width: 100, text: MonospaceMeasurer())
        let reused = try FrameRenderer(style: style, options: options, context: context)
        for (i, progress) in [0.25, 0.6, 0.6, 0.9, 0.25].enumerated() {
            let spec = FrameSpec(index: i, time: 0, sample: FramePlan.sweepSample(progress: progress, state: .idle,
                                                                                    time: nil, rules: style.rules))
            let fresh = try FrameRenderer(style: style, options: options, context: context).render(spec).makeImage()
            #expect(try reused.render(spec).makeImage() == fresh, "progress \(progress)")
        }
    }
}
