import PappersText

/// The records across the games of a data directory: per player, per word, per pack.
///
/// Every figure comes from replaying each game's journal through the engine (`GameState.replaying`) and
/// reading its `GameStatistics` and turns, so the records say what the journals imply, with no scoring of
/// their own. Games of every status count for games played, words, turns and paces; only finished games give
/// wins. A game the store could not read, or whose journal the engine refuses, is left out, and counted as
/// `unreadable` (`unreadableGames` says why); the others still count.
public struct Records: Equatable, Sendable {
    /// How many games the records read, by status.
    public struct GameCounts: Equatable, Sendable {
        public internal(set) var finished = 0
        public internal(set) var inProgress = 0
        public internal(set) var abandoned = 0
        /// Games left out because they cannot be read or their journal does not replay.
        public internal(set) var unreadable = 0
        /// Games in pairs among those read.
        public internal(set) var pairs = 0

        /// Games read, of every status.
        public var read: Int { finished + inProgress + abandoned }
    }

    /// How many words each list of words keeps.
    public static let listLength = 10

    public let games: GameCounts
    /// Most wins first, then most words, then the name.
    public let players: [PlayerRecord]
    /// The hardest words: most passes, then the longest to guess.
    public let hardestWords: [WordRecord]
    /// The words guessed in the shortest single showing.
    public let fastestWords: [WordRecord]
    /// Most games first, then the id.
    public let packs: [PackRecord]
    /// The games left out, by id, with the reason.
    public let unreadableGames: [UnreadableGame]

    /// Whether no game was read.
    public var isEmpty: Bool { games.read == 0 }

    /// The records of the games the store read, the others counted as unreadable, each word counted for the
    /// pack `packWords` gives it.
    public init(_ played: PlayedGames, packWords: PackWords) {
        self.init(played.games, unreadable: played.unreadable, packWords: packWords)
    }

    /// The records of `games` (in any order; the newest, by id, spells the names), each replayed through the
    /// engine, with `unreadable` the games the store could not read, each word counted for the pack
    /// `packWords` gives it. The store adds up the tallies it keeps instead (`RecordsCounter`): the same figures.
    public init(_ games: [PlayedGame], unreadable: [UnreadableGame] = [], packWords: PackWords) {
        var texts = TextTable()
        var counter = RecordsCounter()
        for game in games { counter.add(GameTally(game, texts: &texts), game: game.id, status: game.status) }
        for game in unreadable { counter.addUnreadable(game) }
        self = counter.records(texts: texts, packWords: packWords)
    }

    /// The records of these figures, ranked.
    init(
        games: GameCounts, players: [PlayerRecord], words: [WordRecord], packs: [PackRecord],
        unreadable: [UnreadableGame]
    ) {
        self.games = games
        unreadableGames = unreadable.sorted { $0.id < $1.id }
        self.players = players.sorted { a, b in
            let (x, y) = (a.total, b.total)
            if x.wins != y.wins { return x.wins > y.wins }
            if x.words != y.words { return x.words > y.words }
            return a.key < b.key
        }
        hardestWords = Array(words.filter(\.wasHard).sorted(by: WordRecord.harder).prefix(Self.listLength))
        fastestWords = Array(words.filter { $0.fastestGuess != nil }.sorted(by: WordRecord.faster).prefix(Self.listLength))
        self.packs = packs.sorted { $0.games != $1.games ? $0.games > $1.games : $0.id < $1.id }
    }
}
