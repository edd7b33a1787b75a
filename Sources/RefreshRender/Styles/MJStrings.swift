/// MJRefresh's own strings: every key of `MJRefresh.bundle/<language>.lproj/Localizable.strings` that a drawn control
/// uses (the trailer's keys are left out: no trailer is drawn), verbatim, with the bundle's quirks (pt-BR's English,
/// th's and ja's wording), for every language MJRefresh has shipped: en, ko, ru, uk, zh-Hans and zh-Hant as at
/// 5647d82, ja, th and pt-BR as last shipped (STYLES.md §4.6). Arabic is not in the bundle: its strings are the
/// project's translation. Also the last-updated line (`MJRefreshStateHeader`'s `setLastUpdatedTimeKey:`, §4.4).
enum MJStrings {
    /// The keys of one `.lproj`, named after them (`headerIdle` is `MJRefreshHeaderIdleText`).
    struct Table {
        let headerIdle, headerPulling, headerRefreshing: String
        let autoFooterIdle, autoFooterRefreshing, autoFooterNoMoreData: String
        let backFooterIdle, backFooterPulling, backFooterRefreshing, backFooterNoMoreData: String
        /// `MJRefreshHeaderLastTimeText`, `MJRefreshHeaderDateTodayText`, `MJRefreshHeaderNoneLastDateText`.
        let lastTime, today, noneLastDate: String
    }

    static func table(_ language: LabelLanguage) -> Table {
        switch language {
        case .en:
            return Table(headerIdle: "Pull down to refresh", headerPulling: "Release to refresh", headerRefreshing: "Loading...",
                         autoFooterIdle: "Tap or pull up to load more", autoFooterRefreshing: "Loading...", autoFooterNoMoreData: "No more data",
                         backFooterIdle: "Pull up to load more", backFooterPulling: "Release to load more",
                         backFooterRefreshing: "Loading...", backFooterNoMoreData: "No more data",
                         lastTime: "Last update: ", today: "Today", noneLastDate: "No record")
        case .ja:
            return Table(headerIdle: "引っ張って更新する", headerPulling: "指を離すと更新する", headerRefreshing: "データ更新中...",
                         autoFooterIdle: "タップまたはプルアップして、さらに読み込む", autoFooterRefreshing: "読み込み中...", autoFooterNoMoreData: "ロード済み",
                         backFooterIdle: "プルアップして、さらに読み込む", backFooterPulling: "指を離すとさらに読み込む",
                         backFooterRefreshing: "読み込み中...", backFooterNoMoreData: "ロード済み",
                         lastTime: "更新済み：", today: "今日", noneLastDate: "記録なし")
        case .ko:
            return Table(headerIdle: "아래로 당겨 새로고침", headerPulling: "놓으면 새로고침", headerRefreshing: "로딩중...",
                         autoFooterIdle: "탭 또는 위로 당겨 로드함", autoFooterRefreshing: "로딩중...", autoFooterNoMoreData: "더이상 데이터 없음",
                         backFooterIdle: "위로 당겨 더 로드 가능", backFooterPulling: "놓으면 더 로드됨.",
                         backFooterRefreshing: "로딩중...", backFooterNoMoreData: "더이상 데이터 없음",
                         lastTime: "마지막 업데이트: ", today: "오늘", noneLastDate: "기록 없음")
        case .ptBR:
            return Table(headerIdle: "Pull down to refresh", headerPulling: "Release to refresh", headerRefreshing: "Loading...",
                         autoFooterIdle: "Tap or pull up to load more", autoFooterRefreshing: "Loading...", autoFooterNoMoreData: "No more data",
                         backFooterIdle: "Pull up to load more", backFooterPulling: "Release to load more.",
                         backFooterRefreshing: "Loading...", backFooterNoMoreData: "No more data",
                         lastTime: "Last update:", today: "Today", noneLastDate: "No record")
        case .ru:
            return Table(headerIdle: "Потяните чтобы обновить", headerPulling: "Отпустите чтобы обновить", headerRefreshing: "Загрузка...",
                         autoFooterIdle: "Нажмите или потяните чтобы загрузить еще", autoFooterRefreshing: "Загрузка...", autoFooterNoMoreData: "Больше нет данных",
                         backFooterIdle: "Потяните чтобы загрузить еще", backFooterPulling: "Отпустите чтобы загрузить еще",
                         backFooterRefreshing: "Загрузка...", backFooterNoMoreData: "Больше нет данных",
                         lastTime: "Последнее обновление: ", today: "Сегодня", noneLastDate: "Нет записи")
        case .th:
            return Table(headerIdle: "เลื่อนลงเพื่อฟื้นฟู", headerPulling: "ที่วางจำหน่ายทันทีรีเฟรช", headerRefreshing: "กำลังโหลด...",
                         autoFooterIdle: "คลิกที่ LAC หรือ upload เพิ่ม", autoFooterRefreshing: "กำลังโหลด...", autoFooterNoMoreData: "ไม่มีข้อมูลเพิ่มเติม",
                         backFooterIdle: "ดึงขึ้นไปโหลดเพิ่มเติม", backFooterPulling: "ปล่อยโหลดมากขึ้นทันที.",
                         backFooterRefreshing: "กำลังโหลด...", backFooterNoMoreData: "ไม่มีข้อมูลเพิ่มเติม",
                         lastTime: "อัพเดทล่าสุด:", today: "ในวันนี้", noneLastDate: "ไม่มีการบันทึก")
        case .uk:
            return Table(headerIdle: "Потягніть для оновлення", headerPulling: "Відпустіть для оновлення", headerRefreshing: "Завантаження...",
                         autoFooterIdle: "Натисніть або потягніть щоб завантажити ще", autoFooterRefreshing: "Завантаження...", autoFooterNoMoreData: "Більше немає даних",
                         backFooterIdle: "Потягніть щоб завантажити ще", backFooterPulling: "Відпустіть щоб завантажити ще",
                         backFooterRefreshing: "Завантаження...", backFooterNoMoreData: "Більше немає даних",
                         lastTime: "Останнє оновлення: ", today: "Сьогодні", noneLastDate: "Немає запису")
        case .zhHans:
            return Table(headerIdle: "下拉可以刷新", headerPulling: "松开立即刷新", headerRefreshing: "正在刷新数据中...",
                         autoFooterIdle: "点击或上拉加载更多", autoFooterRefreshing: "正在加载更多的数据...", autoFooterNoMoreData: "已经全部加载完毕",
                         backFooterIdle: "上拉可以加载更多", backFooterPulling: "松开立即加载更多",
                         backFooterRefreshing: "正在加载更多的数据...", backFooterNoMoreData: "已经全部加载完毕",
                         lastTime: "最后更新：", today: "今天", noneLastDate: "无记录")
        case .zhHant:
            return Table(headerIdle: "下拉可以刷新", headerPulling: "鬆開立即刷新", headerRefreshing: "正在刷新數據中...",
                         autoFooterIdle: "點擊或上拉加載更多", autoFooterRefreshing: "正在加載更多的數據...", autoFooterNoMoreData: "已經全部加載完畢",
                         backFooterIdle: "上拉可以加載更多", backFooterPulling: "鬆開立即加載更多",
                         backFooterRefreshing: "正在加載更多的數據...", backFooterNoMoreData: "已經全部加載完畢",
                         lastTime: "最後更新：", today: "今天", noneLastDate: "無記錄")
        // Not in the bundle: the project's translation (STYLES.md §4.6).
        case .ar:
            return Table(headerIdle: "اسحب للأسفل للتحديث", headerPulling: "أفلِت للتحديث", headerRefreshing: "جارٍ التحميل...",
                         autoFooterIdle: "انقر أو اسحب للأعلى لتحميل المزيد", autoFooterRefreshing: "جارٍ التحميل...", autoFooterNoMoreData: "لا توجد بيانات أخرى",
                         backFooterIdle: "اسحب للأعلى لتحميل المزيد", backFooterPulling: "أفلِت لتحميل المزيد",
                         backFooterRefreshing: "جارٍ التحميل...", backFooterNoMoreData: "لا توجد بيانات أخرى",
                         lastTime: "آخر تحديث: ", today: "اليوم", noneLastDate: "لا يوجد سجل")
        }
    }

    /// The state label per state.
    static func titles(_ language: LabelLanguage) -> StateTitles {
        let t = table(language)
        return StateTitles(idle: t.headerIdle, pulling: t.headerPulling, refreshing: t.headerRefreshing)
    }

    /// `MJRefreshHeaderLastTimeText`.
    static func lastTimeText(_ language: LabelLanguage) -> String { table(language).lastTime }

    /// `MJRefreshHeaderDateTodayText`.
    static func todayText(_ language: LabelLanguage) -> String { table(language).today }

    /// `MJRefreshHeaderNoneLastDateText`.
    static func noneLastDateText(_ language: LabelLanguage) -> String { table(language).noneLastDate }

    /// The last-updated line: `LastTimeText + (isToday ? TodayText : "") + time`, time formatted " HH:mm" when
    /// today, "MM-dd HH:mm" in the same year, else "yyyy-MM-dd HH:mm", with the language's digits and calendar year
    /// (§4.6); `LastTimeText + NoneLastDateText` without a date. The library's quirk is kept: "today" compares only the
    /// day of the month with `now`'s (§4.4).
    static func lastUpdated(_ value: LastUpdated, now: LabelDateTime, language: LabelLanguage) -> String {
        guard case .at(let date) = value else { return lastTimeText(language) + noneLastDateText(language) }
        let conventions = language.dateConventions
        if date.day == now.day {
            return lastTimeText(language) + todayText(language) + DatePattern.format(date, " HH:mm", conventions)
        }
        let pattern = date.year == now.year ? "MM-dd HH:mm" : "yyyy-MM-dd HH:mm"
        return lastTimeText(language) + DatePattern.format(date, pattern, conventions)
    }
}
