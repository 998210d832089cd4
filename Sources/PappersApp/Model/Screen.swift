/// The screen in front of the players.
public enum Screen: Equatable, Sendable {
    case home(HomeScreen)
    case settings(SettingsScreen)
    case teams(TeamsScreen)
    case playerWords(PlayerWordsScreen)
    case shortage(ShortageScreen)
    /// A game, live or replayed: its stage decides between hand-off, turn, review, standings and the final podium.
    case game(GameSession)
    case problem(ProblemScreen)
    /// The games in progress, to choose one to continue.
    case savedGames(SavedGamesScreen)
    /// The records across games.
    case records(RecordsScreen)
}

extension HomeScreen: AppScreen {
    static func extract(from screen: Screen) -> HomeScreen? { if case .home(let home) = screen { home } else { nil } }
    var screen: Screen { .home(self) }
}

extension SettingsScreen: AppScreen {
    static func extract(from screen: Screen) -> SettingsScreen? {
        if case .settings(let settings) = screen { settings } else { nil }
    }
    var screen: Screen { .settings(self) }
}

extension TeamsScreen: AppScreen {
    static func extract(from screen: Screen) -> TeamsScreen? { if case .teams(let teams) = screen { teams } else { nil } }
    var screen: Screen { .teams(self) }
}

extension PlayerWordsScreen: AppScreen {
    static func extract(from screen: Screen) -> PlayerWordsScreen? {
        if case .playerWords(let words) = screen { words } else { nil }
    }
    var screen: Screen { .playerWords(self) }
}

extension ShortageScreen: AppScreen {
    static func extract(from screen: Screen) -> ShortageScreen? {
        if case .shortage(let shortage) = screen { shortage } else { nil }
    }
    var screen: Screen { .shortage(self) }
}

extension GameSession: AppScreen {
    static func extract(from screen: Screen) -> GameSession? { if case .game(let session) = screen { session } else { nil } }
    var screen: Screen { .game(self) }
}

extension ProblemScreen: AppScreen {
    static func extract(from screen: Screen) -> ProblemScreen? {
        if case .problem(let problem) = screen { problem } else { nil }
    }
    var screen: Screen { .problem(self) }
}

extension SavedGamesScreen: AppScreen {
    static func extract(from screen: Screen) -> SavedGamesScreen? {
        if case .savedGames(let list) = screen { list } else { nil }
    }
    var screen: Screen { .savedGames(self) }
}

extension RecordsScreen: AppScreen {
    static func extract(from screen: Screen) -> RecordsScreen? {
        if case .records(let records) = screen { records } else { nil }
    }
    var screen: Screen { .records(self) }
}
