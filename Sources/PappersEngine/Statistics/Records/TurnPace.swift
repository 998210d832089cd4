/// How fast one turn went: the words guessed in it over the turn time it took.
public struct TurnPace: Equatable, Sendable {
    /// Turns shorter than this are left out of the best pace, so that a word guessed in the last second of a
    /// round (a carried-over turn, a bowl emptied at once) does not count as sixty a minute.
    public static let shortestMillis = 10_000

    /// The game the turn was played in.
    public let game: Int
    /// Words guessed in the turn (undone and struck ones excluded).
    public let words: Int
    /// Turn time used.
    public let millis: Int

    public init(game: Int, words: Int, millis: Int) {
        self.game = game
        self.words = words
        self.millis = millis
    }

    /// Words a minute, in tenths, rounded half up: 93 is 9.3 words a minute.
    public var tenthsPerMinute: Int { millis > 0 ? (words * 600_000 + millis / 2) / millis : 0 }

    /// Whether this turn was faster than `other`: more words a minute, then more words, then the earlier game.
    public func isFaster(than other: TurnPace) -> Bool {
        let (mine, theirs) = (words * other.millis, other.words * millis)
        if mine != theirs { return mine > theirs }
        if words != other.words { return words > other.words }
        return game < other.game
    }

    /// The pace of `turn` of game `game`, or nil for a turn too short to count or with no word guessed.
    static func of(_ turn: TurnRecord, game: Int) -> TurnPace? {
        let words = turn.events.count { $0.outcome == .guessed }
        guard words > 0, turn.millis >= shortestMillis else { return nil }
        return TurnPace(game: game, words: words, millis: turn.millis)
    }
}
