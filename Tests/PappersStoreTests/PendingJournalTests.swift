import Foundation
import GRDB
import PappersEngine
import Testing
@testable import PappersStore

/// Write errors lose nothing: the pending journal keeps every action in memory, in order, and once a write
/// succeeds again the store holds exactly the journal an undisturbed game would have.
@Suite struct PendingJournalTests {
    /// A game played through a pending journal into `store`, with `disturb` called before each action (it
    /// may break the store and mend it); then one last write. Returns the journal, the game and its id.
    private func play(
        seed: UInt64, into store: inout Store, words: Int = 12,
        disturb: (_ index: Int, _ store: inout Store, _ journal: inout PendingJournal) -> Void = { _, _, _ in }
    ) throws -> (journal: PendingJournal, game: (setup: GameSetup, journal: [TimedAction], state: GameState)) {
        let game = Sample.game(seed: seed, words: words)
        var journal = PendingJournal()
        journal.start(game.setup, packs: ["en-animals"], program: "1.0.0", at: Sample.date(seed))
        try? journal.write(to: store)
        for (index, action) in game.journal.enumerated() {
            disturb(index, &store, &journal)
            journal.append(action)
            if index % 5 == 0 { journal.recordClock(action.at) }
            try? journal.write(to: store)
        }
        journal.end(game.state, at: Sample.date(seed).addingTimeInterval(600))
        try journal.write(to: store)
        return (journal, game)
    }

    /// What a store holds of the game, against what it would hold had nothing failed.
    private func expectUndisturbed(_ store: Store, id: Int, _ game: (setup: GameSetup, journal: [TimedAction], state: GameState),
                                   sourceLocation: SourceLocation = #_sourceLocation) throws {
        let record = try store.record(id: id)
        #expect(record.journal == game.journal, "every action, in order", sourceLocation: sourceLocation)
        #expect(record.status == .finished, sourceLocation: sourceLocation)
        #expect(record.result == GameResult(state: game.state, journal: game.journal), sourceLocation: sourceLocation)
        #expect(try record.verified() == game.state, sourceLocation: sourceLocation)
        #expect(try store.history().count == 1, "one game, not two", sourceLocation: sourceLocation)
    }

    static let faults: [(WriteFault, String)] = [
        (.diskFull, "ENOSPC"), (.ioError, "EIO"), (.readOnly, "EROFS"), (.locked, "locked"),
    ]

    @Test(arguments: faults.indices)
    func anInjectedWriteErrorLosesNothing(fault index: Int) throws {
        let (fault, name) = Self.faults[index]
        let folder = TemporaryFolder()
        let disk = FaultyDisk()
        var store = try Store.open(folder.dataDirectory, disk: disk)
        var seen: StoreError?
        var pendingWhileBroken = 0
        let (journal, game) = try play(seed: 40 + UInt64(index), into: &store) { step, store, journal in
            // The disk fails from the 10th action for 25 writes, the start of the game and a heartbeat among them.
            if step == 10 { disk.fail(fault, count: 25) }
            if step > 10, let problem = journal.problem {
                seen = problem
                pendingWhileBroken = max(pendingWhileBroken, journal.records().first?.journal.count ?? 0)
            }
        }
        #expect(journal.isWritten && journal.problem == nil)
        switch (fault, try #require(seen)) {
        case (.diskFull, .diskFull), (.ioError, .io), (.readOnly, .notWritable), (.locked, .locked): break
        case (_, let other): Issue.record("\(name) was reported as \(other)")
        }
        #expect(pendingWhileBroken > 10, "the unsaved actions were kept")
        try expectUndisturbed(store, id: try #require(journal.currentGameID), game)
        print("reliability: write-errors-injected: 25 × \(name) from the store's 10th action")
    }

    @Test func aGameWhoseStartCouldNotBeRecordedIsRecordedLater() throws {
        let folder = TemporaryFolder()
        let disk = FaultyDisk()
        var store = try Store.open(folder.dataDirectory, disk: disk)
        disk.fail(.diskFull, count: 4)
        let (journal, game) = try play(seed: 50, into: &store)
        try expectUndisturbed(store, id: try #require(journal.currentGameID), game)
    }

    @Test func aWriteThatFailedAfterItsCommitIsNotWrittenTwice() throws {
        let folder = TemporaryFolder()
        let disk = FaultyDisk()
        var store = try Store.open(folder.dataDirectory, disk: disk)
        let (journal, game) = try play(seed: 51, into: &store) { step, store, journal in
            // The store holds the action, but the journal heard of a failure: it must read back what is there.
            if step == 7, let id = journal.currentGameID {
                try? store.append(Sample.game(seed: 51).journal[7], to: id)
                disk.fail(.ioError)
            }
        }
        try expectUndisturbed(store, id: try #require(journal.currentGameID), game)
    }

    /// A game of seed `seed` played while the database file moves: `move` (given the data directory's database
    /// path) runs before action `step`; the session's part (opening the path again once the journal reports
    /// the move) is played here. Returns what the journal reported, the store at the end and the game.
    private func playWhileTheDatabaseMoves(
        seed: UInt64, at step: Int, in folder: TemporaryFolder, before: (Int, Store) -> Void = { _, _ in },
        move: (String) -> Void
    ) throws -> (moved: StoreError?, store: Store, id: Int, game: (setup: GameSetup, journal: [TimedAction], state: GameState)) {
        let directory = folder.dataDirectory
        var store = try Store.open(directory)
        try store.lockForPlay()
        var moved: StoreError?
        let (journal, game) = try play(seed: seed, into: &store) { index, store, journal in
            before(index, store)
            if index == step { move(directory.databasePath) }
            if index == step + 1, case .databaseMoved? = journal.problem {
                moved = journal.problem
                store = try! store.reopened(directory)
            }
        }
        return (moved, store, try #require(journal.currentGameID), game)
    }

    @Test func aDeletedDatabaseGetsTheWholeGameWhenItComesBack() throws {
        let folder = TemporaryFolder()
        let run = try playWhileTheDatabaseMoves(seed: 52, at: 12, in: folder) { path in
            for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        }
        #expect(run.moved == .databaseMoved(path: folder.dataDirectory.databasePath, replaced: false))
        try expectUndisturbed(run.store, id: run.id, run.game)
        print("reliability: database-replaced: 1 × database deleted while a game runs")
    }

    /// `mv backup pappers.sqlite` alone, the running game's log and shared memory left at their names: 1.1 laid
    /// them over the backup, whose games were gone after Save and quit.
    @Test func aDatabaseMovedOverTheRunningOneIsKeptWhole() throws {
        let folder = TemporaryFolder()
        let backupFolder = TemporaryFolder()
        let backup = try Store.open(backupFolder.dataDirectory)
        let kept = try [61, 62].map { try Sample.record(seed: $0, in: backup) }
        try backup.queue.writeWithoutTransaction { try $0.execute(sql: "VACUUM INTO ?", arguments: [folder.path + "/backup.sqlite"]) }
        let run = try playWhileTheDatabaseMoves(seed: 54, at: 15, in: folder) { path in
            rename(folder.path + "/backup.sqlite", path)
        }
        #expect(run.moved == .databaseMoved(path: folder.dataDirectory.databasePath, replaced: true))
        let history = try run.store.history()
        #expect(history.count == 3, "the backup's two games and the running one: \(history.map(\.id))")
        for id in kept { _ = try run.store.record(id: id).verified() }
        #expect(try run.store.record(id: run.id).journal == run.game.journal)
        let check = try run.store.queue.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
        print("reliability: database-replaced: 1 × database moved over the running one, its log left in place")
    }

    @Test func aReplacedDatabaseGoesOnFromThePartItHolds() throws {
        let folder = TemporaryFolder()
        let copy = folder.path + "/copy.sqlite"
        let run = try playWhileTheDatabaseMoves(seed: 53, at: 15, in: folder, before: { index, store in
            // A backup taken at the 8th action (with the log checkpointed in), put back with `mv` at the 15th.
            if index == 8 {
                try! store.queue.writeWithoutTransaction { try $0.execute(sql: "VACUUM INTO ?", arguments: [copy]) }
            }
        }) { path in
            for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
            rename(copy, path)
        }
        #expect(run.moved == .databaseMoved(path: folder.dataDirectory.databasePath, replaced: true))
        try expectUndisturbed(run.store, id: run.id, run.game)
        print("reliability: database-replaced: 1 × database replaced by an older copy while a game runs")
    }

    @Test func aDatabaseReplacedByAnotherGetsTheGameAsANewOne() throws {
        let other = TemporaryFolder()
        do {
            let elsewhere = try Store.open(other.dataDirectory)
            try Sample.record(seed: 99, in: elsewhere)
        }
        let run = try playWhileTheDatabaseMoves(seed: 54, at: 5, in: TemporaryFolder()) { path in
            for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
            rename(other.dataDirectory.databasePath, path)
        }
        #expect(run.id == 2, "the other database's game 1 is left alone")
        #expect(try run.store.record(id: 2).journal == run.game.journal)
        #expect(try run.store.record(id: 1).setup == Sample.setup(seed: 99))
    }

    @Test func aRealLockFromAnotherProgramLosesNothing() throws {
        let folder = TemporaryFolder()
        var store = try Store.open(folder.dataDirectory)
        store.waitBrieflyForLocks()
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let intruder = try DatabaseQueue(path: folder.dataDirectory.databasePath, configuration: configuration)
        var released = false
        var seen: StoreError?
        var lockedAt: ContinuousClock.Instant?
        var waited: Duration?
        let (journal, game) = try play(seed: 55, into: &store, words: 6) { step, _, journal in
            if step == 3 {
                try! intruder.writeWithoutTransaction { try $0.execute(sql: "BEGIN EXCLUSIVE") }
                lockedAt = .now
            }
            if step == 4 {
                waited = lockedAt.map { ContinuousClock.now - $0 }
                seen = journal.problem
                try! intruder.writeWithoutTransaction { try $0.execute(sql: "COMMIT") }
                released = true
            }
        }
        #expect(released)
        if case .locked? = seen {} else { Issue.record("the lock was reported as \(String(describing: seen))") }
        // A game's write waits a quarter of a second for the lock, not the two seconds of other stores.
        #expect(try #require(waited) < .milliseconds(1_500), "the game kept answering: \(String(describing: waited))")
        try expectUndisturbed(store, id: try #require(journal.currentGameID), game)
        print("reliability: write-errors-injected: 1 × database locked by another program")
    }

    @Test func aRealFullDiskLosesNothing() throws {
        // Large enough for the write-ahead log of a game (it only shrinks at a checkpoint).
        guard let disk = SmallDisk.mount(kilobytes: 4_000) else {
            print("PendingJournalTests: not root (or no tmpfs): the real full disk is not tried here")
            return
        }
        var store = try Store.open(DataDirectory(path: disk.path + "/data"))
        var seen: StoreError?
        let (journal, game) = try play(seed: 56, into: &store, words: 30) { step, _, journal in
            if step == 20 { disk.fill() }
            if step == 60 {
                seen = journal.problem
                disk.free()
            }
        }
        #expect(seen == .diskFull(path: disk.path + "/data/pappers.sqlite"))
        try expectUndisturbed(store, id: try #require(journal.currentGameID), game)
        print("reliability: disk-full-store: 1 × a real tmpfs filled for 40 actions")
    }

    @Test func theHeartbeatWaitsForTheActionsBeforeIt() throws {
        let folder = TemporaryFolder()
        let disk = FaultyDisk()
        let store = try Store.open(folder.dataDirectory, disk: disk)
        let game = Sample.game(seed: 58)
        var journal = PendingJournal()
        journal.start(game.setup, packs: [], program: "1.0.0", at: Sample.date(58))
        try journal.write(to: store)
        disk.fail(.diskFull)
        journal.append(game.journal[0])
        journal.recordClock(1_234)
        #expect(throws: StoreError.self) { try journal.write(to: store) }
        #expect(!journal.isWritten)
        let id = try #require(journal.currentGameID)
        #expect(try store.record(id: id).heartbeat == nil)
        try journal.write(to: store)
        let record = try store.record(id: id)
        #expect(record.journal == [game.journal[0]] && record.heartbeat == 1_234)
        #expect(journal.isWritten)
    }

    @Test func theUnsavedRecordIsExportsFormatAndImportsBack() throws {
        let folder = TemporaryFolder()
        let disk = FaultyDisk()
        let store = try Store.open(folder.dataDirectory, disk: disk)
        let game = Sample.game(seed: 59)
        var journal = PendingJournal()
        journal.start(game.setup, packs: ["en-food"], program: "1.0.0", at: Sample.date(59))
        for action in game.journal.prefix(5) { journal.append(action) }
        try journal.write(to: store)
        disk.fail(.diskFull, count: 1_000)
        for action in game.journal.dropFirst(5).prefix(20) {
            journal.append(action)
            try? journal.write(to: store)
        }
        let records = journal.records()
        #expect(records.count == 1)
        let file = try GameRecord(json: Data(try #require(records.first).exportedJSON().utf8))
        #expect(file.journal == Array(game.journal.prefix(25)))
        #expect(file.status == .inProgress)
        _ = try file.verified()
        disk.mend()
        let id = try #require(journal.currentGameID)
        #expect(try store.importGame(file) == .completed(id, actions: 20))
        #expect(try store.record(id: id).journal == file.journal)
        #expect(try store.importGame(file) == .alreadyHere(id))
        var other = file
        other.journal = Array(game.journal.prefix(24)) + [TimedAction(.pause, at: game.journal[24].at)]
        #expect(try store.importGame(other) == .conflicts(id))
        // Into another data directory it is a new game, which continues as it was.
        let elsewhere = try Store.open(TemporaryFolder().dataDirectory)
        #expect(try elsewhere.importGame(file) == .added(1))
        #expect(try elsewhere.gameInProgress()?.journal == file.journal)
    }
}
