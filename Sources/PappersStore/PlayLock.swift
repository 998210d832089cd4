import Foundation

/// The advisory lock a running game holds on `<data directory>/pappers.lock`, so that two copies of Pappers
/// never play into the same journal. Commands that only read (history, export, replay) do not take it.
///
/// The lock is `flock(2)` on the file, released by the kernel when the process ends, however it ends; the
/// file holds the holder's process id, for the message the other copy shows. The file itself stays.
final class PlayLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock, or says who holds it.
    static func acquire(at path: String) throws(StoreError) -> PlayLock {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            throw .notWritable(path: path, detail: String(cString: strerror(errno)))
        }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(descriptor)
            if code == EWOULDBLOCK { throw .busy(pid: holder(at: path)) }
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

    /// The process id written in the lock file, if any.
    static func holder(at path: String) -> Int32? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data.prefix(32), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text).flatMap { $0 > 0 ? $0 : nil }
    }

    deinit {
        // Clear the process id first, so that nobody reads a stale one after the lock is gone.
        _ = ftruncate(descriptor, 0)
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
