import Raster
/// EGOTableViewPullRefresh's strings (STYLES.md §2.3). The library passes English literals through
/// NSLocalizedString and ships no `.strings`, so it has English only; the Chinese here are the project's choice:
/// MJRefresh's translations of the same meaning (§4.4), since EGO ships none.
public enum ArrowStrings {
    /// The status label per state.
    public static func titles(_ language: LabelLanguage) -> StateTitles {
        switch language {
        case .en: return StateTitles(idle: "Pull down to refresh...", pulling: "Release to refresh...", refreshing: "Loading...")
        case .zhHans, .zhHant: return MJStrings.titles(language)
        }
    }

    /// `Last Updated: %@` with NSDateFormatter's short date and short time. English uses en_US without the comma
    /// newer ICU inserts, `M/d/yy h:mm a` (§7 A12). Chinese (the project's choice) uses MJRefresh's 最后更新： /
    /// 最後更新： and the zh short forms `y/M/d HH:mm`. Without a date EGO sets the label to nil: empty.
    public static func lastUpdated(_ value: LastUpdated, language: LabelLanguage) -> String {
        guard case .at(let date) = value else { return "" }
        switch language {
        case .en: return "Last Updated: " + DatePattern.format(date, "M/d/yy h:mm a")
        case .zhHans, .zhHant: return MJStrings.lastTimeText(language) + DatePattern.format(date, "y/M/d HH:mm")
        }
    }
}
