import Testing
@testable import RefreshRender

/// Each style's status text per state and language (STYLES.md §1.3, §2.3, §3.3, §4.4), the defaults, and the
/// second lines they show by default.
@Suite struct LabelStringsTests {
    typealias Table = [LabelLanguage: [String]]

    /// idle, pulling, refreshing (ending shows the idle text). MJRefresh's bundle (STYLES.md §4.6, and
    /// MJStringsBundleTests against its files); ar, which the bundle lacks, is the project's translation.
    static let mj: Table = [
        .en: ["Pull down to refresh", "Release to refresh", "Loading..."],
        .ja: ["引っ張って更新する", "指を離すと更新する", "データ更新中..."],
        .ko: ["아래로 당겨 새로고침", "놓으면 새로고침", "로딩중..."],
        .ptBR: ["Pull down to refresh", "Release to refresh", "Loading..."],
        .ru: ["Потяните чтобы обновить", "Отпустите чтобы обновить", "Загрузка..."],
        .th: ["เลื่อนลงเพื่อฟื้นฟู", "ที่วางจำหน่ายทันทีรีเฟรช", "กำลังโหลด..."],
        .uk: ["Потягніть для оновлення", "Відпустіть для оновлення", "Завантаження..."],
        .zhHans: ["下拉可以刷新", "松开立即刷新", "正在刷新数据中..."],
        .zhHant: ["下拉可以刷新", "鬆開立即刷新", "正在刷新數據中..."],
        .ar: ["اسحب للأسفل للتحديث", "أفلِت للتحديث", "جارٍ التحميل..."],
    ]
    /// The other libraries: their own strings in their own languages, MJRefresh's of the same meaning in the others.
    static func withMJ(_ own: Table) -> Table { mj.merging(own) { $1 } }
    static let circle = withMJ([
        .zhHans: ["下拉刷新", "释放立即刷新", "正在加载"],
        .zhHant: ["下拉刷新", "釋放立即刷新", "正在加載"],
    ])
    static let arrow = withMJ([.en: ["Pull down to refresh...", "Release to refresh...", "Loading..."]])
    static let sv = withMJ([.en: ["Pull to refresh...", "Release to refresh...", "Loading..."]])

    static let cases: [(any RefreshStyle, String, Table)] = [
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
        #expect(LabelLanguage(identifier: "pt_br") == .ptBR && LabelLanguage(identifier: "AR") == .ar)
        #expect(LabelLanguage(identifier: "zh") == nil && LabelLanguage(identifier: "fr") == nil)
        #expect(LabelLanguage(identifier: "pt") == nil)
        #expect(LabelLanguage.identifiers == "en, ja, ko, pt-BR, ru, th, uk, zh-Hans, zh-Hant, ar")
    }

    /// Arabic labels are right to left (their paragraph direction when the text has no strong character); the others
    /// left to right. Every label layer carries its language's direction.
    @Test func writingDirections() throws {
        #expect(LabelLanguage.allCases.filter { $0.writingDirection == .rightToLeft } == [.ar])
        for style in [CircleStyle(), ArrowStyle(), SVStyle(), MJStyle()] as [any RefreshStyle] {
            for language in [LabelLanguage.ar, .th] {
                let options = LabelOptions(language: language, lastUpdated: .never)
                let directions = try labelLayers(style, .idle, options).map(\.direction)
                #expect(!directions.isEmpty && directions.allSatisfy { $0 == language.writingDirection }, "\(style.name)")
            }
        }
    }
}
