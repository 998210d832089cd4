import Foundation
import GRDB
import PappersEngine
import Testing
@testable import PappersStore

/// `pappers stats` and the Records screen: the records across the games of a data directory, from games
/// played through the engine and kept in a store.
@Suite struct RecordsAcrossGamesTests {
    static let words = ["cathedral", "otter", "jazz", "umbrella", "cactus", "lighthouse"]
    static let teams = [Team(name: "Reds", players: ["Ana", "Bru"]), Team(name: "Blues", players: ["Cai", "Dani"])]

    /// Records `game` in `store` with `status`; its id.
    @discardableResult
    static func keep(_ game: ScriptedGame, as status: GameStatus, in store: Store, packs: [String] = ["en-test"]) throws -> Int {
        let id = try store.startGame(game.state.setup, packs: packs, program: "1.1.0", at: Date())
        for action in game.journal { try store.append(action, to: id) }
        switch status {
        case .finished: try store.finish(game: id, state: game.state, at: Date())
        case .abandoned: try store.abandon(game: id, state: game.state, at: Date())
        case .inProgress: break
        }
        return id
    }

    static func played(teams: [Team] = teams, seed: UInt64 = 1, pass: String? = nil, stopAfter: Int = .max) -> ScriptedGame {
        var game = ScriptedGame(teams: teams, words: words, seed: seed)
        game.play(pass: pass, stopAfter: stopAfter)
        return game
    }

    /// The names of the players on the winning teams of a finished game.
    static func winners(_ game: ScriptedGame) -> [String] {
        game.state.leaders.flatMap { game.state.setup.teams[$0].players }
    }

    @Test func figuresAreWhatTheJournalsImply() throws {
        let folder = TemporaryFolder()
        let store = try Store.open(folder.dataDirectory)
        let first = Self.played(pass: "cathedral")
        let second = Self.played(seed: 2)
        try Self.keep(first, as: .finished, in: store)
        try Self.keep(second, as: .finished, in: store)
        let records = Records(try store.playedGames(), packWords: PackWords())

        #expect(records.games.read == 2 && records.games.finished == 2 && records.games.unreadable == 0)
        // Every word is guessed once a round, three rounds, two games: 36 words described in all.
        #expect(records.players.map(\.teams.words).reduce(0, +) == 36)
        #expect(first.guesses + second.guesses == 36)
        #expect(records.players.map(\.teams.games) == [2, 2, 2, 2])
        for player in records.players {
            let wins = [first, second].filter { Self.winners($0).contains(player.name) }.count
            #expect(player.teams.wins == wins, "\(player.name)")
            #expect(player.pairs == PlayerFigures())
        }
        // A whole turn guesses at 3, 6 and 9 seconds and runs out at 10: 18 words a minute.
        #expect(records.players.compactMap(\.teams.bestTurn).map(\.tenthsPerMinute).max() == 180)
        #expect(records.players.compactMap(\.teams.bestTurn).allSatisfy { $0.millis >= TurnPace.shortestMillis })
        // The hardest word is the one passed, once a round.
        #expect(records.hardestWords.first?.word == "cathedral")
        #expect(records.hardestWords.first?.passes == first.passes)
        #expect(first.passes == 3)
        #expect(records.fastestWords.first?.fastestGuess?.millis == 3_000)
        #expect(records.packs.map(\.id) == ["en-test"])
        #expect(records.packs.first?.games == 2 && records.packs.first?.guessed == 36)
        #expect(records.packs.first?.passes == 3 && records.packs.first?.words == 12)
    }

    /// Each word counts for the pack it came from: a game drawn from two packs does not give both the whole bowl.
    @Test func eachWordCountsForThePackItCameFrom() throws {
        let folder = TemporaryFolder()
        let store = try Store.open(folder.dataDirectory)
        try Self.keep(Self.played(pass: "cathedral"), as: .finished, in: store, packs: ["en-a", "en-b"])
        try Self.keep(Self.played(seed: 2), as: .finished, in: store, packs: ["en-a", "en-b"])
        try Self.keep(Self.played(seed: 3), as: .finished, in: store, packs: ["en-a", "en-gone"])
        let packWords = PackWords([
            (id: "en-a", words: ["Cathedral", "otter", "jazz"]), (id: "en-b", words: ["umbrella", "cactus", "lighthouse"]),
        ])
        let records = Records(try store.playedGames(), packWords: packWords)

        func figures(_ id: String) -> [Int]? {
            records.packs.first { $0.id == id }.map { [$0.games, $0.words, $0.guessed, $0.passes] }
        }
        // Three words of each game from en-a, each guessed once a round; cathedral passed once a round in game 1.
        #expect(figures("en-a") == [3, 9, 27, 3])
        #expect(figures("en-b") == [2, 6, 18, 0])
        // en-gone is no longer known: the words no known pack of the game holds are its own.
        #expect(figures("en-gone") == [1, 3, 9, 0])
        #expect(records.packs.map(\.id) == ["en-a", "en-b", "en-gone"])
        let onScreen = records.packs.map(\.onScreenMillis)
        #expect(onScreen.allSatisfy { $0 > 0 } && onScreen[0] != onScreen[1])
        // The store's tallies add up to the same figures.
        #expect(try store.records(packWords: packWords) == records)
    }

    @Test func namesMatchWithCaseAndAccentsFolded() throws {
        let folder = TemporaryFolder()
        let store = try Store.open(folder.dataDirectory)
        try Self.keep(Self.played(), as: .finished, in: store)
        let shouted = [Team(name: "Reds", players: ["ÀNA", "bru"]), Team(name: "Blues", players: ["Cai", "Dani"])]
        try Self.keep(Self.played(teams: shouted, seed: 3), as: .finished, in: store)
        let records = Records(try store.playedGames(), packWords: PackWords())

        #expect(records.players.count == 4)
        let ana = try #require(records.players.first { $0.key == "ana" })
        #expect(ana.name == "ÀNA")  // as the newest game spells it
        #expect(ana.teams.games == 2)
        #expect(records.players.first { $0.key == "bru" }?.teams.games == 2)
    }

    @Test func aGameInProgressCountsForWordsButNotForWins() throws {
        let folder = TemporaryFolder()
        let store = try Store.open(folder.dataDirectory)
        let finished = Self.played()
        try Self.keep(finished, as: .finished, in: store)
        var running = Self.played(seed: 5, stopAfter: 30)
        #expect(running.state.phase != .finished)
        try Self.keep(running, as: .inProgress, in: store)
        // Played to its end but never marked finished in the store: still not a win.
        running.play()
        try Self.keep(running, as: .abandoned, in: store)
        let records = Records(try store.playedGames(), packWords: PackWords())

        #expect(records.games.finished == 1 && records.games.inProgress == 1 && records.games.abandoned == 1)
        #expect(records.players.map(\.teams.wins).reduce(0, +) == Self.winners(finished).count)
        #expect(records.players.allSatisfy { $0.teams.games == 3 })
        let partial = Self.played(seed: 5, stopAfter: 30).guesses
        #expect(records.players.map(\.teams.words).reduce(0, +) == 18 + partial + 18)
    }

    @Test func aGameInPairsCountsForEachPlayerApart() throws {
        let folder = TemporaryFolder()
        let store = try Store.open(folder.dataDirectory)
        try Self.keep(Self.played(), as: .finished, in: store)
        // A game in pairs of the same four players: its setup says `"mode": "pairs"`; one without it is in teams.
        var pairs = ScriptedGame(teams: Self.teams, words: Self.words, seed: 4)
        let rules = pairs.state.setup.rules
        pairs.state = GameState(setup: GameSetup(players: ["Ana", "Bru", "Cai", "Dani"], rules: rules, words: Self.words, seed: 4))
        pairs.play()
        try Self.keep(pairs, as: .finished, in: store)
        let records = Records(try store.playedGames(), packWords: PackWords())

        #expect(records.games.pairs == 1)
        #expect(records.players.allSatisfy { $0.teams.games == 1 && $0.pairs.games == 1 })
        #expect(records.players.map(\.pairs.words).reduce(0, +) == 18)
        #expect(records.players.map(\.total.words).reduce(0, +) == 36)
    }

    @Test func aJournalTheEngineRefusesIsLeftOutAndCounted() throws {
        let folder = TemporaryFolder()
        let store = try Store.open(folder.dataDirectory)
        try Self.keep(Self.played(), as: .finished, in: store)
        let broken = try Self.keep(Self.played(seed: 6, stopAfter: 10), as: .inProgress, in: store)
        try store.queue.write { db in
            try db.execute(sql: "UPDATE journal SET action = 'begin-round' WHERE game = ? AND seq = 3", arguments: [broken])
        }
        let records = Records(try store.playedGames(), packWords: PackWords())
        #expect(records.games.read == 1 && records.games.unreadable == 1)
    }

    @Test func anEmptyStoreHasNoRecords() throws {
        let folder = TemporaryFolder()
        let records = Records(try Store.open(folder.dataDirectory).playedGames(), packWords: PackWords())
        #expect(records.isEmpty && records.players.isEmpty && records.packs.isEmpty)
    }
}

extension RecordsAcrossGamesTests {
    @Test func twoPlayersOfOneGameWhoseNamesFoldToOneCountItOnce() throws {
        let folder = TemporaryFolder()
        let store = try Store.open(folder.dataDirectory)
        let teams = [Team(name: "Reds", players: ["Ana", "Bru"]), Team(name: "Blues", players: ["Àna", "Dani"])]
        try Self.keep(Self.played(teams: teams), as: .finished, in: store)
        let records = Records(try store.playedGames(), packWords: PackWords())
        let ana = try #require(records.players.first { $0.key == "ana" })
        #expect(ana.teams.games == 1 && ana.teams.wins == 1)
        #expect(records.players.count == 3)
    }
}
