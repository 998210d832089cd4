import Foundation
import PappersApp
import PappersStore
import PappersText

/// The file a game's whole record is written to when it cannot be saved in the data directory: `export`'s
/// format, so that `pappers replay FILE` shows it and `pappers import FILE` takes it back.
public enum RecordElsewhere {
    /// Where to try, in order: the data directory's parent (the same disk, often enough with room once the
    /// database's own writes failed for another reason), `$TMPDIR`, `/tmp`.
    public static func folders(dataDirectory: String, temporary: String?) -> [String] {
        let parent = URL(fileURLWithPath: dataDirectory).deletingLastPathComponent().path
        var folders = [parent]
        if let temporary, !temporary.isEmpty { folders.append(temporary) }
        folders.append("/tmp")
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }

    /// Writes `record` as `pappers-game-ID-YYYYMMDD-HHMMSS.json` (UTC) into the first folder that takes the
    /// whole file; returns its path, or nil when none did. The file is new (never through a symlink, never
    /// over another file: `FileWriter`), mode 0600, and synced to the disk before this returns.
    static func write(_ record: GameRecord, into folders: [String], at date: Date) -> String? {
        let bytes = Array(record.exportedJSON().utf8)
        let stem = "pappers-game-\(record.id)-\(Timestamp.compact(date))"
        for folder in folders {
            for attempt in 1...20 {
                let path = folder + "/" + stem + (attempt == 1 ? "" : "-\(attempt)") + ".json"
                do {
                    try FileWriter.write(bytes, to: path, replacing: false, mode: 0o600)
                    return path
                } catch .exists {
                    continue
                } catch {
                    break
                }
            }
        }
        return nil
    }

    /// The newest record written elsewhere for `stored`, a game of this data directory, that holds more of it
    /// (`GameRecord.extends`): `pappers-game-ID-….json` in `folders`, a plain file of the user's own (never
    /// read through a link), whole, and replaying. Nil when there is none.
    static func find(extending stored: GameRecord, in folders: [String]) -> RecordFound? {
        let prefix = "pappers-game-\(stored.id)-"
        for folder in folders {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }
                .sorted(by: >)
            for name in names {
                let path = folder + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(),
                      let record = read(path), let kept = record.extends(stored) else { continue }
                return RecordFound(path: path, gameID: stored.id, actions: record.journal.count - kept)
            }
        }
        return nil
    }

    /// The record in the file at `path`, read as `pappers import` reads one: bounded, never through a link,
    /// checked and replayed.
    static func read(_ path: String) -> GameRecord? {
        guard case .success(let bytes) = BoundedInput.read(path: path, limit: GameRecord.maxJSONBytes, followingLinks: false),
              let record = try? GameRecord(json: Data(bytes)), (try? record.verified()) != nil else { return nil }
        return record
    }
}
