import Foundation
import Testing
@testable import PappersStore

/// Instants as the database keeps them (whole milliseconds) come back whole through a `Date`, from year 1 to
/// year 9999: the export of a stored game reads back as the same record.
@Suite struct TimestampTests {
    @Test func everyStoredMillisecondComesBackWhole() {
        var generator = SystemRandomNumberGenerator()
        let chosen: [Int64] = [
            Timestamp.range.lowerBound, Timestamp.range.lowerBound + 1, -1, 0, 1, 59_999, 1_750_000_000_123,
            Timestamp.range.upperBound - 1, Timestamp.range.upperBound, 253_402_300_799_001, 200_000_000_000_999,
        ]
        let random = (0..<20_000).map { _ in Int64.random(in: Timestamp.range, using: &generator) }
        for millis in chosen + random {
            let date = Timestamp.date(millis: millis)
            #expect(Timestamp.millis(date) == millis, "\(millis)")
            #expect(Timestamp.date(iso: Timestamp.iso(date)).map(Timestamp.millis) == millis, "\(millis)")
        }
    }

    @Test func instantsBeyondTheRangeAreKeptWithinIt() {
        #expect(Timestamp.date(storedMillis: .max) == nil)
        #expect(Timestamp.date(storedMillis: Timestamp.range.upperBound + 1) == nil)
        #expect(Timestamp.millis(Timestamp.date(millis: .max)) == Timestamp.range.upperBound)
        #expect(Timestamp.millis(Timestamp.date(millis: .min)) == Timestamp.range.lowerBound)
        #expect(Timestamp.iso(Timestamp.date(millis: .max)) == "9999-12-31T23:59:59.999Z")
    }
}
