import Foundation
import GRDB
import Synchronization

/// The data directory's database: settings, rosters, played words, and every game's record and journal.
///
/// One SQLite file, `<data directory>/pappers.sqlite` (mode 0600), in WAL mode. Every method is one
/// transaction, committed before it returns: a game killed at any moment loses nothing it had journaled. The
/// commit then reaches the disk within milliseconds (`DiskSync`), so that a power cut loses at most the last
/// moment of play.
///
/// Opening checks the file before writing anything into it. A damaged database, one from a newer Pappers or
/// one that is not Pappers' gives a `StoreError` and is left exactly as it was; `openFreshBeside(_:at:)` moves
/// it aside and starts afresh. Several stores may be open on one directory at once (the commands that only
/// read work while a game runs); `lockForPlay()` keeps a second game out.
public final class Store: Sendable {
    /// The database file, or `:memory:` for a store that keeps nothing.
    public let databasePath: String
    let queue: DatabaseQueue
    /// Syncs the log after each write; nil for a store in memory or opened to read.
    let diskSync: DiskSync?
    let lockPath: String?
    let playLock: Mutex<PlayLock?>
    /// The database file this store opened to play (nil for one in memory or opened to read): each write first
    /// checks that the path still names it, so that a file deleted or replaced from outside is noticed.
    let openedFile: DatabaseFile?
    /// Its write-ahead log as opened, to tell whether the log at the path is still this store's once the
    /// database file was replaced.
    let openedLog: DatabaseFile?
    /// The disk under the store, asked before each write whether it may be tried.
    let disk: any Disk
    /// What opening did to save a game from a database file gone missing (see `OrphanedLog`), in one line
    /// for the players; nil when there was nothing to recover.
    public let recovered: String?
    /// Whether the store was opened to read (`openForReading`): what it derives (tallies) is written through a
    /// connection of its own.
    let readsOnly: Bool
    /// Whether opening checked every page of the file (`PRAGMA quick_check`); if not, it is checked before the
    /// first tally is written.
    let pagesChecked: Bool

    private init(
        queue: DatabaseQueue, databasePath: String, lockPath: String?, lock: PlayLock? = nil,
        diskSync: DiskSync? = nil, recovered: String? = nil, readsOnly: Bool = false, pagesChecked: Bool = true,
        disk: any Disk = SystemDisk()
    ) {
        self.queue = queue
        self.disk = disk
        self.readsOnly = readsOnly
        self.pagesChecked = pagesChecked
        self.databasePath = databasePath
        self.lockPath = lockPath
        self.playLock = Mutex(lock)
        self.diskSync = diskSync
        openedFile = lockPath == nil ? nil : DatabaseFile(path: databasePath)
        openedLog = lockPath == nil ? nil : DatabaseFile(path: databasePath + "-wal")
        self.recovered = recovered
    }

    // MARK: Opening

    /// How each commit reaches the disk. The program uses `background`; the others exist for the benchmark
    /// that justifies the choice.
    enum Durability: Sendable {
        /// `synchronous=NORMAL`, and the log synced on a background thread after each write.
        case background
        /// `synchronous=NORMAL` alone: safe from a killed process; a power cut may lose the last half minute.
        case normal
        /// `synchronous=FULL`: every commit waits for the disk.
        case full
    }

    /// Opens the data directory's database to play and keep things, creating the directory (0700) and the
    /// database (0600) when they do not exist, and migrating an older database to this program's schema. The
    /// creation and the migrations run under the play lock (see `open(_:durability:recovered:holdingLock:disk:)`).
    /// Its writes meet `disk`.
    public static func open(_ directory: DataDirectory, disk: any Disk = SystemDisk()) throws(StoreError) -> Store {
        try open(directory, durability: .background, disk: disk)
    }

    /// Opens the data directory's database to play: as `open(_:)`, but the play lock is taken first, before
    /// the database is created, inspected or migrated, so that a second copy started at the same moment is
    /// told that the directory is in use (and never sees a database half made). A database file gone missing
    /// with its write-ahead log left behind is recovered, or the log kept beside it (`recovered` says which).
    ///
    /// Every writer of the store opens it this way and holds the lock while it lives: a game, and `import`
    /// (which waits up to `patienceMillis` for another writer to finish, and otherwise says who holds it).
    public static func openToPlay(
        _ directory: DataDirectory, at date: Date = Date(), patienceMillis: Int = 20, disk: any Disk = SystemDisk()
    ) throws(StoreError) -> Store {
        do {
            try directory.create()
        } catch {
            throw .directory(error)
        }
        let lock = try PlayLock.acquire(at: directory.lockPath, patienceMillis: patienceMillis)
        let recovered = try OrphanedLog.recover(directory, at: date)
        let store = try open(directory, durability: .background, recovered: recovered, holdingLock: true, disk: disk)
        store.playLock.withLock { $0 = lock }
        return store
    }

    /// Opens the database as `open(_:)` says. Unless the caller holds the play lock (`holdingLock`), a database
    /// that must be created or migrated is so under the lock, taken for that moment only: two copies never
    /// migrate at once ("table setting already exists"), nor one under a running game.
    static func open(
        _ directory: DataDirectory, durability: Durability, recovered: String? = nil, holdingLock: Bool = false,
        disk: any Disk = SystemDisk()
    ) throws(StoreError) -> Store {
        // A caller holding the lock made the folder ready before taking it: made ready again now that it holds
        // the lock file, an empty folder of the user's would count as Pappers' and be narrowed.
        if !holdingLock {
            do {
                try directory.create()
            } catch {
                throw .directory(error)
            }
        }
        let path = directory.databasePath
        if access(directory.path, W_OK | X_OK) != 0 {
            throw .notWritable(path: directory.path, detail: String(cString: strerror(errno)))
        }
        try StoreFile.checkDatabase(path)
        if !FileManager.default.fileExists(atPath: path), OrphanedLog.holdsData(directory) {
            // SQLite would delete the log when it opens a new, empty database: it is recovered under the play
            // lock (`openToPlay`), never here.
            throw .io("the database \(path) is missing but its write-ahead log remains (it may hold a game); "
                + "it was left as it is: start `pappers` to recover it")
        }
        func isUpToDate() throws(StoreError) -> Bool {
            guard FileManager.default.fileExists(atPath: path) else { return false }
            if access(path, R_OK | W_OK) != 0 {
                throw .notWritable(path: path, detail: String(cString: strerror(errno)))
            }
            // Read everything once, without writing, before a connection that may write is opened.
            let inspection = try inspect(path)
            try close(inspection.queue, path: path)
            return inspection.upToDate
        }
        var upToDate = try isUpToDate()
        // Held until this returns: the lock for creating or migrating, taken here when the caller has none.
        var migrationLock: PlayLock?
        defer { withExtendedLifetime(migrationLock) {} }
        if !upToDate, !holdingLock {
            migrationLock = try PlayLock.acquire(at: directory.lockPath, patienceMillis: 2_000)
            upToDate = try isUpToDate()  // another copy may have made it meanwhile
        }
        if !FileManager.default.fileExists(atPath: path) { try createEmptyFile(path) }
        do {
            let queue = try DatabaseQueue(
                path: path, configuration: configuration(readOnly: false, durability: durability))
            let mode = try queue.writeWithoutTransaction { db in
                try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
            }
            guard mode == "wal" else {
                throw StoreError.notWritable(path: path, detail: "cannot switch the journal to WAL mode")
            }
            // The inspection found every migration applied (the usual start): nothing to read again or write.
            if !upToDate { try Schema.migrator.migrate(queue) }
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & 0o777 != 0o600 {
                chmod(path, 0o600)
            }
            let diskSync = durability == .background ? DiskSync(databasePath: path) : nil
            if !upToDate { diskSync?.request() }  // for the migrations
            return Store(
                queue: queue, databasePath: path, lockPath: directory.lockPath, diskSync: diskSync,
                recovered: recovered, disk: disk)
        } catch {
            throw StoreError(error, path: path, lockPath: directory.lockPath)
        }
    }

    /// Opens the data directory's database for the commands that only read (history, export, replay): no
    /// lock, nothing created, and it works while a game is running (it then reads through the game's
    /// write-ahead log and sees every action as it is committed), and in a read-only directory. Writes fail
    /// with `notWritable`. A directory without a database reads as an empty store; a database that needs
    /// migrating is opened as `open(_:)` does.
    ///
    /// When no game had the database open, the store reads the file as it stood then (see `inspect`): made
    /// for commands that last an instant, not for watching a game that starts later.
    ///
    /// `checkingEveryPage: false` leaves out `PRAGMA quick_check`, which reads the whole file (at 100,000 games,
    /// 750 MB and seconds): for `stats` and `history`, which read little of it (the tallies). A damaged page
    /// they do read is still an error, and none is written to: tallies are kept only after the whole file was
    /// checked.
    public static func openForReading(_ directory: DataDirectory, checkingEveryPage: Bool = true) throws(StoreError) -> Store {
        do {
            try directory.checkReadable()
        } catch {
            throw .directory(error)
        }
        let path = directory.databasePath
        try StoreFile.checkDatabase(path)
        guard FileManager.default.fileExists(atPath: path) else {
            if OrphanedLog.holdsData(directory) {
                throw .io("the database \(path) is missing but its write-ahead log remains (it may hold a game); "
                    + "start `pappers` to recover it")
            }
            return try inMemory()
        }
        if access(path, R_OK) != 0 {
            throw .io("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        let inspection = try inspect(path, checkingEveryPage: checkingEveryPage)
        if !inspection.upToDate {
            try close(inspection.queue, path: path)
            return try open(directory)
        }
        return Store(
            queue: inspection.queue, databasePath: path, lockPath: nil, readsOnly: true, pagesChecked: checkingEveryPage)
    }

    /// Whether the data directory may hold games: it has a database, or a write-ahead log whose database went
    /// missing. Looked at without creating or changing anything (for `continue` on a folder that holds none).
    public static func mayHoldGames(_ directory: DataDirectory) -> Bool {
        exists(directory.databasePath) || OrphanedLog.holdsData(directory)
    }

    /// A store that keeps nothing once it is gone: for a game played without saving, and for tests.
    public static func inMemory() throws(StoreError) -> Store {
        do {
            let queue = try DatabaseQueue(configuration: configuration(readOnly: false, durability: .normal))
            try Schema.migrator.migrate(queue)
            return Store(queue: queue, databasePath: ":memory:", lockPath: nil)
        } catch {
            throw StoreError(error, path: ":memory:", lockPath: nil)
        }
    }

    /// Moves the database aside, never deleting it, and opens a fresh one in its place: the way on from a
    /// damaged database, or one from a newer Pappers.
    ///
    /// The file becomes `pappers.sqlite.unusable-YYYYMMDD-HHMMSS` (UTC at `date`; `-2`, `-3`… if that name is
    /// taken), its `-wal` and `-shm` companions moving with it. Refused with `busy` while another copy plays.
    /// The new store holds the play lock (see `lockForPlay()`).
    ///
    /// - Returns: the new store, and the path the old database was moved to (nil when there was none).
    public static func openFreshBeside(
        _ directory: DataDirectory, at date: Date
    ) throws(StoreError) -> (store: Store, keptAs: String?) {
        do {
            try directory.create()
        } catch {
            throw .directory(error)
        }
        let lock = try PlayLock.acquire(at: directory.lockPath)
        let path = directory.databasePath
        let companions = ["-wal", "-shm", "-journal"]
        var keptAs: String?
        // A companion alone (a log whose database went missing) is kept too, never deleted.
        if ([""] + companions).contains(where: { Self.exists(path + $0) }) {
            let stem = path + ".unusable-" + Timestamp.compact(date)
            var aside = stem
            var number = 1
            while ([""] + companions).contains(where: { Self.exists(aside + $0) }) {
                number += 1
                aside = "\(stem)-\(number)"
            }
            // Companions first: a fresh database must never meet the old one's write-ahead log.
            for suffix in companions + [""] where Self.exists(path + suffix) {
                if rename(path + suffix, aside + suffix) != 0 {
                    throw .notWritable(path: path + suffix, detail: String(cString: strerror(errno)))
                }
            }
            keptAs = aside
        }
        let store = try open(directory, durability: .background, holdingLock: true)
        store.playLock.withLock { $0 = lock }
        return (store, keptAs)
    }

    /// Keeps other copies of Pappers from playing in this data directory for as long as this store lives.
    ///
    /// Throws `busy` (with the other copy's process id) when one already plays. Taking it again is harmless.
    /// An in-memory store has nothing to lock.
    public func lockForPlay() throws(StoreError) {
        guard let lockPath else { return }
        try playLock.withLock { (held: inout PlayLock?) throws(StoreError) in
            if held == nil { held = try PlayLock.acquire(at: lockPath) }
        }
    }

    // MARK: Access

    /// Runs `body` in a read transaction, turning every error into a `StoreError`.
    func reading<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try queue.read(body)
        } catch {
            throw StoreError(error, path: databasePath, lockPath: lockPath)
        }
    }

    /// Runs `body` in one write transaction, committed before this returns.
    func writing<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        try checkBeforeWriting()
        defer { diskSync?.request() }
        do {
            return try queue.write(body)
        } catch {
            throw StoreError(error, path: databasePath, lockPath: lockPath)
        }
    }

    /// Runs `body` outside an explicit transaction: for one statement, which SQLite commits on its own.
    func writingOneStatement<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        try checkBeforeWriting()
        defer { diskSync?.request() }
        do {
            return try queue.writeWithoutTransaction(body)
        } catch {
            throw StoreError(error, path: databasePath, lockPath: lockPath)
        }
    }

    // MARK: Checks

    /// What reading an existing database found.
    struct Inspection {
        let queue: DatabaseQueue
        /// Whether every migration of this program has been applied.
        let upToDate: Bool
    }

    /// Opens the database read-only and checks it: an SQLite database, undamaged (`PRAGMA quick_check`),
    /// Pappers', and from this version of the schema or an earlier one.
    ///
    /// While no connection has the database open (no `-wal` file beside it, nor a rollback journal), the whole
    /// database is in its file, and SQLite reads it as immutable: nothing is created beside it, which also
    /// lets a read-only directory be read. Otherwise the connection reads through the write-ahead log, as any
    /// reader does.
    private static func inspect(_ path: String, checkingEveryPage: Bool = true) throws(StoreError) -> Inspection {
        do {
            return try inspect(path, immutableWhenIdle: true, checkingEveryPage: checkingEveryPage)
        } catch where !error.isUnusableDatabase || !path.hasSuffix("/pappers.sqlite") {
            throw error
        } catch {
            // Read without locks, a database that another copy is creating at this very moment (under the play
            // lock) can look damaged or foreign: read it once more as any reader does before saying so.
            guard PlayLock.holder(at: String(path.dropLast(7)) + ".lock") != nil,
                  let again = try? inspect(path, immutableWhenIdle: false, checkingEveryPage: checkingEveryPage)
            else { throw error }
            return again
        }
    }

    static func inspect(_ path: String, immutableWhenIdle: Bool, checkingEveryPage: Bool = true) throws(StoreError) -> Inspection {
        try StoreFile.checkDatabase(path)
        let idle = immutableWhenIdle && !["-wal", "-journal"].contains { FileManager.default.fileExists(atPath: path + $0) }
        let uri = idle ? URL(fileURLWithPath: path).absoluteString + "?immutable=1" : path
        do {
            let queue = try DatabaseQueue(path: uri, configuration: configuration(readOnly: true))
            let upToDate = try queue.read { db in
                if checkingEveryPage { try checkEveryPage(db, path: path) }
                let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                let applied = try Schema.migrator.appliedIdentifiers(db)
                let unknown = applied.subtracting(Schema.identifiers).sorted()
                if userVersion > Schema.version || !unknown.isEmpty {
                    let found = unknown.isEmpty ? "" : ", with migrations \(unknown.joined(separator: ", "))"
                    throw StoreError.newerFormat(
                        path: path,
                        detail: "schema version \(userVersion)\(found); this program reads up to version \(Schema.version)")
                }
                if applied.isEmpty, try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0 > 0 {
                    throw StoreError.notPappers(path: path)
                }
                return Schema.identifiers.allSatisfy(applied.contains)
            }
            return Inspection(queue: queue, upToDate: upToDate)
        } catch {
            throw StoreError(error, path: path, lockPath: nil)
        }
    }

    /// `PRAGMA quick_check`: every page of the file read and checked; a damaged one is `corrupt`.
    static func checkEveryPage(_ db: Database, path: String) throws {
        let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
        if check != ["ok"] {
            throw StoreError.corrupt(path: path, detail: check.prefix(3).joined(separator: "; "))
        }
    }

    static func configuration(readOnly: Bool, durability: Durability = .normal) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(2)
        configuration.label = "pappers"
        if !readOnly {
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA synchronous = \(durability == .full ? "FULL" : "NORMAL")")
            }
        }
        return configuration
    }

    /// Creates the database file empty with mode 0600, so that it is never readable by others, not even for a
    /// moment. SQLite gives its `-wal` and `-shm` files the same mode.
    private static func createEmptyFile(_ path: String) throws(StoreError) {
        let descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0, errno != EEXIST {
            throw .notWritable(path: path, detail: String(cString: strerror(errno)))
        }
        if descriptor >= 0 {
            fchmod(descriptor, 0o600)
            Foundation.close(descriptor)
        }
    }

    /// Whether anything (a file, a link, a folder) has this name.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    static func close(_ queue: DatabaseQueue, path: String) throws(StoreError) {
        do {
            try queue.close()
        } catch {
            throw StoreError(error, path: path, lockPath: nil)
        }
    }
}

extension DataDirectory {
    /// The file a running game locks, so that a second copy never plays into the same journal.
    public var lockPath: String { path + "/pappers.lock" }
}
