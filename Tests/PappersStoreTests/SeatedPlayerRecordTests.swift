import Foundation
import PappersEngine
import Testing
@testable import PappersStore

/// A game in which the host seated a watcher (`Action.seatPlayer`): journaled in the store and read back,
/// exported with the player's team and name, imported, and replayed to the same game from the setup it started
/// with, which the record keeps.
@Suite struct SeatedPlayerRecordTests {
    @Test func aSeatedPlayerIsKeptExportedImportedAndReplayed() throws {
        let setup = GameSetup(
            teams: [Team(name: "Reds", players: ["Ana", "Bru"]), Team(name: "Blues", players: ["Cai", "Dan"])],
            rules: Rules(), words: (0..<12).map { "word \($0)" }, seed: 5)
        var state = GameState(setup: setup)
        let store = try Store.inMemory()
        let id = try store.startGame(setup, packs: ["en-animals"], program: "1.2.0", at: Sample.date(5))
        let journal = [TimedAction(.startGame, at: 0), .seating("Ivo", team: 1, at: 400), TimedAction(.startTurn, at: 1_000),
                       TimedAction(.guessed, at: 3_000), TimedAction(.endTurn, at: 5_000),
                       TimedAction(.confirmReview, at: 6_000), TimedAction(.abandon, at: 7_000)]
        for timed in journal {
            try state.apply(timed)
            try store.append(timed, to: id)
        }
        try store.abandon(game: id, state: state, at: Sample.date(5).addingTimeInterval(60))
        let record = try store.record(id: id)
        #expect(record.setup == setup)
        #expect(record.journal == journal)
        #expect(record.result?.summary.teams[1].players == ["Cai", "Dan", "Ivo"])

        let json = record.exportedJSON()
        #expect(json.contains(#""a": "seat-player""#) && json.contains(#""name": "Ivo""#))
        let imported = try GameRecord(json: Data(json.utf8))
        #expect(imported == record)
        #expect(try imported.verified() == state)

        let elsewhere = try Store.inMemory()
        #expect(try elsewhere.importGame(imported) == .added(1))
        #expect(try elsewhere.record(id: 1).journal == record.journal)
    }

    @Test func aSeatedPlayerTheRulesRefuseStopsTheReplay() throws {
        let (record, _) = try RecordTests.finishedRecord(seed: 3)
        var edited = record
        edited.journal.insert(.seating(record.setup.teams[1].players[0], team: 0, at: record.journal[0].at), at: 1)
        edited.result = nil
        #expect(throws: RecordError.self) { try edited.verified() }
    }
}
