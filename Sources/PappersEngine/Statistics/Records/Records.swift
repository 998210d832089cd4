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

    /// The records of the games the store read, the others counted as unreadable.
    public init(_ played: PlayedGames) {
        self.init(played.games, unreadable: played.unreadable)
    }

    /// The records of `games` (in any order; the newest, by id, spells the names), with `unreadable` the games
    /// the store could not read.
    public init(_ games: [PlayedGame], unreadable: [UnreadableGame] = []) {
        var unreadable = unreadable
        var counts = GameCounts()
        var players: [String: PlayerRecord] = [:]
        var words: [String: WordRecord] = [:]
        var packs: [String: PackRecord] = [:]
        // Folding a name is the slowest step of counting: each spelling is folded once.
        var keys: [String: String] = [:]
        for game in games.sorted(by: { $0.id < $1.id }) {
            let state: GameState
            do {
                state = try GameState.replaying(game.journal, setup: game.setup)
            } catch {
                unreadable.append(UnreadableGame(id: game.id, reason: "the journal of game \(game.id) does not replay: \(error)"))
                continue
            }
            switch game.status {
            case .finished: counts.finished += 1
            case .inProgress: counts.inProgress += 1
            case .abandoned: counts.abandoned += 1
            }
            if game.mode == .pairs { counts.pairs += 1 }
            let statistics = GameStatistics(state)
            Self.addPlayers(of: game, state, statistics, to: &players, keys: &keys)
            Self.addWords(of: game, statistics, to: &words)
            Self.addPacks(of: game, state, to: &packs)
        }
        counts.unreadable = unreadable.count
        self.games = counts
        unreadableGames = unreadable.sorted { $0.id < $1.id }
        self.players = players.values.sorted { a, b in
            let (x, y) = (a.total, b.total)
            if x.wins != y.wins { return x.wins > y.wins }
            if x.words != y.words { return x.words > y.words }
            return a.key < b.key
        }
        hardestWords = Array(words.values.filter(\.wasHard).sorted(by: WordRecord.harder).prefix(Self.listLength))
        fastestWords = Array(
            words.values.filter { $0.fastestGuess != nil }.sorted(by: WordRecord.faster).prefix(Self.listLength))
        self.packs = packs.values.sorted { $0.games != $1.games ? $0.games > $1.games : $0.id < $1.id }
    }

    private static func addPlayers(
        of game: PlayedGame, _ state: GameState, _ statistics: GameStatistics, to players: inout [String: PlayerRecord],
        keys: inout [String: String]
    ) {
        let sides = GameSides(state: state)
        func key(_ name: String) -> String {
            if let key = keys[name] { return key }
            let key = PlayerRecord.key(name)
            keys[name] = key
            return key
        }
        // In place: each player's record is changed where the dictionary holds it, never copied out and back.
        func update(_ name: String, _ change: (inout PlayerFigures) -> Void) {
            let folded = key(name)
            switch game.mode {
            case .teams: change(&players[folded, default: PlayerRecord(key: folded, name: name)].teams)
            case .pairs: change(&players[folded, default: PlayerRecord(key: folded, name: name)].pairs)
            }
        }
        // Once a game per person, even when two of its players fold to one name ("Ana" and "Àna").
        func once(_ names: [String]) -> [String] {
            var seen = Set<String>()
            return names.filter { seen.insert(key($0)).inserted }
        }
        for name in once(sides.players) {
            update(name) { $0.games += 1 }
            players[key(name)]?.name = name  // the newest game's spelling
        }
        if game.status == .finished {
            for name in once(sides.winners) { update(name) { $0.wins += 1 } }
        }
        for describer in statistics.describers where describer.turns > 0 {
            let name = state.setup.teams[describer.team].players[describer.player]
            update(name) { figures in
                figures.turns += describer.turns
                figures.words += describer.words
                figures.describingMillis += describer.millis
            }
        }
        for turn in state.history {
            if let guesser = sides.guesser(of: turn) {
                let words = turn.events.count { $0.outcome == .guessed }
                if words > 0 { update(guesser) { $0.guessed += words } }
            }
            guard let pace = TurnPace.of(turn, game: game.id) else { continue }
            update(sides.describer(of: turn)) { $0.record(pace) }
        }
    }

    private static func addWords(of game: PlayedGame, _ statistics: GameStatistics, to words: inout [String: WordRecord]) {
        for figures in statistics.words {
            let text = game.setup.words[figures.word]
            let key = WordKey.strict(text)
            var record = words[key] ?? WordRecord(key: key, word: text)
            record.word = text
            record.games += 1
            record.passes += figures.passes
            let guesses = figures.guessMillis.compactMap { $0 }
            record.guessed += guesses.count
            if let longest = guesses.max() { record.longestGuessMillis = max(record.longestGuessMillis ?? 0, longest) }
            if let fastest = figures.fastestGuess, fastest < record.fastestGuess?.millis ?? .max {
                record.fastestGuess = (fastest, game.id)
            }
            words[key] = record
        }
    }

    private static func addPacks(of game: PlayedGame, _ state: GameState, to packs: inout [String: PackRecord]) {
        var guessed = 0, passes = 0, onScreen = 0
        for turn in state.history {
            for event in turn.events {
                onScreen += event.millis
                switch event.outcome {
                case .guessed: guessed += 1
                case .passed: passes += 1
                case .returned, .undone, .struck: break
                }
            }
        }
        var seen = Set<String>()
        for id in game.packs where seen.insert(id).inserted {
            var record = packs[id] ?? PackRecord(id: id)
            record.games += 1
            record.words += game.setup.words.count
            record.guessed += guessed
            record.passes += passes
            record.onScreenMillis += onScreen
            packs[id] = record
        }
    }
}
