import Foundation
import PappersStore

/// The file a game's whole record is written to when it cannot be saved in the data directory: `export`'s
/// format, so that `pappers replay FILE` shows it and `pappers import FILE` takes it back.
enum RecordElsewhere {
    /// Where to try, in order: the data directory's parent (the same disk, often enough with room once the
    /// database's own writes failed for another reason), `$TMPDIR`, `/tmp`.
    static func folders(dataDirectory: String, temporary: String?) -> [String] {
        let parent = URL(fileURLWithPath: dataDirectory).deletingLastPathComponent().path
        var folders = [parent]
        if let temporary, !temporary.isEmpty { folders.append(temporary) }
        folders.append("/tmp")
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }

    /// Writes `record` as `pappers-game-ID-YYYYMMDD-HHMMSS.json` (UTC) into the first folder that takes the
    /// whole file; returns its path, or nil when none did. The file is new (never through a symlink, never
    /// over another file), mode 0600, and synced to the disk before this returns.
    static func write(_ record: GameRecord, into folders: [String], at date: Date) -> String? {
        let bytes = Array(record.exportedJSON().utf8)
        let stem = "pappers-game-\(record.id)-\(Timestamp.compact(date))"
        for folder in folders {
            for attempt in 1...20 {
                let path = folder + "/" + stem + (attempt == 1 ? "" : "-\(attempt)") + ".json"
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
                if descriptor < 0 {
                    if errno == EEXIST { continue }
                    break
                }
                let written = writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
                if close(descriptor) == 0 && written { return path }
                unlink(path)
                break
            }
        }
        return nil
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
