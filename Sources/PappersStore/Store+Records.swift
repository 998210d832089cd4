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
    /// 1.0 is). A setup or journal that cannot be read is
    /// an error, as for `record(id:)`; a journal the engine refuses is the records' business.
    public func playedGames() throws(StoreError) -> [PlayedGame] {
        try reading { db in
            var games: [PlayedGame] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT id, status, setup, packs FROM game ORDER BY id")
            while let row = try rows.next() {
                let id = try row.decode(Int.self, atIndex: 0)
                let status = try Self.playedStatus(try row.decode(String.self, atIndex: 1), game: id)
                let setup = try Self.playedSetup(try row.decode(String.self, atIndex: 2), game: id)
                let packs = try Self.decode([String].self, from: try row.decode(atIndex: 3), what: "the packs of game \(id)")
                games.append(PlayedGame(id: id, status: status, setup: setup, journal: [], packs: packs))
            }
            let position = Dictionary(uniqueKeysWithValues: games.indices.map { (games[$0].id, $0) })
            let actions = try Row.fetchCursor(db, sql: "SELECT seq, t, action, word, game FROM journal ORDER BY game, seq")
            while let row = try actions.next() {
                let game = try row.decode(Int.self, atIndex: 4)
                guard let index = position[game] else { continue }
                games[index].journal.append(try Self.journalAction(row, game: game, after: games[index].journal.count))
            }
            return games
        }
    }

    /// A game's setup, held to the rules a record's is.
    static func playedSetup(_ json: String, game: Int) throws(StoreError) -> GameSetup {
        let what = "the setup of game \(game)"
        let (document, issues) = try document(json, what: what)
        let setup = try decode(GameSetup.self, from: document, issues: issues, what: what)
        // Held to the rules `record(id:)` holds a setup to, so that no hand-edited setup reaches the engine.
        switch setup.validated() {
        case .failure(let errors): throw .malformed("the setup of game \(game) is not valid: \(errors)")
        case .success(let clean) where clean != setup:
            throw .malformed("the setup of game \(game) is not valid: its names are not trimmed")
        case .success: break
        }
        return setup
    }
}
