import PappersEngine

/// A result as one flat object, the fields of 1.0.0 in the order they are read (so a broken result names the
/// same field first): `seed`, `words`, `rounds`, `teams` (`name`, `players`, `score`, `roundScores`), `turns`,
/// `winners`, `status`, `playedMillis`, `actions`, `setupChecksum`, `journalChecksum`.
extension GameResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case seed, words, rounds, teams, turns, winners, status, playedMillis, actions, setupChecksum, journalChecksum
    }

    private struct Team: Codable {
        var name: String
        var players: [String]
        var score: Int
        var roundScores: [Int]
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let seed = try container.decode(UInt64.self, forKey: .seed)
        let words = try container.decode(Int.self, forKey: .words)
        let rounds = try container.decode([RoundKind].self, forKey: .rounds)
        let teams = try container.decode([Team].self, forKey: .teams)
        let turns = try container.decode(Int.self, forKey: .turns)
        let winners = try container.decode([String].self, forKey: .winners)
        let status = try container.decode(Phase.self, forKey: .status)
        let playedMillis = try container.decode(Int.self, forKey: .playedMillis)
        let summary = GameSummary(
            seed: seed, words: words, rounds: rounds,
            teams: teams.map { .init(name: $0.name, players: $0.players, score: $0.score, roundScores: $0.roundScores) },
            turns: turns, winners: winners, phase: status, playedMillis: playedMillis)
        self.init(
            summary: summary, actions: try container.decode(Int.self, forKey: .actions),
            setupChecksum: try container.decode(String.self, forKey: .setupChecksum),
            journalChecksum: try container.decode(String.self, forKey: .journalChecksum))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(summary.seed, forKey: .seed)
        try container.encode(summary.words, forKey: .words)
        try container.encode(summary.rounds, forKey: .rounds)
        try container.encode(
            summary.teams.map { Team(name: $0.name, players: $0.players, score: $0.score, roundScores: $0.roundScores) },
            forKey: .teams)
        try container.encode(summary.turns, forKey: .turns)
        try container.encode(summary.winners, forKey: .winners)
        try container.encode(summary.phase, forKey: .status)
        try container.encode(summary.playedMillis, forKey: .playedMillis)
        try container.encode(actions, forKey: .actions)
        try container.encode(setupChecksum, forKey: .setupChecksum)
        try container.encode(journalChecksum, forKey: .journalChecksum)
    }
}
