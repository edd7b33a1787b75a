import Foundation
/// The language of a header's labels: every language MJRefresh has shipped (`MJRefresh.bundle/*.lproj`, STYLES.md
/// §4.6) and Arabic, the project's right-to-left translation. Each style has its own strings in each (§1.3, §2.3, §3.3,
/// §4.4, §4.6).
public enum LabelLanguage: String, Sendable, Hashable, CaseIterable {
    /// English.
    case en = "en"
    /// Japanese.
    case ja = "ja"
    /// Korean.
    case ko = "ko"
    /// Brazilian Portuguese (MJRefresh's pt-BR strings are English, §4.6).
    case ptBR = "pt-BR"
    /// Russian.
    case ru = "ru"
    /// Thai.
    case th = "th"
    /// Ukrainian.
    case uk = "uk"
    /// Simplified Chinese.
    case zhHans = "zh-Hans"
    /// Traditional Chinese.
    case zhHant = "zh-Hant"
    /// Arabic (right to left; MJRefresh never shipped it: the project's translation).
    case ar = "ar"

    /// Parses a language identifier such as "en", "pt-BR" or "zh-Hant" (letter case and `_` for `-` are forgiven).
    public init?(identifier: String) {
        let wanted = identifier.replacingOccurrences(of: "_", with: "-").lowercased()
        guard let match = LabelLanguage.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else { return nil }
        self = match
    }

    /// The identifiers accepted, for messages: "en, ja, ko, pt-BR, ru, th, uk, zh-Hans, zh-Hant, ar".
    package static var identifiers: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The direction of the language's script: the paragraph direction of its labels when their text has no strongly
    /// directional character (UIKit's natural writing direction in an app localised to it).
    package var writingDirection: WritingDirection { self == .ar ? .rightToLeft : .leftToRight }
}
