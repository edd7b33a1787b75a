import Raster
/// The language of a header's labels: the three MJRefresh ships (`MJRefresh.bundle/{en,zh-Hans,zh-Hant}.lproj`,
/// STYLES.md §4.4). Each style has its own strings in each (§1.3, §2.3, §3.3, §4.4).
public enum LabelLanguage: String, Sendable, Hashable, CaseIterable {
    /// English.
    case en = "en"
    /// Simplified Chinese.
    case zhHans = "zh-Hans"
    /// Traditional Chinese.
    case zhHant = "zh-Hant"

    /// Parses a language identifier, "en", "zh-Hans" or "zh-Hant" (letter case and `_` for `-` are forgiven).
    public init?(identifier: String) {
        let wanted = identifier.replacingOccurrences(of: "_", with: "-").lowercased()
        guard let match = LabelLanguage.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else { return nil }
        self = match
    }

    /// The identifiers accepted, for messages: "en, zh-Hans, zh-Hant".
    public static var identifiers: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
