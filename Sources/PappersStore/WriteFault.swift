import GRDB

/// A write error made on purpose, for the tests of what a game does when saving fails: the next write of the
/// store fails as SQLite reports the real one, through the same mapping to `StoreError`.
///
/// Full disks and read-only file systems are also tried for real where the tests may mount a small file system
/// (as root); an I/O error of the disk can only be made this way.
enum WriteFault: Equatable, Sendable {
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

extension Store {
    /// Makes the next `count` writes fail with `fault` (tests only).
    func inject(_ fault: WriteFault, count: Int = 1) {
        injectedFaults.withLock { $0 += Array(repeating: fault, count: count) }
    }

    /// Before each write: the file must still be the one opened, and no fault must be waiting.
    func checkBeforeWriting() throws(StoreError) {
        try openedFile?.checkStillInPlace()
        let fault = injectedFaults.withLock { faults in faults.isEmpty ? nil : faults.removeFirst() }
        if let fault { throw StoreError(fault.databaseError, path: databasePath, lockPath: lockPath) }
    }
}
