import PappersEngine

/// Who plays the turn a game screen shows (about to start, running, or in review): the team (in pairs mode the
/// describer's seat), its describer, and in pairs mode the one guesser.
struct TurnPlayers {
    let team: Int
    let describer: Int
    /// In pairs mode, the guesser's seat; nil in team games.
    let guesser: Int?

    init(_ plan: TurnPlan) {
        team = plan.team
        describer = plan.describer
        guesser = plan.guesser
    }

    init(_ review: Review) {
        team = review.team
        describer = review.describer
        guesser = review.guesser
    }

    /// The team's players other than its describer (none in pairs mode, where `guesser` alone guesses).
    func guessers(in state: GameState) -> [Int] {
        guard guesser == nil else { return [] }
        return state.setup.teams[team].players.indices.filter { $0 != describer }
    }

    /// Who scores from the turn: the team, or in pairs both the describer and the guesser.
    var playing: [Int] { ScoreStrip.playing(team: team, guesser: guesser) }
}
