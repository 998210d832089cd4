import GRDB

/// A write error of the disk under a store (`Disk`): the write fails as SQLite reports the real one.
public enum WriteFault: Equatable, Sendable {
    /// ENOSPC: SQLite says `SQLITE_FULL`.
    case diskFull
    /// EIO: SQLite says `SQLITE_IOERR` (`SQLITE_IOERR_WRITE`).
    case ioError
    /// EROFS: SQLite says `SQLITE_READONLY` (or an I/O error, depending on where the write failed).
    case readOnly
    /// Another program holds the database's write lock: `SQLITE_BUSY` after the busy timeout.
    case locked

    var databaseError: DatabaseError {
        switch self {
        case .diskFull: DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
        case .ioError: DatabaseError(resultCode: .SQLITE_IOERR_WRITE, message: "disk I/O error")
        case .readOnly: DatabaseError(resultCode: .SQLITE_READONLY, message: "attempt to write a readonly database")
        case .locked: DatabaseError(resultCode: .SQLITE_BUSY, message: "database is locked")
        }
    }
}
