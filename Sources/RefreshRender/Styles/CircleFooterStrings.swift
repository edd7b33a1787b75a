/// CLLRefresh's footer strings (STYLES.md §1.4): the source's Chinese literals are the zh-Hans set; zh-Hant converts
/// them character by character (加载 → 加載), as the header's (`CircleStrings`); every other language (the project's
/// choice) uses MJRefresh's back footer's strings of the same meaning (§4.5, §4.6). The footer has no pulling state:
/// that slot repeats the idle text.
enum CircleFooterStrings {
    /// The status label per state: Normal 上拉加载更多, Loading 加载中.
    static func titles(_ language: LabelLanguage) -> StateTitles {
        switch language {
        case .zhHans: return StateTitles(idle: "上拉加载更多", pulling: "上拉加载更多", refreshing: "加载中")
        case .zhHant: return StateTitles(idle: "上拉加載更多", pulling: "上拉加載更多", refreshing: "加載中")
        case .en, .ja, .ko, .ptBR, .ru, .th, .uk, .ar:
            let mj = MJFooterStrings.backFooter(language)
            return StateTitles(idle: mj.idle, pulling: mj.idle, refreshing: mj.refreshing)
        }
    }
}
