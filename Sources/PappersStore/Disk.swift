/// The disk under a store, as the store's writes meet it: asked before each write whether the write may be
/// tried.
///
/// The program's (`SystemDisk`) tries every write and lets SQLite say what the disk did. A test gives a disk of
/// its own to make writes fail as a full disk, a failing disk, a read-only file system or another writer would,
/// through the same mapping to `StoreError` (full disks and read-only file systems are also tried for real
/// where the tests may mount a small file system, as root; an I/O error of the disk can only be made this way).
public protocol Disk: Sendable {
    /// The fault the next write meets instead of being tried; nil to try it.
    func faultForNextWrite() -> WriteFault?
}

/// The machine's own disk: every write is tried.
public struct SystemDisk: Disk {
    public init() {}

    public func faultForNextWrite() -> WriteFault? { nil }
}

extension Store {
    /// Before each write: the file must still be the one opened, and the disk must take the write.
    func checkBeforeWriting() throws(StoreError) {
        try openedFile?.checkStillInPlace()
        if let fault = disk.faultForNextWrite() {
            throw StoreError(fault.databaseError, path: databasePath, lockPath: lockPath)
        }
    }
}
