import Raster
/// MJRefresh's footer strings, from `MJRefresh.bundle/{en,zh-Hans,zh-Hant}.lproj/Localizable.strings`
/// (`MJRefreshAutoFooter…Text`, `MJRefreshBackFooter…Text`, STYLES.md §4.5).
public enum MJFooterStrings {
    /// The auto footer's label per state. It has no pulling state: that slot repeats the idle text.
    public static func autoFooter(_ language: LabelLanguage) -> StateTitles {
        switch language {
        case .en:
            return StateTitles(idle: "Tap or pull up to load more", pulling: "Tap or pull up to load more",
                               refreshing: "Loading...", noMoreData: "No more data")
        case .zhHans:
            return StateTitles(idle: "点击或上拉加载更多", pulling: "点击或上拉加载更多", refreshing: "正在加载更多的数据...",
                               noMoreData: "已经全部加载完毕")
        case .zhHant:
            return StateTitles(idle: "點擊或上拉加載更多", pulling: "點擊或上拉加載更多", refreshing: "正在加載更多的數據...",
                               noMoreData: "已經全部加載完畢")
        }
    }

    /// The back footer's label per state.
    public static func backFooter(_ language: LabelLanguage) -> StateTitles {
        switch language {
        case .en:
            return StateTitles(idle: "Pull up to load more", pulling: "Release to load more", refreshing: "Loading...",
                               noMoreData: "No more data")
        case .zhHans:
            return StateTitles(idle: "上拉可以加载更多", pulling: "松开立即加载更多", refreshing: "正在加载更多的数据...",
                               noMoreData: "已经全部加载完毕")
        case .zhHant:
            return StateTitles(idle: "上拉可以加載更多", pulling: "鬆開立即加載更多", refreshing: "正在加載更多的數據...",
                               noMoreData: "已經全部加載完畢")
        }
    }
}
