import Foundation
import PappersEngine
import Testing
@testable import PappersStore

/// Records of games with rounds of their own and points by level: exported, imported and replayed unchanged.
@Suite struct OwnRulesRecordTests {
    /// A game of `rules`, played to the end by the simulated players and recorded; the record and the game.
    static func recorded(_ rules: Rules, levels: [Int]?, seed: UInt64) throws -> (GameRecord, GameState) {
        let store = try Store.inMemory()
        let words = (0..<12).map { "word \($0) of \(seed)" }
        let setup = GameSetup(teams: Sample.teams, rules: rules, words: words, seed: seed, levels: levels)
        var journal: [TimedAction] = []
        let state = try Simulation.play(setup) { journal.append($0) }
        let id = try store.startGame(setup, packs: ["en-animals"], program: "1.1.0", at: Sample.date(seed))
        for action in journal { try store.append(action, to: id) }
        try store.finish(game: id, state: state, at: Sample.date(seed).addingTimeInterval(1_800))
        return (try store.record(id: id), state)
    }

    static var ownRounds: Rules {
        var rules = Rules()
        rules.setRounds([.describe, .sounds, .pose, .mime])
        return rules
    }

    @Test func aGameOfDescribeSoundsPoseAndMimeRoundTrips() throws {
        for seed in UInt64(1)...10 {
            let (record, state) = try Self.recorded(Self.ownRounds, levels: nil, seed: seed)
            let json = record.exportedJSON()
            #expect(json.contains(#""kind":"sounds""#) && json.contains(#""kind":"pose""#))
            #expect(json.contains(#""rounds": ["describe", "sounds", "pose", "mime"]"#))
            #expect(!json.contains("levels") && !json.contains("points"))
            let imported = try GameRecord(json: Data(json.utf8))
            #expect(imported == record)
            #expect(imported.exportedJSON() == json)
            #expect(try imported.verified() == state)
        }
    }

    @Test func aMonikersGameKeepsItsLevelsAndRoundTrips() throws {
        for seed in UInt64(1)...10 {
            let levels = (0..<12).map { 1 + ($0 * 7 + Int(seed)) % 3 }
            let (record, state) = try Self.recorded(Rules(preset: .monikers), levels: levels, seed: seed)
            let json = record.exportedJSON()
            #expect(json.contains(#""points":"level""#))
            #expect(json.contains("\"levels\": [\(levels.map(String.init).joined(separator: ", "))]"))
            let imported = try GameRecord(json: Data(json.utf8))
            #expect(imported == record)
            #expect(imported.exportedJSON() == json)
            let replayed = try imported.verified()
            #expect(replayed == state)
            #expect(replayed.scores.joined().reduce(0, +) > 0)
        }
    }

    @Test func aChangedLevelIsDetected() throws {
        let levels = Array(repeating: 1, count: 12)
        let (record, _) = try Self.recorded(Rules(preset: .monikers), levels: levels, seed: 3)
        let json = record.exportedJSON()
        let edited = json.replacingOccurrences(of: "\"levels\": [1,", with: "\"levels\": [3,")
        #expect(edited != json)
        let imported = try GameRecord(json: Data(edited.utf8))
        #expect(throws: RecordError.self) { try imported.verified() }
    }
}
