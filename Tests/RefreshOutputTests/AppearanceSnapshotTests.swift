import Testing
import Raster
import RefreshRender
import RefreshText
import RefreshSnapshotTesting

/// Every style on a dark screen (STYLES.md §10.2): each labelled style in every language while refreshing (the
/// spinner's colour, the text on the black table), and every state of every style in English. The light set is
/// `LocaleSnapshotTests` (every labelled style × language × state); dark repeats the languages at one state only,
/// since the appearance changes colours, not text or layout.
@Suite struct AppearanceSnapshotTests {
    /// A style, language and state as the light set names them; the golden is named `<light name>-dark`.
    typealias Case = LocaleSnapshotTests.Case

    static let labelled = StyleCatalog.all.filter { !["airplane", "sv-infinite"].contains($0.name) }

    /// The states a style shows (footers: those their rules have, §1.4, §3.3, §4.5).
    static func states(of style: any RefreshStyle) -> [RefreshState] {
        [.idle] + (style.rules.showsPullingState ? [.pulling] : []) + [.refreshing]
            + (style.rules.hasNoMoreDataState ? [.noMoreData] : [])
    }

    static let cases: [Case] = labelled.flatMap { style in
        LabelLanguage.allCases.map { Case(style: style.name, language: $0, state: .refreshing) }
    } + StyleCatalog.all.flatMap { style in
        states(of: style).filter { $0 != .refreshing || !labelled.contains { $0.name == style.name } }
            .map { Case(style: style.name, language: .en, state: $0) }
    }

    @Test(arguments: cases)
    func dark(_ c: Case) throws {
        let style = try #require(StyleCatalog.style(named: c.style))
        let progress = c.state == .idle ? 0.5 : 1.2
        let spec = try SnapshotRendering.spec(for: style, progress: progress, state: c.state,
                                              time: c.state == .refreshing ? 0.5 : nil)
        let layout = try SnapshotRendering.textLayout()
        let renderer = try FrameRenderer(style: style, options: RenderOptions(),
                                         context: StyleContext(width: RenderOptions().width, text: layout,
                                                               labels: LabelOptions(language: c.language),
                                                               appearance: .dark),
                                         text: LabelDrawer(layout: layout))
        let image = try renderer.render(spec).makeImage()
        assertSnapshot(of: image, as: .image, named: "\(c)-dark")
    }

    /// Light is the default: a light context draws the very frames of the light goldens.
    @Test(arguments: StyleCatalog.names)
    func lightIsTheDefault(_ name: String) throws {
        let style = try #require(StyleCatalog.style(named: name))
        let spec = try SnapshotRendering.spec(for: style, progress: 1.2, state: .refreshing, time: 0.5)
        let layout = try SnapshotRendering.textLayout()
        func render(_ context: StyleContext) throws -> Image {
            try FrameRenderer(style: style, options: RenderOptions(), context: context, text: LabelDrawer(layout: layout))
                .render(spec).makeImage()
        }
        let implicit = try render(StyleContext(width: 375, text: layout))
        #expect(try render(StyleContext(width: 375, text: layout, appearance: .light)) == implicit)
        #expect(try SnapshotRendering.image(of: style, spec: spec) == implicit)
    }
}
