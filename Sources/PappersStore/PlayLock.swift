import Foundation

/// The advisory lock a running game holds on `<data directory>/pappers.lock`, so that two copies of Pappers
/// never play into the same journal. Commands that only read (history, export, replay) do not take it.
///
/// The lock is `flock(2)` on the file, released by the kernel when the process ends, however it ends; the
/// file holds the holder's process id, for the message the other copy shows. The file itself stays. It is
/// opened through `StoreFile`: never through a symbolic link.
final class PlayLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock, or says who holds it.
    ///
    /// A lock found held is tried again for `patienceMillis` (at least 20 ms: `holder(at:)` holds it for an
    /// instant to learn whether anybody else does).
    static func acquire(at path: String, patienceMillis: Int = 20) throws(StoreError) -> PlayLock {
        let descriptor = try StoreFile.open(path, O_RDWR | O_CREAT)
        var attempts = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            if code == EWOULDBLOCK, attempts < max(4, patienceMillis / 5) {
                attempts += 1
                usleep(5_000)
                continue
            }
            close(descriptor)
            if code == EWOULDBLOCK { throw .busy(pid: processID(in: path)) }
            throw .io("cannot lock \(path): \(String(cString: strerror(code)))")
        }
        let pid = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) != 0 || pwrite(descriptor, pid, pid.count, 0) != pid.count {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .notWritable(path: path, detail: reason)
        }
        return PlayLock(descriptor: descriptor)
    }

    /// Who holds the lock at `path`: nil when nobody does (no file, or a lock nobody holds); otherwise the
    /// holder, with its process id when the file names a live process.
    static func holder(at path: String) -> Holder? {
        guard let descriptor = try? StoreFile.open(path, O_RDONLY) else { return nil }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_SH | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            return errno == EWOULDBLOCK ? Holder(pid: processID(readingFrom: descriptor)) : nil
        }
        flock(descriptor, LOCK_UN)
        return nil
    }

    /// A copy of Pappers that holds the lock.
    struct Holder: Equatable {
        /// Its process id, when the lock file names a process that is alive.
        let pid: Int32?
    }

    /// The live process the lock file names, if any.
    private static func processID(in path: String) -> Int32? {
        guard let descriptor = try? StoreFile.open(path, O_RDONLY) else { return nil }
        defer { close(descriptor) }
        return processID(readingFrom: descriptor)
    }

    private static func processID(readingFrom descriptor: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: bytes.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let pid = Int32(text), pid > 0 else { return nil }
        return kill(pid, 0) == 0 || errno == EPERM ? pid : nil
    }

    deinit {
        // Clear the process id first, so that nobody reads a stale one after the lock is gone.
        _ = ftruncate(descriptor, 0)
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
