import Testing
import RefreshRender
import RefreshSnapshotTesting

/// Every labelled style in each state and each language (STYLES.md §1.3, §2.3, §3.3, §4.4, §4.6; footers §1.4, §3.3,
/// §4.5, in the states they have), @2x at the default width: the text is crisp, shaped (Arabic joined and right to
/// left, Thai marks stacked, Hangul), placed as the libraries place it (their frame math, not mirrored for
/// right-to-left), and never clipped.
@Suite struct LocaleSnapshotTests {
    struct Case: Sendable, CustomStringConvertible {
        var style: String
        var language: LabelLanguage
        var state: RefreshState
        var description: String { "\(style)-\(language)-\(state.rawValue)" }
    }

    static let cases: [Case] = ["circle", "arrow", "sv", "mj"].flatMap { style in
        LabelLanguage.allCases.flatMap { language in
            [RefreshState.idle, .pulling, .refreshing].map { Case(style: style, language: language, state: $0) }
        }
    } + StyleCatalog.all.filter { $0.kind == .footer && $0.name != "sv-infinite" }.flatMap { style in
        // sv-infinite has no text.
        let states: [RefreshState] = [.idle] + (style.rules.showsPullingState ? [.pulling] : []) + [.refreshing]
            + (style.rules.hasNoMoreDataState ? [.noMoreData] : [])
        return LabelLanguage.allCases.flatMap { language in
            states.map { Case(style: style.name, language: language, state: $0) }
        }
    }

    @Test(arguments: cases)
    func labels(_ c: Case) throws {
        let style = try #require(StyleCatalog.style(named: c.style))
        let progress = c.state == .idle ? 0.5 : 1.2
        assertSnapshot(of: style, as: .frame(progress: progress, state: c.state, time: c.state == .refreshing ? 0.5 : nil,
                                             labels: LabelOptions(language: c.language)),
                       named: c.description)
    }

    /// A right-to-left `--title` in an English header: shaped and ordered right to left, centred as MJRefresh centres
    /// any title; the arrow keeps its place left of the text.
    @Test func rightToLeftTitle() throws {
        let style = try #require(StyleCatalog.style(named: "mj"))
        assertSnapshot(of: style, as: .frame(progress: 0.5, state: .idle, time: nil,
                                             labels: LabelOptions(titles: [.idle: "اسحب للتحديث"])),
                       named: "mj-en-title-ar")
    }
}
