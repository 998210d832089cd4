import Foundation
import GRDB
import PappersEngine
import PappersText

extension Store {
    // MARK: Recording a game

    /// Records a new game, in progress, and marks its bowl's words as played by it.
    ///
    /// - Parameters:
    ///   - setup: what the game is played from, as `GameSetup.validated()` gave it.
    ///   - packs: the ids of the word packs the bowl was drawn from.
    ///   - program: the version of Pappers playing it.
    ///   - date: the wall-clock time the game starts.
    /// - Returns: the game's id, for `append(_:to:)` and the rest.
    public func startGame(
        _ setup: GameSetup, packs: [String], program: String, at date: Date
    ) throws(StoreError) -> Int {
        if let problems = setup.problemsAsKept {
            throw .invalidGame("cannot record a game whose setup is invalid: \(problems)")
        }
        if let bad = (packs + [program]).first(where: { $0.isEmpty || !UnsafeText.isSafe($0) }) {
            throw .invalidGame("cannot record a game with the pack id or version \"\(UnsafeText.inert(bad))\"")
        }
        let setupJSON = try Self.encode(setup)
        let packsJSON = try Self.encode(packs)
        return try writing { db in
            try db.execute(
                sql: """
                    INSERT INTO game (program, started_at, status, setup, packs)
                    VALUES (?, ?, 'in-progress', ?, ?)
                    """,
                arguments: [program, Timestamp.millis(date), setupJSON, packsJSON])
            let id = Int(db.lastInsertedRowID)
            try Self.markPlayed(setup.words, game: id, in: db)
            return id
        }
    }

    /// Appends one action to a game's journal, in its own transaction, committed before this returns (safe
    /// from a killed process at once, on the disk a few milliseconds later).
    ///
    /// The store does not judge the action: apply it to the game state first, and journal what the engine
    /// accepted. Throws `gameOver` for a game that is no longer in progress.
    public func append(_ action: TimedAction, to game: Int) throws(StoreError) {
        let row = JournalRow(action)
        let changed = try writingOneStatement { db in
            try db.cachedStatement(
                sql: """
                    INSERT INTO journal (game, seq, t, action, word)
                    SELECT id, (SELECT coalesce(max(seq), 0) + 1 FROM journal WHERE game = ?1), ?2, ?3, ?4
                    FROM game WHERE id = ?1 AND status = 'in-progress'
                    """
            ).execute(arguments: [game, action.at, row.action, row.number])
            return db.changesCount
        }
        if changed != 1 { try throwWhyNotInProgress(game) }
    }

    /// Records the game's time as last known (about once a second while a turn runs), so that a resumed game
    /// knows how far a killed turn had got.
    public func recordClock(_ millis: Int, game: Int) throws(StoreError) {
        let changed = try writingOneStatement { db in
            try db.cachedStatement(
                sql: "UPDATE game SET heartbeat = ? WHERE id = ? AND status = 'in-progress'"
            ).execute(arguments: [millis, game])
            return db.changesCount
        }
        if changed != 1 { try throwWhyNotInProgress(game) }
    }

    /// Marks the game finished at `date`, with the result `state` reached (its phase must be `finished`).
    public func finish(game: Int, state: GameState, at date: Date) throws(StoreError) {
        guard state.phase == .finished else {
            throw .invalidGame("game \(game) cannot be finished: it stands at \(state.phase.rawValue)")
        }
        try end(game, as: .finished, state: state, at: date)
    }

    /// Marks the game abandoned at `date`. With the state it had reached (best after applying and journaling
    /// `.abandon`), the record keeps that result too.
    public func abandon(game: Int, state: GameState?, at date: Date) throws(StoreError) {
        try end(game, as: .abandoned, state: state, at: date)
    }

    private func end(_ game: Int, as status: GameStatus, state: GameState?, at date: Date) throws(StoreError) {
        try writing { db in
            let record = try Self.record(id: game, in: db)
            guard record.status == .inProgress else { throw StoreError.gameOver(game, record.status) }
            var resultJSON: String?
            if let state {
                guard state.startingSetup == record.setup else {
                    throw StoreError.invalidGame("the game state being saved is not the state of game \(game)")
                }
                resultJSON = try Self.encode(GameResult(state: state, journal: record.journal))
            }
            // A wall clock set back during the game ends it when it started, never before.
            try db.execute(
                sql: "UPDATE game SET status = ?, ended_at = ?, result = ? WHERE id = ?",
                arguments: [status.rawValue, Timestamp.millis(max(date, record.startedAt)), resultJSON, game])
            try Self.keepTally(of: game, in: db)
        }
    }

    private func throwWhyNotInProgress(_ game: Int) throws(StoreError) {
        let status = try reading { db in
            try String.fetchOne(db, sql: "SELECT status FROM game WHERE id = ?", arguments: [game])
        }
        guard let status else { throw .noSuchGame(game) }
        throw .gameOver(game, GameStatus(rawValue: status) ?? .abandoned)
    }

    // MARK: Reading games

    /// The newest game still in progress: the one the home screen offers to continue.
    public func gameInProgress() throws(StoreError) -> GameRecord? {
        try reading { db in
            let id = try Int.fetchOne(
                db, sql: "SELECT id FROM game WHERE status = 'in-progress' ORDER BY id DESC LIMIT 1")
            return try id.map { id in try Self.record(id: id, in: db) }
        }
    }

    /// The whole record of game `id`: setup, journal, status, result and heartbeat.
    public func record(id: Int) throws(StoreError) -> GameRecord {
        try reading { db in try Self.record(id: id, in: db) }
    }

    /// The games still in progress, newest first, with their scores so far: the ones that can be continued.
    public func gamesInProgress() throws(StoreError) -> [GameListing] {
        try listings(sql: "SELECT * FROM game WHERE status = 'in-progress' ORDER BY id DESC", arguments: [])
    }

    /// The games `sql` selects (every column of `game`), each listed from its setup and result; a game in
    /// progress with its scores so far, from a replay. A game whose setup or result cannot be read
    /// (`keptSetup`) is listed as unreadable, with the reason, and the others as they are.
    func listings(sql: String, arguments: StatementArguments) throws(StoreError) -> [GameListing] {
        try reading { db in
            let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
            return try rows.map { row in
                let id = try row.decode(Int.self, forColumn: "id")
                let status = try Self.status(try row.decode(forColumn: "status"), game: id)
                let startedAt = Timestamp.date(millis: try row.decode(forColumn: "started_at"))
                let endedAt = try row.decode(Int64?.self, forColumn: "ended_at").map(Timestamp.date(millis:))
                let setup: GameSetup
                var scores: [Int]?
                var winners: [String] = []
                do {
                    setup = try Self.keptSetup(try row.decode(forColumn: "setup"), game: id)
                    if let json = try row.decode(String?.self, forColumn: "result") {
                        let result = try Self.decode(GameResult.self, from: json, what: "the result of game \(id)")
                        scores = result.summary.teams.map(\.score)
                        winners = result.summary.winners
                    }
                } catch let error as StoreError {
                    return GameListing(unreadable: id, startedAt: startedAt, endedAt: endedAt, status: status,
                                       problem: error.description)
                }
                if scores == nil, status == .inProgress {
                    let journal = try Self.journal(of: id, in: db)
                    if let state = try? GameState.replaying(journal, setup: setup) {
                        scores = state.scores.map { $0.reduce(0, +) }
                    }
                }
                return GameListing(
                    id: id, startedAt: startedAt, endedAt: endedAt, status: status,
                    seed: setup.seed, words: setup.words.count,
                    teams: setup.teams.enumerated().map { index, team in
                        GameListing.TeamScore(
                            name: team.name, score: scores.flatMap { index < $0.count ? $0[index] : nil })
                    },
                    winners: winners)
            }
        }
    }

    static func record(id: Int, in db: Database) throws -> GameRecord {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM game WHERE id = ?", arguments: [id]) else {
            throw StoreError.noSuchGame(id)
        }
        let result = try row.decode(String?.self, forColumn: "result").map { json throws(StoreError) in
            try decode(GameResult.self, from: json, what: "the result of game \(id)")
        }
        // What was written came through `startGame`; a database edited by hand is held to the same rules.
        let setup = try keptSetup(try row.decode(forColumn: "setup"), game: id)
        // Instants beyond what a record can write (year 9999) are refused, not rounded into another date.
        func instant(_ column: String) throws -> Date? {
            guard let millis = try row.decode(Int64?.self, forColumn: column) else { return nil }
            guard let date = Timestamp.date(storedMillis: millis) else {
                throw StoreError.malformed(
                    "the \(column) of game \(id), \(millis), is not a time from year 1 to 9999 in milliseconds")
            }
            return date
        }
        guard let startedAt = try instant("started_at") else {
            throw StoreError.malformed("game \(id) has no started_at")
        }
        return GameRecord(
            id: id, program: try row.decode(forColumn: "program"), startedAt: startedAt,
            endedAt: try instant("ended_at"),
            status: try status(try row.decode(forColumn: "status"), game: id),
            setup: setup,
            packs: try decode([String].self, from: try row.decode(forColumn: "packs"), what: "the packs of game \(id)"),
            journal: try journal(of: id, in: db), result: result,
            heartbeat: try row.decode(forColumn: "heartbeat"))
    }

    private static func journal(of game: Int, in db: Database) throws -> [TimedAction] {
        var journal: [TimedAction] = []
        let rows = try Row.fetchCursor(
            db, sql: "SELECT seq, t, action, word FROM journal WHERE game = ? ORDER BY seq", arguments: [game])
        while let row = try rows.next() { journal.append(try journalAction(row, game: game, after: journal.count)) }
        return journal
    }

    /// A journal row (`seq, t, action, word`, in that order) as the action it records, which must be the one
    /// after action `count` of `game`.
    static func journalAction(_ row: Row, game: Int, after count: Int) throws -> TimedAction {
        let seq = try row.decode(Int.self, atIndex: 0)
        guard seq == count + 1 else {
            throw StoreError.malformed("the journal of game \(game) skips from action \(count) to action \(seq)")
        }
        let name = try row.decode(String.self, atIndex: 2)
        let at: Int = try row.decode(atIndex: 1)
        guard let action = JournalRow(action: name, number: try row.decode(atIndex: 3)).decoded(at: at) else {
            throw StoreError.malformed("action \(seq) of game \(game) is not an action: \"\(UnsafeText.inert(name))\"")
        }
        return action
    }

    private static func status(_ text: String, game: Int) throws(StoreError) -> GameStatus {
        guard let status = GameStatus(rawValue: text) else {
            throw .malformed("game \(game) has the unknown status \"\(UnsafeText.inert(text))\"")
        }
        return status
    }
}
