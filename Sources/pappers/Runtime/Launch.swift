import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersStore
import PappersTerminal
import PappersText
import PappersUI

/// Starts an interactive session: checks for a terminal, opens the data directory, builds the model from
/// what was saved, and runs the loop until the players quit.
enum Launch {
    /// Where the session begins.
    enum Start {
        case home
        /// Straight into a new game (`pappers play`), after `prepare` adjusted the model.
        case newGame(prepare: (inout AppModel) throws -> Void)
        /// The saved game in progress (`pappers continue`).
        case continueGame
    }

    static func run(_ start: Start, dataDirectory explicit: String?, packFiles: [String] = []) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw Failure(.unavailable, "Pappers is a full-screen game and needs an interactive terminal; "
                + "without one, use `pappers simulate` or `pappers replay --headless`")
        }
        let environment = ProcessInfo.processInfo.environment
        let directory = DataDirectory.resolve(explicit: explicit, environment: environment)
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
        if case .continueGame = start, problem == nil, !saved.gameWaits {
            throw Failure(.missingInput, "there is no saved game to continue in \(directory.path)")
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
            savedGameAvailable: saved.gameWaits,
            size: Size(width: 80, height: 24), environmentLanguage: environmentLanguage,
            names: Strings(language).defaultNames, entropy: UInt64.random(in: .min ... .max))
        if case .newGame(let prepare) = start { try prepare(&model) }

        let terminal = Terminal()
        do {
            try terminal.start(TerminalOptions(crashMessage:
                "Pappers stopped unexpectedly; your game is saved: run `pappers continue`."))
        } catch {
            throw Failure(.unavailable, "\(error)")
        }
        defer { terminal.stop() }
        _ = model.update(.resize(terminal.size), at: 0)
        let session = Session(terminal: terminal, directory: directory, store: store, model: model, packFiles: packFiles)
        session.opensStoreAfterFirstFrame = opensAfterFirstFrame
        if let problem { session.model.showProblem(problem) }
        session.run(start: problem == nil ? start : .home)
        terminal.stop()
        if let advice = terminal.localeAdvice {
            FileHandle.standardError.write(Data("pappers: note: \(UnsafeText.inert(advice))\n".utf8))
        }
        // Exit 74 whenever the data directory does not hold the whole game.
        if let unsaved = session.unsavedMessage { throw Failure(.ioError, unsaved) }
    }

    /// What the model starts from in the database: nothing at all without one, or when it cannot be read.
    private struct Saved {
        var settings: [String: String] = [:]
        /// The last rosters, the most recent first.
        var rosters: [[Team]] = []
        /// Whether a game in progress can be continued.
        var gameWaits = false

        init(_ store: Store?) {
            guard let store else { return }
            settings = (try? store.settings()) ?? [:]
            rosters = (try? store.recentRosters(limit: Store.rostersKept)) ?? []
            gameWaits = ((try? store.gameInProgress()) ?? nil) != nil
        }
    }

    /// Opens the data directory's database and takes the play lock; or says why it cannot be used.
    static func openStore(_ directory: DataDirectory) -> (Store?, ProblemScreen?) {
        do {
            let store = try Store.open(directory)
            try store.lockForPlay()
            store.waitBrieflyForLocks()
            return (store, nil)
        } catch {
            return (nil, ProblemScreen(message: error.description, canStartFresh: error.isUnusableDatabase))
        }
    }
}
