import PappersCanvas

/// The list of games in progress: choose one to continue.
extension SavedGamesScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        guard !app.savedGames.isEmpty else {
            app.screen = .home(HomeScreen())
            return []
        }
        if AppModel.move(&cursor, by: key, count: app.savedGames.count) { return [] }
        switch key {
        case .enter, .character(" "), .character("c"):
            return [.continueSavedGame(id: app.savedGames[cursor].id)]
        case .escape, .character("q"), .backspace:
            var home = HomeScreen()
            home.cursor = HomeScreen.items(savedGame: true).firstIndex(of: .continueGame) ?? 0
            app.screen = .home(home)
        default:
            break
        }
        return []
    }
}
