import Foundation

/// A small real file system (tmpfs) mounted for a test, to fill it up for real. Needs root (as CI runs);
/// elsewhere `mount()` returns nil and the test says so. (A file system cannot be made read-only for real while
/// the database is open on it: `mount -o remount,ro` is refused as busy; EROFS is injected instead.)
final class SmallDisk {
    let path: String

    /// Mounts a tmpfs of `kilobytes` in a new folder; nil when this process may not mount.
    static func mount(kilobytes: Int = 400) -> SmallDisk? {
        guard getuid() == 0 else { return nil }
        let path = FileManager.default.temporaryDirectory.path + "/pappers-small-disk-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard run("/bin/mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path) else {
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
        return SmallDisk(path: path)
    }

    private init(path: String) { self.path = path }

    /// Fills the disk to the last byte with a file named `fill`.
    func fill() {
        _ = Self.run("/bin/dd", "if=/dev/zero", "of=\(path)/fill", "bs=1k", "count=100000")
    }

    /// Frees what `fill()` took.
    func free() { unlink(path + "/fill") }

    deinit {
        _ = Self.run("/bin/umount", "-l", path)
        try? FileManager.default.removeItem(atPath: path)
    }

    @discardableResult
    private static func run(_ tool: String, _ arguments: String...) -> Bool { runQuietly(tool, arguments) }
}
