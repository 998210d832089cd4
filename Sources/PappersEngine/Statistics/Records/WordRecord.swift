import PappersText

/// One word across the games of a data directory (words match by `WordKey.strict`: case and spacing ignored,
/// accents kept).
public struct WordRecord: Equatable, Sendable {
    public let key: String
    /// The word as the newest game spells it.
    public internal(set) var word: String
    /// Games whose bowl held it.
    public internal(set) var games = 0
    /// Times it was guessed (once a round at most).
    public internal(set) var guessed = 0
    /// Times it was passed.
    public internal(set) var passes = 0
    /// The longest it took to guess in one round: its turn time on screen over every showing of that round.
    public internal(set) var longestGuessMillis: Int?
    /// The quickest single showing that ended in a real guess, and its game.
    public internal(set) var fastestGuess: (millis: Int, game: Int)?

    init(key: String, word: String) {
        self.key = key
        self.word = word
    }

    /// Whether it gave any trouble: passed, or guessed only after some time.
    var wasHard: Bool { passes > 0 || longestGuessMillis != nil }

    /// Harder first: more passes, then a longer time to guess, then the word.
    static func harder(_ a: WordRecord, _ b: WordRecord) -> Bool {
        if a.passes != b.passes { return a.passes > b.passes }
        if a.longestGuessMillis != b.longestGuessMillis { return (a.longestGuessMillis ?? -1) > (b.longestGuessMillis ?? -1) }
        return a.key < b.key
    }

    /// Faster first: the quickest guess, then the word.
    static func faster(_ a: WordRecord, _ b: WordRecord) -> Bool {
        let (x, y) = (a.fastestGuess?.millis ?? .max, b.fastestGuess?.millis ?? .max)
        return x != y ? x < y : a.key < b.key
    }

    public static func == (a: WordRecord, b: WordRecord) -> Bool {
        a.key == b.key && a.word == b.word && a.games == b.games && a.guessed == b.guessed && a.passes == b.passes
            && a.longestGuessMillis == b.longestGuessMillis && a.fastestGuess?.millis == b.fastestGuess?.millis
            && a.fastestGuess?.game == b.fastestGuess?.game
    }
}

/// One word pack across the games that drew from it: a game drawn from several packs counts for each of them,
/// and each word of its bowl for the one pack it came from (`PackWords`).
public struct PackRecord: Equatable, Sendable {
    public let id: String
    /// Games whose bowl was drawn from the pack.
    public internal(set) var games = 0
    /// Its words in those games' bowls.
    public internal(set) var words = 0
    /// Its words guessed in those games (a word counts once a round).
    public internal(set) var guessed = 0
    public internal(set) var passes = 0
    /// Turn time its words were on screen in those games.
    public internal(set) var onScreenMillis = 0

    init(id: String) { self.id = id }

    /// Time on screen per word guessed, or nil before the first.
    public var millisPerWord: Int? { guessed > 0 ? onScreenMillis / guessed : nil }
}
