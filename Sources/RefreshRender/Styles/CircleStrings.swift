/// CLLRefresh's strings (STYLES.md §1.3). Its source strings are Chinese literals: they are the zh-Hans set. The
/// zh-Hant set converts them character by character (释放 → 釋放, 加载 → 加載, 时间 → 時間); every other language (the
/// project's choice) uses MJRefresh's strings of the same meaning in that language (§4.4, §4.6), and the project's
/// translation of 刷新时间.
enum CircleStrings {
    /// The status label per state.
    static func titles(_ language: LabelLanguage) -> StateTitles {
        switch language {
        case .zhHans: return StateTitles(idle: "下拉刷新", pulling: "释放立即刷新", refreshing: "正在加载")
        case .zhHant: return StateTitles(idle: "下拉刷新", pulling: "釋放立即刷新", refreshing: "正在加載")
        default: return MJStrings.titles(language)
        }
    }

    /// The time label before any refresh: 刷新时间 (§1.3), "refresh time".
    static func initialTimeText(_ language: LabelLanguage) -> String {
        switch language {
        case .zhHans: return "刷新时间"
        case .zhHant: return "刷新時間"
        case .en: return "Refresh time"
        case .ja: return "更新時刻"
        case .ko: return "새로고침 시간"
        case .ptBR: return "Refresh time"   // English, as MJRefresh's pt-BR strings are (§4.6)
        case .ru: return "Время обновления"
        case .th: return "เวลารีเฟรช"
        case .uk: return "Час оновлення"
        case .ar: return "وقت التحديث"
        }
    }

    /// The time label: `上次刷新：MM-dd HH:mm` (full-width colon, §1.3); other languages MJRefresh's
    /// `MJRefreshHeaderLastTimeText` (followed by a space after an ASCII colon) before the same fields, in the
    /// language's digits (§4.6); with no refresh recorded, the initial text.
    static func lastUpdated(_ value: LastUpdated, language: LabelLanguage) -> String {
        guard case .at(let date) = value else { return initialTimeText(language) }
        let prefix: String
        switch language {
        case .zhHans, .zhHant: prefix = "上次刷新："
        case .en: prefix = MJStrings.lastTimeText(language)
        default: prefix = ArrowStrings.lastUpdatedPrefix(language)
        }
        return prefix + DatePattern.format(date, "MM-dd HH:mm", language.dateConventions)
    }
}
