/// Who took part in a replayed game, who won it and who described each turn, by name: the one place where the
/// records read a game's sides.
///
/// In teams, the players of the teams in first place win. A game in pairs seats each player as a team of one
/// (`GameSetup(players:…)`), so the same reading gives its players, its winners (the players in first place of
/// its individual standings) and its describers.
struct GameSides {
    let state: GameState

    /// Every player of the game, once.
    var players: [String] { state.setup.teams.flatMap(\.players) }

    /// The players who won: nobody unless the game reached its end.
    var winners: [String] {
        guard state.phase == .finished else { return [] }
        return state.leaders.flatMap { state.setup.teams[$0].players }
    }

    /// The one player who guessed the turn, in pairs; nil in teams, where the whole team guesses.
    func guesser(of turn: TurnRecord) -> String? {
        turn.plan.guesser.map { state.setup.teams[$0].name }
    }

    /// The player who described the turn.
    func describer(of turn: TurnRecord) -> String {
        state.setup.teams[turn.plan.team].players[turn.plan.describer]
    }
}
