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

    static func run(_ start: Start, global: GlobalOptions, packFiles: [String] = []) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw Failure(.unavailable, "Pappers is a full-screen game and needs an interactive terminal; "
                + "without one, use `pappers simulate` or `pappers replay --headless`")
        }
        let environment = ProcessInfo.processInfo.environment
        let directory = DataDirectory.resolve(explicit: global.dataDir, environment: environment)
        var problem: ProblemScreen?
        var store: Store?
        do {
            let opened = try Store.open(directory)
            try opened.lockForPlay()
            store = opened
        } catch {
            problem = ProblemScreen(message: error.description, canStartFresh: error.isUnusableDatabase)
        }
        let savedGame = ((try? store?.gameInProgress()) ?? nil) != nil
        if case .continueGame = start, problem == nil, !savedGame {
            throw Failure(.missingInput, "there is no saved game to continue in \(directory.path)")
        }

        let environmentLanguage = UILanguage.from(environment: environment)
        let stored = ((try? store?.settings()) ?? nil) ?? [:]
        var preferences = Preferences(stored: stored)
        if stored.isEmpty {
            // A first run plays with words in the language the interface speaks.
            preferences.wordLanguage = environmentLanguage.rawValue
        }
        let language = preferences.interfaceLanguage ?? environmentLanguage
        var model = AppModel(
            preferences: preferences, roster: (try? store?.lastRoster()) ?? nil,
            recentRosters: (try? store?.recentRosters(limit: Store.rostersKept)) ?? [],
            savedGameAvailable: savedGame,
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
        if let problem { session.model.showProblem(problem) }
        session.run(start: problem == nil ? start : .home)
        terminal.stop()
        if let saveProblem = session.saveProblem { Failure.report(Failure(.ioError, saveProblem)) }
    }
}
