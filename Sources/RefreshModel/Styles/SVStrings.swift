import Raster
/// SVPullToRefresh's strings (STYLES.md §3.3). Like EGO it passes English through NSLocalizedString and ships no
/// `.strings`; every other language is the project's choice: MJRefresh's strings of the same meaning (§4.4, §4.6).
public enum SVStrings {
    /// The title per state.
    public static func titles(_ language: LabelLanguage) -> StateTitles {
        switch language {
        case .en: return StateTitles(idle: "Pull to refresh...", pulling: "Release to refresh...", refreshing: "Loading...")
        default: return MJStrings.titles(language)
        }
    }

    /// The subtitle once `lastUpdatedDate` is set: `Last Updated: %@` with short date and short time (en_US
    /// `M/d/yy h:mm a`, as EGO, §7 A12) or `Never`. Other languages (the project's choice): MJRefresh's
    /// `MJRefreshHeaderLastTimeText`, the language's short forms (§4.6), and its `MJRefreshHeaderNoneLastDateText`
    /// for never.
    public static func lastUpdated(_ value: LastUpdated, language: LabelLanguage) -> String {
        switch value {
        case .at: return ArrowStrings.lastUpdated(value, language: language)
        case .never:
            return ArrowStrings.lastUpdatedPrefix(language) + (language == .en ? "Never" : MJStrings.noneLastDateText(language))
        }
    }
}
