import Foundation

/// The one way the store opens the files it keeps in the data directory (the lock, the database and its
/// companions, files it writes): never through a symbolic link, and only a plain file of the user's own with
/// no other name (a hard link to a file elsewhere would be written through, as a symbolic link would).
///
/// SQLite opens the database and its `-wal`, `-shm` and `-journal` files itself, so those are checked just
/// before it does (`check`); the folder they are in is private or writable by nobody else (`DataDirectory`),
/// so nobody else can put a link there between the check and the opening.
public enum StoreFile {
    /// Opens `path` with `flags` (`O_CREAT` creates it with mode 0600), adding `O_NOFOLLOW`, `O_CLOEXEC` and
    /// `O_NONBLOCK` (a FIFO put in a file's place never blocks the opening). Returns the descriptor.
    public static func open(_ path: String, _ flags: Int32) throws(StoreError) -> Int32 {
        var descriptor: Int32
        repeat {
            descriptor = Foundation.open(path, flags | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        } while descriptor < 0 && errno == EINTR
        if descriptor < 0 {
            let code = errno
            if code == ELOOP { throw .notAFile(path: path, detail: "it is a symbolic link") }
            throw .notWritable(path: path, detail: String(cString: strerror(code)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            Foundation.close(descriptor)
            throw .io("cannot read \(path): \(reason)")
        }
        if let problem = problem(with: status) {
            Foundation.close(descriptor)
            throw .notAFile(path: path, detail: problem)
        }
        return descriptor
    }

    /// Checks a file SQLite is about to open: absent, or a plain file of the user's own with one name.
    static func check(_ path: String) throws(StoreError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFLNK { throw .notAFile(path: path, detail: "it is a symbolic link") }
        if let problem = problem(with: status) { throw .notAFile(path: path, detail: problem) }
    }

    /// Checks the database and every companion SQLite may open beside it.
    static func checkDatabase(_ path: String) throws(StoreError) {
        for suffix in ["", "-wal", "-shm", "-journal"] { try check(path + suffix) }
    }

    private static func problem(with status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "it is a folder"
        case S_IFLNK: return "it is a symbolic link"
        default: return "it is not a plain file"
        }
        if status.st_uid != geteuid() { return "it belongs to another user (uid \(status.st_uid))" }
        if status.st_nlink > 1 { return "it has \(status.st_nlink) names (hard links)" }
        return nil
    }
}
