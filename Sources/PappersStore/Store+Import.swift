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
    /// A game with the same setup and start time is the same game: when its journal here is a prefix of the
    /// record's and it is still in progress, the rest is appended (so that `continue` goes on with all of it);
    /// otherwise nothing is written. Any other record becomes a new game with a new id, its words marked as
    /// played.
    public func importGame(_ record: GameRecord) throws(StoreError) -> ImportOutcome {
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
                guard here.status == .inProgress, here.journal.count <= record.journal.count,
                      Array(record.journal.prefix(here.journal.count)) == here.journal
                else { return .conflicts(id) }
                let added = record.journal.count - here.journal.count
                try Self.insert(record.journal.dropFirst(here.journal.count), from: here.journal.count + 1, game: id, in: db)
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
            try statement.execute(arguments: [game, first + offset, timed.at, timed.action.name, timed.action.word])
        }
    }
}
