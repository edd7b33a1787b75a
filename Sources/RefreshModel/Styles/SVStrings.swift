import Raster
/// SVPullToRefresh's strings (STYLES.md §3.3). Like EGO it passes English through NSLocalizedString and ships no
/// `.strings`; the Chinese here are the project's choice: MJRefresh's translations of the same meaning (§4.4).
public enum SVStrings {
    /// The title per state. The library's English says no direction, so the bottom position shows it too; the
    /// Chinese of the bottom position pulls up (上拉, as MJRefresh's footers) where the header's pulls down (下拉).
    public static func titles(_ language: LabelLanguage, position: SVStyle.Position = .top) -> StateTitles {
        switch (language, position) {
        case (.en, _): return StateTitles(idle: "Pull to refresh...", pulling: "Release to refresh...", refreshing: "Loading...")
        case (.zhHans, .top), (.zhHant, .top): return MJStrings.titles(language)
        case (.zhHans, .bottom), (.zhHant, .bottom):
            var titles = MJStrings.titles(language)
            titles.idle = "上拉可以刷新"
            return titles
        }
    }

    /// The subtitle once `lastUpdatedDate` is set: `Last Updated: %@` with short date and short time (en_US
    /// `M/d/yy h:mm a`, as EGO, §7 A12) or `Never`. Chinese (the project's choice): MJRefresh's 最后更新： /
    /// 最後更新：, the zh short forms `y/M/d HH:mm`, and 无记录 / 無記錄 for never.
    public static func lastUpdated(_ value: LastUpdated, language: LabelLanguage) -> String {
        switch (language, value) {
        case (.en, .at(let date)): return "Last Updated: " + DatePattern.format(date, "M/d/yy h:mm a")
        case (.en, .never): return "Last Updated: Never"
        case (_, .at(let date)): return MJStrings.lastTimeText(language) + DatePattern.format(date, "y/M/d HH:mm")
        case (_, .never): return MJStrings.lastTimeText(language) + MJStrings.noneLastDateText(language)
        }
    }
}
