import Foundation
import PappersEngine
import Testing
@testable import PappersStore

/// The JSON the store writes without an exported record's layout: the rules a setup's checksum covers, and the
/// rosters and results of the database. 1.0.0 wrote them with Foundation's `JSONEncoder` (`.sortedKeys`,
/// `.withoutEscapingSlashes`); the one writer gives the same bytes, so records exported by 1.0.0 still verify
/// and rows written by 1.0.0 are recognised (a roster is kept once, by its text).
@Suite struct CanonicalJSONTests {
    private func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static var rules: [Rules] {
        var all = RulesPreset.allCases.map(Rules.init(preset:))
        var custom = Rules(turnMillis: 45_000, passPenalty: 2, carryOver: false, hideDelayMillis: 700, peekMillis: 9_000)
        custom.rounds = [RoundRules(kind: .mime, passing: .limited(3)), RoundRules(kind: .describe, passing: .forbidden)]
        all.append(custom)
        custom.encouragesPassing = true
        all.append(custom)
        return all
    }

    @Test func theRulesOfTheSetupChecksumAreTheBytesOf1Point0() throws {
        for rules in Self.rules {
            #expect(RecordJSON.rules(rules).compactText == (try foundation(rules)))
        }
        #expect(RecordJSON.rules(Rules()).compactText == #"{"carryOver":true,"hideDelayMillis":2000,"passPenalty":0,"peekMillis":2000,"rounds":[{"kind":"describe","passing":"allowed"},{"kind":"one-word","passing":"allowed"},{"kind":"mime","passing":"allowed"}],"turnMillis":60000}"#)
    }

    /// A checksum computed by 1.0.0: the setup of the example in docs/records.md.
    @Test func aSetupChecksumOf1Point0IsComputedAgain() {
        let setup = GameSetup(
            teams: [Team(name: "Reds", players: ["Ada", "Bo"]), Team(name: "Blues", players: ["Cy", "Dídac"])],
            rules: Rules(turnMillis: 20_000, rounds: [RoundRules(kind: .describe, passing: .forbidden), RoundRules(kind: .oneWord), RoundRules(kind: .mime)]),
            words: ["otter", "lighthouse", "umbrella", "jazz", "cactus"], seed: 42)
        #expect(Checksum.setup(setup) == "f4d64196f902d957")
    }

    @Test func rostersAndResultsAreStoredAs1Point0StoredThem() throws {
        let teams = [Team(name: "Reds", players: ["Ada", "Bo"]), Team(name: "Blaus", players: ["Cèlia", "Dídac/Ot"])]
        #expect(try Store.encode(teams) == (try foundation(teams)))
        for seed in UInt64(0)..<8 {
            let game = Sample.game(seed: seed &* 0x9E37_79B9_7F4A_7C15, words: 5 + Int(seed))
            let result = GameResult(state: game.state, journal: game.journal)
            let stored = try Store.encode(result)
            #expect(stored == (try foundation(result)))
            #expect(try Store.decode(GameResult.self, from: stored, what: "a result") == result)
        }
    }
}
