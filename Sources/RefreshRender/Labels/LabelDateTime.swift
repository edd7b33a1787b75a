import Foundation

/// A wall-clock date and time as a header's last-updated label shows it: year, month, day, hour, minute, second,
/// with no time zone attached. Labels are formatted from these fields alone, so the same value gives the same
/// text on every machine whatever its `TZ` (STYLES.md §7 A12: the clock is injectable).
public struct LabelDateTime: Sendable, Hashable, CustomStringConvertible {
    package var year: Int
    package var month: Int
    public var day: Int
    package var hour: Int
    public var minute: Int
    public var second: Int

    /// A date-time from its fields; `parse` validates text, this initializer takes the fields as they are.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The wall clock of `date` in `timeZone` (used for `--last-updated now`).
    public init(_ date: Date, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        self.init(year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1, hour: c.hour ?? 0,
                  minute: c.minute ?? 0, second: c.second ?? 0)
    }

    /// Parses an ISO 8601 date-time, `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH:MM|±HHMM]` (a space may replace the `T`).
    /// The labels show the time as written: an offset is checked, then kept out of the fields, so
    /// `2026-11-22T14:05+08:00` reads "14:05" as the user wrote it.
    public init(iso text: String) throws(LabelDateTimeError) {
        var scanner = Scanner(Array(text.utf8), text: text)
        let year = try scanner.digits(4, "year")
        try scanner.expect("-")
        let month = try scanner.digits(2, "month")
        try scanner.expect("-")
        let day = try scanner.digits(2, "day")
        guard scanner.take("T") || scanner.take("t") || scanner.take(" ") else { throw .malformed(text) }
        let hour = try scanner.digits(2, "hour")
        try scanner.expect(":")
        let minute = try scanner.digits(2, "minute")
        var second = 0
        if scanner.take(":") {
            second = try scanner.digits(2, "second")
            if scanner.take(".") || scanner.take(",") {
                guard scanner.skipDigits() > 0 else { throw .malformed(text) }
            }
        }
        let utc = scanner.take("Z") || scanner.take("z")
        if !utc, scanner.take("+") || scanner.take("-") {
            let offsetHours = try scanner.digits(2, "offset hours")
            _ = scanner.take(":")
            let offsetMinutes = try scanner.digits(2, "offset minutes")
            try LabelDateTime.check(offsetHours, 0...18, "offset hours", text)
            try LabelDateTime.check(offsetMinutes, 0...59, "offset minutes", text)
        }
        guard scanner.atEnd else { throw .malformed(text) }
        try LabelDateTime.check(month, 1...12, "month", text)
        try LabelDateTime.check(day, 1...LabelDateTime.daysIn(month: month, year: year), "day", text)
        try LabelDateTime.check(hour, 0...23, "hour", text)
        try LabelDateTime.check(minute, 0...59, "minute", text)
        try LabelDateTime.check(second, 0...59, "second", text)
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    /// `2026-11-22T14:05:00`.
    public var description: String {
        DatePattern.format(self, "yyyy-MM-dd'T'HH:mm:ss")
    }

    /// Days in `month` of `year`, Gregorian.
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func check(_ value: Int, _ range: ClosedRange<Int>, _ field: String,
                              _ text: String) throws(LabelDateTimeError) {
        guard range.contains(value) else { throw .outOfRange(text, field: field, value: value, accepted: range) }
    }

    /// Reads ASCII digits and separators off the text.
    private struct Scanner {
        let bytes: [UInt8]
        let text: String
        var index = 0

        init(_ bytes: [UInt8], text: String) {
            self.bytes = bytes
            self.text = text
        }

        var atEnd: Bool { index == bytes.count }

        mutating func take(_ character: Character) -> Bool {
            guard let ascii = character.asciiValue, index < bytes.count, bytes[index] == ascii else { return false }
            index += 1
            return true
        }

        mutating func expect(_ character: Character) throws(LabelDateTimeError) {
            guard take(character) else { throw .malformed(text) }
        }

        mutating func digits(_ count: Int, _ field: String) throws(LabelDateTimeError) -> Int {
            var value = 0
            for _ in 0..<count {
                guard index < bytes.count, (48...57).contains(bytes[index]) else { throw .malformed(text) }
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
            }
            return value
        }

        mutating func skipDigits() -> Int {
            let start = index
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            return index - start
        }
    }
}
