import Foundation
import GRDB
import PappersEngine

extension Store {
    /// What `importGame(_:)` did with a record.
    public enum ImportOutcome: Equatable, Sendable {
        /// A new game of this data directory, with this id.
        case added(Int)
        /// The same game was here with part of its journal: the missing actions (and its end) were added.
        case completed(Int, actions: Int)
        /// Game `id` already holds the whole record: nothing was written.
        case alreadyHere(Int)
        /// Game `id` is the same game (same setup and start) but its journal goes another way, or further:
        /// nothing was written.
        case conflicts(Int)
    }

    /// Takes a game record (from `export`, or the file written when a game could not be saved) into this data
    /// directory, in one transaction. Check it first (`GameRecord.verified()`): the store trusts its result.
    ///
    /// A game with the same setup and start time is the same game. When the record extends its journal here
    /// (`extends(_:)`: trailing pauses and resumes here aside, the ones a `continue` then Save and quit add) and
    /// it is still in progress, the journal becomes the record's (so that `continue` goes on with all of it);
    /// otherwise nothing is written. Any other record becomes a new game with a new id, its words marked as
    /// played.
    ///
    /// A record whose export would be larger than a record may be (`GameRecord.maxJSONBytes`: a compact file
    /// under the cap that `export` would lay out over it) is refused, so that whatever is imported, `export`
    /// writes and `import` and `replay` take back.
    public func importGame(_ record: GameRecord) throws(StoreError) -> ImportOutcome {
        let exported = record.exportedJSON().utf8.count
        if exported > GameRecord.maxJSONBytes {
            throw .invalidGame("the record would be \(exported) bytes once exported, over the \(GameRecord.maxJSONBytes) "
                + "bytes (8 MB) a record may have; nothing was imported")
        }
        let setupJSON = try Self.encode(record.setup)
        let packsJSON = try Self.encode(record.packs)
        let resultJSON = try record.result.map { result throws(StoreError) in try Self.encode(result) }
        let started = Timestamp.millis(record.startedAt)
        return try writing { db in
            let candidates = try Int.fetchAll(
                db, sql: "SELECT id FROM game WHERE started_at = ? ORDER BY id", arguments: [started])
            for id in candidates {
                let here = try Self.record(id: id, in: db)
                guard here.setup == record.setup else { continue }
                if here.journal == record.journal && here.status == record.status { return .alreadyHere(id) }
                if here.journal.starts(with: record.journal) && here.status == .inProgress && record.status == .inProgress {
                    return .alreadyHere(id)
                }
                guard here.status == .inProgress, let kept = record.extends(here) else { return .conflicts(id) }
                let added = record.journal.count - kept
                try db.execute(sql: "DELETE FROM journal WHERE game = ? AND seq > ?", arguments: [id, kept])
                try Self.insert(record.journal.dropFirst(kept), from: kept + 1, game: id, in: db)
                try db.execute(
                    sql: "UPDATE game SET status = ?, ended_at = ?, result = ?, heartbeat = ? WHERE id = ?",
                    arguments: [record.status.rawValue, record.endedAt.map(Timestamp.millis), resultJSON,
                                record.heartbeat ?? here.heartbeat, id])
                return .completed(id, actions: added)
            }
            try db.execute(
                sql: """
                    INSERT INTO game (program, started_at, ended_at, status, setup, packs, result, heartbeat)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [record.program, started, record.endedAt.map(Timestamp.millis), record.status.rawValue,
                            setupJSON, packsJSON, resultJSON, record.heartbeat])
            let id = Int(db.lastInsertedRowID)
            try Self.insert(record.journal[...], from: 1, game: id, in: db)
            try Self.markPlayed(record.setup.words, game: id, in: db)
            return .added(id)
        }
    }

    private static func insert(_ actions: ArraySlice<TimedAction>, from first: Int, game: Int, in db: Database) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT INTO journal (game, seq, t, action, word) VALUES (?, ?, ?, ?, ?)")
        for (offset, timed) in actions.enumerated() {
            let row = JournalRow(timed)
            try statement.execute(arguments: [game, first + offset, timed.at, row.action, row.number])
        }
    }
}

extension GameRecord {
    /// How many actions of `stored`'s journal the record keeps when it extends it: the record's journal starts
    /// with the stored one, less the pauses and resumes at its end (a game continued from the database, then
    /// saved and quit, ends with a pause the record lacks), and goes further. Nil when it does not.
    public func extends(_ stored: GameRecord) -> Int? {
        guard setup == stored.setup, startedAt == stored.startedAt else { return nil }
        var kept = stored.journal.count
        while kept > 0, [.pause, .resume].contains(stored.journal[kept - 1].action) { kept -= 1 }
        guard journal.count > kept, journal.starts(with: stored.journal.prefix(kept)),
              journal.count > stored.journal.count || !stored.journal.starts(with: journal) else { return nil }
        return kept
    }
}
