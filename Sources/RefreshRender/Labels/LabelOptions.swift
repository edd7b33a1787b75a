import Foundation
/// What the user chose for a header's labels (`--locale`, `--title`, `--subtitle`, `--last-updated`): the language,
/// overrides of the status text per state and of the second line, and the last-updated moment with the clock it is
/// compared against. The defaults are fixed so frames are reproducible.
public struct LabelOptions: Sendable, Hashable, CustomStringConvertible {
    /// The labels' language; nil uses the style's own default (en, or zh-Hans for the circle style).
    public var language: LabelLanguage?
    /// Status text replacing the style's own, per state. An idle override also applies while ending, unless ending
    /// has its own: the libraries show their idle text then.
    public var titles: [RefreshState: String]
    /// Text replacing the second line (EGO lastUpdatedLabel, SV subtitle, MJ lastUpdatedTimeLabel, CLL timeLabel).
    public var subtitle: String?
    /// The last update shown; nil is the style's default (EGO and MJ show `defaultDate`, SV shows no subtitle,
    /// CLL its initial 刷新时间).
    public var lastUpdated: LastUpdated?
    /// The clock that "today" and "this year" are judged against (MJRefresh, STYLES.md §4.4).
    public var now: LabelDateTime

    /// The fixed default last update and clock: 2026-11-22 14:05, so the default labels read
    /// "Last Updated: 11/22/26 2:05 PM" (EGO) and "Last update: Today 14:05" (MJ).
    public static let defaultDate = LabelDateTime(year: 2026, month: 11, day: 22, hour: 14, minute: 5)

    public init(language: LabelLanguage? = nil, titles: [RefreshState: String] = [:], subtitle: String? = nil,
                lastUpdated: LastUpdated? = nil, now: LabelDateTime = LabelOptions.defaultDate) {
        self.language = language
        self.titles = titles
        self.subtitle = subtitle
        self.lastUpdated = lastUpdated
        self.now = now
    }

    /// The chosen language, or `fallback` (the style's default).
    public func language(default fallback: LabelLanguage) -> LabelLanguage {
        language ?? fallback
    }

    /// The status text for `state`: the override, else the idle override while ending, else the style's `table`.
    public func title(for state: RefreshState, table: StateTitles) -> String {
        if let text = titles[state] { return text }
        if state == .ending, let text = titles[.idle] { return text }
        return table[state]
    }

    /// One line naming every choice, for the frame manifest: `locale=zh-Hant last-updated=2025-03-01T09:30:00
    /// now=2026-11-22T14:05:00 title.idle="拉" subtitle="Synced"`.
    public var description: String {
        var parts = ["locale=\(language?.rawValue ?? "default")"]
        switch lastUpdated {
        case nil: parts.append("last-updated=default")
        case .never?: parts.append("last-updated=never")
        case .at(let date)?: parts.append("last-updated=\(date)")
        }
        parts.append("now=\(now)")
        for state in RefreshState.allCases {
            if let text = titles[state] { parts.append("title.\(state.rawValue)=\(quoted(text))") }
        }
        if let subtitle { parts.append("subtitle=\(quoted(subtitle))") }
        return parts.joined(separator: " ")
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The last update of styles that always show one (EGO, MJ): the chosen one or `defaultDate`.
    package var lastUpdatedOrDefault: LastUpdated {
        lastUpdated ?? .at(LabelOptions.defaultDate)
    }
}
