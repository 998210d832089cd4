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

/// Starts an interactive session: checks for a terminal, opens the data directory, builds the model from
/// what was saved, and runs the loop until the players quit.
enum Launch {
    /// Runs a session that begins at `start`; a new game (`pappers play`) begins after `prepare` adjusted the
    /// model.
    static func run(
        _ start: Session.Start, dataDirectory explicit: String?, packFiles: [String] = [], colour: ColourChoice? = nil,
        prepare: (inout AppModel) throws -> Void = { _ in }
    ) throws {
        try InteractiveTerminal.require { streams in
            "Pappers is a full-screen game and needs an interactive terminal (\(streams)); "
                + "without one, use `pappers simulate` or `pappers replay --headless`"
        }
        let opened = try open(start, dataDirectory: explicit, prepare: prepare)
        let terminal = Terminal()
        do {
            // --colour for this run, else the Colour setting.
            try terminal.start(TerminalOptions(colour: colour ?? opened.model.preferences.colour, crashMessage:
                "Pappers stopped unexpectedly; your game is saved: run `pappers continue`."))
        } catch {
            throw Failure(.unavailable, "\(error)")
        }
        defer { terminal.stop() }
        try play(opened, start, on: terminal, packFiles: packFiles)
    }

    /// What a session starts from: the data directory, its store (with the play lock) or why it cannot be
    /// used, what was saved, and the model built from it (a new game's after `prepare`).
    struct Opened {
        let directory: DataDirectory
        let store: Store?
        let problem: ProblemScreen?
        let opensAfterFirstFrame: Bool
        fileprivate let saved: Saved
        let model: AppModel
    }

    /// Opens the data directory for a session that begins at `start`: the store, the play lock, the preferences
    /// and the model (packs are read by the session). `pappers host` calls it too, when its lobby starts the game.
    /// `laptop` is the role of the terminal the program runs in: every role, or the table for `pappers host`.
    static func open(
        _ start: Session.Start, dataDirectory explicit: String?, laptop: SeatRole = .everyRole,
        prepare: (inout AppModel) throws -> Void = { _ in }
    ) throws -> Opened {
        let environment = ProcessInfo.processInfo.environment
        let directory = DataDirectory.resolve(explicit: explicit, environment: environment)
        // Nothing to continue is said before anything is created.
        if case .continueGame(let id) = start, !Store.mayHoldGames(directory) {
            throw Failure(.missingInput, id.map { "no game \($0) in \(directory.path) (`pappers history` lists the games)" }
                ?? "there is no saved game to continue in \(directory.path)")
        }
        // Before the first frame the home screen needs only what it shows from the database (the saved
        // settings, whether a game waits): a new data directory has no database yet, and an existing one is read
        // through a read-only connection. Creating the database, or opening the connection that writes and
        // taking the play lock, took longer than everything else before the first frame: the session does it
        // just after the home screen is drawn.
        var opensAfterFirstFrame = false
        var reader: Store?
        if case .home = start {
            if !FileManager.default.fileExists(atPath: directory.databasePath) {
                opensAfterFirstFrame = true
            } else if let readOnly = try? Store.openForReading(directory) {
                (reader, opensAfterFirstFrame) = (readOnly, true)
            }
        }
        let (store, problem) = opensAfterFirstFrame ? (nil, nil) : openStore(directory)
        let saved = Saved(store ?? reader)
        reader = nil  // closes the read-only connection
        if case .continueGame(let id) = start, problem == nil, let store {
            try checkContinuable(id, saved: saved, store: store, in: directory)
        }

        let environmentLanguage = UILanguage.from(environment: environment)
        var preferences = Preferences(stored: saved.settings)
        if saved.settings.isEmpty {
            // A first run plays with words in the language the interface speaks.
            preferences.wordLanguage = environmentLanguage.rawValue
        }
        let language = preferences.interfaceLanguage ?? environmentLanguage
        var model = AppModel(
            preferences: preferences, roster: saved.rosters.first, recentRosters: saved.rosters,
            savedGames: saved.games,
            size: Size(width: 80, height: 24), environmentLanguage: environmentLanguage,
            environmentRegion: WordRegion.from(environment: environment),
            names: Strings(language).defaultNames, namesByLanguage: Strings.defaultNamesByLanguage,
            entropy: UInt64.random(in: .min ... .max), laptopRole: laptop)
        if case .newGame = start { try prepare(&model) }
        return Opened(
            directory: directory, store: store, problem: problem, opensAfterFirstFrame: opensAfterFirstFrame,
            saved: saved, model: model)
    }

    /// Runs the session `opened` on `terminal` (started) until the players quit, with the players' own terminals
    /// when the game is hosted; then stops the terminal and says what is saved, or why not.
    static func play(
        _ opened: Opened, _ start: Session.Start, on terminal: Terminal, packFiles: [String] = [],
        hosted: HostedSeats? = nil
    ) throws {
        let environment = ProcessInfo.processInfo.environment
        let directory = opened.directory
        var model = opened.model
        _ = model.update(.resize(terminal.size), at: 0)
        let session = Session(
            terminal: terminal, directory: directory, store: opened.store, model: model, packFiles: packFiles,
            sounds: TerminalSound(terminal: terminal, mode: model.preferences.sound),
            program: "pappers \(PappersVersion.current)", clock: MonotonicClock.now, openStore: openStore,
            recordFolders: RecordElsewhere.folders(dataDirectory: directory.path, temporary: environment["TMPDIR"]),
            records: StoreRecords())
        session.opensStoreAfterFirstFrame = opened.opensAfterFirstFrame
        session.storeNote = opened.store?.recovered
        session.hosted = hosted
        if let problem = opened.problem { session.send(.storeFailed(problem), at: 0) }
        session.run(start: opened.problem == nil ? start : .home)
        terminal.stop()
        if let advice = terminal.localeAdvice { StandardStreams.complain("note: \(advice)") }
        if let note = session.storeNote { StandardStreams.complain(note) }
        if case .newGame = start { sayWhatIsStillSaved(opened.saved.games, directory: directory) }
        if session.unsavedMessage == nil, let left = session.model.gameLeftInProgress {
            StandardStreams.complain("game \(left.id) (\(left.scoresLine)) is saved: `pappers continue \(left.id)` resumes it")
        }
        // Left from the problem screen: nothing was played or saved, and the exit status says why.
        if session.model.isQuitting, case .problem(let problem) = session.model.screen {
            throw Failure(ExitStatus(rawValue: problem.exitStatus) ?? .ioError, problem.message)
        }
        // Exit 74 whenever the data directory does not hold the whole game.
        if let unsaved = session.unsavedMessage { throw Failure(.ioError, unsaved) }
    }

    /// `pappers continue GAME_ID`: a game that exists and is in progress, or one clear line (66 for no game
    /// at all or no such game, 65 for a game that is over).
    private static func checkContinuable(
        _ id: Int?, saved: Saved, store: Store, in directory: DataDirectory
    ) throws(Failure) {
        guard let id else {
            if saved.games.isEmpty {
                throw Failure(.missingInput, "there is no saved game to continue in \(directory.path)")
            }
            return
        }
        if saved.games.contains(where: { $0.id == id }) { return }
        let record: GameRecord
        do {
            record = try store.record(id: id)
        } catch {
            throw RecordAccess.failure(error, in: directory)
        }
        if record.status != .inProgress {
            throw Failure(.badData, "game \(id) is \(record.status.rawValue): only a game in progress can be continued "
                + "(`pappers replay \(id)` shows it)")
        }
    }

    /// After `pappers play`, the games that were in progress before it and still are: one line naming the
    /// newest and how to continue it.
    private static func sayWhatIsStillSaved(_ before: [SavedGame], directory: DataDirectory) {
        guard !before.isEmpty, let store = try? Store.openForReading(directory),
              let now = try? store.gamesInProgress() else { return }
        let waiting = before.filter { game in now.contains { $0.id == game.id } }
        guard let newest = waiting.first else { return }
        let others = waiting.count > 1 ? " (and \(waiting.count - 1) more: `pappers history` lists them)" : ""
        StandardStreams.complain("game \(newest.id) (\(newest.scoresLine)) is still saved, in progress\(others): "
            + "`pappers continue \(newest.id)` resumes it")
    }


    /// What the model starts from in the database: nothing at all without one, or when it cannot be read.
    fileprivate struct Saved {
        var settings: [String: String] = [:]
        /// The last rosters, the most recent first.
        var rosters: [[Team]] = []
        /// The games in progress that can be continued, newest first.
        var games: [SavedGame] = []

        init(_ store: Store?) {
            guard let store else { return }
            settings = (try? store.settings()) ?? [:]
            rosters = (try? store.recentRosters(limit: Store.rostersKept)) ?? []
            games = Session.gamesInProgress(store)
        }
    }

    /// Opens the data directory's database and takes the play lock; or says why it cannot be used.
    static func openStore(_ directory: DataDirectory) -> (Store?, ProblemScreen?) {
        do {
            let store = try Store.openToPlay(directory)
            store.waitBrieflyForLocks()
            return (store, nil)
        } catch {
            return (nil, ProblemScreen(error, exitStatus: RecordAccess.failure(error, in: directory).status.rawValue))
        }
    }
}
