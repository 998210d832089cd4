import Foundation
import GRDB
import GRDBSQLite

/// The store of a running game, when its file moves or another program holds it.
extension Store {
    /// How long a game's write waits for a lock another program holds before it fails (and the game goes on
    /// with the write pending): the commands that read never hold one, so only a foreign program does.
    public static let playWaitMillis = 250

    /// Makes this store's writes wait at most `playWaitMillis` for another program's lock, instead of the
    /// two seconds other stores wait: a game whose database is locked from outside keeps answering keys.
    public func waitBrieflyForLocks() {
        _ = try? queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA busy_timeout = \(Self.playWaitMillis)")
        }
    }

    /// Opens the data directory's database again, for when the file this store opened was deleted or
    /// replaced while a game ran (a new database is created if there is none); the play lock and the disk pass
    /// to the new store.
    ///
    /// When the database file was deleted but its write-ahead log is still there, this store's connection is
    /// closed first, keeping its log: SQLite deletes `pappers.sqlite-wal` by name when its last connection
    /// closes, and that name is then the new database's log. The log left behind is recovered as any orphaned
    /// log is (`OrphanedLog`), under the play lock this store holds, and the game's unsaved part follows.
    ///
    /// When the file was replaced (`mv backup pappers.sqlite`), this store's log and shared memory still have
    /// the names the replacement's would have, and SQLite would lay them over it: this store's connection is
    /// closed first, and its log (which SQLite keeps for a moved database) is moved aside as an orphaned log is,
    /// never deleted. A log at the path that is not this store's (the replacement brought its own) is left as
    /// it is. The replacement is then opened whole.
    public func reopened(_ directory: DataDirectory) throws(StoreError) -> Store {
        var recovered: String?
        if !FileManager.default.fileExists(atPath: directory.databasePath) {
            closeKeepingLog()
            recovered = try OrphanedLog.recover(directory, at: Date())
        } else if let openedLog, DatabaseFile(path: directory.databasePath + "-wal") == openedLog {
            // SQLite neither checkpoints nor deletes the log of a database file that moved: kept aside.
            closeKeepingLog()
            recovered = try OrphanedLog.keepAside(directory, at: Date())
        } else {
            closeKeepingLog()
        }
        let store = try Store.open(directory, durability: .background, recovered: recovered, holdingLock: true, disk: disk)
        store.waitBrieflyForLocks()
        let lock = playLock.withLock { held in
            let taken = held
            held = nil
            return taken
        }
        store.playLock.withLock { $0 = lock }
        return store
    }

    /// Closes the connection without deleting its log by name (persistent-log mode): for a connection whose
    /// database file is gone. Later writes through this store fail.
    func closeKeepingLog() {
        queue.writeWithoutTransaction { db in
            var persist: Int32 = 1
            _ = sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
        }
        try? queue.close()
    }
}
