import PappersText

/// One person across the games of a data directory. Players are the same person when their names match with
/// case and accents folded (`WordKey.loose`): "Ana", "ana" and "ÀNA" are one player.
public struct PlayerRecord: Equatable, Sendable {
    /// The folded name that makes two players one.
    public let key: String
    /// The name as the newest game spells it.
    public internal(set) var name: String
    /// In games played in teams.
    public internal(set) var teams = PlayerFigures()
    /// In games played in pairs (no fixed teams).
    public internal(set) var pairs = PlayerFigures()

    init(key: String, name: String) {
        self.key = key
        self.name = name
    }

    /// The figures of one mode.
    public func figures(_ mode: GameMode) -> PlayerFigures {
        switch mode {
        case .teams: teams
        case .pairs: pairs
        }
    }

    /// Both modes together.
    public var total: PlayerFigures { teams.adding(pairs) }

    /// The key under which a player's name counts across games.
    public static func key(_ name: String) -> String { WordKey.loose(name) }
}

/// A player's figures in one mode of play.
public struct PlayerFigures: Equatable, Sendable {
    /// Games the player took part in, whatever their status.
    public internal(set) var games = 0
    /// Finished games the player won (a tie for first place is a win for everyone in it).
    public internal(set) var wins = 0
    /// Turns the player described.
    public internal(set) var turns = 0
    /// Words guessed while the player described (undone and struck ones excluded).
    public internal(set) var words = 0
    /// Words the player guessed as the one guesser of a pair's turn (pairs only: in teams the whole team
    /// guesses), undone and struck ones excluded.
    public internal(set) var guessed = 0
    /// Turn time spent describing.
    public internal(set) var describingMillis = 0
    /// The player's fastest turn (`TurnPace.shortestMillis` or longer).
    public internal(set) var bestTurn: TurnPace?

    public init() {}

    func adding(_ other: PlayerFigures) -> PlayerFigures {
        var sum = self
        sum.games += other.games
        sum.wins += other.wins
        sum.turns += other.turns
        sum.words += other.words
        sum.guessed += other.guessed
        sum.describingMillis += other.describingMillis
        sum.bestTurn = Self.faster(bestTurn, other.bestTurn)
        return sum
    }

    mutating func record(_ pace: TurnPace?) {
        bestTurn = Self.faster(bestTurn, pace)
    }

    static func faster(_ a: TurnPace?, _ b: TurnPace?) -> TurnPace? {
        guard let a else { return b }
        guard let b else { return a }
        return b.isFaster(than: a) ? b : a
    }
}
