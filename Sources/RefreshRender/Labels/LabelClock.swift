extension LabelDateTime {
    /// This wall-clock moment `seconds` later (earlier when negative; fractions of a second dropped, rounding down),
    /// carrying through minutes, hours, days, months and years of the proleptic Gregorian calendar. The fields stay a
    /// wall clock: no time zone, no daylight saving.
    public func adding(seconds: Double) -> LabelDateTime {
        guard seconds.isFinite else { return self }
        let whole = Int(seconds.rounded(.down))
        let total = LabelDateTime.daysFromCivil(year: year, month: month, day: day) * 86_400
            + hour * 3_600 + minute * 60 + second + whole
        let days = total >= 0 ? total / 86_400 : -((-total + 86_399) / 86_400)
        let rest = total - days * 86_400
        let (y, m, d) = LabelDateTime.civil(fromDays: days)
        return LabelDateTime(year: y, month: m, day: d, hour: rest / 3_600, minute: rest % 3_600 / 60, second: rest % 60)
    }

    /// Days since 1970-01-01 of a Gregorian date (H. Hinnant's `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The Gregorian date `days` after 1970-01-01 (H. Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension LabelOptions {
    /// The scenario's clock `seconds` into the gesture: `now` (the fixed default moment, or the machine's clock with
    /// `--last-updated now`) plus the elapsed time, so a label that shows "when the last refresh ended" is the same
    /// on every run.
    public func clock(at seconds: Double) -> LabelDateTime {
        now.adding(seconds: seconds)
    }

    /// The moment a frame shows, one clock for every part of it (the status bar, MJRefresh's "today", STYLES.md §8.2):
    /// the clock at the sample's time in a gesture; a frozen sweep (no history) stands at `now`, as its time counts
    /// only from the entry into its state (a settled state is drawn long after its entry, not a minute later).
    public func clock(of sample: PullSample) -> LabelDateTime {
        sample.history == nil ? now : clock(at: sample.time)
    }

    /// The last update as the gesture leaves it at `sample`: the end of its last refresh (refreshing → ending, when
    /// CLLRefresh's `endPullDownRefreshing` writes the time label and MJRefresh saves the date on Refreshing → Idle,
    /// STYLES.md §1.3, §4.4) on the scenario's clock; before any refresh has ended, `initial`.
    public func lastUpdated(after sample: PullSample, initial: LastUpdated) -> LastUpdated {
        guard let end = sample.events.last(where: { $0.from == .refreshing && $0.to == .ending }) else { return initial }
        return .at(clock(at: end.time))
    }
}
