import PappersCanvas

extension HomeScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        if let question {
            return answer(key, question, &app)
        }
        let items = HomeScreen.items(savedGame: app.savedGameAvailable)
        cursor = max(0, min(cursor, items.count - 1))
        // Esc quits only when pressed twice, so that an Esc too many (leaving the teams, the settings) does not end
        // the program: the first selects Quit and says so.
        let escapeWasPressed = escapePressed
        escapePressed = false
        let chosen: HomeScreen.Item?
        switch HomeKeys.map.action(for: key) {
        case .move(let move):
            cursor = move.moved(cursor, count: items.count) ?? cursor
            return []
        case .choose: chosen = items[cursor]
        case .pick(.continueGame) where !app.savedGameAvailable: chosen = nil
        case .pick(.quit) where key == .escape && !escapeWasPressed:
            // The first Esc selects Quit; a second one quits.
            escapePressed = true
            cursor = items.firstIndex(of: .quit) ?? cursor
            return []
        case .pick(let item): chosen = item
        case nil: chosen = nil
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
        let chosen: NewGameQuestion.Choice?
        switch HomeKeys.question.action(for: key) {
        case .move(let move):
            question.cursor = move.moved(question.cursor, count: count) ?? question.cursor
            self.question = question
            return []
        case .other:
            question.cursor = (question.cursor + 1) % count
            self.question = question
            return []
        case .choose: chosen = question.choice
        case .pick(let choice): chosen = choice
        case .back, nil: chosen = nil  // Esc, q or any other key: back to the choices
        }
        self.question = nil
        switch chosen {
        case .continueSaved: return app.continueSaved()
        case .newGame: app.openTeams()
        case nil: break
        }
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
