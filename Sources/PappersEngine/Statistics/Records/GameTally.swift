/// What one game adds to the records across games (`Records`): its players', words' and packs' figures, read
/// once from a replay of its journal through the engine.
///
/// The store keeps the tally of every game that has ended, derived from its journal and rebuilt when missing, so
/// that the records over a hundred thousand games add up tallies instead of replaying every game. Texts are
/// numbers of a `TextTable`.
public struct GameTally: Equatable, Sendable {
    /// One person of the game: players whose names match with case and accents folded are one.
    public struct Player: Equatable, Sendable {
        /// The name as the game first spells it.
        public var name: Int
        /// Whether the game reached its end with the player in first place.
        public var won: Bool
        /// Turns described, words guessed in them (undone and struck ones excluded), and their turn time.
        public var turns: Int
        public var words: Int
        public var describingMillis: Int
        /// Words guessed as the one guesser of a pair's turn (pairs only), undone and struck ones excluded.
        public var guessed: Int
        /// The fastest turn that counts (`TurnPace`): its words and turn time; no words for none.
        public var bestTurnWords: Int
        public var bestTurnMillis: Int

        public init(
            name: Int, won: Bool, turns: Int, words: Int, describingMillis: Int, guessed: Int, bestTurnWords: Int,
            bestTurnMillis: Int
        ) {
            self.name = name
            self.won = won
            self.turns = turns
            self.words = words
            self.describingMillis = describingMillis
            self.guessed = guessed
            self.bestTurnWords = bestTurnWords
            self.bestTurnMillis = bestTurnMillis
        }
    }

    /// One word of the bowl.
    public struct Word: Equatable, Sendable {
        public var text: Int
        public var passes: Int
        /// Rounds in which it was guessed.
        public var guessed: Int
        /// The longest it took to guess in one round, over every showing of that round.
        public var longestGuessMillis: Int?
        /// The quickest single showing that ended in a guess.
        public var fastestGuessMillis: Int?
        /// Turn time it was on screen over the whole game.
        public var onScreenMillis: Int

        public init(
            text: Int, passes: Int, guessed: Int, longestGuessMillis: Int?, fastestGuessMillis: Int?,
            onScreenMillis: Int
        ) {
            self.text = text
            self.passes = passes
            self.guessed = guessed
            self.longestGuessMillis = longestGuessMillis
            self.fastestGuessMillis = fastestGuessMillis
            self.onScreenMillis = onScreenMillis
        }
    }

    public var mode: GameMode
    /// False when the engine refuses the journal: the game then counts as unreadable and adds nothing else.
    public var replays: Bool
    /// Each person once, in the order the game seats them.
    public var players: [Player]
    /// Every word of the bowl, in the bowl's order.
    public var words: [Word]
    /// The packs the bowl was drawn from, each once, in the game's order (`PackWords` gives each word to one).
    public var packs: [Int]

    public init(mode: GameMode, replays: Bool, players: [Player], words: [Word], packs: [Int]) {
        self.mode = mode
        self.replays = replays
        self.players = players
        self.words = words
        self.packs = packs
    }

    /// The tally of `game`, replayed through the engine, its texts numbered in `texts`.
    public init(_ game: PlayedGame, texts: inout TextTable) {
        self.init(mode: game.mode, replays: false, players: [], words: [], packs: [])
        guard let state = try? GameState.replaying(game.journal, setup: game.setup) else { return }
        replays = true
        var seen = Set<String>()
        packs = game.packs.filter { seen.insert($0).inserted }.map { texts.number($0) }
        let statistics = GameStatistics(state)
        addPlayers(of: game, state, statistics, texts: &texts)
        words = statistics.words.map { figures in
            let guesses = figures.guessMillis.compactMap { $0 }
            return Word(
                text: texts.number(game.setup.words[figures.word]), passes: figures.passes, guessed: guesses.count,
                longestGuessMillis: guesses.max(), fastestGuessMillis: figures.fastestGuess,
                onScreenMillis: figures.totalMillis)
        }
    }

    /// Each person once, under the first spelling the game seats them with: whether they won, what they
    /// described, what they guessed in pairs, and their fastest turn.
    private mutating func addPlayers(
        of game: PlayedGame, _ state: GameState, _ statistics: GameStatistics, texts: inout TextTable
    ) {
        let sides = GameSides(state: state)
        // Folding a name is the slowest step: each seat's name is folded once.
        let seats = sides.players
        let keys = Dictionary(seats.map { ($0, PlayerRecord.key($0)) }, uniquingKeysWith: { first, _ in first })
        var people: [String: Int] = [:]
        func person(_ name: String) -> Int { people[keys[name]!]! }
        for name in seats where people[keys[name]!] == nil {
            people[keys[name]!] = players.count
            players.append(Player(
                name: texts.number(name), won: false, turns: 0, words: 0, describingMillis: 0, guessed: 0,
                bestTurnWords: 0, bestTurnMillis: 0))
        }
        for name in sides.winners { players[person(name)].won = true }
        for describer in statistics.describers where describer.turns > 0 {
            let index = person(state.setup.teams[describer.team].players[describer.player])
            players[index].turns += describer.turns
            players[index].words += describer.words
            players[index].describingMillis += describer.millis
        }
        for turn in state.history {
            if let guesser = sides.guesser(of: turn) {
                players[person(guesser)].guessed += turn.events.count { $0.outcome == .guessed }
            }
            guard let pace = TurnPace.of(turn, game: game.id) else { continue }
            let index = person(sides.describer(of: turn))
            let best = players[index].bestTurnWords > 0
                ? TurnPace(game: game.id, words: players[index].bestTurnWords, millis: players[index].bestTurnMillis)
                : nil
            if best.map(pace.isFaster(than:)) ?? true {
                players[index].bestTurnWords = pace.words
                players[index].bestTurnMillis = pace.millis
            }
        }
    }
}
