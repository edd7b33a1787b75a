/// Formats a `LabelDateTime` with Unicode date-pattern letters as NSDateFormatter does: `yyyy` / `yy` / `y` year,
/// `MM` / `M` month, `dd` / `d` day, `HH` / `H` 0–23 hour, `hh` / `h` 1–12 hour, `mm` minute, `ss` second, `a` AM/PM;
/// text between single quotes and every other character are copied as they are. The digits, the calendar's year and
/// the AM/PM markers come from `conventions` (en_US_POSIX by default). The output depends on the fields and the
/// conventions only — no machine locale, no time zone — so labels are the same on every machine.
enum DatePattern {
    /// `date` formatted with `pattern`, e.g. "M/d/yy h:mm a" → "11/22/26 2:05 PM".
    static func format(_ date: LabelDateTime, _ pattern: String,
                              _ conventions: DateConventions = .posix) -> String {
        var out = ""
        let chars = Array(pattern)
        let year = date.year + conventions.yearOffset
        func number(_ value: Int, _ width: Int) -> String { padded(value, width, zero: conventions.zero) }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "'" {
                i += 1
                while i < chars.count, chars[i] != "'" {
                    out.append(chars[i])
                    i += 1
                }
                i += 1
                continue
            }
            var run = 1
            while i + run < chars.count, chars[i + run] == c { run += 1 }
            i += run
            switch c {
            case "y": out += run == 2 ? number(year % 100, 2) : number(year, run)
            case "M": out += number(date.month, run)
            case "d": out += number(date.day, run)
            case "H": out += number(date.hour, run)
            case "h": out += number(date.hour % 12 == 0 ? 12 : date.hour % 12, run)
            case "m": out += number(date.minute, run)
            case "s": out += number(date.second, run)
            case "a": out += date.hour < 12 ? conventions.am : conventions.pm
            default: out += String(repeating: c, count: run)
            }
        }
        return out
    }

    /// `value` with leading zeros up to `width` digits, written with the digits that start at `zero`.
    static func padded(_ value: Int, _ width: Int, zero: Unicode.Scalar) -> String {
        let digits = String(abs(value))
        let ascii = (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        guard zero != "0" else { return ascii }
        return String(String.UnicodeScalarView(ascii.unicodeScalars.map { scalar in
            guard let digit = scalar.properties.numericValue, ("0"..."9").contains(scalar),
                  let local = Unicode.Scalar(zero.value + UInt32(digit)) else { return scalar }
            return local
        }))
    }
}
