import Raster
/// CLLRefresh's strings (STYLES.md §1.3). Its source strings are Chinese literals: they are the zh-Hans set. The
/// zh-Hant set converts them character by character (释放 → 釋放, 加载 → 加載, 时间 → 時間); English (the project's
/// choice) uses MJRefresh's English of the same meaning (§4.4).
public enum CircleStrings {
    /// The status label per state.
    public static func titles(_ language: LabelLanguage) -> StateTitles {
        switch language {
        case .zhHans: return StateTitles(idle: "下拉刷新", pulling: "释放立即刷新", refreshing: "正在加载")
        case .zhHant: return StateTitles(idle: "下拉刷新", pulling: "釋放立即刷新", refreshing: "正在加載")
        case .en: return MJStrings.titles(.en)
        }
    }

    /// The time label before any refresh: 刷新时间 (§1.3).
    public static func initialTimeText(_ language: LabelLanguage) -> String {
        switch language {
        case .zhHans: return "刷新时间"
        case .zhHant: return "刷新時間"
        case .en: return "Refresh time"
        }
    }

    /// The time label: `上次刷新：MM-dd HH:mm` (full-width colon, §1.3), English "Last update: MM-dd HH:mm"
    /// (MJRefresh's wording); with no refresh recorded, the initial text.
    public static func lastUpdated(_ value: LastUpdated, language: LabelLanguage) -> String {
        guard case .at(let date) = value else { return initialTimeText(language) }
        let prefix = language == .en ? "Last update: " : "上次刷新："
        return prefix + DatePattern.format(date, "MM-dd HH:mm")
    }
}
