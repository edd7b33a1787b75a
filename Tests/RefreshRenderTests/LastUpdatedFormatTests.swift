import Testing
@testable import RefreshRender

/// The libraries' last-updated lines (STYLES.md §1.3, §2.3, §3.3, §4.4, §7 A12) and the date-time they format.
@Suite struct LastUpdatedFormatTests {
    static let now = LabelOptions.defaultDate   // 2026-11-22 14:05
    static func at(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int) -> LastUpdated {
        .at(LabelDateTime(year: y, month: mo, day: d, hour: h, minute: mi))
    }

    @Test func patterns() {
        let d = LabelDateTime(year: 2026, month: 3, day: 1, hour: 0, minute: 7, second: 9)
        #expect(DatePattern.format(d, "M/d/yy h:mm a") == "3/1/26 12:07 AM")
        #expect(DatePattern.format(d, "yyyy-MM-dd HH:mm:ss") == "2026-03-01 00:07:09")
        #expect(DatePattern.format(LabelDateTime(year: 2009, month: 12, day: 31, hour: 12, minute: 0), "yy h a") == "09 12 PM")
        #expect(DatePattern.format(LabelDateTime(year: 2026, month: 1, day: 2, hour: 23, minute: 59), "'T'H hh") == "T23 11")
    }

    /// EGO: en_US short date and time without the comma, `M/d/yy h:mm a` (§7 A12); Chinese the project's choice.
    @Test func ego() {
        #expect(ArrowStrings.lastUpdated(Self.at(2026, 11, 22, 14, 5), language: .en) == "Last Updated: 11/22/26 2:05 PM")
        #expect(ArrowStrings.lastUpdated(Self.at(2013, 1, 5, 9, 30), language: .en) == "Last Updated: 1/5/13 9:30 AM")
        #expect(ArrowStrings.lastUpdated(Self.at(2026, 11, 22, 14, 5), language: .zhHans) == "最后更新：2026/11/22 14:05")
        #expect(ArrowStrings.lastUpdated(Self.at(2026, 3, 1, 9, 5), language: .zhHant) == "最後更新：2026/3/1 09:05")
        #expect(ArrowStrings.lastUpdated(.never, language: .en) == "")
    }

    /// MJ: today " HH:mm" after TodayText, same year "MM-dd HH:mm", else "yyyy-MM-dd HH:mm", never → no record.
    @Test func mj() {
        let n = Self.now
        #expect(MJStrings.lastUpdated(Self.at(2026, 11, 22, 9, 3), now: n, language: .en) == "Last update: Today 09:03")
        #expect(MJStrings.lastUpdated(Self.at(2026, 11, 22, 14, 5), now: n, language: .zhHans) == "最后更新：今天 14:05")
        #expect(MJStrings.lastUpdated(Self.at(2026, 11, 22, 14, 5), now: n, language: .zhHant) == "最後更新：今天 14:05")
        #expect(MJStrings.lastUpdated(Self.at(2026, 3, 1, 9, 30), now: n, language: .en) == "Last update: 03-01 09:30")
        #expect(MJStrings.lastUpdated(Self.at(2026, 11, 21, 23, 59), now: n, language: .zhHans) == "最后更新：11-21 23:59")
        #expect(MJStrings.lastUpdated(Self.at(2025, 3, 1, 9, 30), now: n, language: .en) == "Last update: 2025-03-01 09:30")
        #expect(MJStrings.lastUpdated(Self.at(2025, 3, 1, 9, 30), now: n, language: .zhHant) == "最後更新：2025-03-01 09:30")
        #expect(MJStrings.lastUpdated(.never, now: n, language: .en) == "Last update: No record")
        #expect(MJStrings.lastUpdated(.never, now: n, language: .zhHans) == "最后更新：无记录")
        #expect(MJStrings.lastUpdated(.never, now: n, language: .zhHant) == "最後更新：無記錄")
    }

    /// The quirk: "today" compares only the day of the month, so the 22nd of another month or year is "today".
    @Test func mjTodayComparesOnlyTheDayOfMonth() {
        let n = Self.now
        #expect(MJStrings.lastUpdated(Self.at(2026, 10, 22, 8, 0), now: n, language: .en) == "Last update: Today 08:00")
        #expect(MJStrings.lastUpdated(Self.at(2019, 2, 22, 8, 0), now: n, language: .zhHans) == "最后更新：今天 08:00")
    }

    /// MJ judges "today" against the options' clock.
    @Test func mjUsesTheClock() throws {
        let options = LabelOptions(lastUpdated: Self.at(2026, 11, 22, 14, 5),
                                   now: LabelDateTime(year: 2027, month: 1, day: 3, hour: 8, minute: 0))
        #expect(try labelStrings(MJStyle(), .idle, options)["lastUpdated"] == "Last update: 2026-11-22 14:05")
    }

    /// CLL: `上次刷新：MM-dd HH:mm`, the initial 刷新时间 when never.
    @Test func cll() {
        #expect(CircleStrings.lastUpdated(Self.at(2026, 11, 22, 14, 5), language: .zhHans) == "上次刷新：11-22 14:05")
        #expect(CircleStrings.lastUpdated(Self.at(2025, 1, 2, 3, 4), language: .zhHant) == "上次刷新：01-02 03:04")
        #expect(CircleStrings.lastUpdated(Self.at(2026, 11, 22, 14, 5), language: .en) == "Last update: 11-22 14:05")
        #expect(CircleStrings.lastUpdated(.never, language: .zhHans) == "刷新时间")
        #expect(CircleStrings.lastUpdated(.never, language: .zhHant) == "刷新時間")
        #expect(CircleStrings.lastUpdated(.never, language: .en) == "Refresh time")
    }

    /// SV: `Last Updated: %@` short/short or `Never`.
    @Test func sv() {
        #expect(SVStrings.lastUpdated(Self.at(2026, 11, 22, 14, 5), language: .en) == "Last Updated: 11/22/26 2:05 PM")
        #expect(SVStrings.lastUpdated(.never, language: .en) == "Last Updated: Never")
        #expect(SVStrings.lastUpdated(Self.at(2026, 11, 22, 0, 5), language: .zhHans) == "最后更新：2026/11/22 00:05")
        #expect(SVStrings.lastUpdated(.never, language: .zhHant) == "最後更新：無記錄")
    }

    /// The languages' conventions (STYLES.md §4.6): Arabic-Indic digits, the Thai Buddhist year, AM/PM words.
    @Test func patternsInEachLanguagesConventions() {
        let d = LabelDateTime(year: 2026, month: 3, day: 1, hour: 14, minute: 7)
        #expect(DatePattern.format(d, "yyyy-MM-dd HH:mm", LabelLanguage.ar.dateConventions) == "٢٠٢٦-٠٣-٠١ ١٤:٠٧")
        #expect(DatePattern.format(d, "yyyy yy", LabelLanguage.th.dateConventions) == "2569 69")
        #expect(DatePattern.format(d, "a h:mm", LabelLanguage.ko.dateConventions) == "오후 2:07")
        #expect(DatePattern.format(d, "'12' h a", LabelLanguage.ar.dateConventions) == "12 ٢ م")
        #expect(DatePattern.format(d, "yyyy-MM-dd", LabelLanguage.ru.dateConventions) == "2026-03-01")
    }

    /// MJRefresh in every language: each `.lproj`'s LastTimeText, TodayText and NoneLastDateText joined as the library
    /// joins them (th and pt-BR end LastTimeText at the colon, ja at a full-width one: no space), in the language's
    /// digits and year.
    @Test func mjInEveryLanguage() {
        let n = Self.now, today = Self.at(2026, 11, 22, 14, 5), lastYear = Self.at(2025, 3, 1, 9, 30)
        let expected: [LabelLanguage: [String]] = [
            .en: ["Last update: Today 14:05", "Last update: 2025-03-01 09:30", "Last update: No record"],
            .ja: ["更新済み：今日 14:05", "更新済み：2025-03-01 09:30", "更新済み：記録なし"],
            .ko: ["마지막 업데이트: 오늘 14:05", "마지막 업데이트: 2025-03-01 09:30", "마지막 업데이트: 기록 없음"],
            .ptBR: ["Last update:Today 14:05", "Last update:2025-03-01 09:30", "Last update:No record"],
            .ru: ["Последнее обновление: Сегодня 14:05", "Последнее обновление: 2025-03-01 09:30",
                  "Последнее обновление: Нет записи"],
            .th: ["อัพเดทล่าสุด:ในวันนี้ 14:05", "อัพเดทล่าสุด:2568-03-01 09:30", "อัพเดทล่าสุด:ไม่มีการบันทึก"],
            .uk: ["Останнє оновлення: Сьогодні 14:05", "Останнє оновлення: 2025-03-01 09:30", "Останнє оновлення: Немає запису"],
            .zhHans: ["最后更新：今天 14:05", "最后更新：2025-03-01 09:30", "最后更新：无记录"],
            .zhHant: ["最後更新：今天 14:05", "最後更新：2025-03-01 09:30", "最後更新：無記錄"],
            .ar: ["آخر تحديث: اليوم ١٤:٠٥", "آخر تحديث: ٢٠٢٥-٠٣-٠١ ٠٩:٣٠", "آخر تحديث: لا يوجد سجل"],
        ]
        for language in LabelLanguage.allCases {
            let shown = [today, lastYear, .never].map { MJStrings.lastUpdated($0, now: n, language: language) }
            #expect(shown == expected[language], "\(language)")
        }
    }

    /// EGO and SV in every language (the project's choice): MJRefresh's LastTimeText, a space after an ASCII colon,
    /// and the language's short date and time.
    @Test func egoAndSVInEveryLanguage() {
        let date = Self.at(2026, 11, 22, 14, 5)
        let expected: [LabelLanguage: String] = [
            .en: "Last Updated: 11/22/26 2:05 PM",
            .ja: "更新済み：2026/11/22 14:05",
            .ko: "마지막 업데이트: 26. 11. 22. 오후 2:05",
            .ptBR: "Last update: 22/11/2026 14:05",
            .ru: "Последнее обновление: 22.11.2026 14:05",
            .th: "อัพเดทล่าสุด: 22/11/69 14:05",
            .uk: "Останнє оновлення: 22.11.26 14:05",
            .zhHans: "最后更新：2026/11/22 14:05",
            .zhHant: "最後更新：2026/11/22 14:05",
            .ar: "آخر تحديث: ٢٢\u{200F}/١١\u{200F}/٢٠٢٦ ٢:٠٥ م",
        ]
        for language in LabelLanguage.allCases {
            #expect(ArrowStrings.lastUpdated(date, language: language) == expected[language], "\(language)")
            #expect(SVStrings.lastUpdated(date, language: language) == expected[language], "\(language)")
        }
        #expect(SVStrings.lastUpdated(.never, language: .ko) == "마지막 업데이트: 기록 없음")
        #expect(SVStrings.lastUpdated(.never, language: .ru) == "Последнее обновление: Нет записи")
        #expect(SVStrings.lastUpdated(.never, language: .ar) == "آخر تحديث: لا يوجد سجل")
    }

    /// CLL in the languages it does not ship (the project's choice): MJRefresh's LastTimeText before `MM-dd HH:mm`.
    @Test func cllInOtherLanguages() {
        let date = Self.at(2026, 11, 22, 14, 5)
        #expect(CircleStrings.lastUpdated(date, language: .ar) == "آخر تحديث: ١١-٢٢ ١٤:٠٥")
        #expect(CircleStrings.lastUpdated(date, language: .th) == "อัพเดทล่าสุด: 11-22 14:05")
        #expect(CircleStrings.lastUpdated(date, language: .ja) == "更新済み：11-22 14:05")
        #expect(CircleStrings.lastUpdated(.never, language: .ko) == "새로고침 시간")
        #expect(CircleStrings.lastUpdated(.never, language: .ar) == "وقت التحديث")
    }

    @Test func isoParsing() throws {
        #expect(try LabelDateTime(iso: "2026-11-22T14:05") == LabelDateTime(year: 2026, month: 11, day: 22, hour: 14, minute: 5))
        #expect(try LabelDateTime(iso: "2024-02-29 23:59:58.250Z")
                == LabelDateTime(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 58))
        // The offset is checked and the wall clock kept as written.
        #expect(try LabelDateTime(iso: "2026-03-01T00:30+08:00").hour == 0)
        #expect(try LabelDateTime(iso: "2026-03-01T00:30-0530").minute == 30)
        #expect(try LabelDateTime(iso: "2026-11-22T14:05").description == "2026-11-22T14:05:00")
    }

    @Test(arguments: ["", "2026-11-22", "yesterday", "2026-11-22T14", "2026-11-22T14:05+8", "2026/11/22 14:05",
                      "2026-11-22T14:05:00.", "2026-11-22T14:05 ", "٢٠٢٦-11-22T14:05"])
    func malformedDateTimes(_ text: String) {
        #expect(throws: LabelDateTimeError.malformed(text)) { try LabelDateTime(iso: text) }
    }

    @Test func outOfRangeFields() {
        #expect(throws: LabelDateTimeError.outOfRange("2026-13-01T10:00", field: "month", value: 13, accepted: 1...12)) {
            try LabelDateTime(iso: "2026-13-01T10:00")
        }
        #expect(throws: LabelDateTimeError.outOfRange("2026-02-29T10:00", field: "day", value: 29, accepted: 1...28)) {
            try LabelDateTime(iso: "2026-02-29T10:00")
        }
        #expect(throws: LabelDateTimeError.outOfRange("1900-02-29T10:00", field: "day", value: 29, accepted: 1...28)) {
            try LabelDateTime(iso: "1900-02-29T10:00")
        }
        #expect(throws: LabelDateTimeError.outOfRange("2026-04-01T24:00", field: "hour", value: 24, accepted: 0...23)) {
            try LabelDateTime(iso: "2026-04-01T24:00")
        }
        #expect(throws: LabelDateTimeError.outOfRange("2026-04-01T10:00+25:00", field: "offset hours", value: 25,
                                                      accepted: 0...18)) {
            try LabelDateTime(iso: "2026-04-01T10:00+25:00")
        }
        let error = LabelDateTimeError.outOfRange("2026-13-01T10:00", field: "month", value: 13, accepted: 1...12)
        #expect(error.description == "\"2026-13-01T10:00\": month 13 is out of range 1…12")
    }
}
