import ArgumentParser
import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersSession
import PappersStore
import PappersTerminal
import PappersText
import PappersUI

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
    @OptionGroup var screen: ScreenOptions

    @Argument(help: ArgumentHelp("A record file, - for standard input, or a game id.", valueName: "FILE_OR_ID"))
    var source: String

    @Option(help: ArgumentHelp("How fast the on-screen replay plays, 0.25 to 64: 2 is twice as fast.", valueName: "X"))
    var speed: Double = 1

    @Flag(help: "Replay without a screen and print the game's summary as one JSON line.")
    var headless = false

    func validate() throws {
        if !ReplayPlayer.speeds.contains(speed) {
            let given = speed.rounded() == speed && abs(speed) < 1e15 ? String(Int(speed)) : String(speed)
            throw ValidationError("--speed must be from 0.25 to 64, not \(given)")
        }
    }

    func run() throws {
        let (record, name) = try load()
        let state = try RecordAccess.verified(record, name: name)
        guard headless else {
            try replayOnScreen(record)
            return
        }
        var output = OutputBuffer()
        try output.line(SummaryJSON.line(GameSummary(state)))
        try output.flush()
    }

    private func replayOnScreen(_ record: GameRecord) throws {
        try InteractiveTerminal.require { "the on-screen replay needs an interactive terminal (\($0)); use --headless" }
        let terminal = Terminal()
        do {
            // A replay changes nothing: its crash line must not speak of a saved game.
            try terminal.start(TerminalOptions(
                colour: screen.colour ?? .automatic, crashMessage: "Pappers stopped unexpectedly during the replay; nothing was changed."))
        } catch {
            throw Failure(.unavailable, "\(error)")
        }
        defer { terminal.stop() }
        let language = UILanguage.from(environment: ProcessInfo.processInfo.environment)
        // Hints on the card as the data directory's settings say, looked up in the packs it sees.
        let directory = DataDirectory.resolve(explicit: global.dataDir, environment: ProcessInfo.processInfo.environment)
        let settings = (try? Store.openForReading(directory).settings()) ?? [:]
        let words = WordSupply(catalog: PackCatalog.load(userFolder: directory.packsFolder))
        var preferences = Preferences()
        preferences.hints = Preferences(stored: settings).hints
        var model = AppModel(
            preferences: preferences, roster: nil, size: terminal.size, environmentLanguage: language,
            names: Strings(language).defaultNames, entropy: 0)
        _ = model.update(.wordsLoaded(words), at: 0)
        let player = ReplayPlayer(
            model: model, setup: record.setup, journal: record.journal, recordID: record.id, packs: record.packs,
            speed: speed)
        ReplayLoop(
            terminal: terminal, player: player, sounds: TerminalSound(terminal: terminal, mode: .bell),
            clock: MonotonicClock.now
        ).run()
    }

    /// The record and how to name it in messages: a file (or standard input), else a game id.
    private func load() throws(Failure) -> (GameRecord, String) {
        if let file = try RecordAccess.recordFile(source) { return file }
        guard let id = Int(source), id > 0 else {
            throw Failure(.missingInput, "no such file: \(source) (nor is it a game id)")
        }
        return (try RecordAccess.record(id: id, global), "game \(id)")
    }
}
