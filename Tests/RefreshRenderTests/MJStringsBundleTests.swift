import Foundation
import Testing
@testable import RefreshRender

/// MJRefresh's strings are the bundle's, verbatim: read from copies of its `Localizable.strings` (Fixtures/
/// mjrefresh-lproj, one file a language it has shipped, STYLES.md §4.6) and compared key by key with `MJStrings`.
@Suite struct MJStringsBundleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mjrefresh-lproj")

    /// The bundle's keys and where `MJStrings.Table` holds each.
    static var fields: [String: KeyPath<MJStrings.Table, String>] { [
        "MJRefreshHeaderIdleText": \.headerIdle, "MJRefreshHeaderPullingText": \.headerPulling,
        "MJRefreshHeaderRefreshingText": \.headerRefreshing,
        "MJRefreshAutoFooterIdleText": \.autoFooterIdle, "MJRefreshAutoFooterRefreshingText": \.autoFooterRefreshing,
        "MJRefreshAutoFooterNoMoreDataText": \.autoFooterNoMoreData,
        "MJRefreshBackFooterIdleText": \.backFooterIdle, "MJRefreshBackFooterPullingText": \.backFooterPulling,
        "MJRefreshBackFooterRefreshingText": \.backFooterRefreshing, "MJRefreshBackFooterNoMoreDataText": \.backFooterNoMoreData,
        "MJRefreshHeaderLastTimeText": \.lastTime, "MJRefreshHeaderDateTodayText": \.today,
        "MJRefreshHeaderNoneLastDateText": \.noneLastDate,
    ] }
    /// No trailer is drawn, so its keys are not used.
    static let unused: Set<String> = ["MJRefreshTrailerIdleText", "MJRefreshTrailerPullingText"]

    /// `"KEY" = "VALUE";` lines (the bundle's files use no escapes); any other line that is not blank fails the test.
    static func read(_ language: String) throws -> [String: String] {
        let text = try String(contentsOf: folder.appendingPathComponent(language + ".strings"), encoding: .utf8)
        var table: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            let parts = trimmed.components(separatedBy: "\" = \"")
            guard parts.count == 2, parts[0].hasPrefix("\""), parts[1].hasSuffix("\";"), !trimmed.contains("\\") else {
                Issue.record("\(language).strings: a line that is not \"KEY\" = \"VALUE\";: \(line)")
                continue
            }
            table[String(parts[0].dropFirst())] = String(parts[1].dropLast(2))
        }
        return table
    }

    /// Every language MJRefresh has shipped has its file, and every file is a language the project renders.
    @Test func everyShippedLanguageHasItsFile() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".strings") }.map { String($0.dropLast(".strings".count)) }.sorted()
        #expect(files == ["en", "ja", "ko", "pt-BR", "ru", "th", "uk", "zh-Hans", "zh-Hant"])
        #expect(files.allSatisfy { LabelLanguage(identifier: $0) != nil })
        // Arabic is the one language of the project that MJRefresh never shipped.
        #expect(Set(LabelLanguage.allCases).subtracting(files.compactMap(LabelLanguage.init(identifier:))) == [.ar])
    }

    @Test(arguments: ["en", "ja", "ko", "pt-BR", "ru", "th", "uk", "zh-Hans", "zh-Hant"])
    func everyStringIsTheBundles(_ identifier: String) throws {
        let bundle = try Self.read(identifier)
        let language = try #require(LabelLanguage(identifier: identifier))
        let ours = MJStrings.table(language)
        #expect(Set(bundle.keys).subtracting(Self.unused) == Set(Self.fields.keys), "\(identifier): the keys")
        for (key, value) in bundle where !Self.unused.contains(key) {
            let field = try #require(Self.fields[key], "\(identifier): \(key)")
            #expect(ours[keyPath: field] == value, "\(identifier) \(key)")
        }
    }

    /// The same strings, as literals in the sources a reader greps: each appears verbatim, quotes and all.
    @Test func everyStringAppearsVerbatimInTheSources() throws {
        let styles = Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/RefreshRender/Styles")
        let source = try FileManager.default.contentsOfDirectory(atPath: styles.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: styles.appendingPathComponent($0), encoding: .utf8) }.joined()
        var checked = 0
        for identifier in ["en", "ja", "ko", "pt-BR", "ru", "th", "uk", "zh-Hans", "zh-Hant"] {
            for (key, value) in try Self.read(identifier) where !Self.unused.contains(key) {
                #expect(source.contains("\"\(value)\""), "\(identifier) \(key): \(value)")
                checked += 1
            }
        }
        #expect(checked == 9 * 13)
    }
}
