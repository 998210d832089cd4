import Foundation
import GRDB
import PappersEngine
import PappersText

/// Why the store cannot do what was asked, in one line a player can read.
///
/// The store never deletes or overwrites a database it cannot use: `corrupt`, `newerFormat` and `notPappers`
/// leave the file as it is, and `Store.openFreshBeside(_:at:)` moves it aside and starts a fresh one.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database file is damaged, or is not an SQLite database at all.
    case corrupt(path: String, detail: String)
    /// The database was written by a newer Pappers: a schema this program does not know.
    case newerFormat(path: String, detail: String)
    /// An SQLite database, but not one of Pappers.
    case notPappers(path: String)
    /// The data directory or the database cannot be written.
    case notWritable(path: String, detail: String)
    /// The data directory cannot be used (not a folder, a system folder, another user's…); nothing changed.
    case directory(DataDirectoryError)
    /// One of the store's files is not a plain file of the user's own (a symbolic link, a folder…): it is
    /// never opened through, and left as it is.
    case notAFile(path: String, detail: String)
    /// Another running copy of Pappers holds the data directory (the process id when it is known).
    case busy(pid: Int32?)
    /// Another program (not a copy of Pappers holding the play lock) holds the database locked.
    case locked(path: String, detail: String)
    /// No game with this id in the data directory.
    case noSuchGame(Int)
    /// The game is over, so it takes no more actions and cannot be finished or abandoned again.
    case gameOver(Int, GameStatus)
    /// A game cannot be recorded or finished this way: an invalid setup, a state that does not belong to it.
    case invalidGame(String)
    /// A value in the database cannot be read back (the file was edited by hand, or by a buggy program).
    case malformed(String)
    /// The setup of a stored game fails the checks a record's setup passes (`GameSetup.problemsAsKept`): a
    /// database edited by hand, or names a newer check refuses. The game is unreadable; the others are not.
    case invalidSetup(game: Int, SetupErrors)
    /// The disk (or the file system holding the database) is full.
    case diskFull(path: String)
    /// The database file this program opened was deleted or replaced by another file while it ran.
    case databaseMoved(path: String, replaced: Bool)
    /// Any other failure to read or write.
    case io(String)

    /// The line, with anything that could drive the terminal made inert: paths and SQLite's messages are
    /// quoted as they are, and a database edited by hand can hold anything.
    public var description: String { UnsafeText.inert(line) }

    private var line: String {
        switch self {
        case .corrupt(let path, let detail):
            "the database \(path) is damaged (\(detail)); it was left as it is"
        case .newerFormat(let path, let detail):
            "the database \(path) was written by a newer version of Pappers (\(detail)); it was left as it is"
        case .notPappers(let path):
            "\(path) is an SQLite database but not one of Pappers; it was left as it is"
        case .notWritable(let path, let detail):
            "cannot write to \(path): \(detail)"
        case .directory(let error):
            error.description
        case .notAFile(let path, let detail):
            "\(path) is not a plain file of your own (\(detail)); Pappers never opens its files through it, and left it as it is"
        case .busy(let pid?):
            "another copy of Pappers (process \(pid)) is playing in this data directory"
        case .busy(nil):
            "another copy of Pappers is using this data directory"
        case .locked(let path, let detail):
            "the database \(path) is locked by another program (\(detail))"
        case .noSuchGame(let id):
            "no game \(id) in this data directory"
        case .gameOver(let id, let status):
            "game \(id) is already \(status.rawValue)"
        case .diskFull(let path):
            "cannot write to \(path): the disk is full"
        case .databaseMoved(let path, let replaced):
            "\(path) was \(replaced ? "replaced by another file" : "deleted") while the game ran"
        case .invalidSetup(let game, let errors):
            "the setup of game \(game) is not valid: \(errors)"
        case .invalidGame(let detail), .malformed(let detail), .io(let detail):
            detail
        }
    }

    /// Whether the database file itself is unusable, so that starting a fresh one beside it is the way on.
    public var isUnusableDatabase: Bool {
        switch self {
        case .corrupt, .newerFormat, .notPappers: true
        // The database or a companion of it is moved aside as a damaged file would be; the lock is not.
        case .notAFile(let path, _): !path.hasSuffix("/pappers.lock")
        default: false
        }
    }

    /// The store's error for anything thrown while using the database at `path`.
    init(_ error: any Error, path: String, lockPath: String?) {
        if let error = error as? StoreError {
            self = error
            return
        }
        if error is RowDecodingError {
            // A database edited by hand: a value of the wrong type (text where a number belongs, say).
            self = .malformed("a value in the database \(path) has the wrong type for its column")
            return
        }
        guard let error = error as? DatabaseError else {
            self = .io(String(describing: error))
            return
        }
        let detail = error.message ?? "\(error.resultCode)"
        switch error.resultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            self = .corrupt(path: path, detail: detail)
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_AUTH:
            self = .notWritable(path: path, detail: detail)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            // "Another copy is playing" only when one really holds the play lock; else the real cause.
            let lock = lockPath ?? (path.hasSuffix("/pappers.sqlite") ? String(path.dropLast(7)) + ".lock" : nil)
            if let lock, let holder = PlayLock.holder(at: lock) {
                self = .busy(pid: holder.pid)
            } else {
                self = .locked(path: path, detail: detail)
            }
        case .SQLITE_FULL:
            self = .diskFull(path: path)
        default:
            self = .io("database \(path): \(detail)")
        }
    }
}
