/// Figures computed from a game's own turns: how each describer did, how each word went, and the awards of
/// the final screen.
public struct GameStatistics: Equatable, Sendable {
    /// One player's describing.
    public struct Describer: Equatable, Sendable {
        public let team: Int
        public let player: Int
        public internal(set) var turns: Int
        /// Words guessed while this player described (undone and struck ones excluded).
        public internal(set) var words: Int
        /// Turn time spent describing.
        public internal(set) var millis: Int
        /// Average turn time per word guessed, or nil before the first.
        public var millisPerWord: Int? { words > 0 ? millis / words : nil }
    }

    /// One word's story over the game.
    public struct WordFigures: Equatable, Sendable {
        public let word: WordID
        /// For each round, the turn time it was on screen until guessed (over every showing); nil if the round
        /// never saw it guessed.
        public internal(set) var guessMillis: [Int?]
        public internal(set) var passes: Int
        /// Turn time on screen over the whole game.
        public internal(set) var totalMillis: Int
        /// The quickest single showing that ended in a real guess.
        public internal(set) var fastestGuess: Int?
    }

    public let describers: [Describer]
    public let words: [WordFigures]
    public let awards: Awards

    public init(_ state: GameState) {
        let setup = state.setup
        var describers: [[Describer]] = setup.teams.indices.map { team in
            setup.teams[team].players.indices.map {
                Describer(team: team, player: $0, turns: 0, words: 0, millis: 0)
            }
        }
        var words = setup.words.indices.map {
            WordFigures(
                word: $0, guessMillis: Array(repeating: nil, count: setup.rules.rounds.count), passes: 0,
                totalMillis: 0, fastestGuess: nil)
        }
        var onScreenThisRound = Array(repeating: 0, count: setup.words.count)
        var currentRound = -1
        for record in state.history {
            if record.round != currentRound {
                currentRound = record.round
                for index in onScreenThisRound.indices { onScreenThisRound[index] = 0 }
            }
            let team = record.plan.team, player = record.plan.describer
            describers[team][player].turns += 1
            describers[team][player].millis += record.millis
            for event in record.events {
                words[event.word].totalMillis += event.millis
                onScreenThisRound[event.word] += event.millis
                switch event.outcome {
                case .passed: words[event.word].passes += 1
                case .guessed:
                    describers[team][player].words += 1
                    words[event.word].guessMillis[record.round] = onScreenThisRound[event.word]
                    words[event.word].fastestGuess = min(words[event.word].fastestGuess ?? .max, event.millis)
                case .returned, .undone, .struck: break
                }
            }
        }
        self.describers = describers.flatMap { $0 }
        self.words = words
        awards = Awards(describers: self.describers, words: words)
    }
}

/// The awards of the final screen, each nil when the game gives no figure for it.
public struct Awards: Equatable, Sendable {
    /// Most words guessed while describing; fewer seconds per word breaks a tie.
    public let bestDescriber: GameStatistics.Describer?
    /// The word guessed in the shortest single showing, and that time.
    public let fastestWord: (word: WordID, millis: Int)?
    /// The word that spent longest on screen over the game (more passes breaks a tie), and that time; never
    /// the fastest word.
    public let hardestWord: (word: WordID, millis: Int, passes: Int)?

    init(describers: [GameStatistics.Describer], words: [GameStatistics.WordFigures]) {
        bestDescriber = describers.filter { $0.words > 0 }.min { a, b in
            a.words != b.words ? a.words > b.words : (a.millisPerWord ?? 0) < (b.millisPerWord ?? 0)
        }
        fastestWord = words.compactMap { figures in figures.fastestGuess.map { (figures.word, $0) } }
            .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        let fastest = fastestWord?.word
        hardestWord = words.filter { $0.totalMillis > 0 && $0.word != fastest }.max { a, b in
            a.totalMillis != b.totalMillis ? a.totalMillis < b.totalMillis
                : a.passes != b.passes ? a.passes < b.passes : a.word > b.word
        }.map { ($0.word, $0.totalMillis, $0.passes) }
    }

    public static func == (a: Awards, b: Awards) -> Bool {
        a.bestDescriber == b.bestDescriber
            && a.fastestWord?.word == b.fastestWord?.word && a.fastestWord?.millis == b.fastestWord?.millis
            && a.hardestWord?.word == b.hardestWord?.word && a.hardestWord?.millis == b.hardestWord?.millis
    }
}
