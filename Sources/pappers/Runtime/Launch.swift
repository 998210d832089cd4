import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersStore
import PappersTerminal
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
        // A data directory without a database has nothing the home screen shows, and creating the database
        // (with its first syncs to the disk) took longer than everything else before the first frame: the home
        // screen comes first, and the session creates it just after.
        var opensAfterFirstFrame = false
        if case .home = start { opensAfterFirstFrame = !FileManager.default.fileExists(atPath: directory.databasePath) }
        let (store, problem) = opensAfterFirstFrame ? (nil, nil) : openStore(directory)
        let savedGame = (try? store?.gameInProgress()) ?? nil
        if case .continueGame = start, problem == nil, savedGame == nil {
            throw Failure(.missingInput, "there is no saved game to continue in \(directory.path)")
        }

        let environmentLanguage = UILanguage.from(environment: environment)
        let settings = (try? store?.settings()) ?? [:]
        var preferences = Preferences(stored: settings)
        if settings.isEmpty {
            // A first run plays with words in the language the interface speaks.
            preferences.wordLanguage = environmentLanguage.rawValue
        }
        let language = preferences.interfaceLanguage ?? environmentLanguage
        var model = AppModel(
            preferences: preferences, roster: (try? store?.lastRoster()) ?? nil,
            recentRosters: (try? store?.recentRosters(limit: Store.rostersKept)) ?? [],
            savedGameAvailable: savedGame != nil,
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
        if let saveProblem = session.saveProblem { Failure.report(Failure(.ioError, saveProblem)) }
    }

    /// Opens the data directory's database and takes the play lock; or says why it cannot be used.
    static func openStore(_ directory: DataDirectory) -> (Store?, ProblemScreen?) {
        do {
            let store = try Store.open(directory)
            try store.lockForPlay()
            return (store, nil)
        } catch let error as StoreError {
            return (nil, ProblemScreen(message: error.description, canStartFresh: error.isUnusableDatabase))
        } catch {
            return (nil, ProblemScreen(message: "\(error)", canStartFresh: false))
        }
    }
}
