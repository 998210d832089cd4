import Foundation
import PappersEngine
import Testing
@testable import PappersStore

/// Records of pairs games: kept, exported, imported and replayed like team games, with their mode.
@Suite struct PairsRecordTests {
    private static func pairsGame(seed: UInt64) throws -> (GameRecord, GameState) {
        let setup = GameSetup(
            players: ["Ana", "Bru", "Carla", "Dani", "Eli"], rules: Rules(),
            words: (0..<15).map { "word \($0) of \(seed)" }, seed: seed)
        var journal: [TimedAction] = []
        let state = try Simulation.play(setup) { journal.append($0) }
        let store = try Store.inMemory()
        let id = try store.startGame(setup, packs: ["en-animals"], program: "1.1.0", at: Sample.date(seed))
        for action in journal { try store.append(action, to: id) }
        try store.finish(game: id, state: state, at: Sample.date(seed).addingTimeInterval(1_800))
        return (try store.record(id: id), state)
    }

    @Test func aPairsGameExportsImportsAndReplaysToTheSameGame() throws {
        for seed in UInt64(1)..<12 {
            let (record, state) = try Self.pairsGame(seed: seed)
            #expect(record.setup.mode == .pairs)
            let json = record.exportedJSON()
            #expect(json.contains("\"mode\": \"pairs\""))
            let imported = try GameRecord(json: Data(json.utf8))
            #expect(imported == record)
            #expect(imported.exportedJSON() == json)
            #expect(try imported.verified() == state)
        }
    }

    @Test func aTeamRecordNamesNoMode() throws {
        let (record, _) = try RecordTests.finishedRecord(seed: 3)
        #expect(!record.exportedJSON().contains("\"mode\""))
    }

    @Test func turningAPairsRecordIntoATeamRecordIsDetected() throws {
        let (record, _) = try Self.pairsGame(seed: 4)
        let edited = record.exportedJSON().replacingOccurrences(of: ",\n    \"mode\": \"pairs\"", with: "")
        #expect(edited != record.exportedJSON())
        // Without its mode the seats are teams of one player, which no team game allows.
        #expect(throws: RecordError.self) { try GameRecord(json: Data(edited.utf8)) }
    }
}
