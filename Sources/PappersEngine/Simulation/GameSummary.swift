/// The result of a game in brief: what `pappers simulate` and `pappers replay --headless` print.
public struct GameSummary: Equatable, Sendable {
    public struct TeamResult: Equatable, Sendable {
        public let name: String
        public let players: [String]
        public let score: Int
        public let roundScores: [Int]
    }

    public let seed: UInt64
    public let words: Int
    public let rounds: [RoundKind]
    public let teams: [TeamResult]
    public let turns: Int
    /// The teams in first place, by name; empty unless the game finished.
    public let winners: [String]
    public let phase: Phase
    /// Turn time played, in milliseconds.
    public let playedMillis: Int

    public init(_ state: GameState) {
        let setup = state.setup
        seed = setup.seed
        words = setup.words.count
        rounds = setup.rules.rounds.map(\.kind)
        teams = setup.teams.indices.map { index in
            TeamResult(
                name: setup.teams[index].name, players: setup.teams[index].players,
                score: state.scores[index].reduce(0, +), roundScores: state.scores[index])
        }
        turns = state.history.count
        winners = state.phase == .finished ? state.leaders.map { setup.teams[$0].name } : []
        phase = state.phase
        playedMillis = state.history.reduce(0) { $0 + $1.millis }
    }
}
