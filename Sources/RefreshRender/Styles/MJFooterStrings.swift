import Raster
/// MJRefresh's footer strings (`MJRefreshAutoFooter…Text`, `MJRefreshBackFooter…Text`, STYLES.md §4.5, §4.6), from
/// `MJRefresh.bundle/<lang>.lproj/Localizable.strings` where they could be read: en, zh-Hans, zh-Hant, ko (@06c069b),
/// th (@8745687, kept as the library writes it), ja (a UTF-8 copy of the bundle's file in a fork, the upstream file
/// being UTF-16). ru, pt-BR and uk (UTF-16 upstream, not read) and ar (not in the bundle) are the project's
/// translations, with the same refreshing text as the header's (`MJStrings`).
enum MJFooterStrings {
    /// The strings of one language: the auto footer's idle text (it has no pulling state), the back footer's idle and
    /// pulling texts, and the loading and no-more-data texts both footers share.
    struct Table {
        var autoIdle: String
        var backIdle: String
        var backPulling: String
        var refreshing: String
        var noMoreData: String
    }

    static func table(_ language: LabelLanguage) -> Table {
        switch language {
        case .en:
            return Table(autoIdle: "Tap or pull up to load more", backIdle: "Pull up to load more",
                         backPulling: "Release to load more", refreshing: "Loading...", noMoreData: "No more data")
        case .zhHans:
            return Table(autoIdle: "点击或上拉加载更多", backIdle: "上拉可以加载更多", backPulling: "松开立即加载更多",
                         refreshing: "正在加载更多的数据...", noMoreData: "已经全部加载完毕")
        case .zhHant:
            return Table(autoIdle: "點擊或上拉加載更多", backIdle: "上拉可以加載更多", backPulling: "鬆開立即加載更多",
                         refreshing: "正在加載更多的數據...", noMoreData: "已經全部加載完畢")
        case .ko:
            return Table(autoIdle: "탭 또는 위로 당겨 로드함", backIdle: "위로 당겨 더 로드 가능", backPulling: "놓으면 더 로드됨.",
                         refreshing: "로딩중...", noMoreData: "더이상 데이터 없음")
        case .th:
            return Table(autoIdle: "คลิกที่ LAC หรือ upload เพิ่ม", backIdle: "ดึงขึ้นไปโหลดเพิ่มเติม",
                         backPulling: "ปล่อยโหลดมากขึ้นทันที.", refreshing: "กำลังโหลด...", noMoreData: "ไม่มีข้อมูลเพิ่มเติม")
        case .ja:
            return Table(autoIdle: "タップまたはプルアップしてさらに読み込みます", backIdle: "プルアップしてさらにロード",
                         backPulling: "リリースしてさらに読み込む", refreshing: "読み込み中...", noMoreData: "もうデータはありません")
        case .ru:
            return Table(autoIdle: "Нажмите или потяните вверх, чтобы загрузить ещё", backIdle: "Потяните вверх, чтобы загрузить ещё",
                         backPulling: "Отпустите, чтобы загрузить ещё", refreshing: "Загрузка...", noMoreData: "Больше данных нет")
        case .ptBR:
            return Table(autoIdle: "Toque ou puxe para cima para carregar mais", backIdle: "Puxe para cima para carregar mais",
                         backPulling: "Solte para carregar mais", refreshing: "Carregando...", noMoreData: "Não há mais dados")
        case .uk:
            return Table(autoIdle: "Натисніть або потягніть угору, щоб завантажити ще",
                         backIdle: "Потягніть угору, щоб завантажити ще", backPulling: "Відпустіть, щоб завантажити ще",
                         refreshing: "Завантаження...", noMoreData: "Більше немає даних")
        case .ar:
            return Table(autoIdle: "انقر أو اسحب للأعلى لتحميل المزيد", backIdle: "اسحب للأعلى لتحميل المزيد",
                         backPulling: "أفلِت لتحميل المزيد", refreshing: "جارٍ التحميل...", noMoreData: "لا توجد بيانات أخرى")
        }
    }

    /// The auto footer's label per state. It has no pulling state: that slot repeats the idle text.
    static func autoFooter(_ language: LabelLanguage) -> StateTitles {
        let t = table(language)
        return StateTitles(idle: t.autoIdle, pulling: t.autoIdle, refreshing: t.refreshing, noMoreData: t.noMoreData)
    }

    /// The back footer's label per state.
    static func backFooter(_ language: LabelLanguage) -> StateTitles {
        let t = table(language)
        return StateTitles(idle: t.backIdle, pulling: t.backPulling, refreshing: t.refreshing, noMoreData: t.noMoreData)
    }
}
