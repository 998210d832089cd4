/// Something that stops a game from starting with the setup given.
public enum SetupProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case teamCount(Int)
    case playerCount(team: String, count: Int)
    case name(String, NameProblem)
    case duplicateTeamName(String)
    case duplicatePlayerName(String)
    case noWords
    case tooManyWords(Int)
    case badWord(String)
    case duplicateWord(String)
    case turnLength(Int)
    case roundCount(Int)
    case passLimit(Int)
    case passPenalty(Int)
    case hideDelay(Int)
    case peekLength(Int)
    /// The bowl's levels do not match its words: another count, or a level outside 1 to 3.
    case wordLevels(words: Int, levels: [Int])
    /// A pairs game with too few or too many players.
    case pairsPlayerCount(Int)
    /// A pairs game whose seat is not one player of the seat's name (only a hand-made record can say so).
    case pairsSeat(String)

    public var description: String {
        switch self {
        case .teamCount(let n):
            "a game needs \(GameSetup.Limits.teams.lowerBound) to \(GameSetup.Limits.teams.upperBound) teams, not \(n)"
        case .playerCount(let team, let n):
            "\(team) has \(n) player\(n == 1 ? "" : "s"); a team needs \(GameSetup.Limits.players.lowerBound) to \(GameSetup.Limits.players.upperBound) (someone must guess)"
        case .name(let name, let problem): "the name \"\(name)\" \(problem)"
        case .duplicateTeamName(let name): "two teams are called \"\(name)\""
        case .duplicatePlayerName(let name): "two players are called \"\(name)\""
        case .noWords: "the bowl is empty"
        case .tooManyWords(let n): "the bowl holds \(n) words; at most \(GameSetup.Limits.words.upperBound)"
        case .badWord(let word): "the word \"\(word)\" cannot be shown safely"
        case .duplicateWord(let word): "the word \"\(word)\" is in the bowl twice"
        case .turnLength(let ms):
            "a turn lasts \(Rules.Limits.turnSeconds.lowerBound) to \(Rules.Limits.turnSeconds.upperBound) whole seconds, not \(Double(ms) / 1000) s"
        case .roundCount(let n): "a game has \(Rules.Limits.rounds.lowerBound) to \(Rules.Limits.rounds.upperBound) rounds, not \(n)"
        case .passLimit(let n): "a pass limit is \(Rules.Limits.passLimit.lowerBound) to \(Rules.Limits.passLimit.upperBound) per turn, not \(n)"
        case .passPenalty(let n): "a pass penalty is \(Rules.Limits.passPenalty.lowerBound) to \(Rules.Limits.passPenalty.upperBound) points, not \(n)"
        case .hideDelay(let ms): "the mime word hides after 0.5 to 10 s, not \(ms) ms"
        case .peekLength(let ms): "a peek lasts 0.5 to 10 s, not \(ms) ms"
        case .wordLevels(let words, let levels):
            levels.count != words
                ? "the bowl has \(words) words but \(levels.count) levels"
                : "a word's level is 1, 2 or 3, not \(levels.first { !GameSetup.Limits.level.contains($0) } ?? 0)"
        case .pairsPlayerCount(let n):
            "a pairs game needs \(GameSetup.Limits.pairsPlayers.lowerBound) to \(GameSetup.Limits.pairsPlayers.upperBound) players, not \(n)"
        case .pairsSeat(let name): "in a pairs game, the seat \"\(name)\" must hold one player of that name"
        }
    }
}

/// What is wrong with a team or player name.
public enum NameProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case tooWide(columns: Int)
    case unsafe(String)
    /// Spaces at either end, or several in a row: a kept name is already clean (only a hand-made record or
    /// database can hold one that is not).
    case notTrimmed

    public var description: String {
        switch self {
        case .empty: "is empty"
        case .tooWide(let columns): "is \(columns) columns wide; at most \(Names.maximumColumns)"
        case .unsafe(let why): "holds \(Self.article(why)) \(why)"
        case .notTrimmed: "has spaces at an end or several in a row"
        }
    }

    /// "a" or "an" before `noun`, by its first letter.
    private static func article(_ noun: String) -> String {
        guard let first = noun.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
