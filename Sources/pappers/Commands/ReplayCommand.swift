import ArgumentParser
import Foundation
import PappersApp
import PappersEngine
import PappersPacks
import PappersStore
import PappersTerminal

/// `pappers replay FILE_OR_ID`: plays a recorded game again and checks that it ends as recorded.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recorded game: a file from `pappers export`, or a game id of this data directory.",
        discussion: """
            On screen, the game plays again at its own pace (times --speed): Space pauses, → jumps to the next \
            action, + and - change the speed, q leaves; long waits between turns are shortened.

            With --headless, the journal is re-applied without a screen and the game's summary is printed as \
            one JSON line, the same as `pappers simulate --json` prints. The exit status is 65 when the record \
            is malformed, when an action is refused, or when the replay does not reach the recorded result \
            (the line names the fields that differ); 66 when the file or game does not exist. A FILE of - \
            reads standard input.

            Example:
              pappers replay 3 --speed 4
              pappers replay 3 --headless
              pappers export 3 > game.json && pappers replay game.json --headless
            """,
        version: PappersVersion.current
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("A record file, - for standard input, or a game id.", valueName: "FILE_OR_ID"))
    var source: String

    @Option(help: ArgumentHelp("How fast the on-screen replay plays: 2 is twice as fast.", valueName: "X"))
    var speed: Double = 1

    @Flag(help: "Replay without a screen and print the game's summary as one JSON line.")
    var headless = false

    func validate() throws {
        if !(speed > 0) || !speed.isFinite { throw ValidationError("--speed must be a number above 0") }
    }

    func run() throws {
        let (record, name) = try load()
        let state: GameState
        do {
            state = try record.verified()
        } catch {
            throw Failure(.badData, "\(name): \(error.message)")
        }
        guard headless else {
            try replayOnScreen(record)
            return
        }
        var output = OutputBuffer()
        try output.line(SummaryJSON.line(GameSummary(state)))
        try output.flush()
    }

    private func replayOnScreen(_ record: GameRecord) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw Failure(.unavailable, "the on-screen replay needs an interactive terminal; use --headless")
        }
        let terminal = Terminal()
        do {
            try terminal.start()
        } catch {
            throw Failure(.unavailable, "\(error)")
        }
        defer { terminal.stop() }
        let language = UILanguage.from(environment: ProcessInfo.processInfo.environment)
        // Hints on the card as the data directory's settings say, looked up in the packs it sees.
        let directory = DataDirectory.resolve(explicit: global.dataDir, environment: ProcessInfo.processInfo.environment)
        let settings = (try? Store.openForReading(directory).settings()) ?? [:]
        let words = WordSupply(catalog: PackCatalog.load(userFolder: directory.packsFolder))
        ReplayPlayer(
            terminal: terminal, record: record, speed: speed, language: language,
            hints: Preferences(stored: settings).hints, words: words
        ).run()
    }

    /// The record and how to name it in messages: a file (or standard input), else a game id.
    private func load() throws(Failure) -> (GameRecord, String) {
        if source == "-" {
            return (try decode(FileHandle.standardInput.readDataToEndOfFile(), name: "standard input"), "standard input")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) {
            if isFolder.boolValue { throw Failure(.missingInput, "\(source) is a folder, not a record") }
            guard let data = FileManager.default.contents(atPath: source) else {
                throw Failure(.ioError, "cannot read \(source)")
            }
            return (try decode(data, name: source), source)
        }
        guard let id = Int(source), id > 0 else {
            throw Failure(.missingInput, "no such file: \(source) (nor is it a game id)")
        }
        let stored = try RecordAccess.record(id: id, global)
        // A record from the database passes the same checks as one from a file.
        return (try decode(Data(stored.exportedJSON().utf8), name: "game \(id)"), "game \(id)")
    }

    private func decode(_ data: Data, name: String) throws(Failure) -> GameRecord {
        do {
            return try GameRecord(json: data)
        } catch {
            throw Failure(.badData, "\(name): \(error.message)")
        }
    }
}
