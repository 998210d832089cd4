import Foundation
import GRDB

/// A write-ahead log whose database file went missing (deleted while a game ran, say), which may hold a whole
/// game: SQLite deletes such a log when it opens a new, empty database in its place, so the store deals with it
/// first, under the play lock.
///
/// The log is moved aside, never deleted, as `pappers.sqlite.orphaned-YYYYMMDD-HHMMSS-wal`. Then a copy of it is
/// read over an empty database of the same page size: when that gives back a whole, undamaged database of
/// Pappers (the log held every page, as it does for a data directory whose database was made in the session
/// that lost it), it becomes the new `pappers.sqlite`. Either way the players are told where things are.
enum OrphanedLog {
    /// The size of a log's header: a log no larger holds no change.
    private static let headerSize = 32

    /// Whether the data directory has a log with something in it and no database file.
    static func holdsData(_ directory: DataDirectory) -> Bool {
        var status = stat()
        return lstat(directory.databasePath, &status) != 0 && lstat(directory.databasePath + "-wal", &status) == 0
            && (status.st_mode & S_IFMT != S_IFREG || status.st_size > headerSize)
    }

    /// Recovers or keeps an orphaned log (see the type's description); the line that says what was done, or
    /// nil when there was no such log.
    static func recover(_ directory: DataDirectory, at date: Date) throws(StoreError) -> String? {
        let path = directory.databasePath
        guard holdsData(directory) else { return nil }
        try StoreFile.checkDatabase(path)
        let kept = asideName(for: path, at: date)
        let log = kept + "-wal"
        if rename(path + "-wal", log) != 0 {
            throw .notWritable(path: path + "-wal", detail: String(cString: strerror(errno)))
        }
        unlink(path + "-shm")  // the log's index, rebuilt from the log itself
        if rebuild(from: log, into: path) {
            return "the database \(path) was missing; the game log left beside it was recovered into a new one "
                + "(the log is kept as \(log))"
        }
        return "the database \(path) was missing and its log alone does not hold a whole database; "
            + "the log is kept as \(log), and a new database was started"
    }

    /// Moves the log at the database's path aside, as an orphaned one is kept, and removes its index: for the
    /// log of a database file that was replaced while a game ran, which must never be read over the file now
    /// at the path. The line that says where it is.
    static func keepAside(_ directory: DataDirectory, at date: Date) throws(StoreError) -> String {
        let path = directory.databasePath
        let log = asideName(for: path, at: date) + "-wal"
        if rename(path + "-wal", log) != 0 {
            throw .notWritable(path: path + "-wal", detail: String(cString: strerror(errno)))
        }
        unlink(path + "-shm")
        return "the database \(path) was replaced while the game ran; the game went on in the new one, and the "
            + "old one's log is kept as \(log)"
    }

    /// Rebuilds a database at `path` from a copy of the log at `log`; false (leaving nothing at `path`) when the
    /// log does not hold a whole database of Pappers.
    private static func rebuild(from log: String, into path: String) -> Bool {
        let work = path + ".recovering"
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] { unlink(work + suffix) }
        }
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(work + suffix) }
        guard let bytes = FileManager.default.contents(atPath: log), bytes.count > headerSize else { return false }
        let pageSize = bytes[8..<12].reduce(0) { $0 << 8 | Int($1) }
        guard (512...65_536).contains(pageSize), pageSize & (pageSize - 1) == 0 else { return false }
        do {
            // An empty database in WAL mode with the log's page size: the log's pages are read over it.
            let stub = try DatabaseQueue(path: work)
            try stub.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA page_size = \(pageSize)")
                _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                try db.execute(sql: "CREATE TABLE pappers_recovery (x); DROP TABLE pappers_recovery")
            }
            try stub.close()
            unlink(work + "-wal")
            unlink(work + "-shm")
            let descriptor = try StoreFile.open(work + "-wal", O_WRONLY | O_CREAT | O_EXCL)
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard written == bytes.count else { return false }
            // Checked as any database is (undamaged, Pappers', a schema this program reads), then made whole.
            let inspection = try Store.inspect(work, immutableWhenIdle: false)
            try Store.close(inspection.queue, path: work)
            let queue = try DatabaseQueue(path: work)
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
            try queue.close()
            unlink(work + "-wal")
            unlink(work + "-shm")
            chmod(work, 0o600)
            return rename(work, path) == 0
        } catch {
            return false
        }
    }

    /// `pappers.sqlite.orphaned-STAMP`, or `-2`, `-3`… when a log was already kept under that name.
    private static func asideName(for path: String, at date: Date) -> String {
        let stem = path + ".orphaned-" + Timestamp.compact(date)
        var name = stem
        var number = 1
        while Store.exists(name + "-wal") {
            number += 1
            name = "\(stem)-\(number)"
        }
        return name
    }
}
