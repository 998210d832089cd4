import PappersStore
import Synchronization

/// A disk whose next writes fail as the test says: a full disk, a failing one, a read-only file system or
/// another writer, each as SQLite would report it.
final class FaultyDisk: Disk {
    private let faults = Mutex<[WriteFault]>([])

    /// The next `count` writes fail with `fault`.
    func fail(_ fault: WriteFault, count: Int = 1) {
        faults.withLock { $0 += Array(repeating: fault, count: count) }
    }

    /// The disk takes writes again.
    func mend() {
        faults.withLock { $0 = [] }
    }

    func faultForNextWrite() -> WriteFault? {
        faults.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
