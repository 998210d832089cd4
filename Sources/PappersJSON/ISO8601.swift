/// Dates and times as records write them, ISO 8601 in UTC with milliseconds (`2025-11-22T20:15:03.250Z`),
/// counted in whole milliseconds since 1970-01-01T00:00:00Z. Pure arithmetic on the proleptic Gregorian
/// calendar (the civil-days algorithm of Howard Hinnant), with no time zone database and no Foundation.
public enum ISO8601 {
    /// `YYYY-MM-DDTHH:MM:SS.mmmZ` for `millis` after 1970 (before it when negative). Years outside 0...9999
    /// are written with as many digits as they take.
    public static func text(millis: Int64) -> String {
        let parts = UTCParts(millis: millis)
        if (0...9999).contains(parts.year) {
            // The 24 bytes written in place: `history --json` writes two for each of 100,000 games.
            return String(unsafeUninitializedCapacity: 24) { text in
                func digits(_ value: Int, _ width: Int, at start: Int) {
                    var value = value
                    for index in (start..<start + width).reversed() {
                        text[index] = UInt8(ascii: "0") + UInt8(value % 10)
                        value /= 10
                    }
                }
                digits(parts.year, 4, at: 0)
                digits(parts.month, 2, at: 5)
                digits(parts.day, 2, at: 8)
                digits(parts.hour, 2, at: 11)
                digits(parts.minute, 2, at: 14)
                digits(parts.second, 2, at: 17)
                digits(parts.millisecond, 3, at: 20)
                for (index, byte) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "."), (23, "Z")] as [(Int, Unicode.Scalar)] {
                    text[index] = UInt8(ascii: byte)
                }
                return 24
            }
        }
        return "\(pad(parts.year, 4))-\(pad(parts.month))-\(pad(parts.day))T\(pad(parts.hour)):\(pad(parts.minute)):"
            + "\(pad(parts.second)).\(pad(parts.millisecond, 3))Z"
    }

    /// `YYYYMMDD-HHMMSS`, in UTC, for file names.
    public static func compactText(millis: Int64) -> String {
        let parts = UTCParts(millis: millis)
        return "\(pad(parts.year, 4))\(pad(parts.month))\(pad(parts.day))-\(pad(parts.hour))\(pad(parts.minute))"
            + pad(parts.second)
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS` (a `t` too), an optional fraction of a second (kept to the millisecond,
    /// further digits dropped), and `Z` (or `z`) or an offset `±HH:MM`, into milliseconds since 1970. Nil for
    /// anything else, a date that does not exist (31 February) included.
    public static func millis(from text: String) -> Int64? {
        let bytes = Array(text.utf8)
        var position = 0
        func number(_ digits: Int) -> Int? {
            guard position + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<position + digits] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            position += digits
            return value
        }
        func literal(_ character: Character) -> Bool {
            guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
            position += 1
            return true
        }
        guard let year = number(4), literal("-"), let month = number(2), literal("-"), let day = number(2),
              literal("T") || literal("t"), let hour = number(2), literal(":"), let minute = number(2),
              literal(":"), let second = number(2)
        else { return nil }
        var millis = 0
        if literal(".") {
            var digits = 0
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
                if digits < 3 { millis = millis * 10 + Int(bytes[position] - 0x30) }
                digits += 1
                position += 1
            }
            guard digits > 0 else { return nil }
            for _ in digits..<max(digits, 3) { millis *= 10 }
        }
        var offsetMinutes = 0
        if literal("Z") || literal("z") {
        } else if position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D {
            let sign = bytes[position] == 0x2D ? -1 : 1
            position += 1
            guard let hours = number(2), literal(":"), let minutes = number(2), hours < 24, minutes < 60 else {
                return nil
            }
            offsetMinutes = sign * (hours * 60 + minutes)
        } else {
            return nil
        }
        guard position == bytes.count, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        let days = Int64(daysFromCivil(year: year, month: month, day: day))
        let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offsetMinutes) * 60
        return seconds * 1000 + Int64(millis)
    }

    /// A day, a time and a millisecond of the UTC calendar.
    struct UTCParts {
        var year, month, day, hour, minute, second, millisecond: Int

        init(millis: Int64) {
            let (seconds, millisecond) = floorDivision(millis, 1000)
            let (days, secondOfDay) = floorDivision(seconds, 86_400)
            (year, month, day) = civil(fromDays: Int(days))
            hour = Int(secondOfDay / 3600)
            minute = Int(secondOfDay % 3600 / 60)
            second = Int(secondOfDay % 60)
            self.millisecond = Int(millisecond)
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = ((value % divisor) + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }
}
