import Foundation

/// The database file a store opened, known by its device and inode.
///
/// SQLite keeps writing into the file it opened: deleted, or replaced by another file (a `mv` over it, a backup
/// put back), it goes on committing into a file nobody will read again, and the game would be lost without a
/// word. The store compares the path with this before each write (one `stat`, a few microseconds).
struct DatabaseFile: Equatable, Sendable {
    let path: String
    let device: UInt64
    let inode: UInt64

    /// The file at `path` now; nil when there is none.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.path = path
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// Throws `databaseMoved` when the path no longer names this file.
    func checkStillInPlace() throws(StoreError) {
        guard let now = DatabaseFile(path: path) else { throw .databaseMoved(path: path, replaced: false) }
        if now != self { throw .databaseMoved(path: path, replaced: true) }
    }
}
