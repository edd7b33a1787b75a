/// MJRefresh's footer labels per state (`MJRefreshAutoFooter…Text`, `MJRefreshBackFooter…Text`, STYLES.md §4.5, §4.6),
/// from the bundle's tables in `MJStrings`.
enum MJFooterStrings {
    /// The auto footer's label per state. It has no pulling state: that slot repeats the idle text.
    static func autoFooter(_ language: LabelLanguage) -> StateTitles {
        let t = MJStrings.table(language)
        return StateTitles(idle: t.autoFooterIdle, pulling: t.autoFooterIdle, refreshing: t.autoFooterRefreshing,
                           noMoreData: t.autoFooterNoMoreData)
    }

    /// The back footer's label per state.
    static func backFooter(_ language: LabelLanguage) -> StateTitles {
        let t = MJStrings.table(language)
        return StateTitles(idle: t.backFooterIdle, pulling: t.backFooterPulling, refreshing: t.backFooterRefreshing,
                           noMoreData: t.backFooterNoMoreData)
    }
}
