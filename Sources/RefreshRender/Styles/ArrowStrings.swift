/// EGOTableViewPullRefresh's strings (STYLES.md §2.3). The library passes English literals through
/// NSLocalizedString and ships no `.strings`, so it has English only; every other language is the project's choice:
/// MJRefresh's strings of the same meaning in that language (§4.4, §4.6), since EGO ships none.
enum ArrowStrings {
    /// The status label per state.
    static func titles(_ language: LabelLanguage) -> StateTitles {
        switch language {
        case .en: return StateTitles(idle: "Pull down to refresh...", pulling: "Release to refresh...", refreshing: "Loading...")
        default: return MJStrings.titles(language)
        }
    }

    /// `Last Updated: %@` with NSDateFormatter's short date and short time. English uses en_US without the comma
    /// newer ICU inserts, `M/d/yy h:mm a` (§7 A12). Other languages (the project's choice) use MJRefresh's
    /// `MJRefreshHeaderLastTimeText` and the language's short forms (§4.6). Without a date EGO sets the label to nil:
    /// empty.
    static func lastUpdated(_ value: LastUpdated, language: LabelLanguage) -> String {
        guard case .at(let date) = value else { return "" }
        return lastUpdatedPrefix(language) + DatePattern.format(date, language.dateConventions.shortDateTime,
                                                                language.dateConventions)
    }

    /// `Last Updated: ` in English (EGO's and SV's own words), else MJRefresh's `MJRefreshHeaderLastTimeText`, with
    /// the space after an ASCII colon that EGO's and SV's format strings have (th and pt-BR end theirs at the colon).
    static func lastUpdatedPrefix(_ language: LabelLanguage) -> String {
        guard language != .en else { return "Last Updated: " }
        let text = MJStrings.lastTimeText(language)
        return text.hasSuffix(":") ? text + " " : text
    }
}
