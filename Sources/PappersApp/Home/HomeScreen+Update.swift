import PappersCanvas

extension HomeScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        if let question {
            return answer(key, question, &app)
        }
        let items = HomeScreen.items(savedGame: app.savedGameAvailable)
        // Esc quits only when pressed twice, so that an Esc too many (leaving the teams, the settings) does not end
        // the program: the first selects Quit and says so.
        let escapeWasPressed = escapePressed
        escapePressed = false
        if key == .escape, !escapeWasPressed {
            escapePressed = true
            cursor = items.firstIndex(of: .quit) ?? cursor
            return []
        }
        if AppModel.move(&cursor, by: key, count: items.count) { return [] }
        let chosen: HomeScreen.Item? = switch key {
        case .enter, .character(" "): items[cursor]
        case .character("n"): .newGame
        case .character("c") where app.savedGameAvailable: .continueGame
        case .character("s"): .settings
        case .character("r"): .records
        case .character("h"): .help
        case .character("q"), .escape: .quit
        default: nil
        }
        switch chosen {
        case .newGame where app.savedGameAvailable: question = NewGameQuestion()
        case .newGame: app.openTeams()
        case .continueGame: return app.continueSaved()
        case .settings: app.screen = .settings(SettingsScreen())
        case .records: return app.openRecords()
        case .help: app.help = HelpOverlay()
        case .quit: return app.quit()
        case nil: break
        }
        return []
    }

    /// "New game" with a game in progress: Continue (the default) or a new game; Esc asks nothing more.
    private mutating func answer(_ key: Key, _ question: NewGameQuestion, _ app: inout AppModel) -> [AppCommand] {
        var question = question
        let count = NewGameQuestion.Choice.allCases.count
        if let cursor = AppModel.moved(question.cursor, by: key, count: count) {
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
            self.question = nil
            switch chosen {
            case .continueSaved: return app.continueSaved()
            case .newGame: app.openTeams()
            case nil: break  // Esc, q or any other key: back to the choices
            }
            return []
        }
        self.question = question
        return []
    }
}

extension AppModel {
    /// Continue: the one game in progress at once, or the list to choose from when there are several.
    mutating func continueSaved() -> [AppCommand] {
        if savedGames.count == 1, let game = savedGames.first { return [.continueSavedGame(id: game.id)] }
        if savedGames.count > 1 { screen = .savedGames(SavedGamesScreen()) }
        return []
    }

    /// The teams screen, with the last roster.
    mutating func openTeams() {
        screen = .teams(TeamsScreen())
    }
}
