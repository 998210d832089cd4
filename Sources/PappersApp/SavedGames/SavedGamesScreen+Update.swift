import PappersCanvas

/// The list of games in progress: choose one to continue.
extension SavedGamesScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        guard !app.savedGames.isEmpty else {
            app.screen = .home(HomeScreen())
            return []
        }
        cursor = max(0, min(cursor, app.savedGames.count - 1))
        switch SavedGamesKeys.map.action(for: key) {
        case .move(let move):
            cursor = move.moved(cursor, count: app.savedGames.count) ?? cursor
        case .continueGame:
            return [.continueSavedGame(id: app.savedGames[cursor].id)]
        case .back:
            var home = HomeScreen()
            home.cursor = HomeScreen.items(savedGame: true).firstIndex(of: .continueGame) ?? 0
            app.screen = .home(home)
        case nil:
            break
        }
        return []
    }
}
