import PappersText

/// Everything a game is played from: teams, rules, the words in the bowl and the seed.
///
/// A game record keeps exactly this plus the timed actions; folding the actions over
/// `GameState(setup:)` gives back the game, screen for screen.
public struct GameSetup: Codable, Equatable, Sendable {
    public var teams: [Team]
    public var rules: Rules
    /// The bowl: every word of the game, once. Words are identified by their index here.
    public var words: [String]
    public var seed: UInt64
    /// Each word's level (1 easy, 2 medium, 3 hard), in the order of `words`, when the rules score by level;
    /// nil otherwise, and then left out of records, which read as before. A word without a level is medium.
    public var levels: [Int]?

    public init(teams: [Team], rules: Rules, words: [String], seed: UInt64, levels: [Int]? = nil) {
        self.teams = teams
        self.rules = rules
        self.words = words
        self.seed = seed
        self.levels = levels
    }

    /// What guessing `word` scores under these rules: 1, or its level when the rules score by level.
    @inline(__always)
    public func points(for word: WordID) -> Int {
        switch rules.points {
        case .perWord: 1
        case .byLevel: levels.map { word < $0.count ? $0[word] : 2 } ?? 2
        }
    }

    /// The ranges a setup must fall in.
    public enum Limits {
        public static let teams = 2...10
        public static let players = 2...8
        /// The bowl, counting words drawn from packs and words typed by players.
        public static let words = 1...2_000
        /// A word's level, when the rules score by level.
        public static let level = 1...3
    }

    /// The setup with names cleaned, or every problem found.
    public func validated() -> Result<GameSetup, SetupErrors> {
        var problems = rules.problems
        var clean = self
        if !Limits.teams.contains(teams.count) { problems.append(.teamCount(teams.count)) }
        var teamKeys = Set<String>()
        var playerKeys = Set<String>()
        for (t, team) in teams.enumerated() {
            switch Names.clean(team.name) {
            case .success(let name):
                clean.teams[t].name = name
                if !teamKeys.insert(WordKey.strict(name)).inserted { problems.append(.duplicateTeamName(name)) }
            case .failure(let problem): problems.append(.name(UnsafeText.inert(team.name), problem))
            }
            if !Limits.players.contains(team.players.count) {
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
}

/// Every problem of a setup at once, so a screen or a command can list them all.
public struct SetupErrors: Error, Equatable, Sendable, CustomStringConvertible {
    public let problems: [SetupProblem]
    public var description: String { problems.map(\.description).joined(separator: "; ") }
}
