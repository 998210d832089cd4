import Foundation
import PappersJSON
import Testing

/// Encodable values give the bytes Foundation's `JSONEncoder` gave with `.sortedKeys` and
/// `.withoutEscapingSlashes` (what 1.0.0 kept in its database and sealed in its checksums).
@Suite struct JSONValueEncoderTests {
    private struct Round: Codable {
        var kind: String
        var passing: Int?
    }

    private struct Sample: Codable {
        var turnMillis: Int
        var rounds: [Round]
        var carryOver: Bool
        var name: String
        var seed: UInt64
        var roundScores: [Int]
        var nested: [[Int]]
        var keys: [String: Int]
        var missing: String?
    }

    private func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func theBytesAreFoundationsWithSortedKeys() throws {
        let sample = Sample(
            turnMillis: 60_000, rounds: [Round(kind: "describe", passing: nil), Round(kind: "mime", passing: 3)],
            carryOver: true, name: "Ada/Bo é", seed: UInt64.max, roundScores: [1, -2], nested: [[], [1]],
            keys: ["rounds": 1, "roundScores": 2, "Z": 3, "a": 4, "é": 5, "e": 6], missing: nil)
        let ours = try JSONValueEncoder.json(sample).compactText
        #expect(ours == (try foundation(sample)))
        #expect(ours.contains(#""keys":{"Z":3,"a":4,"e":6,"roundScores":2,"rounds":1,"é":5}"#))
    }

    @Test func singleValuesAndTopLevelArrays() throws {
        #expect(try JSONValueEncoder.json([Round(kind: "a", passing: 1)]).compactText == (try foundation([Round(kind: "a", passing: 1)])))
        #expect(try JSONValueEncoder.json("text").compactText == "\"text\"")
        #expect(try JSONValueEncoder.json(Optional<Int>.none).compactText == "null")
    }

    @Test func floatingPointNumbersAreRefused() {
        #expect(throws: EncodingError.self) { try JSONValueEncoder.json([1.5]) }
    }
}
