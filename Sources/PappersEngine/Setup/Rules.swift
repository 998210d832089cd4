/// The rules a game is played by: turn length, rounds, passing, penalty, carry-over, points and the timings of
/// the rounds that hide the word.
///
/// Start from a preset (`Rules(preset:)`) and override any value. Times are in milliseconds.
public struct Rules: Codable, Equatable, Sendable {
    /// The countdown of a turn.
    public var turnMillis: Int
    /// The rounds, in order. The same words are used in every round.
    public var rounds: [RoundRules]
    /// Points removed per pass (0 for none).
    public var passPenalty: Int
    /// Whether the describer who empties the bowl continues into the next round with the time left.
    public var carryOver: Bool
    /// In rounds that hide the word, how long a new word stays readable.
    public var hideDelayMillis: Int
    /// How long the word shows again after a peek.
    public var peekMillis: Int
    /// Whether the screens urge describers to pass whatever they cannot do at once (Monikers' advice).
    public var encouragesPassing: Bool
    /// What a guessed word scores: one point, or its level (`GameSetup.levels`).
    public var points: PointsRule

    public init(
        turnMillis: Int = 60_000,
        rounds: [RoundRules] = RoundKind.classic.map { RoundRules(kind: $0) },
        passPenalty: Int = 0,
        carryOver: Bool = true,
        hideDelayMillis: Int = 2_000,
        peekMillis: Int = 2_000,
        encouragesPassing: Bool = false,
        points: PointsRule = .perWord
    ) {
        self.turnMillis = turnMillis
        self.rounds = rounds
        self.passPenalty = passPenalty
        self.carryOver = carryOver
        self.hideDelayMillis = hideDelayMillis
        self.peekMillis = peekMillis
        self.encouragesPassing = encouragesPassing
        self.points = points
    }

    /// The rules of a preset, before any override.
    public init(preset: RulesPreset) {
        switch preset {
        case .pappers:
            self.init()
        case .timesup:
            self.init(
                turnMillis: 30_000,
                rounds: [
                    RoundRules(kind: .describe, passing: .forbidden),
                    RoundRules(kind: .oneWord), RoundRules(kind: .mime),
                ])
        case .monikers:
            self.init(encouragesPassing: true, points: .byLevel)
        }
    }

    /// Plays `kinds` as the rounds, in order: each round keeps the passing rule the same place had (a preset's
    /// rule for round 1 stays with round 1), and a round beyond the old ones allows passing.
    public mutating func setRounds(_ kinds: [RoundKind]) {
        rounds = kinds.enumerated().map { index, kind in
            RoundRules(kind: kind, passing: index < rounds.count ? rounds[index].passing : .allowed)
        }
    }

    /// Sets the same passing rule in every round.
    public mutating func setPassing(_ rule: PassRule) {
        for index in rounds.indices { rounds[index].passing = rule }
    }

    private enum CodingKeys: String, CodingKey {
        case turnMillis, rounds, passPenalty, carryOver, hideDelayMillis, peekMillis, encouragesPassing, points
    }

    /// Fields added after the first release are optional when read and left out when at their default, so
    /// that older records read the same and encode to the same bytes (their checksums stay valid).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        turnMillis = try container.decode(Int.self, forKey: .turnMillis)
        rounds = try container.decode([RoundRules].self, forKey: .rounds)
        passPenalty = try container.decode(Int.self, forKey: .passPenalty)
        carryOver = try container.decode(Bool.self, forKey: .carryOver)
        hideDelayMillis = try container.decode(Int.self, forKey: .hideDelayMillis)
        peekMillis = try container.decode(Int.self, forKey: .peekMillis)
        encouragesPassing = try container.decodeIfPresent(Bool.self, forKey: .encouragesPassing) ?? false
        points = try container.decodeIfPresent(PointsRule.self, forKey: .points) ?? .perWord
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(turnMillis, forKey: .turnMillis)
        try container.encode(rounds, forKey: .rounds)
        try container.encode(passPenalty, forKey: .passPenalty)
        try container.encode(carryOver, forKey: .carryOver)
        try container.encode(hideDelayMillis, forKey: .hideDelayMillis)
        try container.encode(peekMillis, forKey: .peekMillis)
        if encouragesPassing { try container.encode(true, forKey: .encouragesPassing) }
        if points != .perWord { try container.encode(points, forKey: .points) }
    }

    /// Less time than this left when the bowl empties is not carried into the next round.
    public static let minimumCarryMillis = 1_000

    /// The ranges every value must fall in.
    public enum Limits {
        public static let turnSeconds = 10...600
        public static let rounds = 1...6
        public static let passPenalty = 0...5
        public static let passLimit = 1...99
        public static let hideDelayMillis = 500...10_000
        public static let peekMillis = 500...10_000
    }

    /// Every value that falls outside its range.
    public var problems: [SetupProblem] {
        var problems: [SetupProblem] = []
        if turnMillis % 1000 != 0 || !Limits.turnSeconds.contains(turnMillis / 1000) {
            problems.append(.turnLength(turnMillis))
        }
        if !Limits.rounds.contains(rounds.count) { problems.append(.roundCount(rounds.count)) }
        for round in rounds {
            if case .limited(let limit) = round.passing, !Limits.passLimit.contains(limit) {
                problems.append(.passLimit(limit))
            }
        }
        if !Limits.passPenalty.contains(passPenalty) { problems.append(.passPenalty(passPenalty)) }
        if !Limits.hideDelayMillis.contains(hideDelayMillis) { problems.append(.hideDelay(hideDelayMillis)) }
        if !Limits.peekMillis.contains(peekMillis) { problems.append(.peekLength(peekMillis)) }
        return problems
    }
}
