import PappersText

/// Everything a game is played from: teams, rules, the words in the bowl and the seed.
///
/// A game record keeps exactly this plus the timed actions; folding the actions over
/// `GameState(setup:)` gives back the game, screen for screen.
///
/// In pairs mode every player sits alone: `teams` holds one seat per player (a team of one, named after its
/// player), so standings, scores, statistics and records rank players with the teams' own code.
public struct GameSetup: Codable, Equatable, Sendable {
    public var teams: [Team]
    public var rules: Rules
    /// The bowl: every word of the game, once. Words are identified by their index here.
    public var words: [String]
    public var seed: UInt64
    /// Each word's level (1 easy, 2 medium, 3 hard), in the order of `words`, when the rules score by level;
    /// nil otherwise, and then left out of records, which read as before. A word without a level is medium.
    public var levels: [Int]?
    /// Teams (the classic game) or pairs (the hat: one player describes to one other, turn by turn).
    public var mode: GameMode

    public init(
        teams: [Team], rules: Rules, words: [String], seed: UInt64, levels: [Int]? = nil, mode: GameMode = .teams
    ) {
        self.teams = teams
        self.rules = rules
        self.words = words
        self.seed = seed
        self.levels = levels
        self.mode = mode
    }

    /// What guessing `word` scores under these rules: 1, or its level when the rules score by level.
    @inline(__always)
    public func points(for word: WordID) -> Int {
        switch rules.points {
        case .perWord: 1
        case .byLevel: levels.map { word < $0.count ? $0[word] : 2 } ?? 2
        }
    }

    /// A pairs game of `players`, each in a seat of their own.
    public init(players: [String], rules: Rules, words: [String], seed: UInt64, levels: [Int]? = nil) {
        self.init(
            teams: players.map { Team(name: $0, players: [$0]) }, rules: rules, words: words, seed: seed,
            levels: levels, mode: .pairs)
    }

    /// The players of a pairs game, in seat order (every player of every team in a team game).
    public var players: [String] { teams.flatMap(\.players) }

    /// The ranges a setup must fall in.
    public enum Limits {
        public static let teams = 2...10
        public static let players = 2...8
        /// The players of a pairs game.
        public static let pairsPlayers = 3...20
        /// The bowl, counting words drawn from packs and words typed by players.
        public static let words = 1...2_000
        /// A word's level, when the rules score by level.
        public static let level = 1...3
    }

    /// The setup with names cleaned, or every problem found.
    public func validated() -> Result<GameSetup, SetupErrors> {
        var problems = rules.problems
        var clean = self
        if mode == .pairs {
            problems += pairsProblems
        } else if !Limits.teams.contains(teams.count) {
            problems.append(.teamCount(teams.count))
        }
        var teamKeys = Set<String>()
        var playerKeys = Set<String>()
        for (t, team) in teams.enumerated() {
            switch Names.clean(team.name) {
            case .success(let name):
                clean.teams[t].name = name
                if mode == .teams, !teamKeys.insert(WordKey.strict(name)).inserted {
                    problems.append(.duplicateTeamName(name))
                }
            case .failure(let problem):
                if mode == .teams { problems.append(.name(UnsafeText.inert(team.name), problem)) }
            }
            if mode == .teams, !Limits.players.contains(team.players.count) {
                problems.append(.playerCount(team: UnsafeText.inert(team.name), count: team.players.count))
            }
            for (p, player) in team.players.enumerated() {
                switch Names.clean(player) {
                case .success(let name):
                    clean.teams[t].players[p] = name
                    if !playerKeys.insert(WordKey.strict(name)).inserted {
                        problems.append(.duplicatePlayerName(name))
                    }
                case .failure(let problem): problems.append(.name(UnsafeText.inert(player), problem))
                }
            }
        }
        if let levels, levels.count != words.count || !levels.allSatisfy(Limits.level.contains) {
            problems.append(.wordLevels(words: words.count, levels: levels))
        }
        if words.isEmpty { problems.append(.noWords) }
        if words.count > Limits.words.upperBound { problems.append(.tooManyWords(words.count)) }
        var wordKeys = Set<String>()
        for word in words {
            if word.allSatisfy(\.isWhitespace) || !UnsafeText.isSafe(word) {
                problems.append(.badWord(UnsafeText.inert(word)))
            } else if !wordKeys.insert(WordKey.strict(word)).inserted {
                problems.append(.duplicateWord(word))
            }
        }
        return problems.isEmpty ? .success(clean) : .failure(SetupErrors(problems: problems))
    }

    /// In pairs mode: 3 to 20 players, each alone in a seat of their own name.
    private var pairsProblems: [SetupProblem] {
        var problems: [SetupProblem] = []
        if !Limits.pairsPlayers.contains(teams.count) { problems.append(.pairsPlayerCount(teams.count)) }
        if let seat = teams.first(where: { $0.players != [$0.name] }) {
            problems.append(.pairsSeat(UnsafeText.inert(seat.name)))
        }
        return problems
    }
}

// The setup's JSON gains `mode` only in pairs games (and `levels` only when there are
// levels), so team games keep 1.0.0's bytes.
extension GameSetup {
    private enum CodingKeys: String, CodingKey { case teams, rules, words, seed, levels, mode }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        teams = try container.decode([Team].self, forKey: .teams)
        rules = try container.decode(Rules.self, forKey: .rules)
        words = try container.decode([String].self, forKey: .words)
        seed = try container.decode(UInt64.self, forKey: .seed)
        levels = try container.decodeIfPresent([Int].self, forKey: .levels)
        mode = try container.decodeIfPresent(GameMode.self, forKey: .mode) ?? .teams
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(teams, forKey: .teams)
        try container.encode(rules, forKey: .rules)
        try container.encode(words, forKey: .words)
        try container.encode(seed, forKey: .seed)
        try container.encodeIfPresent(levels, forKey: .levels)
        if mode == .pairs { try container.encode(mode, forKey: .mode) }
    }
}

extension GameSetup {
    /// Every problem of a setup as a record or a database keeps it, or nil when there is none: the one check
    /// of a setup read back (a database, a record file) before the engine sees it. Beyond `validated()`, its
    /// names must already be clean, since a record replays with exactly the names it holds.
    public var problemsAsKept: SetupErrors? {
        switch validated() {
        case .failure(let errors):
            return errors
        case .success(let clean) where clean != self:
            let names = zip(teams, clean.teams).flatMap { kept, clean in
                [(kept.name, clean.name)] + zip(kept.players, clean.players).map { ($0, $1) }
            }
            return SetupErrors(problems: names.filter { $0.0 != $0.1 }.map { kept, _ in
                .name(UnsafeText.inert(kept), .notTrimmed)
            })
        case .success:
            return nil
        }
    }
}

/// Every problem of a setup at once, so a screen or a command can list them all.
public struct SetupErrors: Error, Equatable, Sendable, CustomStringConvertible {
    public let problems: [SetupProblem]
    public var description: String { problems.map(\.description).joined(separator: "; ") }
}
