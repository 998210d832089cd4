import PappersCanvas

extension AppModel {
    mutating func handleHome(_ key: Key, _ home: HomeScreen, at now: Int, _ commands: inout [AppCommand]) {
        let items = HomeScreen.items(savedGame: savedGameAvailable)
        var home = home
        home.cursor = min(home.cursor, items.count - 1)
        if let cursor = Self.moved(home.cursor, by: key, count: items.count) {
            home.cursor = cursor
            screen = .home(home)
            return
        }
        let chosen: HomeScreen.Item? = switch key {
        case .enter, .character(" "): items[home.cursor]
        case .character("n"): .newGame
        case .character("c") where savedGameAvailable: .continueGame
        case .character("s"): .settings
        case .character("h"): .help
        case .character("q"), .escape: .quit
        default: nil
        }
        switch chosen {
        case .newGame: openTeams()
        case .continueGame: commands.append(.continueSavedGame)
        case .settings: screen = .settings(SettingsScreen())
        case .help: help = HelpOverlay()
        case .quit: quit(&commands)
        case nil: screen = .home(home)
        }
    }

    /// The teams screen, with the last roster.
    mutating func openTeams() {
        screen = .teams(TeamsScreen())
    }

    mutating func handleProblem(_ key: Key, _ problem: ProblemScreen, _ commands: inout [AppCommand]) {
        switch key {
        case .character("f") where problem.canStartFresh: commands.append(.openFreshDatabase)
        case .character("n"), .enter: commands.append(.playWithoutSaving)
        case .character("q"), .escape: quit(&commands)
        default: break
        }
    }

    /// The store could not be opened: show why and the ways on.
    public mutating func showProblem(_ problem: ProblemScreen) {
        screen = .problem(problem)
    }

    /// The store is usable again (a fresh one, or none by choice): back home.
    public mutating func problemResolved(savedGameAvailable: Bool) {
        self.savedGameAvailable = savedGameAvailable
        screen = .home(HomeScreen())
    }
}
