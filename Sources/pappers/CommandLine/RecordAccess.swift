import ArgumentParser
import Foundation
import PappersEngine
import PappersStore
import PappersText

/// The data directory's records, for the commands that only read them: history, export, replay.
enum RecordAccess {
    /// The store of the data directory the options and environment choose, opened to read; without checking
    /// every page of the file first (`checkingEveryPage: false`) for the commands that read only the tallies.
    static func open(_ global: GlobalOptions, checkingEveryPage: Bool = true) throws(Failure) -> (Store, DataDirectory) {
        let directory = global.directory
        do {
            return (try Store.openForReading(directory, checkingEveryPage: checkingEveryPage), directory)
        } catch {
            throw failure(error, in: directory)
        }
    }

    /// Game `id` of the data directory the options choose, or the failure that says why it cannot be read.
    ///
    /// A record from the database passes the checks of a record file, its replay included: what `export`
    /// writes, `replay` reads, and what `replay` refuses (a database edited into a finished game without a
    /// result, say), `export` refuses too, with the same line and exit 65.
    static func record(id: Int, _ global: GlobalOptions) throws(Failure) -> GameRecord {
        let (store, directory) = try open(global)
        let stored: GameRecord
        do {
            stored = try store.record(id: id)
        } catch {
            throw failure(error, in: directory)
        }
        let name = "game \(id)"
        let record = try decode(Array(stored.exportedJSON().utf8), name: name)
        _ = try verified(record, name: name)
        return record
    }

    /// The record in a file, or on standard input for `-`, read through the bounded reader (at most
    /// `GameRecord.maxJSONBytes`), and how to name it in messages; nil when `source` is neither `-` nor an
    /// existing path (a game id, for `replay`).
    static func recordFile(_ source: String) throws(Failure) -> (GameRecord, String)? {
        if source == "-" {
            let name = "standard input"
            if StandardStreams.wasClosed(STDIN_FILENO) { throw Failure(.ioError, "cannot read \(name): it is closed") }
            let bytes = try read(BoundedInput.read(descriptor: STDIN_FILENO, limit: GameRecord.maxJSONBytes), name: name)
            return (try decode(bytes, name: name), name)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { throw Failure(.badData, "\(source) is a folder, not a record") }
        let bytes = try read(BoundedInput.read(path: source, limit: GameRecord.maxJSONBytes), name: source)
        return (try decode(bytes, name: source), source)
    }

    /// The bytes read, or the failure that says why not: 65 for too large, 74 for the rest.
    private static func read(_ result: Result<[UInt8], BoundedInput.Problem>, name: String) throws(Failure) -> [UInt8] {
        switch result {
        case .success(let bytes): return bytes
        case .failure(.tooLarge(let size, let limit)):
            throw Failure(.badData, "\(name) \(BoundedInput.Problem.tooLarge(size: size, limit: limit)) for a record")
        case .failure(.missing): throw Failure(.missingInput, "no such file: \(name)")
        case .failure(let problem): throw Failure(.ioError, "\(name) \(problem)")
        }
    }

    /// The record `bytes` hold, or exit 65 with the first problem.
    static func decode(_ bytes: [UInt8], name: String) throws(Failure) -> GameRecord {
        do {
            return try GameRecord(json: Data(bytes))
        } catch {
            throw Failure(.badData, "\(name): \(error.message)")
        }
    }

    /// The game `record` replays to, checked against its result, or exit 65 with what differs.
    static func verified(_ record: GameRecord, name: String) throws(Failure) -> GameState {
        do {
            return try record.verified()
        } catch {
            throw Failure(.badData, "\(name): \(error.message)")
        }
    }

    /// The exit status and line for a store error: 66 for a game that does not exist, 65 for a database or
    /// record that cannot be used, 74 for the rest.
    static func failure(_ error: StoreError, in directory: DataDirectory) -> Failure {
        switch error {
        case .noSuchGame(let id):
            Failure(.missingInput, "no game \(id) in \(directory.path) (`pappers history` lists the games)")
        case .corrupt, .newerFormat, .notPappers, .notAFile, .malformed, .invalidSetup, .invalidGame, .gameOver:
            Failure(.badData, error.description)
        case .notWritable, .busy, .locked, .io, .directory, .diskFull, .databaseMoved: Failure(.ioError, error.description)
        }
    }
}
