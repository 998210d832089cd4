import Foundation
import GRDB
import PappersEngine
import PappersText

extension Store {
    // MARK: Records and history from the tallies

    /// The records across every game of the data directory: the tallies kept for the games that ended, added
    /// up, and the other games (in progress, or without a tally of this format) replayed, each word counted for
    /// the pack `packWords` gives it. The tallies rebuilt are kept when the database can be written. The same
    /// records as `Records(playedGames(), packWords:)`, in a fraction of the time and memory once the tallies
    /// are there.
    public func records(packWords: PackWords) throws(StoreError) -> Records {
        var counter = RecordsCounter()
        let stored = try reading { db in
            try Self.readTallies(db) { _, id, status, bytes, texts throws(TallyReader.Damaged) in
                counter.add(try StoredTally.tally(bytes, texts: texts.count), game: id, status: status)
            }
        }
        var texts = TextTable(stored.texts)
        try rebuildTallies(stored.missing, texts: &texts) { game, _ in
            counter.add(game.tally, game: game.id, status: game.status)
        } unreadable: { game in
            counter.addUnreadable(game)
        }
        return counter.records(texts: texts, packWords: packWords)
    }

    /// A game whose tally was rebuilt.
    struct RebuiltTally {
        let id: Int
        let status: PlayedGame.Status
        let stored: StoredTally
        var tally: GameTally { stored.tally }
    }

    /// What reading the stored tallies found: their texts, and the games (id and status, in order) whose tally
    /// is missing, stale, damaged, or not kept (in progress).
    struct StoredTallies {
        var texts: [String]
        var missing: [(id: Int, status: PlayedGame.Status)]
    }

    /// Reads every game's status and stored tally (its bytes in `column`) in id order, calling `body` with each
    /// usable one (the row, whose columns 4 and 5 are `started_at` and `ended_at`, the bytes and the texts), and
    /// `missing` with the others; a tally `body` finds damaged counts as missing.
    static func readTallies(
        _ db: Database, column: String = "tally", descending: Bool = false, limit: Int? = nil,
        _ body: (Row, Int, PlayedGame.Status, UnsafeRawBufferPointer, [String]) throws(TallyReader.Damaged) -> Void,
        missing: (Row, Int) throws -> Void = { _, _ in }
    ) throws -> StoredTallies {
        let texts = try TallyTables.exist(in: db) ? try TallyTables.texts(in: db) : nil
        var found = StoredTallies(texts: texts ?? [""], missing: [])
        let order = descending ? "DESC" : ""
        let sql = texts == nil
            ? "SELECT id, status, NULL, NULL, started_at, ended_at FROM game ORDER BY id \(order) LIMIT ?"
            : """
                SELECT g.id, g.status, t.format, t.\(column), g.started_at, g.ended_at
                FROM game g LEFT JOIN game_tally t ON t.game = g.id ORDER BY g.id \(order) LIMIT ?
                """
        let rows = try Row.fetchCursor(db, sql: sql, arguments: [limit ?? -1])
        while let row = try rows.next() {
            let id = try row.decode(Int.self, atIndex: 0)
            let status = try playedStatus(try row.decode(String.self, atIndex: 1), game: id)
            let usable = try status != .inProgress && row.decode(Int?.self, atIndex: 2) == StoredTally.format
                && row.withUnsafeData(atIndex: 3) { data -> Bool in
                    guard let data else { return false }
                    return data.withUnsafeBytes { bytes in
                        do {
                            try body(row, id, status, bytes, found.texts)
                            return true
                        } catch {
                            return false
                        }
                    }
                }
            if !usable {
                found.missing.append((id, status))
                try missing(row, id)
            }
        }
        return found
    }

    static func playedStatus(_ text: String, game: Int) throws(StoreError) -> PlayedGame.Status {
        guard let status = PlayedGame.Status(rawValue: text) else {
            throw .malformed("game \(game) has the unknown status \"\(UnsafeText.inert(text))\"")
        }
        return status
    }

    /// Replays the games `missing`, a few hundred at a time, giving each to `body` with the texts it numbers,
    /// and keeps the tallies of those that have ended when the database can be written (through this store, or
    /// a connection of its own when this one only reads; after checking every page of the file, if opening
    /// did not). A game whose setup, packs, result or journal cannot be read goes to `unreadable` instead, with
    /// the reason, and keeps no tally.
    func rebuildTallies(
        _ missing: [(id: Int, status: PlayedGame.Status)], texts: inout TextTable,
        _ body: (RebuiltTally, TextTable) -> Void, unreadable: (UnreadableGame) -> Void
    ) throws(StoreError) {
        guard !missing.isEmpty else { return }
        // Games in progress keep no tally: with no ended game to rebuild, nothing is written.
        let writer = missing.contains { $0.status != .inProgress } ? tallyWriter() : nil
        defer { if let writer, writer !== queue { try? writer.close() } }
        if let side = writer, side !== queue, !pagesChecked {
            do {
                try side.read { db in try Self.checkEveryPage(db, path: databasePath) }
            } catch let error as StoreError {
                throw error
            } catch {
                throw StoreError(error, path: databasePath, lockPath: lockPath)
            }
        }
        let stored = texts.count
        var ids: [Int: Int] = [:]
        var start = 0
        while start < missing.count {
            let batch = missing[start..<min(start + Self.tallyBatch, missing.count)].map(\.id)
            start += batch.count
            let rebuilt: RebuiltTallies
            if let writer {
                do {
                    try checkBeforeWriting()
                    rebuilt = try writer.write { db in
                        let rebuilt = try Self.rebuildTallies(of: batch, in: db, texts: &texts)
                        let ended = rebuilt.tallies.filter { $0.status != .inProgress }
                        try Self.keep(ended, texts: texts, stored: stored, ids: &ids, in: db)
                        return rebuilt
                    }
                } catch {
                    throw StoreError(error, path: databasePath, lockPath: lockPath)
                }
                if writer === queue { diskSync?.request() }
            } else {
                rebuilt = try reading { db in try Self.rebuildTallies(of: batch, in: db, texts: &texts) }
            }
            for game in rebuilt.tallies { body(game, texts) }
            for game in rebuilt.unreadable { unreadable(game) }
        }
    }

    /// Writes the tally of game `id`, which has just ended, from its record as the database now holds it.
    static func keepTally(of id: Int, in db: Database) throws {
        // Numbered afresh: `keep` finds each of its few texts in `tally_text`, or adds it.
        var texts = TextTable([""])
        var ids: [Int: Int] = [:]
        try keep(try rebuildTallies(of: [id], in: db, texts: &texts).tallies, texts: texts, stored: 1, ids: &ids, in: db)
    }

    /// Games replayed in one transaction when tallies are rebuilt: a running game's next action waits for at
    /// most one batch.
    static let tallyBatch = 200

    /// Where rebuilt tallies can be written: this store's own connection, one of its own for a store opened
    /// to read (nil when the file or its folder cannot be written), or nil for a store in memory.
    private func tallyWriter() -> DatabaseQueue? {
        guard readsOnly else { return queue }
        let folder = (databasePath as NSString).deletingLastPathComponent
        guard access(databasePath, R_OK | W_OK) == 0, access(folder, W_OK | X_OK) == 0 else { return nil }
        return try? DatabaseQueue(path: databasePath, configuration: Self.configuration(readOnly: false))
    }

    /// What rebuilding a batch of tallies found: the tallies of the games that could be read, and the others.
    struct RebuiltTallies {
        var tallies: [RebuiltTally] = []
        var unreadable: [UnreadableGame] = []
    }

    /// The games `ids` read and replayed, each read as `playedGames()` reads it: one whose setup, packs, result
    /// or journal cannot be read is unreadable, with the reason.
    private static func rebuildTallies(of ids: [Int], in db: Database, texts: inout TextTable) throws -> RebuiltTallies {
        let list = ids.map(String.init).joined(separator: ",")
        var games: [PlayedGame] = []
        var listings: [StoredTally.Listing] = []
        var unreadable: [Int: String] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT id, status, setup, packs, result FROM game WHERE id IN (\(list)) ORDER BY id")
        while let row = try rows.next() {
            let id = try row.decode(Int.self, atIndex: 0)
            let status = try playedStatus(try row.decode(String.self, atIndex: 1), game: id)
            let setup: GameSetup, packs: [String], result: GameResult?
            do {
                setup = try keptSetup(try row.decode(String.self, atIndex: 2), game: id)
                packs = try decode([String].self, from: try row.decode(atIndex: 3), what: "the packs of game \(id)")
                result = try row.decode(String?.self, atIndex: 4).map { json throws(StoreError) in
                    try decode(GameResult.self, from: json, what: "the result of game \(id)")
                }
            } catch let error as StoreError {
                unreadable[id] = error.description
                continue
            }
            games.append(PlayedGame(id: id, status: status, setup: setup, journal: [], packs: packs))
            listings.append(StoredTally.Listing(
                seed: setup.seed, words: setup.words.count,
                teams: setup.teams.enumerated().map { index, team in
                    let scores = result?.summary.teams.map(\.score)
                    return StoredTally.Listing.Team(
                        name: texts.number(team.name), score: scores.flatMap { index < $0.count ? $0[index] : nil })
                },
                winners: (result?.summary.winners ?? []).map { texts.number($0) }))
        }
        let position = Dictionary(uniqueKeysWithValues: games.indices.map { (games[$0].id, $0) })
        let actions = try Row.fetchCursor(
            db, sql: "SELECT seq, t, action, word, game FROM journal WHERE game IN (\(list)) ORDER BY game, seq")
        while let row = try actions.next() {
            let game = try row.decode(Int.self, atIndex: 4)
            guard let index = position[game], unreadable[game] == nil else { continue }
            do {
                games[index].journal.append(try journalAction(row, game: game, after: games[index].journal.count))
            } catch let error as StoreError {
                unreadable[game] = error.description
            }
        }
        var rebuilt = RebuiltTallies()
        for index in games.indices where unreadable[games[index].id] == nil {
            rebuilt.tallies.append(RebuiltTally(
                id: games[index].id, status: games[index].status,
                stored: StoredTally(listing: listings[index], tally: GameTally(games[index], texts: &texts))))
        }
        rebuilt.unreadable = unreadable.sorted { $0.key < $1.key }.map { UnreadableGame(id: $0.key, reason: $0.value) }
        return rebuilt
    }

    /// Writes `tallies` into the tally tables, made first if need be. Their texts are numbers of `texts`, whose
    /// first `stored` were read from `tally_text` (numbered by id); the others are added to it, their ids kept
    /// in `ids` for the next batch. Nothing is written when `tally_text` lost rows since (edited by hand): the
    /// tallies are rebuilt next time.
    static func keep(
        _ tallies: [RebuiltTally], texts: TextTable, stored: Int, ids: inout [Int: Int], in db: Database
    ) throws {
        guard !tallies.isEmpty else { return }
        try TallyTables.create(in: db)
        guard let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM tally_text WHERE id < ?", arguments: [stored]),
              count == stored - 1 else { return }
        func id(_ number: Int) throws -> Int {
            if number < stored { return number }
            if let id = ids[number] { return id }
            try db.execute(sql: "INSERT OR IGNORE INTO tally_text (text) VALUES (?)", arguments: [texts[number]])
            let id = try Int.fetchOne(db, sql: "SELECT id FROM tally_text WHERE text = ?", arguments: [texts[number]]) ?? 0
            ids[number] = id
            return id
        }
        let insert = try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO game_tally (game, format, listing, tally) VALUES (?, ?, ?, ?)")
        for game in tallies {
            for number in game.stored.numbers where number >= stored { _ = try id(number) }
            let renumbered = game.stored.renumbered { $0 < stored ? $0 : ids[$0]! }
            try insert.execute(arguments: [
                game.id, StoredTally.format, Data(renumbered.listingBytes()), Data(renumbered.tallyBytes()),
            ])
        }
    }
}
