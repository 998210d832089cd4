import GRDB
import PappersEngine
import PappersJSON
import PappersText

extension Store {
    // MARK: Records across games

    /// Every game of the data directory, oldest first, as the records across games read them (`Records`):
    /// status, mode, setup, journal and packs, in two queries whatever the number of games.
    ///
    /// A game's mode is its setup's (`GameSetup.mode`: a setup without one is a game in teams, as every game of
    /// 1.0 is). A game whose setup, packs or journal cannot be read, as `record(id:)` reads them, is left out
    /// with the reason (`PlayedGames.unreadable`); a journal the engine refuses is the records' business.
    public func playedGames() throws(StoreError) -> PlayedGames {
        try reading { db in
            var games: [PlayedGame] = []
            var unreadable: [Int: String] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT id, status, setup, packs FROM game ORDER BY id")
            while let row = try rows.next() {
                let id = try row.decode(Int.self, atIndex: 0)
                let status = try Self.playedStatus(try row.decode(String.self, atIndex: 1), game: id)
                do {
                    let setup = try Self.keptSetup(try row.decode(String.self, atIndex: 2), game: id)
                    let packs = try Self.decode([String].self, from: try row.decode(atIndex: 3), what: "the packs of game \(id)")
                    games.append(PlayedGame(id: id, status: status, setup: setup, journal: [], packs: packs))
                } catch let error as StoreError {
                    unreadable[id] = error.description
                }
            }
            let position = Dictionary(uniqueKeysWithValues: games.indices.map { (games[$0].id, $0) })
            let actions = try Row.fetchCursor(db, sql: "SELECT seq, t, action, word, game FROM journal ORDER BY game, seq")
            while let row = try actions.next() {
                let game = try row.decode(Int.self, atIndex: 4)
                guard let index = position[game], unreadable[game] == nil else { continue }
                do {
                    games[index].journal.append(try Self.journalAction(row, game: game, after: games[index].journal.count))
                } catch let error as StoreError {
                    unreadable[game] = error.description
                }
            }
            return PlayedGames(
                games: games.filter { unreadable[$0.id] == nil },
                unreadable: unreadable.map { UnreadableGame(id: $0.key, reason: $0.value) })
        }
    }
}
