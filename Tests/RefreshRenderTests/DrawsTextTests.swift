import Testing
@testable import RefreshRender
import RefreshTestSupport

/// `RefreshStyle.drawsText` lets a run skip finding fonts: it must be true exactly for the styles whose frames hold
/// a label. Every preset scenario the style plays, at 30 fps, and a sweep of every state it has, in both appearances.
@Suite struct DrawsTextTests {
    static func holdsText(_ layer: Layer) -> Bool {
        if case .text = layer.content { return true }
        return layer.sublayers.contains(where: holdsText)
    }

    static func framesHoldText(_ style: any RefreshStyle) throws -> Bool {
        var samplings: [FrameSampling] = Scenario.presets.map { .sequence(scenario: $0, fps: 30, duration: nil, range: nil) }
        for state in RefreshState.allCases where style.rules.has(state) {
            samplings.append(.sweep(progresses: [0, 0.5, 1, 1.5], state: state, time: nil))
        }
        for appearance in [Appearance.light, .dark] {
            let renderer = try FrameRenderer(style: style, options: RenderOptions(width: 375, scale: 1),
                                             context: StyleContext(width: 375, text: MonospaceMeasurer(), appearance: appearance))
            for sampling in samplings {
                // A scenario the style cannot play (no-more-data for a header) is refused by the plan: skipped.
                guard let plan = try? FramePlan(sampling: sampling, rules: style.rules) else { continue }
                if try plan.frames.contains(where: { holdsText(try renderer.presentation(of: $0)) }) { return true }
            }
        }
        return false
    }

    @Test(arguments: StyleCatalog.all.map(\.name))
    func declaredAsItsFramesShow(_ name: String) throws {
        let style = try #require(StyleCatalog.all.first { $0.name == name })
        #expect(try Self.framesHoldText(style) == style.drawsText)
    }

    @Test func lottieHeadersDrawNoText() throws {
        let style = try LottieStyle(animation: LottieStyleTests.spinner)
        #expect(!style.drawsText)
        #expect(try !Self.framesHoldText(style))
    }

    /// The airplane, the infinite-scrolling footer and Lottie headers are the styles without labels.
    @Test func theStylesWithoutLabels() {
        #expect(StyleCatalog.all.filter { !$0.drawsText }.map(\.name) == ["airplane", "sv-infinite"])
    }
}
