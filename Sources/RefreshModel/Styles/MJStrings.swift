import Raster
/// MJRefresh's own strings, from `MJRefresh.bundle/{en,zh-Hans,zh-Hant}.lproj/Localizable.strings`, and its
/// last-updated line (`MJRefreshStateHeader`'s `setLastUpdatedTimeKey:`) (STYLES.md §4.4).
public enum MJStrings {
    /// The state label per state.
    public static func titles(_ language: LabelLanguage) -> StateTitles {
        switch language {
        case .en: return StateTitles(idle: "Pull down to refresh", pulling: "Release to refresh", refreshing: "Loading...")
        case .zhHans: return StateTitles(idle: "下拉可以刷新", pulling: "松开立即刷新", refreshing: "正在刷新数据中...")
        case .zhHant: return StateTitles(idle: "下拉可以刷新", pulling: "鬆開立即刷新", refreshing: "正在刷新數據中...")
        }
    }

    /// `MJRefreshHeaderLastTimeText`.
    public static func lastTimeText(_ language: LabelLanguage) -> String {
        switch language {
        case .en: return "Last update: "
        case .zhHans: return "最后更新："
        case .zhHant: return "最後更新："
        }
    }

    /// `MJRefreshHeaderDateTodayText`.
    public static func todayText(_ language: LabelLanguage) -> String {
        language == .en ? "Today" : "今天"
    }

    /// `MJRefreshHeaderNoneLastDateText`.
    public static func noneLastDateText(_ language: LabelLanguage) -> String {
        switch language {
        case .en: return "No record"
        case .zhHans: return "无记录"
        case .zhHant: return "無記錄"
        }
    }

    /// The last-updated line: `LastTimeText + (isToday ? TodayText : "") + time`, time formatted " HH:mm" when
    /// today, "MM-dd HH:mm" in the same year, else "yyyy-MM-dd HH:mm"; `LastTimeText + NoneLastDateText` without a
    /// date. The library's quirk is kept: "today" compares only the day of the month with `now`'s (§4.4).
    public static func lastUpdated(_ value: LastUpdated, now: LabelDateTime, language: LabelLanguage) -> String {
        guard case .at(let date) = value else { return lastTimeText(language) + noneLastDateText(language) }
        if date.day == now.day {
            return lastTimeText(language) + todayText(language) + DatePattern.format(date, " HH:mm")
        }
        let pattern = date.year == now.year ? "MM-dd HH:mm" : "yyyy-MM-dd HH:mm"
        return lastTimeText(language) + DatePattern.format(date, pattern)
    }
}
