import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// The key maps are what the screens do: on each screen, every key of its table makes the screen act (so no
/// footer offers a key that is not handled), and every key outside its table changes nothing and asks for
/// nothing (so no key is handled that the table does not list).
@Suite struct KeyMapTests {
    /// Every key a player can press, but resizes: printable ASCII, a letter beyond it, and every named key.
    static let everyKey: [Key] = (0x20...0x7E).map { Key.character(Character(UnicodeScalar($0)!)) }
        + [.character("é"), .character("東"), .enter, .escape, .backspace, .delete, .tab, .backTab, .up, .down, .left, .right,
           .home, .end, .pageUp, .pageDown, .altBackspace, .paste("ab"), .other(999)]
        + (1...12).map { Key.function($0) } + "aebfdkuw".map { Key.control($0) }

    /// Presses each key of `map` and each key outside it on a copy of `store`'s model, at its instant.
    private func check<Action, State>(_ store: TestStore, _ map: KeyMap<Action, State>, anyOtherKeyAnswersNo: Bool = false,
                                      opensHelp: [Key] = HelpKeys.open, sourceLocation: SourceLocation = #_sourceLocation) {
        check([store], map, anyOtherKeyAnswersNo: anyOtherKeyAnswersNo, opensHelp: opensHelp, sourceLocation: sourceLocation)
    }

    /// As `check(store, map)` over several states of one screen: a key of the table acts in one of them at least
    /// (Home does nothing at the top of a list, but does on its second row); a key outside it acts in none: the
    /// whole model after the key, and the commands it asks for, against the model after the same instant
    /// without it. The keys `opensHelp` open the help: `?` and F1 on most screens, F1 alone where a word is
    /// typed, none on the questions about saving, whose keys are theirs alone.
    /// A screen with names to type takes a paste as text, into the name under the cursor (`takesPaste`).
    private func check<Action, State>(_ stores: [TestStore], _ map: KeyMap<Action, State>, anyOtherKeyAnswersNo: Bool = false,
                                      opensHelp: [Key] = HelpKeys.open, takesPaste: Bool = false,
                                      sourceLocation: SourceLocation = #_sourceLocation) {
        let settled = stores.map { store in
            var model = store.model
            _ = model.update(.tick, at: store.now)
            return (model, store.now)
        }
        func acts(_ key: Key, on model: AppModel, at now: Int) -> Bool {
            var pressed = model
            let commands = pressed.update(.key(key), at: now)
            return pressed != model || !commands.isEmpty
        }
        // The laptop passed around presses every key but those of the players' own seats and of a hosted table.
        let keys = Set(map.bindings.filter { $0.pressers.admit(.everyRole, describing: true) }.flatMap(\.keys))
        for key in Self.everyKey where !opensHelp.contains(key) || keys.contains(key) {
            let acted = settled.contains { acts(key, on: $0.0, at: $0.1) }
            if keys.contains(key) {
                #expect(acted, "\(key) is in the table (\(map.action(for: key)!)) but does nothing",
                        sourceLocation: sourceLocation)
            } else if !anyOtherKeyAnswersNo && !(takesPaste && key == .paste("ab")) {
                #expect(!acted, "\(key) is not in the table but acts", sourceLocation: sourceLocation)
            }
        }
        for key in opensHelp where !keys.contains(key) {
            for (model, now) in settled {
                var pressed = model
                _ = pressed.update(.key(key), at: now)
                #expect(pressed.help != nil, "\(key) opens the help", sourceLocation: sourceLocation)
            }
        }
    }

    /// A turn running since the first hand-off's Enter.
    private static func turn() throws -> TestStore {
        var store = TestStore.inGame()
        try store.startTurn()
        return store
    }

    @Test func theHandOff() { check(TestStore.inGame(), GameKeys.handOff) }

    @Test func aRunningTurn() throws { check(try Self.turn(), GameKeys.turn) }

    @Test func aPausedTurn() throws {
        var store = try Self.turn()
        try store.press(.c("p"), after: 1_000, commands: [.journal(TimedAction(.pause, at: 2_200))]) {
            try $0.game { try $0.apply(.pause, at: 2_200) }
        }
        check(store, GameKeys.paused)
    }

    @Test func theGetReadyCount() throws {
        var preferences = Preferences()
        preferences.getReady = true
        var store = TestStore.inGame(preferences: preferences)
        try store.press(.enter) { $0.game { $0.getReadyUntil = 1_200 + GetReady.millis } }
        #expect(store.model.session?.getReadyUntil != nil)
        check(store, GameKeys.getReady)
    }

    @Test func theReview() throws {
        var store = try Self.turn()
        try store.guess(after: 1_000)
        try store.guess(after: 1_000)
        try store.timeUp(after: 60_000)
        store.settle()
        guard case .review(let review) = store.stage, review.guessed.count == 2 else {
            Issue.record("no review of two words")
            return
        }
        check(store, GameKeys.review)
    }

    @Test func theStandingsAfterARound() throws {
        var store = Self.playing(until: { if case .roundOver = $0 { true } else { false } })
        check(store, GameKeys.roundOver)
        try store.press(.c("q")) { $0.game { $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: false) } }
        check(store, GameKeys.menu)
    }

    @Test func theTablesStepSeatingAWatcher() throws {
        var store = try WatcherSeatingTests.watched(by: "Ivo")
        let zoe = Seat(id: 10)
        _ = store.sendUnstated(.seatJoined(zoe, SeatState(role: .watching, size: Size(width: 80, height: 24), name: "Zoe")))
        try store.press(.c("w")) { $0.game { $0.seating = WatcherSeating() } }
        check(store, GameKeys.seating)
    }

    @Test func theFinalScreen() {
        let store = Self.playing(until: { $0.isOver })
        check(store, GameKeys.over)
    }

    @Test func theMenuAndTheAbandonQuestion() throws {
        var store = try Self.turn()
        try store.press(.c("q"), after: 1_000, commands: [.journal(TimedAction(.pause, at: 2_200))]) {
            try $0.game {
                try $0.apply(.pause, at: 2_200)
                $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: true)
            }
        }
        check(store, GameKeys.menu)
        // ↑ from Resume, the first item, to Abandon, the last.
        try store.press(.up) { $0.game { $0.menu?.cursor = 4 } }
        #expect(store.model.session?.menu?.selected == .abandon)
        try store.press(.enter) { $0.game { $0.menu?.confirmingAbandon = true } }
        #expect(store.model.session?.menu?.confirmingAbandon == true)
        check(store, GameKeys.abandon, anyOtherKeyAnswersNo: true)
    }

    @Test func theHelpPages() throws {
        var store = try Self.turn()
        try store.press(.c("?"), commands: [.journal(TimedAction(.pause, at: 1_200))]) {
            $0.help = HelpOverlay()
            try $0.game { try $0.apply(.pause, at: 1_200) }
        }
        try store.press(.right) { $0.help?.page = 1 }
        try store.press(.down) { $0.help?.scroll = 1 }
        #expect(store.model.help?.page == 1 && store.model.help?.scroll == 1)
        check(store, HelpKeys.map)
    }

    /// Home with one game in progress.
    private static func homeWithSavedGame() -> TestStore { TestStore.home(savedGames: [.fixture(id: 1)]) }

    @Test func home() throws {
        var secondRow = Self.homeWithSavedGame()
        try secondRow.press(.down) { $0.on(HomeScreen.self) { $0.cursor = 1 } }
        check([TestStore.home(), secondRow], HomeKeys.map)
    }

    @Test func theNewGameQuestion() throws {
        var question = Self.homeWithSavedGame()
        try question.press(.c("n")) { $0.on(HomeScreen.self) { $0.question = NewGameQuestion() } }
        var secondRow = question
        try secondRow.press(.down) { $0.on(HomeScreen.self) { $0.question?.cursor = 1 } }
        check([question, secondRow], HomeKeys.question, anyOtherKeyAnswersNo: true)
    }

    @Test func theSavedGames() throws {
        var list = TestStore.home(savedGames: [.fixture(id: 1), .fixture(id: 2), .fixture(id: 3)])
        try list.press(.c("c")) { $0.screen = .savedGames(SavedGamesScreen()) }
        try list.press(.down) { $0.on(SavedGamesScreen.self) { $0.cursor = 1 } }
        check(list, SavedGamesKeys.map)
    }

    @Test func tooFewWords() throws {
        var preferences = Preferences()
        preferences.words = 100
        var store = TestStore.home(preferences: preferences, words: TestWords.supply(available: 12))
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        try store.drawFromTeams(.c("s")) { .shortage(ShortageScreen(bowl: $0, seed: $1)) }
        check(store, ShortageKeys.map)
    }

    @Test func aProblemWithTheData() throws {
        var store = TestStore.home()
        let problem = ProblemScreen(message: "damaged", reason: .damaged(path: "/x"), canStartFresh: true)
        try store.send(.storeFailed(problem)) { $0.screen = .problem(problem) }
        check(store, ProblemKeys.map)
    }

    @Test func theRecords() throws {
        var store = TestStore.home()
        let small = Size(width: 80, height: 12)
        try store.send(.resize(small)) { $0.size = small }
        try store.press(.c("r"), commands: [.loadRecords]) { $0.screen = .records(RecordsScreen()) }
        try store.receive(.recordsRead(.loaded(RecordsScreenTests.records))) {
            $0.screen = .records(RecordsScreen(content: .loaded(RecordsScreenTests.records)))
        }
        for scroll in 1...3 { try store.press(.down) { $0.on(RecordsScreen.self) { $0.scroll = scroll } } }
        check(store, RecordsKeys.map)
    }

    @Test func leavingAGameThatCannotBeSaved() throws {
        var store = try SavingTests.askedAtQuitFromHome()
        try store.press(.c("w"), commands: [.writeRecordElsewhere])
        try store.receive(.recordNotWrittenElsewhere) { $0.unsavedQuit?.writeFailed = true }
        #expect(store.model.unsavedQuit?.writeFailed == true)
        check(store, SavingKeys.leavingUnsaved, opensHelp: [])
    }

    @Test func aRecordFoundElsewhere() throws {
        var store = Self.homeWithSavedGame()
        let found = RecordFound(path: "/tmp/pappers-game-1.json", gameID: 1, actions: 12)
        try store.send(.recordFoundElsewhere(found)) { $0.recordFound = found }
        check(store, SavingKeys.recordFound, opensHelp: [])
    }

    /// The settings with the cursor on `item`.
    private static func settings(on item: SettingsScreen.Item) throws -> TestStore {
        var store = TestStore.home()
        try store.press(.c("s")) { $0.screen = .settings(SettingsScreen()) }
        for row in 0..<(SettingsScreen.Item.allCases.firstIndex(of: item) ?? 0) {
            try store.press(.down) { $0.on(SettingsScreen.self) { $0.cursor = row + 1 } }
        }
        return store
    }

    @Test func theSettings() throws {
        let onTurnLength = try Self.settings(on: .turnLength), onWords = try Self.settings(on: .words)
        let onPacks = try Self.settings(on: .packs)
        check([onTurnLength, onWords, onPacks], SettingsKeys.map)
    }

    @Test func theListOfPacks() throws {
        var list = try Self.settings(on: .packs)
        try list.press(.enter) { $0.on(SettingsScreen.self) { $0.packsCursor = 0 } }
        var secondRow = list
        try secondRow.press(.down) { $0.on(SettingsScreen.self) { $0.packsCursor = 1 } }
        check([list, secondRow], SettingsKeys.packs)
    }

    @Test func theListOfRoundsAndARoundCarried() throws {
        var list = try Self.settings(on: .rounds)
        try list.press(.enter) { $0.on(SettingsScreen.self) { $0.roundsCursor = 0 } }
        try list.press(.down) { $0.on(SettingsScreen.self) { $0.roundsCursor = 1 } }
        check(list, SettingsKeys.rounds)
        try list.press(.c("m")) { $0.on(SettingsScreen.self) { $0.movingRound = true } }
        check(list, SettingsKeys.carrying)
    }

    /// l is → in the list of rounds: on "add a round" it adds one, as → does (1.1 crashed on it).
    @Test func lOnAddARoundAddsOne() throws {
        var list = try Self.settings(on: .rounds)
        let rounds = list.model.chosenRounds
        try list.press(.enter) { $0.on(SettingsScreen.self) { $0.roundsCursor = 0 } }
        try list.press(.end) { $0.on(SettingsScreen.self) { $0.roundsCursor = rounds.count } }
        var preferences = list.model.preferences
        preferences.rounds = rounds + [.describe]
        let saves = preferences.stored.sorted { $0.key < $1.key }.filter { list.model.preferences.stored[$0.key] != $0.value }
            .map { AppCommand.saveSetting(key: $0.key, value: $0.value) }
        #expect(!saves.isEmpty)
        try list.press(.c("l"), commands: saves) { $0.preferences = preferences }
        #expect(list.model.chosenRounds.count == rounds.count + 1)
    }

    @Test func theTeams() throws {
        let teams = try TeamsTests.teams()
        var secondRow = teams
        try secondRow.press(.down) { $0.on(TeamsScreen.self) { $0.cursor = 1 } }
        check([teams, secondRow], TeamsKeys.teams, takesPaste: true)
    }

    @Test func thePairs() throws {
        let pairs = try PairsRosterTests.pairs()
        #expect(pairs.model.mode == .pairs)
        var secondRow = pairs
        try secondRow.press(.down) { $0.on(TeamsScreen.self) { $0.cursor = 1 } }
        check([pairs, secondRow], TeamsKeys.pairs, takesPaste: true)
    }

    /// The hand-over between typists and a typist's words all typed; while a word is typed every other key goes
    /// into the field.
    @Test func thePlayersWords() throws {
        var store = try TestStore.typingWords(1)
        check(store, PlayerWordsKeys.handOver)
        try store.press(.enter) { $0.on(PlayerWordsScreen.self) { $0.handingOver = false } }
        try store.typeWord("mine")
        try store.submitWord()
        guard case .playerWords(let words) = store.model.screen, words.typed[words.current] == ["mine"] else {
            Issue.record("no word typed")
            return
        }
        check(store, PlayerWordsKeys.allTyped, opensHelp: [.function(1)])
    }

    /// The replay is not a screen of the model: its player takes the keys, and only those of its table act.
    @Test func theReplay() throws {
        var player = try ReplayPlayerTests.player(speed: 2)
        _ = player.start(at: 100)
        func seen(_ player: ReplayPlayer) -> String { "\(player.paused) \(player.speed) \(player.next) \(player.replayTime)" }
        // What the same instant does without a key (a long wait is cut short).
        var unpressed = player
        _ = unpressed.handle(.timePassed, at: 100)
        for key in Self.everyKey {
            var pressed = player
            let leaves = pressed.handle(.key(key), at: 100).leaves
            let acted = leaves || seen(pressed) != seen(unpressed) || pressed.model != unpressed.model
            #expect(acted == ReplayKeys.map.keys.contains(key), "\(key)")
        }
    }

    /// A short game played with Enter alone until `stage` says stop, each Enter once the screen's guard has
    /// passed. How it gets there is GameFlowTests' business: these steps are not stated, only the keys on the
    /// screen reached are checked.
    private static func playing(until stop: (Stage) -> Bool) -> TestStore {
        var preferences = Preferences()
        preferences.words = 5
        let start = TestStore.inGame(preferences: preferences)
        var model = start.model, now = start.now
        while let stage = model.session?.state.stage, !stop(stage) {
            now += GameSession.mainKeyGuardMillis
            _ = model.update(.key(.enter), at: now)
        }
        return TestStore(model, at: now + GameSession.mainKeyGuardMillis)
    }
}
