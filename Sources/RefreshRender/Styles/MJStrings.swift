import Raster
/// MJRefresh's own strings, from `MJRefresh.bundle/<language>.lproj/Localizable.strings`, and its last-updated line
/// (`MJRefreshStateHeader`'s `setLastUpdatedTimeKey:`) (STYLES.md §4.4, §4.6). Arabic is not in the bundle: its strings
/// are the project's translation. The ja strings are the bundle's, read from a UTF-8 copy in a fork (§4.6); the pt-BR and
/// uk files are UTF-16 and could not be read where this was written: their strings are the project's translations too,
/// until checked against the bundle (§4.6).
enum MJStrings {
    /// The keys of one `.lproj` that the header uses.
    struct Table {
        let idle, pulling, refreshing: String
        /// `MJRefreshHeaderLastTimeText`, `MJRefreshHeaderDateTodayText`, `MJRefreshHeaderNoneLastDateText`.
        let lastTime, today, noneLastDate: String
    }

    static func table(_ language: LabelLanguage) -> Table {
        switch language {
        case .en:
            return Table(idle: "Pull down to refresh", pulling: "Release to refresh", refreshing: "Loading...",
                         lastTime: "Last update: ", today: "Today", noneLastDate: "No record")
        case .ja:
            return Table(idle: "プルダウンして更新", pulling: "リリースしてリフレッシュ", refreshing: "読み込み中...",
                         lastTime: "最後の更新: ", today: "今日", noneLastDate: "記録なし")
        case .ko:
            return Table(idle: "아래로 당겨 새로고침", pulling: "놓으면 새로고침", refreshing: "로딩중...",
                         lastTime: "마지막 업데이트: ", today: "오늘", noneLastDate: "기록 없음")
        case .ptBR:
            return Table(idle: "Puxe para baixo para atualizar", pulling: "Solte para atualizar", refreshing: "Carregando...",
                         lastTime: "Última atualização: ", today: "Hoje", noneLastDate: "Nenhum registro")
        case .ru:
            return Table(idle: "Тяните чтобы обновить", pulling: "Отпустите чтобы обновить", refreshing: "Загрузка...",
                         lastTime: "Последнее обновление:", today: "Сегодня", noneLastDate: "Нет записей")
        case .th:
            return Table(idle: "เลื่อนลงเพื่อฟื้นฟู", pulling: "ที่วางจำหน่ายทันทีรีเฟรช", refreshing: "กำลังโหลด...",
                         lastTime: "อัพเดทล่าสุด:", today: "ในวันนี้", noneLastDate: "ไม่มีการบันทึก")
        case .uk:
            return Table(idle: "Потягніть, щоб оновити", pulling: "Відпустіть, щоб оновити", refreshing: "Завантаження...",
                         lastTime: "Останнє оновлення: ", today: "Сьогодні", noneLastDate: "Немає записів")
        case .zhHans:
            return Table(idle: "下拉可以刷新", pulling: "松开立即刷新", refreshing: "正在刷新数据中...",
                         lastTime: "最后更新：", today: "今天", noneLastDate: "无记录")
        case .zhHant:
            return Table(idle: "下拉可以刷新", pulling: "鬆開立即刷新", refreshing: "正在刷新數據中...",
                         lastTime: "最後更新：", today: "今天", noneLastDate: "無記錄")
        case .ar:
            return Table(idle: "اسحب للأسفل للتحديث", pulling: "أفلِت للتحديث", refreshing: "جارٍ التحميل...",
                         lastTime: "آخر تحديث: ", today: "اليوم", noneLastDate: "لا يوجد سجل")
        }
    }

    /// The state label per state.
    static func titles(_ language: LabelLanguage) -> StateTitles {
        let t = table(language)
        return StateTitles(idle: t.idle, pulling: t.pulling, refreshing: t.refreshing)
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
