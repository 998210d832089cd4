import Foundation
import GRDB
import PappersEngine
import Testing
@testable import PappersStore

/// A database that cannot be used: a clear error, nothing deleted or overwritten, and a way on.
@Suite struct UnusableDatabaseTests {
    /// A data directory holding a good database with three finished games, closed.
    static func goodDatabase(in folder: TemporaryFolder) throws -> DataDirectory {
        let directory = folder.dataDirectory
        let store = try Store.open(directory)
        for seed in UInt64(1)...3 { try Sample.record(seed: seed, in: store, words: 20) }
        return directory
    }

    /// Checks that opening `directory` to play and to read both fail with `expected`, and that no file changed.
    static func expectUnusable(_ directory: DataDirectory, _ expected: (StoreError) -> Bool) throws {
        let before = snapshot(directory.path)
        for reading in [false, true] {
            do {
                _ = reading ? try Store.openForReading(directory) : try Store.open(directory)
                Issue.record("the database opened")
            } catch {
                #expect(expected(error), "\(error)")
                #expect(!error.description.contains("\n"))
            }
            #expect(snapshot(directory.path) == before)
        }
    }

    @Test func garbageIsCorrupt() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        var generator = SeededGenerator(seed: 5, stream: .game)
        let garbage = Data((0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        _ = FileManager.default.createFile(atPath: directory.databasePath, contents: garbage)
        try Self.expectUnusable(directory) {
            if case .corrupt(let path, _) = $0 { return path == directory.databasePath }
            return false
        }
        #expect(FileManager.default.contents(atPath: directory.databasePath) == garbage)
    }

    @Test func damagedPagesAreCorrupt() throws {
        let folder = TemporaryFolder()
        let directory = try Self.goodDatabase(in: folder)
        var bytes = try #require(FileManager.default.contents(atPath: directory.databasePath))
        #expect(bytes.count > 3 * 4096)
        for index in 4096..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
        try bytes.write(to: URL(fileURLWithPath: directory.databasePath))
        try Self.expectUnusable(directory) { $0.isUnusableDatabase && "\($0)".contains("damaged") }
    }

    /// Damage that opening would not otherwise read: a page of the journal only. `PRAGMA quick_check` finds it.
    @Test func aDamagedJournalPageIsFoundAtOpen() throws {
        let folder = TemporaryFolder()
        let directory = try Self.goodDatabase(in: folder)
        let queue = try DatabaseQueue(path: directory.databasePath)
        let (pages, pageSize) = try queue.read { db in
            (try Int.fetchAll(db, sql: "SELECT pageno FROM dbstat WHERE name = 'journal' AND pagetype = 'leaf'"),
             try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096)
        }
        try queue.close()
        let page = try #require(pages.last)
        var bytes = try #require(FileManager.default.contents(atPath: directory.databasePath))
        for index in (page - 1) * pageSize..<page * pageSize { bytes[index] = 0xFF }
        try bytes.write(to: URL(fileURLWithPath: directory.databasePath))
        try Self.expectUnusable(directory) {
            if case .corrupt = $0 { return true }
            return false
        }
    }

    @Test func aTruncatedDatabaseIsCorrupt() throws {
        let folder = TemporaryFolder()
        let directory = try Self.goodDatabase(in: folder)
        let bytes = try #require(FileManager.default.contents(atPath: directory.databasePath))
        try bytes.prefix(bytes.count / 2 + 100).write(to: URL(fileURLWithPath: directory.databasePath))
        try Self.expectUnusable(directory) {
            if case .corrupt = $0 { return true }
            return false
        }
    }

    @Test func anUnknownMigrationIsANewerFormat() throws {
        let folder = TemporaryFolder()
        let directory = try Self.goodDatabase(in: folder)
        let queue = try DatabaseQueue(path: directory.databasePath)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v\(Schema.version + 1)')") }
        try queue.close()
        try Self.expectUnusable(directory) {
            if case .newerFormat(_, let detail) = $0 { return detail.contains("v\(Schema.version + 1)") }
            return false
        }
    }

    @Test func aNewerUserVersionIsANewerFormat() throws {
        let folder = TemporaryFolder()
        let directory = try Self.goodDatabase(in: folder)
        let queue = try DatabaseQueue(path: directory.databasePath)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = \(Schema.version + 1)") }
        try queue.close()
        try Self.expectUnusable(directory) {
            if case .newerFormat(_, let detail) = $0 { return detail.contains("version \(Schema.version + 1)") }
            return false
        }
    }

    @Test func anotherProgramsDatabaseIsNotPappers() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        let queue = try DatabaseQueue(path: directory.databasePath)
        try queue.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hi')") }
        try queue.close()
        try Self.expectUnusable(directory) { $0 == .notPappers(path: directory.databasePath) }
    }

    @Test func storeErrorsFromSQLiteAreTyped() {
        let path = "/d/pappers.sqlite"
        #expect(StoreError(DatabaseError(resultCode: .SQLITE_CORRUPT), path: path, lockPath: nil).isUnusableDatabase)
        #expect(StoreError(DatabaseError(resultCode: .SQLITE_NOTADB), path: path, lockPath: nil).isUnusableDatabase)
        // Busy, but nobody holds the play lock: the real cause, not "another copy is playing".
        #expect(StoreError(DatabaseError(resultCode: .SQLITE_BUSY), path: path, lockPath: nil)
            == .locked(path: "/d/pappers.sqlite", detail: "database is locked"))
        if case .notWritable = StoreError(DatabaseError(resultCode: .SQLITE_READONLY), path: path, lockPath: nil) {
        } else {
            Issue.record("SQLITE_READONLY is not notWritable")
        }
    }

    // MARK: Moving aside

    @Test func aFreshDatabaseBesideKeepsTheOldFileAndItsCompanions() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        let garbage = Data("this is not a database, but somebody's data all the same".utf8)
        let wal = Data("a write-ahead log".utf8)
        _ = FileManager.default.createFile(atPath: directory.databasePath, contents: garbage)
        _ = FileManager.default.createFile(atPath: directory.databasePath + "-wal", contents: wal)
        #expect(throws: StoreError.self) { try Store.open(directory) }

        let date = Date(timeIntervalSince1970: 1_704_164_645.9)  // 2024-01-02 03:04:05.9 UTC
        let (store, keptAs) = try Store.openFreshBeside(directory, at: date)
        let aside = directory.databasePath + ".unusable-20240102-030405"
        #expect(keptAs == aside)
        #expect(FileManager.default.contents(atPath: aside) == garbage)
        #expect(FileManager.default.contents(atPath: aside + "-wal") == wal)
        #expect(try store.history().isEmpty)
        try Sample.record(seed: 1, in: store)
        #expect(try store.history().count == 1)
        #expect(permissions(directory.databasePath) == 0o600)

        // The fresh store holds the play lock: nobody else can start a game, or move its database away.
        #expect(throws: StoreError.busy(pid: getpid())) { try Store.openFreshBeside(directory, at: date) }
        #expect(throws: StoreError.busy(pid: getpid())) { try Store.open(directory).lockForPlay() }
        withExtendedLifetime(store) {}
    }

    @Test func asideNamesNeverCollide() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        let date = Date(timeIntervalSince1970: 1_704_164_645)
        var kept: [String] = []
        for round in 1...3 {
            try directory.create()
            _ = FileManager.default.createFile(atPath: directory.databasePath, contents: Data("bad \(round)".utf8))
            kept.append(try #require(try Store.openFreshBeside(directory, at: date).keptAs))
        }
        let stem = directory.databasePath + ".unusable-20240102-030405"
        #expect(kept == [stem, stem + "-2", stem + "-3"])
        for (index, path) in kept.enumerated() {
            #expect(FileManager.default.contents(atPath: path) == Data("bad \(index + 1)".utf8))
        }
    }

    // MARK: Not writable

    @Test(.enabled(if: ReadOnly.isPossible)) func aReadOnlyDirectoryWithoutADatabase() throws {
        let folder = TemporaryFolder()
        let directory = folder.dataDirectory
        try directory.create()
        #expect(ReadOnly.make(directory.path))
        defer { ReadOnly.undo(directory.path) }
        do {
            _ = try Store.open(directory)
            Issue.record("opened a read-only directory to play")
        } catch {
            // The reason differs for root (immutable) and other users (mode 0500): compare the rest.
            #expect(error == .notWritable(path: directory.path, detail: error.notWritableDetail))
        }
        #expect(snapshot(directory.path).isEmpty)
        #expect(try Store.openForReading(directory).history().isEmpty)
    }

    @Test(.enabled(if: ReadOnly.isPossible)) func aReadOnlyDirectoryWithADatabase() throws {
        let folder = TemporaryFolder()
        let directory = try Self.goodDatabase(in: folder)
        let before = snapshot(directory.path)
        #expect(ReadOnly.make(directory.databasePath))
        #expect(ReadOnly.make(directory.path))
        defer {
            ReadOnly.undo(directory.path)
            ReadOnly.undo(directory.databasePath)
        }
        do {
            _ = try Store.open(directory)
            Issue.record("opened a read-only directory to play")
        } catch {
            if case .notWritable = error {} else { Issue.record("\(error)") }
        }
        // The commands that only read still work.
        let reader = try Store.openForReading(directory)
        #expect(try reader.history().map(\.id) == [3, 2, 1])
        #expect(try reader.record(id: 2).verified() == Sample.game(seed: 2, words: 20).state)
        #expect(throws: StoreError.self) { try reader.setSetting("sound", "off") }
        #expect(snapshot(directory.path) == before)
    }

    @Test(.enabled(if: ReadOnly.isPossible)) func aReadOnlyDatabaseFile() throws {
        let folder = TemporaryFolder()
        let directory = try Self.goodDatabase(in: folder)
        let before = snapshot(directory.path)
        #expect(ReadOnly.make(directory.databasePath))
        defer { ReadOnly.undo(directory.databasePath) }
        do {
            _ = try Store.open(directory)
            Issue.record("opened a read-only database to play")
        } catch {
            #expect(error == .notWritable(path: directory.databasePath, detail: error.notWritableDetail))
        }
        #expect(snapshot(directory.path) == before)
    }

    // MARK: Another copy

    @Test func aHeldLockKeepsASecondGameOutButNotTheReaders() throws {
        let folder = TemporaryFolder()
        let directory = try Self.goodDatabase(in: folder)
        let playing = try Store.open(directory)
        try playing.lockForPlay()
        try playing.lockForPlay()  // again: harmless
        #expect(PlayLock.holder(at: directory.lockPath)?.pid == getpid())
        #expect(permissions(directory.lockPath) == 0o600)

        let second = try Store.open(directory)
        #expect(throws: StoreError.busy(pid: getpid())) { try second.lockForPlay() }
        #expect(StoreError.busy(pid: getpid()).description.contains("process \(getpid())"))
        #expect(throws: StoreError.busy(pid: getpid())) { try Store.openFreshBeside(directory, at: Date()) }

        // Reading goes on while the game plays, and sees what it writes.
        let game = Sample.game(seed: 40)
        let id = try playing.startGame(game.setup, packs: [], program: "1.0.0", at: Sample.date(40))
        try playing.append(game.journal[0], to: id)
        let reader = try Store.openForReading(directory)
        #expect(try reader.history().first?.status == .inProgress)
        #expect(try reader.record(id: id).journal == [game.journal[0]])

        // When the game ends, the lock goes with it.
        _ = consume playing
        try second.lockForPlay()
        #expect(PlayLock.holder(at: directory.lockPath)?.pid == getpid())
    }
}

extension StoreError {
    /// The detail of a `notWritable` error, to compare the rest of it.
    var notWritableDetail: String {
        if case .notWritable(_, let detail) = self { return detail }
        return ""
    }
}
