import ArgumentParser
import Foundation
import PappersStore

/// `pappers import FILE`: takes a game record (from `export`, or the file written when a game could not be
/// saved) into the data directory, so that `pappers continue` goes on with it and `history` lists it.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Take a game record (from `pappers export`, or written when saving failed) into the data directory.",
        discussion: """
            The record is checked as `pappers replay FILE --headless` checks it: its format, every field, and a \
            replay of its journal to its result. When the data directory holds the same game (same teams, words, \
            seed and start) with part of its journal, the rest is added, so `pappers continue` goes on from the \
            last action; otherwise the record becomes a new game. The line printed names the game's id.

            Exits with 65 when the record is malformed or does not replay, or when this data directory already \
            holds the game (whole, or with a journal that goes another way), or FILE is a folder; 66 when the \
            file does not exist; 74 when the data directory cannot be written or a game is being played in it.

            Example:
              pappers import pappers-game-3-20261124-003000.json   # exit: 66 (no such file here)
              pappers export 3 > game-3.json && pappers import game-3.json --data-dir a-copy
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The record file, - for standard input.", valueName: "FILE"))
    var file: String

    func run() throws {
        let record = try read()
        let directory = DataDirectory.resolve(explicit: global.dataDir, environment: ProcessInfo.processInfo.environment)
        let outcome: Store.ImportOutcome
        do {
            // A writer of the store, as a game is: under the play lock, never beside a running game.
            outcome = try Store.openToPlay(directory, patienceMillis: 2_000).importGame(record)
        } catch .busy(let pid) {
            throw Failure(.ioError, "a game is being played in \(directory.path)\(pid.map { " (process \($0))" } ?? ""); "
                + "nothing was imported: import the record once it is over")
        } catch {
            throw RecordAccess.failure(error, in: directory)
        }
        let line: String
        switch outcome {
        case .added(let id):
            line = "imported as game \(id)" + (record.status == .inProgress ? "; `pappers continue` goes on with it" : "")
        case .completed(let id, let actions):
            line = "game \(id) completed with \(actions) action\(actions == 1 ? "" : "s") from \(file)"
                + (record.status == .inProgress ? "; `pappers continue` goes on with it" : "")
        case .alreadyHere(let id):
            throw Failure(.badData, "game \(id) of \(directory.path) already holds this record; nothing was imported")
        case .conflicts(let id):
            throw Failure(.badData, "game \(id) of \(directory.path) is the same game with another or a longer "
                + "journal; nothing was imported")
        }
        var output = OutputBuffer()
        try output.line(line)
        try output.flush()
    }

    /// The record, read (bounded) and checked as `replay` does.
    private func read() throws(Failure) -> GameRecord {
        guard let (record, name) = try RecordAccess.recordFile(file) else {
            throw Failure(.missingInput, "no such file: \(file)")
        }
        _ = try RecordAccess.verified(record, name: name)
        return record
    }
}
