import Foundation
import PappersEngine
import PappersPacks
import PappersStore
import Testing

extension PappersPane {
    /// Checks that `pappers stats --json` shows, for every player, the figures that the journal of game 1 implies:
    /// the game is exported, replayed here through the engine into `Records`, and each player's games, wins,
    /// turns and words compared in the game's own mode (`teams` or `pairs`); and each pack's figures, every word
    /// of the bowl counted once, for the built-in pack it came from.
    func expectStatsAgreeWithTheJournal(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let export = run(["export", "1"])
        let record = try GameRecord(json: Data(export.output.utf8))
        let status: PlayedGame.Status = record.result == nil ? .inProgress : .finished
        let expected = Records([PlayedGame(
            id: 1, status: status, setup: record.setup, journal: record.journal, packs: record.packs)],
            packWords: PackCatalog.load(userFolder: nil).packWords)
        let stats = run(["stats", "--json"])
        #expect(stats.status == 0, sourceLocation: sourceLocation)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any], sourceLocation: sourceLocation)
        let players = try #require(document["players"] as? [[String: Any]], sourceLocation: sourceLocation)
        #expect(players.count == expected.players.count, sourceLocation: sourceLocation)
        let mode = record.setup.mode
        for player in expected.players {
            let shown = try #require(players.first { $0["name"] as? String == player.name }, sourceLocation: sourceLocation)
            let figures = try #require(shown[mode.rawValue] as? [String: Any], "\(player.name)", sourceLocation: sourceLocation)
            let implied = player.figures(mode)
            #expect(implied.games == 1, "\(player.name) played the game", sourceLocation: sourceLocation)
            for (key, value) in [("games", implied.games), ("wins", implied.wins), ("turns", implied.turns),
                                 ("words", implied.words)] {
                #expect(figures[key] as? Int == value, "\(player.name) \(mode) \(key)", sourceLocation: sourceLocation)
            }
        }
        #expect(expected.players.map { $0.figures(mode).words }.reduce(0, +) > 0, sourceLocation: sourceLocation)
        let packs = try #require(document["packs"] as? [[String: Any]], sourceLocation: sourceLocation)
        #expect(packs.map { $0["id"] as? String } == expected.packs.map(\.id), sourceLocation: sourceLocation)
        for (shown, implied) in zip(packs, expected.packs) {
            for (key, value) in [("games", implied.games), ("words", implied.words), ("guessed", implied.guessed),
                                 ("passes", implied.passes), ("onScreenMillis", implied.onScreenMillis)] {
                #expect(shown[key] as? Int == value, "\(implied.id) \(key)", sourceLocation: sourceLocation)
            }
        }
    }
}
