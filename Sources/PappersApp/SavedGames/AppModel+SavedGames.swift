import PappersCanvas

/// The list of games in progress: choose one to continue.
extension AppModel {
    mutating func handleSavedGames(_ key: Key, _ list: SavedGamesScreen, _ commands: inout [AppCommand]) {
        guard !savedGames.isEmpty else {
            screen = .home(HomeScreen())
            return
        }
        var list = list
        if Self.move(&list.cursor, by: key, count: savedGames.count) {
            screen = .savedGames(list)
            return
        }
        switch key {
        case .enter, .character(" "), .character("c"):
            commands.append(.continueSavedGame(id: savedGames[list.cursor].id))
        case .escape, .character("q"), .backspace:
            var home = HomeScreen()
            home.cursor = HomeScreen.items(savedGame: true).firstIndex(of: .continueGame) ?? 0
            screen = .home(home)
        default:
            screen = .savedGames(list)
        }
    }
}
