import Testing
import Raster
@testable import RefreshModel

/// Each style's status text per state and language (STYLES.md §1.3, §2.3, §3.3, §4.4), the defaults, and the
/// second lines they show by default.
@Suite struct LabelStringsTests {
    typealias Table = [LabelLanguage: [String]]

    /// idle, pulling, refreshing (ending shows the idle text).
    static let mj: Table = [
        .en: ["Pull down to refresh", "Release to refresh", "Loading..."],
        .zhHans: ["下拉可以刷新", "松开立即刷新", "正在刷新数据中..."],
        .zhHant: ["下拉可以刷新", "鬆開立即刷新", "正在刷新數據中..."],
    ]
    static let circle: Table = [
        .en: mj[.en]!,
        .zhHans: ["下拉刷新", "释放立即刷新", "正在加载"],
        .zhHant: ["下拉刷新", "釋放立即刷新", "正在加載"],
    ]
    static let arrow: Table = [
        .en: ["Pull down to refresh...", "Release to refresh...", "Loading..."],
        .zhHans: mj[.zhHans]!, .zhHant: mj[.zhHant]!,
    ]
    static let sv: Table = [
        .en: ["Pull to refresh...", "Release to refresh...", "Loading..."],
        .zhHans: mj[.zhHans]!, .zhHant: mj[.zhHant]!,
    ]

    static let cases: [(any HeaderStyle, String, Table)] = [
        (CircleStyle(), "status", circle), (ArrowStyle(), "status", arrow), (SVStyle(), "title", sv), (MJStyle(), "state", mj),
    ]

    @Test(arguments: LabelLanguage.allCases)
    func statusTextPerStateAndLanguage(_ language: LabelLanguage) throws {
        for (style, layer, table) in Self.cases {
            let expected = try #require(table[language])
            let options = LabelOptions(language: language)
            let shown = try [RefreshState.idle, .pulling, .refreshing, .ending].map { try labelStrings(style, $0, options)[layer] }
            #expect(shown == [expected[0], expected[1], expected[2], expected[0]], "\(style.name) \(language)")
        }
    }

    /// Default language: en, except the circle style, whose source strings are Chinese.
    @Test func defaultLanguages() throws {
        #expect(try labelStrings(CircleStyle(), .pulling)["status"] == "释放立即刷新")
        #expect(try labelStrings(ArrowStyle(), .pulling)["status"] == "Release to refresh...")
        #expect(try labelStrings(SVStyle(), .pulling)["title"] == "Release to refresh...")
        #expect(try labelStrings(MJStyle(), .pulling)["state"] == "Release to refresh")
    }

    /// With no options the second lines are exactly what the headers showed before labels had options.
    @Test func defaultSecondLines() throws {
        #expect(try labelStrings(ArrowStyle(), .idle)["lastUpdated"] == "Last Updated: 11/22/26 2:05 PM")
        #expect(try labelStrings(MJStyle(), .idle)["lastUpdated"] == "Last update: Today 14:05")
        #expect(try labelStrings(CircleStyle(), .idle)["time"] == "刷新时间")
        #expect(try labelStrings(CircleStyle(), .idle, LabelOptions(language: .zhHant))["time"] == "刷新時間")
        #expect(try labelStrings(SVStyle(), .idle)["subtitle"] == nil)
    }

    @Test func languageIdentifiers() {
        #expect(LabelLanguage(identifier: "en") == .en)
        #expect(LabelLanguage(identifier: "zh-Hans") == .zhHans)
        #expect(LabelLanguage(identifier: "zh_hant") == .zhHant)
        #expect(LabelLanguage(identifier: "zh") == nil && LabelLanguage(identifier: "fr") == nil)
        #expect(LabelLanguage.identifiers == "en, zh-Hans, zh-Hant")
    }
}
