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

    /// Presses each key of `map` and each key outside it on a copy of `app`, at its instant.
    private func check<Action, State>(_ app: App, _ map: KeyMap<Action, State>, anyOtherKeyAnswersNo: Bool = false,
                                      opensHelp: [Key] = HelpKeys.open, sourceLocation: SourceLocation = #_sourceLocation) {
        check([app], map, anyOtherKeyAnswersNo: anyOtherKeyAnswersNo, opensHelp: opensHelp, sourceLocation: sourceLocation)
    }

    /// As `check(app, map)` over several states of one screen: a key of the table acts in one of them at least
    /// (Home does nothing at the top of a list, but does on its second row); a key outside it acts in none. The
    /// keys `opensHelp` open the help: `?` and F1 on most screens, F1 alone where a word is typed, none on the
    /// questions about saving, whose keys are theirs alone.
    /// A screen with names to type takes a paste as text, into the name under the cursor (`takesPaste`).
    private func check<Action, State>(_ apps: [App], _ map: KeyMap<Action, State>, anyOtherKeyAnswersNo: Bool = false,
                                      opensHelp: [Key] = HelpKeys.open, takesPaste: Bool = false,
                                      sourceLocation: SourceLocation = #_sourceLocation) {
        let settled = apps.map { app in
            var model = app.model
            _ = model.update(.tick, at: app.now)
            return (model, app.now)
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

    private static func turn() -> App {
        var app = App.inGame()
        app.press(.enter)
        return app
    }

    @Test func theHandOff() { check(App.inGame(), GameKeys.handOff) }

    @Test func aRunningTurn() { check(Self.turn(), GameKeys.turn) }

    @Test func aPausedTurn() {
        var app = Self.turn()
        app.press(.c("p"), after: 1_000)
        check(app, GameKeys.paused)
    }

    @Test func theGetReadyCount() {
        var preferences = Preferences()
        preferences.getReady = true
        var app = App.inGame(preferences: preferences)
        app.press(.enter)
        #expect(app.session.getReadyUntil != nil)
        check(app, GameKeys.getReady)
    }

    @Test func theReview() {
        var app = Self.turn()
        app.press(.enter, .enter, after: 1_000)
        app.send(.tick, after: 60_000)
        app.settle()
        guard case .review(let review) = app.state.stage, review.guessed.count == 2 else {
            Issue.record("no review of two words")
            return
        }
        check(app, GameKeys.review)
    }

    @Test func theStandingsAfterARound() {
        var app = Self.playing(until: { if case .roundOver = $0 { true } else { false } })
        check(app, GameKeys.roundOver)
        app.press(.c("q"))
        check(app, GameKeys.menu)
    }

    @Test func theFinalScreen() {
        let app = Self.playing(until: { $0.isOver })
        check(app, GameKeys.over)
    }

    @Test func theMenuAndTheAbandonQuestion() {
        var app = Self.turn()
        app.press(.c("q"), after: 1_000)
        check(app, GameKeys.menu)
        app.press(.up, .enter)
        #expect(app.session.menu?.confirmingAbandon == true)
        check(app, GameKeys.abandon, anyOtherKeyAnswersNo: true)
    }

    @Test func theHelpPages() {
        var app = Self.turn()
        app.press(.c("?"), .right, .down)
        #expect(app.model.help?.page == 1 && app.model.help?.scroll == 1)
        check(app, HelpKeys.map)
    }

    @Test func home() {
        var secondRow = App(savedGame: true)
        secondRow.press(.down)
        check([App(), secondRow], HomeKeys.map)
    }

    @Test func theNewGameQuestion() {
        var question = App(savedGame: true)
        question.press(.c("n"))
        #expect(question.model.screen != .home(HomeScreen()))
        var secondRow = question
        secondRow.press(.down)
        check([question, secondRow], HomeKeys.question, anyOtherKeyAnswersNo: true)
    }

    @Test func theSavedGames() {
        var list = App(savedGames: [App.savedGame(id: 1), App.savedGame(id: 2), App.savedGame(id: 3)])
        list.press(.c("c"), .down)
        guard case .savedGames = list.model.screen else {
            Issue.record("no list of saved games")
            return
        }
        check(list, SavedGamesKeys.map)
    }

    @Test func tooFewWords() {
        var preferences = Preferences()
        preferences.words = 100
        var app = App(preferences: preferences, words: TestWords.supply(available: 12))
        app.press(.c("n"), .c("s"))
        guard case .shortage = app.model.screen else {
            Issue.record("no shortage screen")
            return
        }
        check(app, ShortageKeys.map)
    }

    @Test func aProblemWithTheData() {
        var app = App()
        app.send(.storeFailed(ProblemScreen(message: "damaged", reason: .damaged(path: "/x"), canStartFresh: true)))
        check(app, ProblemKeys.map)
    }

    @Test func theRecords() {
        var app = App()
        app.send(.resize(Size(width: 80, height: 12)))
        app.press(.c("r"))
        app.send(.recordsRead(.loaded(RecordsScreenTests.records)))
        app.press(.down, .down, .down)
        check(app, RecordsKeys.map)
    }

    @Test func leavingAGameThatCannotBeSaved() {
        var app = App()
        app.send(.saveFailed(.readOnly))
        app.press(.c("q"))
        app.send(.unsavedAtQuit)
        app.press(.c("w"))
        app.send(.recordNotWrittenElsewhere)
        #expect(app.model.unsavedQuit?.writeFailed == true)
        check(app, SavingKeys.leavingUnsaved, opensHelp: [])
    }

    @Test func aRecordFoundElsewhere() {
        var app = App(savedGame: true)
        app.send(.recordFoundElsewhere(RecordFound(path: "/tmp/pappers-game-1.json", gameID: 1, actions: 12)))
        check(app, SavingKeys.recordFound, opensHelp: [])
    }

    /// The settings with the cursor on `item`.
    private static func settings(on item: SettingsScreen.Item) -> App {
        var app = App()
        app.press(.c("s"))
        for _ in 0..<(SettingsScreen.Item.allCases.firstIndex(of: item) ?? 0) { app.press(.down) }
        return app
    }

    @Test func theSettings() {
        let onPacks = Self.settings(on: .packs)
        check([Self.settings(on: .turnLength), Self.settings(on: .words), onPacks], SettingsKeys.map)
    }

    @Test func theListOfPacks() {
        var list = Self.settings(on: .packs)
        list.press(.enter)
        var secondRow = list
        secondRow.press(.down)
        check([list, secondRow], SettingsKeys.packs)
    }

    @Test func theListOfRoundsAndARoundCarried() {
        var list = Self.settings(on: .rounds)
        list.press(.enter, .down)
        guard case .settings(let settings) = list.model.screen, settings.roundsCursor == 1 else {
            Issue.record("no list of rounds")
            return
        }
        check(list, SettingsKeys.rounds)
        list.press(.c("m"))
        check(list, SettingsKeys.carrying)
    }

    /// l is → in the list of rounds: on "add a round" it adds one, as → does (1.1 crashed on it).
    @Test func lOnAddARoundAddsOne() {
        var list = Self.settings(on: .rounds)
        list.press(.enter, .end)
        let rounds = list.model.chosenRounds.count
        list.press(.c("l"))
        #expect(list.model.chosenRounds.count == rounds + 1)
    }

    @Test func theTeams() {
        var teams = App()
        teams.press(.c("n"))
        var secondRow = teams
        secondRow.press(.down)
        check([teams, secondRow], TeamsKeys.teams, takesPaste: true)
    }

    @Test func thePairs() {
        var pairs = App()
        pairs.press(.c("n"), .c("m"))
        #expect(pairs.model.mode == .pairs)
        var secondRow = pairs
        secondRow.press(.down)
        check([pairs, secondRow], TeamsKeys.pairs, takesPaste: true)
    }

    /// The hand-over between typists and a typist's words all typed; while a word is typed every other key goes
    /// into the field.
    @Test func thePlayersWords() {
        var app = App.typingWords(1)
        check(app, PlayerWordsKeys.handOver)
        app.press(.enter)
        app.type("mine")
        app.press(.enter)
        guard case .playerWords(let words) = app.model.screen, words.typed[words.current].count == 1 else {
            Issue.record("no word typed")
            return
        }
        check(app, PlayerWordsKeys.allTyped, opensHelp: [.function(1)])
    }

    /// The replay is not a screen of the model: its player takes the keys, and only those of its table act.
    @Test func theReplay() {
        var player = ReplayPlayerTests.player(speed: 2)
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

    /// A short game played with Enter alone until `stage` says stop.
    private static func playing(until stop: (Stage) -> Bool) -> App {
        var preferences = Preferences()
        preferences.words = 5
        var app = App.inGame(preferences: preferences)
        while !stop(app.state.stage) {
            app.press(.enter, after: GameSession.mainKeyGuardMillis)
        }
        app.settle()
        return app
    }
}
