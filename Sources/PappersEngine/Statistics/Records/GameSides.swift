/// Who took part in a replayed game, who won it and who described each turn, by name: the one place where the
/// records depend on how a game is played.
///
/// In teams, the players of the teams in first place win. A game in pairs (no fixed teams) must say its own
/// winners here: the players in first place of its individual standings.
struct GameSides {
    let state: GameState
    let mode: PlayMode

    /// Every player of the game, once.
    var players: [String] { state.setup.teams.flatMap(\.players) }

    /// The players who won: nobody unless the game reached its end.
    var winners: [String] {
        guard state.phase == .finished else { return [] }
        switch mode {
        case .teams, .pairs:
            // A pairs game on this version is recorded with the same standings as teams.
            return state.leaders.flatMap { state.setup.teams[$0].players }
        }
    }

    /// The player who described the turn.
    func describer(of turn: TurnRecord) -> String {
        state.setup.teams[turn.plan.team].players[turn.plan.describer]
    }
}
