/// SVPullToRefresh's strings (STYLES.md §3.3). Like EGO it passes English through NSLocalizedString and ships no
/// `.strings`; every other language is the project's choice: MJRefresh's strings of the same meaning (§4.4, §4.6).
enum SVStrings {
    /// The title per state. The library's English says no direction, so the bottom position shows it too. In other
    /// languages (the project's choice) the top position takes MJRefresh's header strings of the same meaning (§4.6);
    /// the bottom position pulls up, so its idle text is a pull without "down": 上拉可以刷新 in Chinese (as
    /// MJRefresh's footers say 上拉), a plain "pull to refresh" elsewhere.
    static func titles(_ language: LabelLanguage, position: SVStyle.Position = .top) -> StateTitles {
        if language == .en {
            return StateTitles(idle: "Pull to refresh...", pulling: "Release to refresh...", refreshing: "Loading...")
        }
        var titles = MJStrings.titles(language)
        if position == .bottom { titles.idle = bottomIdle(language) }
        return titles
    }

    /// The bottom position's idle text: "pull to refresh" without a direction. MJRefresh's header idle text where it
    /// names none (ja, ru, uk: STYLES.md §4.6); English where MJRefresh's bundle is English (pt-BR); elsewhere the
    /// project's translations.
    static func bottomIdle(_ language: LabelLanguage) -> String {
        switch language {
        case .en: return "Pull to refresh..."
        case .ptBR: return "Pull to refresh"
        case .zhHans, .zhHant: return "上拉可以刷新"
        case .ja, .ru, .uk: return MJStrings.table(language).headerIdle
        case .ko: return "당겨서 새로고침"
        case .th: return "ดึงเพื่อรีเฟรช"
        case .ar: return "اسحب للتحديث"
        }
    }

    /// The subtitle once `lastUpdatedDate` is set: `Last Updated: %@` with short date and short time (en_US
    /// `M/d/yy h:mm a`, as EGO, §7 A12) or `Never`. Other languages (the project's choice): MJRefresh's
    /// `MJRefreshHeaderLastTimeText`, the language's short forms (§4.6), and its `MJRefreshHeaderNoneLastDateText`
    /// for never.
    static func lastUpdated(_ value: LastUpdated, language: LabelLanguage) -> String {
        switch value {
        case .at: return ArrowStrings.lastUpdated(value, language: language)
        case .never:
            return ArrowStrings.lastUpdatedPrefix(language) + (language == .en ? "Never" : MJStrings.noneLastDateText(language))
        }
    }
}
