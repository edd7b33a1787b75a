import Testing
import Raster
@testable import RefreshRender
@testable import RefreshOutput
@testable import RefreshText
import RefreshSnapshotTesting

/// WCAG 2.x contrast maths against known pairs, the measurement of a label in a frame, and the run's report
/// (STYLES.md §7 A21, §10.2).
@Suite struct ContrastCheckTests {
    @Test(arguments: [
        (Color.black, Color.white, 21.0),
        (Color(rgb8: 0x77, 0x77, 0x77), Color.white, 4.478),   // WebAIM's classic #777 on white, just under AA
        (Color(rgb8: 0x76, 0x76, 0x76), Color.white, 4.542),   // #767676, the lightest grey that passes
        (Color.white, Color.white, 1.0),
        (Color(white: 1.0 / 3.0), Color.black, 2.817),          // SV's darkGrayColor on a dark screen
        (Color(rgb8: 87, 108, 137), Color(rgb8: 226, 231, 237), 4.317),  // EGO's text on its panel
    ])
    func knownPairs(_ a: Color, _ b: Color, _ expected: Double) {
        #expect(abs(ContrastCheck.ratio(a, b) - expected) < 0.001)
        #expect(ContrastCheck.ratio(a, b) == ContrastCheck.ratio(b, a))
    }

    @Test func luminanceEnds() {
        #expect(ContrastCheck.luminance(.black) == 0)
        #expect(abs(ContrastCheck.luminance(.white) - 1) < 1e-12)
        // Below the knee the channel is linear: 10/255 / 12.92.
        #expect(abs(ContrastCheck.luminance(Color(rgb8: 10, 10, 10)) - 10.0 / 255 / 12.92) < 1e-12)
    }

    /// A 10×4 "label" over a grey background, with two glyph pixels drawn in black at half alpha.
    private func frames(background: Color, glyph: Color) throws -> (frame: Image, behind: Image) {
        let behind = try Image(width: 10, height: 4, color: background)
        var frame = behind
        let over = ContrastCheck.composite(glyph, over: background)
        for x in [3, 4] { frame.setPixel(x: x, y: 1, over.premultipliedPixel) }
        return (frame, behind)
    }

    @Test func measuresTheLabelsColourOverWhatIsBehindItsGlyphs() throws {
        let grey = Color(rgb8: 200, 200, 200)
        let images = try frames(background: grey, glyph: .black)
        let label = PlacedLabel(name: "title", text: "Hi", color: Color.black.withAlphaMultiplied(by: 0.5),
                                deviceBounds: Rect(x: 0, y: 0, width: 10, height: 4))
        let m = try #require(ContrastCheck.measure(frame: images.frame, behindLabels: images.behind, labels: [label],
                                                   behind: .white).first)
        #expect(m.background == Color(rgb8: 200, 200, 200))
        let expectedText = ContrastCheck.composite(label.color, over: grey)
        #expect(m.textColor == expectedText)
        #expect(abs(m.ratio - ContrastCheck.ratio(expectedText, grey)) < 1e-12)
    }

    /// Text drawn in the background's own colour changes no pixel: the whole rectangle is the background, ratio 1.
    @Test func invisibleTextIsOneToOne() throws {
        let images = try frames(background: .black, glyph: .black)
        let label = PlacedLabel(name: "status", text: "下拉刷新", color: .black,
                                deviceBounds: Rect(x: 2, y: 0, width: 5, height: 4))
        let m = try #require(ContrastCheck.measure(frame: images.frame, behindLabels: images.behind, labels: [label],
                                                   behind: .white).first)
        #expect(m.ratio == 1)
    }

    /// A transparent frame is judged over what the app shows under it; a label outside the frame is left out.
    @Test func transparentBackdropAndLabelsOutside() throws {
        let clear = try Image(width: 10, height: 4)
        let label = PlacedLabel(name: "title", text: "x", color: Color(white: 1.0 / 3.0),
                                deviceBounds: Rect(x: 0, y: 0, width: 10, height: 4))
        let outside = PlacedLabel(name: "gone", text: "y", color: .black,
                                  deviceBounds: Rect(x: 20, y: 0, width: 10, height: 4))
        let measured = ContrastCheck.measure(frame: clear, behindLabels: clear, labels: [label, outside], behind: .black)
        #expect(measured.count == 1)
        #expect(measured.first?.background == .black)
        #expect(abs((measured.first?.ratio ?? 0) - 2.817) < 0.001)
    }

    @Test func reportGroupsByLabelTextAndStateWhateverTheOrder() {
        func measurement(_ name: String, _ ratio: Double) -> ContrastCheck.Measurement {
            ContrastCheck.Measurement(label: PlacedLabel(name: name, text: "t", color: .black, deviceBounds: .zero),
                                      textColor: .black, background: .black, ratio: ratio)
        }
        let frames: [(Int, RefreshState, [ContrastCheck.Measurement])] = [
            (0, .idle, [measurement("title", 3.0), measurement("subtitle", 9)]),
            (1, .idle, [measurement("title", 2.5)]),
            (2, .pulling, [measurement("title", 2.9)]),
            (3, .idle, [measurement("title", 2.5)]),
        ]
        var forward = ContrastReport(), backward = ContrastReport()
        for (index, state, ms) in frames { forward.add(ms, frame: index, state: state) }
        for (index, state, ms) in frames.reversed() { backward.add(ms, frame: index, state: state) }
        #expect(forward == backward)
        let failures = forward.failures
        #expect(failures.count == 2)
        #expect(failures[0].state == .idle && failures[0].frameCount == 3 && failures[0].firstFrame == 0)
        #expect(failures[0].ratio == 2.5 && failures[0].worstFrame == 1)
        #expect(failures[1].state == .pulling && failures[1].worstFrame == 2)
        #expect(failures[0].description.contains("contrast 2.50:1, below 4.5:1"))
    }

    /// Through the renderer: the labels the model places, and the frame behind them with no text drawn.
    @Test func rendererPlacesLabelsAndDrawsWhatIsBehindThem() throws {
        let layout = try SnapshotRendering.textLayout()
        let renderer = try FrameRenderer(style: SVStyle(), options: RenderOptions(),
                                         context: StyleContext(width: 375, text: layout, appearance: .dark),
                                         text: LabelDrawer(layout: layout))
        let spec = try FramePlan(sampling: .sweep(progresses: [0.5], state: nil, time: nil), rules: SVStyle().rules).frames[0]
        let frame = try renderer.render(spec).makeImage()
        let behind = try renderer.renderBehindLabels(spec)
        #expect(behind.labels.map(\.name) == ["title"])
        #expect(behind.labels[0].color == SVStyle.textColor)
        let measured = ContrastCheck.measure(frame: frame, behindLabels: behind.canvas.makeImage(), labels: behind.labels,
                                             behind: .black)
        #expect(measured.count == 1)
        #expect(measured[0].background == .black)
        #expect(abs(measured[0].ratio - 2.817) < 0.001)
    }
}
