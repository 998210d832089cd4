import PappersCanvas

extension AppModel {
    mutating func handleHome(_ key: Key, _ home: HomeScreen, at now: Int, _ commands: inout [AppCommand]) {
        if let question = home.question {
            handleNewGameQuestion(key, question, home, &commands)
            return
        }
        let items = HomeScreen.items(savedGame: savedGameAvailable)
        var home = home
        // Esc quits only when pressed twice, so that an Esc too many (leaving the teams, the settings) does not end
        // the program: the first selects Quit and says so.
        let escapeWasPressed = home.escapePressed
        home.escapePressed = false
        if key == .escape, !escapeWasPressed {
            home.escapePressed = true
            home.cursor = items.firstIndex(of: .quit) ?? home.cursor
            screen = .home(home)
            return
        }
        if Self.move(&home.cursor, by: key, count: items.count) {
            screen = .home(home)
            return
        }
        let chosen: HomeScreen.Item? = switch key {
        case .enter, .character(" "): items[home.cursor]
        case .character("n"): .newGame
        case .character("c") where savedGameAvailable: .continueGame
        case .character("s"): .settings
        case .character("r"): .records
        case .character("h"): .help
        case .character("q"), .escape: .quit
        default: nil
        }
        switch chosen {
        case .newGame where savedGameAvailable:
            home.question = NewGameQuestion()
            screen = .home(home)
        case .newGame: openTeams()
        case .continueGame: continueSaved(&commands)
        case .settings: screen = .settings(SettingsScreen())
        case .records: openRecords(&commands)
        case .help: help = HelpOverlay()
        case .quit: quit(&commands)
        case nil: screen = .home(home)
        }
    }

    /// "New game" with a game in progress: Continue (the default) or a new game; Esc asks nothing more.
    private mutating func handleNewGameQuestion(
        _ key: Key, _ question: NewGameQuestion, _ home: HomeScreen, _ commands: inout [AppCommand]
    ) {
        var home = home
        var question = question
        let count = NewGameQuestion.Choice.allCases.count
        if let cursor = Self.moved(question.cursor, by: key, count: count) {
            question.cursor = cursor
        } else if key == .left || key == .right {
            question.cursor = (question.cursor + 1) % count
        } else {
            let chosen: NewGameQuestion.Choice? = switch key {
            case .enter, .character(" "): question.choice
            case .character("c"): .continueSaved
            case .character("n"): .newGame
            default: nil
            }
            home.question = nil
            screen = .home(home)
            switch chosen {
            case .continueSaved: continueSaved(&commands)
            case .newGame: openTeams()
            case nil: break  // Esc, q or any other key: back to the choices
            }
            return
        }
        home.question = question
        screen = .home(home)
    }

    /// Continue: the one game in progress at once, or the list to choose from when there are several.
    private mutating func continueSaved(_ commands: inout [AppCommand]) {
        if savedGames.count == 1, let game = savedGames.first {
            commands.append(.continueSavedGame(id: game.id))
        } else if savedGames.count > 1 {
            screen = .savedGames(SavedGamesScreen())
        }
    }

    /// The teams screen, with the last roster.
    mutating func openTeams() {
        screen = .teams(TeamsScreen())
    }
}
