import Foundation
import PappersJSON

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
    public static func iso(_ date: Date) -> String { ISO8601.text(millis: millis(date)) }

    /// `YYYYMMDD-HHMMSS`, in UTC, for file names.
    public static func compact(_ date: Date) -> String { ISO8601.compactText(millis: millis(date)) }

    /// Reads `YYYY-MM-DDTHH:MM:SS`, an optional fraction of a second (kept to the millisecond), and `Z` or an
    /// offset `±HH:MM` (`ISO8601.millis(from:)`). Nil for anything else, an impossible date included.
    public static func date(iso text: String) -> Date? {
        ISO8601.millis(from: text).map { date(millis: $0) }
    }
}

private extension Double {
    /// A whole number already known to fit in an Int64.
    var exactInteger: Int64 { Int64(self) }
}
