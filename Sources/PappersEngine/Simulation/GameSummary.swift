/// The result of a game in brief: what `pappers simulate` and `pappers replay --headless` print.
public struct GameSummary: Equatable, Sendable {
    public struct TeamResult: Equatable, Sendable {
        public var name: String
        public var players: [String]
        public var score: Int
        public var roundScores: [Int]

        public init(name: String, players: [String], score: Int, roundScores: [Int]) {
            self.name = name
            self.players = players
            self.score = score
            self.roundScores = roundScores
        }
    }

    public var seed: UInt64
    public var words: Int
    public var rounds: [RoundKind]
    public var teams: [TeamResult]
    public var turns: Int
    /// The teams in first place, by name; empty unless the game finished.
    public var winners: [String]
    public var phase: Phase
    /// Turn time played, in milliseconds.
    public var playedMillis: Int
    /// Teams or pairs; in pairs mode `teams` holds one seat per player.
    public var mode: GameMode

    public init(
        seed: UInt64, words: Int, rounds: [RoundKind], teams: [TeamResult], turns: Int, winners: [String], phase: Phase,
        playedMillis: Int, mode: GameMode = .teams
    ) {
        self.mode = mode
        self.seed = seed
        self.words = words
        self.rounds = rounds
        self.teams = teams
        self.turns = turns
        self.winners = winners
        self.phase = phase
        self.playedMillis = playedMillis
    }

    /// The summary of where `state` stands.
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
        mode = setup.mode
    }
}
