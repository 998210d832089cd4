import Foundation
import Synchronization

/// Pushes the write-ahead log to the disk on a background thread, right after each write.
///
/// The store commits with `synchronous=NORMAL`: a commit is in the kernel when the call returns, so a killed
/// process loses nothing, but it reaches the disk only when the kernel writes it back (up to half a minute
/// later). Waiting for the disk at every commit (`synchronous=FULL`) takes from 0.1 ms on an idle disk to tens
/// of milliseconds on a busy one, too long for the game loop. So the store asks for a sync after each write and
/// this thread runs `fdatasync` on the log, which flushes the file whichever descriptor wrote it: a power cut
/// loses at most the writes of the last few milliseconds. Requests that arrive while a sync waits to start
/// share it.
final class DiskSync: Sendable {
    private let path: String
    private let queue = DispatchQueue(label: "pappers.disk-sync", qos: .utility)
    /// Whether a sync is queued and has not started yet.
    private let pending = Mutex(false)
    private let completed = Atomic<Int>(0)

    /// Syncs `databasePath`'s write-ahead log.
    init(databasePath: String) {
        path = databasePath + "-wal"
    }

    /// Asks for a sync of everything written so far; returns at once.
    func request() {
        let queued = pending.withLock { pending in
            defer { pending = true }
            return pending
        }
        if queued { return }
        queue.async { [self] in
            pending.withLock { $0 = false }
            guard let descriptor = try? StoreFile.open(path, O_RDONLY) else { return }
            fdatasync(descriptor)
            close(descriptor)
            completed.add(1, ordering: .relaxed)
        }
    }

    /// Waits until every requested sync is done. (A sync still queued when the store goes keeps this object
    /// alive until it has run.)
    func wait() {
        queue.sync {}
    }

    /// How many syncs have run.
    var count: Int { completed.load(ordering: .relaxed) }
}
