/// The screen in front of the players.
public enum Screen: Equatable, Sendable {
    case home(HomeScreen)
    case settings(SettingsScreen)
    case teams(TeamsScreen)
    case playerWords(PlayerWordsScreen)
    case shortage(ShortageScreen)
    /// A game, live or replayed: its phase decides between hand-off, turn, review, standings and the final podium.
    case game(GameSession)
    case problem(ProblemScreen)
    /// The games in progress, to choose one to continue.
    case savedGames(SavedGamesScreen)
    /// The records across games.
    case records(RecordsScreen)
}
