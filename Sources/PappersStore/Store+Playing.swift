import Foundation
import GRDB

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
    /// replaced while a game ran (a new database is created if there is none); the play lock passes to the
    /// new store.
    public func reopened(_ directory: DataDirectory) throws(StoreError) -> Store {
        let store = try Store.open(directory)
        store.waitBrieflyForLocks()
        let lock = playLock.withLock { held in
            let taken = held
            held = nil
            return taken
        }
        store.playLock.withLock { $0 = lock }
        return store
    }
}
