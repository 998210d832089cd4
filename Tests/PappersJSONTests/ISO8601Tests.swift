import Foundation
import PappersJSON
import Testing

/// ISO 8601 in UTC with milliseconds, by arithmetic alone.
@Suite struct ISO8601Tests {
    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00.000Z"),
        (1_732_234_503_250, "2024-11-22T00:15:03.250Z"),
        (-500, "1969-12-31T23:59:59.500Z"),
        (951_782_400_000, "2000-02-29T00:00:00.000Z"),
        (-62_135_596_800_000, "0001-01-01T00:00:00.000Z"),
        (253_402_300_799_999, "9999-12-31T23:59:59.999Z"),
    ])
    func writesAndReadsBack(millis: Int64, text: String) {
        #expect(ISO8601.text(millis: millis) == text)
        #expect(ISO8601.millis(from: text) == millis)
    }

    @Test func aYearOfFiveDigitsIsWrittenWhole() {
        #expect(ISO8601.text(millis: 253_402_300_800_000) == "10000-01-01T00:00:00.000Z")
    }

    @Test func agreesWithFoundationOverFourHundredYears() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let millis = (Int64(state >> 30) % 12_622_780_800_000 - 1_000_000_000_000) / 1000 * 1000
            let date = Date(timeIntervalSince1970: Double(millis) / 1000)
            #expect(ISO8601.text(millis: millis) == formatter.string(from: date), "\(millis)")
        }
    }

    @Test func readsFractionsOffsetsAndLowerCase() {
        #expect(ISO8601.millis(from: "2024-11-22T01:15:03.25+01:00") == 1_732_234_503_250)
        #expect(ISO8601.millis(from: "2024-11-21T23:45:03.2509-00:30") == 1_732_234_503_250)
        #expect(ISO8601.millis(from: "2024-11-22t00:15:03z") == 1_732_234_503_000)
        #expect(ISO8601.compactText(millis: 1_732_234_503_250) == "20241122-001503")
    }

    @Test(arguments: [
        "2024-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2024-11-22 00:15:03Z",
        "2024-11-22T00:15:03", "2024-11-22T24:00:00Z", "2024-11-22T00:60:00Z", "2024-11-22T00:00:60Z",
        "2024-11-22T00:15:03.Z", "2024-11-22T00:15:03Zjunk", "2024-13-01T00:00:00Z", "2024-00-01T00:00:00Z",
        "2024-11-22T00:15:03+24:00", "2024-11-22T00:15:03+0100", "+2024-11-22T00:15:03Z", "",
    ])
    func refusesWhatIsNotADateAndTime(text: String) {
        #expect(ISO8601.millis(from: text) == nil)
    }

    @Test func aLeapDayOfALeapCentury() {
        #expect(ISO8601.millis(from: "2000-02-29T12:00:00Z") != nil)
    }
}
