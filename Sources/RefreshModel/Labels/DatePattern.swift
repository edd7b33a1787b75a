import Raster
/// Formats a `LabelDateTime` with Unicode date-pattern letters as NSDateFormatter does with the en_US_POSIX locale:
/// `yyyy` / `yy` / `y` year, `MM` / `M` month, `dd` / `d` day, `HH` / `H` 0–23 hour, `hh` / `h` 1–12 hour, `mm` minute,
/// `ss` second, `a` AM/PM; text between single quotes and every other character are copied as they are. The
/// output depends on the fields only — no locale, no time zone — so labels are the same on every machine.
public enum DatePattern {
    /// `date` formatted with `pattern`, e.g. "M/d/yy h:mm a" → "11/22/26 2:05 PM".
    public static func format(_ date: LabelDateTime, _ pattern: String) -> String {
        var out = ""
        let chars = Array(pattern)
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
            case "y": out += run == 2 ? padded(date.year % 100, 2) : padded(date.year, run)
            case "M": out += padded(date.month, run)
            case "d": out += padded(date.day, run)
            case "H": out += padded(date.hour, run)
            case "h": out += padded(date.hour % 12 == 0 ? 12 : date.hour % 12, run)
            case "m": out += padded(date.minute, run)
            case "s": out += padded(date.second, run)
            case "a": out += date.hour < 12 ? "AM" : "PM"
            default: out += String(repeating: c, count: run)
            }
        }
        return out
    }

    /// `value` with leading zeros up to `width` digits.
    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
