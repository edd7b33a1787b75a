/// How a language writes dates in the labels (STYLES.md §4.6): its digits, its calendar's year, its AM/PM markers and
/// its short date-and-time pattern (NSDateFormatter's short date and short time styles, as CLDR gives them, joined
/// by a space as iOS 6 did for en_US). MJRefresh's and CLLRefresh's fixed patterns keep their own letters but take
/// the digits and year of the user's locale, as NSDateFormatter does.
struct DateConventions: Sendable, Hashable {
    /// The digit zero; the other digits follow it in Unicode ("0" Latin, "٠" Arabic-Indic).
    var zero: Unicode.Scalar
    /// Added to the Gregorian year: 543 for the Thai Buddhist calendar, else 0.
    var yearOffset: Int
    /// The `a` field before noon and from noon on.
    var am: String
    var pm: String
    /// The short date and short time pattern, e.g. "M/d/yy h:mm a".
    var shortDateTime: String

    init(zero: Unicode.Scalar = "0", yearOffset: Int = 0, am: String = "AM", pm: String = "PM",
                shortDateTime: String) {
        self.zero = zero
        self.yearOffset = yearOffset
        self.am = am
        self.pm = pm
        self.shortDateTime = shortDateTime
    }

    /// en_US_POSIX: Latin digits, Gregorian years, AM/PM; en_US's short date and time without the comma newer ICU
    /// inserts (STYLES.md §7 A12).
    static let posix = DateConventions(shortDateTime: "M/d/yy h:mm a")
}

extension LabelLanguage {
    /// The language's date conventions (STYLES.md §4.6 table).
    var dateConventions: DateConventions {
        switch self {
        case .en: return .posix
        case .ja: return DateConventions(am: "午前", pm: "午後", shortDateTime: "y/MM/dd H:mm")
        case .ko: return DateConventions(am: "오전", pm: "오후", shortDateTime: "yy. M. d. a h:mm")
        case .ptBR: return DateConventions(shortDateTime: "dd/MM/y HH:mm")
        case .ru: return DateConventions(shortDateTime: "dd.MM.y HH:mm")
        case .th: return DateConventions(yearOffset: 543, am: "ก่อนเที่ยง", pm: "หลังเที่ยง", shortDateTime: "d/M/yy HH:mm")
        case .uk: return DateConventions(shortDateTime: "dd.MM.yy HH:mm")
        case .zhHans, .zhHant: return DateConventions(am: "上午", pm: "下午", shortDateTime: "y/M/d HH:mm")
        case .ar: return DateConventions(zero: "٠", am: "ص", pm: "م", shortDateTime: "d\u{200F}/M\u{200F}/y h:mm a")
        }
    }
}
