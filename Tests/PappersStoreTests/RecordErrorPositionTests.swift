import Foundation
import PappersEngine
import Testing
@testable import PappersStore

/// A broken record's error says where, as a broken pack's does: the strict reader reads records too.
@Suite struct RecordErrorPositionTests {
    @Test(arguments: [
        ("\"id\": 1,", "\"id\": \"1\",", "malformed record: id: expected an integer (line 5, column 9)"),
        ("\"version\": 1,", "\"version\": 1", "not a Pappers game record: not valid JSON: expected ',' or '}' after the field's value, found '\"' (is a comma missing?) (line 4, column 3)"),
        ("  \"setup\": {", "  \"settings\": {", "malformed record: the field \"setup\" is missing (line 1, column 1)"),
        ("{\"t\": 0, \"a\": \"start-game\"}", "{\"a\": \"start-game\"}", "malformed record: the field \"t\" is missing in journal[0] (line 21, column 5)"),
        ("\"seed\": 21,", "\"seed\": -21,", "malformed record: setup.seed: -21 is not a whole number from 0 to 18446744073709551615 (line 10, column 13)"),
        ("\"word 3 of 21\"", "\"word\u{1}\"", "malformed record: not valid JSON: a string holds control character U+0001"),
    ])
    func anErrorNamesItsLineAndColumn(old: String, new: String, expected: String) throws {
        let error = try RecordTests.decodeEdited(RecordTests.replacing(old, new))
        #expect(error?.message.hasPrefix(expected) == true, "\(String(describing: error?.message))")
    }

    @Test func aStringThatIsNotUTF8IsPlaced() throws {
        let (record, _) = try RecordTests.finishedRecord(seed: 21)
        var bytes = Array(record.exportedJSON().utf8)
        let at = try #require(bytes.firstIndex(of: UInt8(ascii: "R")))
        bytes[at] = 0xFF
        #expect(throws: RecordError.self) { try GameRecord(json: Data(bytes)) }
        do {
            _ = try GameRecord(json: Data(bytes))
        } catch {
            #expect(error.message.contains("byte 0xFF is not UTF-8"))
            #expect(error.message.hasSuffix("(line 12, column 17)"), "\(error.message)")
        }
    }

    /// What Foundation's decoder let through in 1.0.0 still reads: a comma before a closing bracket, a key
    /// given twice (its first value counts), a string no field reads holding what is not text.
    @Test func whatOneZeroZeroAcceptedBeyondStrictJSONStillReads() throws {
        let (record, _) = try RecordTests.finishedRecord(seed: 21)
        let json = record.exportedJSON()
        let lenient = json.replacingOccurrences(of: "\"packs\": [\"en-animals\"]", with: "\"packs\": [\"en-animals\",]")
            .replacingOccurrences(of: "\"id\": 1,", with: "\"id\": 1, \"id\": 7,")
            .replacingOccurrences(of: "\"heartbeat\": null,", with: "\"heartbeat\": null,,")
        #expect(lenient != json)
        let withTrailingComma = json.replacingOccurrences(of: "\"packs\": [\"en-animals\"]", with: "\"packs\": [\"en-animals\",]")
            .replacingOccurrences(of: "\"id\": 1,", with: "\"id\": 1, \"id\": 7, \"note\": \"\\ud800 \u{1}\",")
        #expect(try GameRecord(json: Data(withTrailingComma.utf8)) == record)
        #expect(throws: RecordError.self) { try GameRecord(json: Data(lenient.utf8)) }
    }
}
