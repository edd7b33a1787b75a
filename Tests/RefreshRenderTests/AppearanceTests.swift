import Testing
import Raster
@testable import RefreshRender
import RefreshTestSupport

/// Dark mode and the colour options (STYLES.md §10): what adapts, what stays, and colours written as text.
@Suite struct AppearanceTests {
    func tree(_ style: any RefreshStyle, _ appearance: Appearance, state: RefreshState = .refreshing) throws -> Layer {
        let sample = FramePlan.sweepSample(progress: 1.2, state: state, time: 0.5, rules: style.rules)
        let context = StyleContext(width: 375, text: MonospaceMeasurer(), appearance: appearance)
        return try style.scene(for: sample, context: context).presentation(at: sample.time)
    }

    func text(_ layer: Layer?) -> TextProperties? {
        if case .text(let t) = layer?.content { return t } else { return nil }
    }

    func spokeColor(_ root: Layer) -> Color? {
        root.sublayer(named: "spinner")?.sublayers.first?.shape?.strokeColor
    }

    /// Behind a clear header or footer: the table's systemBackground, white in light and black in dark (§10.1).
    @Test(arguments: ["circle", "sv", "mj", "circle-footer", "sv-bottom", "sv-infinite", "mj-auto-footer", "mj-back-footer"])
    func clearControlsShowTheSystemBackground(_ name: String) throws {
        let style = try #require(StyleCatalog.style(named: name))
        #expect(try tree(style, .light).backgroundColor == .white)
        #expect(try tree(style, .dark).backgroundColor == .black)
    }

    /// EGO's panel and the airplane's sky are their own: dark changes nothing in their trees (§10.2).
    @Test(arguments: ["arrow", "airplane"])
    func opaqueStylesAreTheSame(_ name: String) throws {
        let style = try #require(StyleCatalog.style(named: name))
        for state in [RefreshState.idle, .refreshing] {
            #expect(try tree(style, .light, state: state) == tree(style, .dark, state: state))
        }
    }

    /// Fixed colours stay: CLL's black label, SV's darkGray title, MJ's grey label (§10.2).
    @Test func fixedTextColoursStay() throws {
        #expect(text(try tree(CircleStyle(), .dark, state: .idle).sublayer(named: "status"))?.color == .black)
        #expect(text(try tree(SVStyle(), .dark, state: .idle).sublayer(named: "title"))?.color == Color(white: 1.0 / 3.0))
        #expect(text(try tree(MJStyle(), .dark, state: .idle).sublayer(named: "state"))?.color == Color(rgb8: 90, 90, 90))
    }

    /// MJRefresh's Medium spinner adapts; the Gray spinner of SV, EGO and CLL does not (§10.1, §7 A19).
    @Test func onlyTheMediumSpinnerAdapts() throws {
        for style in [MJStyle() as any RefreshStyle, MJAutoFooterStyle(), MJBackFooterStyle()] {
            #expect(spokeColor(try tree(style, .light)) == ActivityIndicator.color)
            #expect(spokeColor(try tree(style, .dark)) == Color(rgb8: 235, 235, 245, alpha: 0.6))
        }
        for style in [SVStyle() as any RefreshStyle, CircleFooterStyle(), SVInfiniteStyle()] {
            #expect(spokeColor(try tree(style, .dark)) == ActivityIndicator.color)
        }
    }

    @Test(arguments: [
        ("#fff", Color.white), ("#000000", Color.black), ("#336699", Color(rgb8: 0x33, 0x66, 0x99)),
        ("#33669980", Color(rgb8: 0x33, 0x66, 0x99, alpha: 128.0 / 255)), ("#ABC", Color(rgb8: 0xAA, 0xBB, 0xCC)),
        ("White", Color.white), ("darkgray", Color(white: 1.0 / 3.0)), ("lightGray", Color(white: 2.0 / 3.0)),
    ])
    func colourNotation(_ text: String, _ color: Color) {
        #expect(ColorNotation.color(text) == color)
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#1234567", "#GGGGGG", "336699", "teal", "#fff "])
    func badColourNotation(_ text: String) {
        #expect(ColorNotation.color(text) == nil)
    }

    @Test func colourTextRoundTrips() {
        #expect(ColorNotation.text(Color(rgb8: 0x5A, 0x5A, 0x5A)) == "#5a5a5a")
        #expect(ColorNotation.text(Color(rgb8: 1, 2, 3, alpha: 128.0 / 255)) == "#01020380")
        #expect(ColorNotation.color(ColorNotation.text(Color(rgb8: 0xAD, 0x35, 0x3C))) == Color(rgb8: 0xAD, 0x35, 0x3C))
    }

    /// The colour options set the library's property and what follows from it (MJ's arrow takes the label colour).
    @Test func colourOptionsSetTheProperty() throws {
        let mj = try MJStyle().setting("text-color", to: "#d0d0d0")
        let light = Color(rgb8: 0xD0, 0xD0, 0xD0)
        #expect(mj.textColor == light)
        let root = try tree(mj, .dark, state: .idle)
        #expect(text(root.sublayer(named: "state"))?.color == light)
        #expect(text(root.sublayer(named: "lastUpdated"))?.color == light)
        #expect(root.sublayer(named: "arrow")?.image?.contents == .artwork(.mjArrow(color: light)))

        let sv = try SVStyle().setting([("text-color", "white"), ("arrow-color", "#f00")])
        #expect(sv.textColor == .white && sv.arrowColor == Color(rgb8: 255, 0, 0))
        #expect(try ArrowStyle().setting("text-color", to: "black").textColor == .black)
        #expect(try CircleStyle().setting("circle-color", to: "#0000ff").circleColor == Color(rgb8: 0, 0, 255))
        #expect(try MJBackFooterStyle().setting("text-color", to: "gray").textColor == Color(white: 0.5))
    }

    @Test func colourOptionsShowTheirValueAndRefuseBadOnes() {
        #expect(MJStyle().optionSummaries.last == StyleOptionSummary(
            key: "text-color", values: [ColorNotation.accepted], current: "#5a5a5a", help: MJStyle.textColorHelp))
        #expect(SVStyle(textColor: .white).optionSummaries.first?.current == "#ffffff")
        #expect(throws: StyleOptionError.badValue(style: "sv", key: "arrow-color", value: "red",
                                                  accepted: [ColorNotation.accepted])) {
            try SVStyle().setting("arrow-color", to: "red")
        }
    }
}
