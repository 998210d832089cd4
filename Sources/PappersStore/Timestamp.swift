import Foundation

/// Wall-clock instants as the store keeps them: whole milliseconds since 1970 in the database, ISO 8601 in UTC
/// (`2025-11-22T20:15:03.250Z`) in records.
public enum Timestamp {
    /// The instants a record can hold, in milliseconds since 1970: from year 1 to year 9999, the years ISO 8601
    /// writes with four digits (and `date(iso:)` reads back).
    public static let range: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

    /// The instant, in whole milliseconds since 1970 (earlier fractions are dropped), kept within `range`.
    /// A date made from whole milliseconds gives them back: 59.999 s times 1000 is 59998.99999999999 in
    /// binary, which must read 59999, not 59998 (a record exported and read back is the same record). The
    /// error of that round trip is a few units in the last place of the product, which for year 9999 is
    /// about 0.03 ms: a product that close to a whole millisecond is that millisecond.
    static func millis(_ date: Date) -> Int64 {
        let exact = date.timeIntervalSince1970 * 1000
        let nearest = exact.rounded()
        let value = abs(exact - nearest) <= max(1e-3, 8 * exact.ulp) ? nearest : exact.rounded(.down)
        guard value.isFinite else { return value > 0 ? range.upperBound : range.lowerBound }
        return min(max(value, Double(range.lowerBound)), Double(range.upperBound)).exactInteger
    }

    /// The instant `millis` after 1970, kept within `range` (a database edited by hand may hold anything:
    /// `history` lists such a game at the end of year 9999 rather than trap on it).
    static func date(millis: Int64) -> Date {
        Date(timeIntervalSince1970: Double(min(max(millis, range.lowerBound), range.upperBound)) / 1000)
    }

    /// The instant `millis` after 1970 as the database holds it, or nil when it is outside `range`.
    static func date(storedMillis millis: Int64) -> Date? {
        range.contains(millis) ? date(millis: millis) : nil
    }

    /// `YYYY-MM-DDTHH:MM:SS.mmmZ`.
    public static func iso(_ date: Date) -> String {
        let ms = millis(date)
        let (seconds, fraction) = floorDivision(ms, 1000)
        let parts = utcParts(seconds)
        return "\(pad(parts.year, 4))-\(pad(parts.month))-\(pad(parts.day))T\(pad(parts.hour)):\(pad(parts.minute)):"
            + "\(pad(parts.second)).\(pad(Int(fraction), 3))Z"
    }

    /// `YYYYMMDD-HHMMSS`, in UTC, for file names.
    public static func compact(_ date: Date) -> String {
        let parts = utcParts(floorDivision(millis(date), 1000).quotient)
        return "\(pad(parts.year, 4))\(pad(parts.month))\(pad(parts.day))-\(pad(parts.hour))\(pad(parts.minute))"
            + pad(parts.second)
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS`, an optional fraction of a second (kept to the millisecond), and `Z` or an
    /// offset `±HH:MM`. Nil for anything else, an impossible date included.
    public static func date(iso text: String) -> Date? {
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
        guard position == bytes.count, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60,
              second < 60
        else { return nil }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        let seconds = Int64(timegm(&parts))
        // timegm normalises 31 February into March: refuse dates that do not exist.
        let check = utcParts(seconds)
        guard check.year == year, check.month == month, check.day == day else { return nil }
        return date(millis: (seconds - Int64(offsetMinutes) * 60) * 1000 + Int64(millis))
    }

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = ((value % divisor) + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }

    private static func utcParts(_ seconds: Int64) -> (
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
    ) {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return (
            Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour),
            Int(parts.tm_min), Int(parts.tm_sec)
        )
    }
}

private extension Double {
    /// A whole number already known to fit in an Int64.
    var exactInteger: Int64 { Int64(self) }
}
