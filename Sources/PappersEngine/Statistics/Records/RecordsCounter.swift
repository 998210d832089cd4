import PappersText

/// The records across games added up one game's tally at a time, in any order: each text of the tallies (a
/// name, a word, a pack id) gathers its figures by number, and `records(texts:)` joins the spellings that
/// count as one player (`WordKey.loose`) or one word (`WordKey.strict`) at the end, once per distinct text.
public struct RecordsCounter: Sendable {
    /// A spelling of a player's name: its figures in each mode, and the newest game that spelled it so.
    private struct Name {
        var teams = PlayerFigures()
        var pairs = PlayerFigures()
        var newestGame = -1
    }

    /// A spelling of a word: its figures, and the newest game whose bowl spelled it so.
    private struct Word {
        var games = 0
        var guessed = 0
        var passes = 0
        var longestGuessMillis: Int?
        var fastestGuess: (millis: Int, game: Int)?
        var newestGame = -1

        mutating func add(_ played: GameTally.Word, game: Int) {
            games += 1
            passes += played.passes
            guessed += played.guessed
            if let longest = played.longestGuessMillis { longestGuessMillis = max(longestGuessMillis ?? 0, longest) }
            if let fastest = played.fastestGuessMillis, RecordsCounter.isEarlier((fastest, game), than: fastestGuess) {
                fastestGuess = (fastest, game)
            }
            newestGame = max(newestGame, game)
        }
    }

    /// A spelling of a word in the bowls of one list of packs: what it adds to the pack it came from.
    private struct Drawn {
        var bowls = 0
        var guessed = 0
        var passes = 0
        var onScreenMillis = 0
    }

    private var counts = Records.GameCounts()
    private var unreadable: [UnreadableGame] = []
    private var names: [Name?] = []
    private var words: [Word?] = []
    /// Games drawn from each pack.
    private var packGames: [Int?] = []
    /// Each distinct list of packs games were drawn from (numbered by `packListNumbers`), and its words'
    /// figures: a word goes to one pack of its list (`PackWords`), decided once per list and spelling in `records`.
    private var packListNumbers: [[Int]: Int] = [:]
    private var packLists: [[Int]] = []
    private var drawn: [[Drawn?]] = []

    public init() {}

    /// Adds game `game` (its number in the data directory), which stands at `status`.
    public mutating func add(_ tally: GameTally, game: Int, status: PlayedGame.Status) {
        guard tally.replays else {
            addUnreadable(UnreadableGame(id: game, reason: "the journal of game \(game) does not replay"))
            return
        }
        switch status {
        case .finished: counts.finished += 1
        case .inProgress: counts.inProgress += 1
        case .abandoned: counts.abandoned += 1
        }
        if tally.mode == .pairs { counts.pairs += 1 }
        for player in tally.players {
            Self.reach(player.name, in: &names) { Name() }
            var figures = tally.mode == .teams ? names[player.name]!.teams : names[player.name]!.pairs
            figures.games += 1
            if player.won && status == .finished { figures.wins += 1 }
            figures.turns += player.turns
            figures.words += player.words
            figures.describingMillis += player.describingMillis
            figures.guessed += player.guessed
            if player.bestTurnWords > 0 {
                figures.record(TurnPace(game: game, words: player.bestTurnWords, millis: player.bestTurnMillis))
            }
            if tally.mode == .teams { names[player.name]!.teams = figures } else { names[player.name]!.pairs = figures }
            names[player.name]!.newestGame = max(names[player.name]!.newestGame, game)
        }
        for played in tally.words {
            Self.reach(played.text, in: &words) { Word() }
            words[played.text]!.add(played, game: game)
        }
        for id in tally.packs {
            Self.reach(id, in: &packGames) { 0 }
            packGames[id]! += 1
        }
        guard !tally.packs.isEmpty else { return }
        let list = packListNumbers[tally.packs] ?? {
            packLists.append(tally.packs)
            drawn.append([])
            packListNumbers[tally.packs] = packLists.count - 1
            return packLists.count - 1
        }()
        for played in tally.words {
            Self.reach(played.text, in: &drawn[list]) { Drawn() }
            drawn[list][played.text]!.bowls += 1
            drawn[list][played.text]!.guessed += played.guessed
            drawn[list][played.text]!.passes += played.passes
            drawn[list][played.text]!.onScreenMillis += played.onScreenMillis
        }
    }

    /// Counts game `game.id` as one that cannot be read, for `game.reason`.
    public mutating func addUnreadable(_ game: UnreadableGame) {
        unreadable.append(game)
        counts.unreadable += 1
    }

    /// The records, the tallies' numbers read in `texts`, each word counted for the pack `packWords` gives it.
    public func records(texts: TextTable, packWords: PackWords) -> Records {
        var players: [String: (record: PlayerRecord, newestGame: Int)] = [:]
        for (number, name) in names.enumerated() {
            guard let name else { continue }
            let key = PlayerRecord.key(texts[number])
            var entry = players[key] ?? (PlayerRecord(key: key, name: texts[number]), name.newestGame)
            entry.record.teams = entry.record.teams.adding(name.teams)
            entry.record.pairs = entry.record.pairs.adding(name.pairs)
            if name.newestGame > entry.newestGame { (entry.record.name, entry.newestGame) = (texts[number], name.newestGame) }
            players[key] = entry
        }
        var wordRecords: [String: (record: WordRecord, newestGame: Int)] = [:]
        for (number, word) in words.enumerated() {
            guard let word else { continue }
            let key = WordKey.strict(texts[number])
            var entry = wordRecords[key] ?? (WordRecord(key: key, word: texts[number]), word.newestGame)
            entry.record.games += word.games
            entry.record.guessed += word.guessed
            entry.record.passes += word.passes
            if let longest = word.longestGuessMillis {
                entry.record.longestGuessMillis = max(entry.record.longestGuessMillis ?? 0, longest)
            }
            if let fastest = word.fastestGuess, Self.isEarlier(fastest, than: entry.record.fastestGuess) {
                entry.record.fastestGuess = fastest
            }
            if word.newestGame > entry.newestGame { (entry.record.word, entry.newestGame) = (texts[number], word.newestGame) }
            wordRecords[key] = entry
        }
        var packRecords: [Int: PackRecord] = [:]
        for (number, games) in packGames.enumerated() {
            guard let games else { continue }
            packRecords[number] = PackRecord(id: texts[number])
            packRecords[number]!.games = games
        }
        for (list, words) in drawn.enumerated() {
            let packs = packLists[list]
            let ids = packs.map { texts[$0] }
            for (number, figures) in words.enumerated() {
                guard let figures, let index = packWords.pack(of: texts[number], among: ids) else { continue }
                packRecords[packs[index]]!.words += figures.bowls
                packRecords[packs[index]]!.guessed += figures.guessed
                packRecords[packs[index]]!.passes += figures.passes
                packRecords[packs[index]]!.onScreenMillis += figures.onScreenMillis
            }
        }
        return Records(
            games: counts, players: players.values.map(\.record), words: wordRecords.values.map(\.record),
            packs: Array(packRecords.values), unreadable: unreadable)
    }

    /// Whether a guess is quicker than `other`, or as quick in an earlier game.
    static func isEarlier(_ guess: (millis: Int, game: Int), than other: (millis: Int, game: Int)?) -> Bool {
        guard let other else { return true }
        return (guess.millis, guess.game) < (other.millis, other.game)
    }

    /// Makes `values[number]` hold a value, `make()` when it held none.
    private static func reach<Value>(_ number: Int, in values: inout [Value?], _ make: () -> Value) {
        if number >= values.count { values += repeatElement(nil, count: number + 1 - values.count) }
        if values[number] == nil { values[number] = make() }
    }
}
