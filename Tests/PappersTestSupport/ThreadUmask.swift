import Foundation

/// Runs `body` with the file-mode creation mask `mask` on the calling thread only, which must be a test's own
/// (`.onItsOwnThread`).
///
/// The umask belongs to the whole process: a test that set it to 0 while others ran made their new folders
/// world-writable, and the program refuses such a folder as its data directory. On Linux a thread can take a
/// copy of its own of the process's file-system attributes, the umask among them (`unshare(CLONE_FS)`); a
/// test's own thread ends with the test, whereas a pool thread would keep the mask for whatever it ran next.
public func withUmaskOnThisThreadOnly<T>(_ mask: mode_t, _ body: () throws -> T) throws -> T {
    guard ThreadExecutor.isCurrent else { throw ThreadUmaskProblem.notOnItsOwnThread }
    guard let unshare = unshareFunction, unshare(cloneFileSystem) == 0 else {
        throw ThreadUmaskProblem.unshareFailed(errno)
    }
    let before = umask(mask)
    defer { umask(before) }
    return try body()
}

/// Why `withUmaskOnThisThreadOnly` could not run its body.
public enum ThreadUmaskProblem: Error {
    case notOnItsOwnThread
    case unshareFailed(Int32)
}

/// glibc's `unshare`, which Swift does not import, and Linux's `CLONE_FS`.
private typealias Unshare = @convention(c) (Int32) -> Int32
private let unshareFunction: Unshare? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "unshare")
    .map { unsafeBitCast($0, to: Unshare.self) }
private let cloneFileSystem: Int32 = 0x200
