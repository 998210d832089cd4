import Foundation
import GRDB
import PappersEngine
import Testing
@testable import PappersStore

/// A database file deleted while a game runs: its write-ahead log still holds the game, and is never thrown
/// away (1.0.0 created an empty database, and SQLite deleted the log).
@Suite struct OrphanedLogTests {
    /// Leaves `directory` as a killed game whose database was deleted leaves it: no database file, and the
    /// log as it stood while `play` ran (copied before the store closes, since closing would fold it in).
    static func deleteDatabaseWhilePlaying(_ directory: DataDirectory, play: (Store) throws -> Void) throws -> Data {
        var log = Data()
        do {
            let store = try Store.openToPlay(directory)
            try play(store)
            log = try #require(FileManager.default.contents(atPath: directory.databasePath + "-wal"))
            try FileManager.default.removeItem(atPath: directory.databasePath)
        }
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: directory.databasePath + suffix) }
        _ = FileManager.default.createFile(atPath: directory.databasePath + "-wal", contents: log)
        return log
    }

    @Test func aGameWhoseDatabaseWasDeletedComesBackFromItsLog() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        let game = Sample.game(seed: 8)
        var id = 0
        let log = try Self.deleteDatabaseWhilePlaying(directory) { store in
            id = try store.startGame(game.setup, packs: ["en-animals"], program: "1.0.0", at: Sample.date(8))
            for action in game.journal.prefix(30) { try store.append(action, to: id) }
        }
        // The commands that only read say what is there, and touch nothing.
        #expect { _ = try Store.openForReading(directory) } throws: { "\($0)".contains("write-ahead log remains") }

        let date = Date(timeIntervalSince1970: 1_704_164_645)  // 2024-01-02 03:04:05 UTC
        let store = try Store.openToPlay(directory, at: date)
        let kept = directory.databasePath + ".orphaned-20240102-030405-wal"
        #expect(store.recovered?.contains("was recovered into a new one (the log is kept as \(kept))") == true)
        let record = try #require(try store.gameInProgress())
        #expect(record.id == id)
        #expect(record.journal == Array(game.journal.prefix(30)))
        #expect(FileManager.default.contents(atPath: kept) == log)
        #expect(permissions(directory.databasePath) == 0o600)
        // The game goes on, and is kept.
        try store.append(game.journal[30], to: id)
        #expect(try store.record(id: id).journal.count == 31)
    }

    @Test func aLogThatDoesNotHoldAWholeDatabaseIsKeptBeside() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        do {
            let store = try Store.open(directory)
            for seed in UInt64(1)...40 { try Sample.record(seed: seed, in: store, words: 30) }
        }
        let game = Sample.game(seed: 9)
        let log = try Self.deleteDatabaseWhilePlaying(directory) { store in
            let id = try store.startGame(game.setup, packs: [], program: "1.0.0", at: Sample.date(9))
            for action in game.journal.prefix(10) { try store.append(action, to: id) }
        }
        let store = try Store.openToPlay(directory, at: Date(timeIntervalSince1970: 0))
        let kept = directory.databasePath + ".orphaned-19700101-000000-wal"
        #expect(store.recovered == "the database \(directory.databasePath) was missing and its log alone does not "
            + "hold a whole database; the log is kept as \(kept), and a new database was started")
        #expect(FileManager.default.contents(atPath: kept) == log)
        #expect(try store.history().isEmpty)
        #expect(!snapshot(directory.path).keys.contains { $0.contains("recovering") })
    }

    @Test func aLogWithNothingInItIsNoCause() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        _ = FileManager.default.createFile(atPath: directory.databasePath + "-wal", contents: Data())
        let store = try Store.openToPlay(directory)
        #expect(store.recovered == nil)
    }
}

/// A heartbeat edited far ahead (above 2^50) left a continued game paused for good in 1.0.0: nothing could
/// happen after `TimedAction.latestInstant`.
@Suite struct HeartbeatBoundTests {
    @Test(arguments: [1 << 50, (1 << 50) + 5, Int.max, 10_000_000_000])
    func aHeartbeatBeyondTheTurnCountsForNoMore(heartbeat: Int) throws {
        let store = try Store.inMemory()
        let game = Sample.game(seed: 6)
        let id = try store.startGame(game.setup, packs: [], program: "1.0.0", at: Sample.date(6))
        let start = try #require(game.journal.firstIndex { $0.action == .startTurn })
        let played = Array(game.journal.prefix(start + 3))
        for action in played { try store.append(action, to: id) }
        try store.queue.write { db in
            try db.execute(sql: "UPDATE game SET heartbeat = ? WHERE id = ?", arguments: [heartbeat, id])
        }
        let record = try store.record(id: id)
        let last = try #require(played.last?.at)
        #expect(record.lastKnownMillis == last + game.setup.rules.turnMillis + 1_000)
        // The continued game goes on from there: its time is up, and the review and the next turn follow.
        var state = try record.replayed()
        try state.apply(TimedAction(.tick, at: record.lastKnownMillis))
        try state.apply(TimedAction(.confirmReview, at: record.lastKnownMillis + 5_000))
        try state.apply(TimedAction(.startTurn, at: record.lastKnownMillis + 9_000))
        try state.apply(TimedAction(.pause, at: record.lastKnownMillis + 10_000))
    }

    @Test func anHonestHeartbeatIsKept() throws {
        let store = try Store.inMemory()
        let game = Sample.game(seed: 6)
        let id = try store.startGame(game.setup, packs: [], program: "1.0.0", at: Sample.date(6))
        for action in game.journal.prefix(5) { try store.append(action, to: id) }
        let last = game.journal[4].at
        try store.recordClock(last + 12_345, game: id)
        #expect(try store.record(id: id).lastKnownMillis == last + 12_345)
    }
}
