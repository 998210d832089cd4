import PappersPacks

/// Each player in turn types words into the bowl while the others look away.
public struct PlayerWordsScreen: Equatable, Sendable {
    /// The bowl drawn from the packs, which typed words must not repeat.
    public let bowl: DrawnBowl
    /// The seed the bowl was drawn with, for the game it becomes.
    let seed: UInt64
    /// Every player as (team, player), in the order they type.
    public let typists: [Typist]
    public var current = 0
    /// The words typed so far by each typist.
    public var typed: [[String]]
    /// Checks each word against the bowl and the words typed before it.
    var checker: PlayerWords
    public var field = TextField(maximumColumns: PackFormat.maxWordColumns)
    public var problem: PlayerWordProblem?
    /// Words of the last paste were left out (already in the bowl, or more than the player still had to type).
    public var pastedLeftOut = false
    /// Between two typists: the screen asks to pass the laptop.
    public var handingOver = true
    public let perPlayer: Int

    /// The level of the word being typed (1 to 3): what it scores when the rules score by level. Each word
    /// starts at medium (2); the typist may change it before pressing Enter.
    public var level = 2
    /// The levels of the words typed so far, in the order the checker holds them.
    public var typedLevels: [Int] = []

    /// A player, by team and place in the team.
    public struct Typist: Equatable, Sendable {
        public let team: Int
        public let player: Int
    }

    init(bowl: DrawnBowl, seed: UInt64, typists: [(team: Int, player: Int)], perPlayer: Int) {
        self.bowl = bowl
        self.seed = seed
        self.typists = typists.map { Typist(team: $0.team, player: $0.player) }
        typed = Array(repeating: [], count: typists.count)
        checker = PlayerWords(bowl: bowl.words)
        self.perPlayer = perPlayer
    }

    public static func == (a: PlayerWordsScreen, b: PlayerWordsScreen) -> Bool {
        a.bowl == b.bowl && a.seed == b.seed && a.typists == b.typists && a.current == b.current && a.typed == b.typed
            && a.checker.words == b.checker.words && a.field == b.field && a.problem == b.problem
            && a.handingOver == b.handingOver && a.perPlayer == b.perPlayer && a.pastedLeftOut == b.pastedLeftOut
            && a.level == b.level && a.typedLevels == b.typedLevels
    }
}
