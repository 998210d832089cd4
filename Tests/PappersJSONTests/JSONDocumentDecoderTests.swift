import PappersJSON
import Testing

/// `Decodable` values from the strict reader's documents, with the path and the place of every error.
@Suite struct JSONDocumentDecoderTests {
    private struct Team: Decodable, Equatable {
        var name: String
        var players: [String]
        var score: Int?
    }

    private struct Game: Decodable, Equatable {
        var seed: UInt64
        var teams: [Team]
        var done: Bool
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws(JSONDecodingError) -> T {
        let document = JSONReader.read(Array(text.utf8)).document!
        return try JSONDocumentDecoder.decode(type, from: document)
    }

    /// The error's text and its place as `LINE:COLUMN`.
    private func failure<T: Decodable>(_ type: T.Type, _ text: String) -> String? {
        let result = JSONReader.read(Array(text.utf8))
        do {
            _ = try JSONDocumentDecoder.decode(type, from: result.document!)
            return nil
        } catch {
            var locator = result.locator
            return "\(locator.position(of: error.offset)): \(error)"
        }
    }

    @Test func decodesWhatFoundationDecoded() throws {
        let text = #"{"seed": 18446744073709551615, "extra": [1, {"x": null}], "teams": [{"name": "Reds", "players": ["A", "B"], "score": 2.0}, {"name": "Blues", "players": [], "score": null}], "done": false}"#
        #expect(try decode(Game.self, text) == Game(
            seed: .max, teams: [Team(name: "Reds", players: ["A", "B"], score: 2), Team(name: "Blues", players: [], score: nil)],
            done: false))
    }

    @Test func wholeNumbersMayHaveAFractionOrAnExponentOfZero() throws {
        #expect(try decode([Int].self, "[2.0, 2e0, 1E2, 20e-1, -0, -0.0, 9223372036854775807]") == [2, 2, 100, 2, 0, 0, .max])
        #expect(try decode([UInt64].self, "[1.8e19, 18446744073709551615]") == [18_000_000_000_000_000_000, .max])
    }

    @Test func aRepeatedKeyTakesItsFirstValue() throws {
        #expect(try decode(Team.self, #"{"name": "A", "players": [], "name": "B"}"#).name == "A")
    }

    @Test(arguments: [
        ("{\"seed\": 1, \"teams\": [], \"done\": 1}", "1:34: done: expected true or false"),
        ("{\"seed\": 1,\n \"teams\": [{\"name\": \"R\"}],\n \"done\": true}", "2:12: the field \"players\" is missing in teams[0]"),
        ("{\"seed\": 1,\n \"teams\": [{\"name\": 5, \"players\": []}],\n \"done\": true}", "2:21: teams[0].name: expected a string"),
        ("{\"seed\": 1, \"teams\": null, \"done\": true}", "1:22: teams: expected an array, found null"),
        ("{\"seed\": -1, \"teams\": [], \"done\": true}", "1:10: seed: -1 is not a whole number from 0 to 18446744073709551615"),
        ("{\"seed\": 1.5, \"teams\": [], \"done\": true}", "1:10: seed: 1.5 is not a whole number from 0 to 18446744073709551615"),
        ("[1]", "1:1: the document: expected an object"),
        ("{\"teams\": [], \"done\": true}", "1:1: the field \"seed\" is missing"),
    ])
    func errorsSayWhereAndWhat(text: String, expected: String) {
        #expect(failure(Game.self, text) == expected)
    }

    @Test func anErrorOfTheTypeItselfKeepsItsPath() {
        enum Kind: String, Decodable { case a }
        struct Holder: Decodable { var kind: Kind }
        #expect(failure(Holder.self, "{\n  \"kind\": \"b\"}")?.hasPrefix("2:11: kind: Cannot initialize Kind from invalid String value b") == true)
    }
}
