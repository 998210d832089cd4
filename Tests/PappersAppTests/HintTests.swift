@testable import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import PappersText
import Testing

/// Hints on the card: the setting, and the hint of the word on screen, also in a game brought back.
@Suite struct HintTests {
    /// Pack "en-hinted": ten words, each with the hint "hint of" and its text.
    static let supply: WordSupply = {
        let header = PackHeader(id: "en-hinted", name: "Hinted", language: "en", version: "1")
        let words = (0..<10).map { PackWord(text: "word \($0)", key: "word \($0)", hint: "hint of word \($0)") }
        let source = PackSource.file(path: "/tests/en-hinted.json")
        return WordSupply(catalog: PackCatalog([
            PackLoad(source: source, result: .success(WordPack(header: header, words: words, source: source))),
        ]))
    }()

    /// A game of the ten hinted words, its first turn just started.
    static func inTurn(hints: Bool) throws -> TestStore {
        var preferences = Preferences()
        preferences.words = 10
        preferences.hints = hints
        var store = TestStore.inGame(preferences: preferences, words: supply)
        try store.startTurn()
        return store
    }

    /// The hint the pack gives the word on screen.
    static func hintOfTheWordOnScreen(_ store: TestStore) -> String? {
        store.model.session.flatMap { session in session.state.wordOnScreen.map { "hint of " + session.state.setup.words[$0] } }
    }

    @Test func theMonikersPresetTurnsHintsOnAndTheOthersOff() {
        var preferences = Preferences()
        #expect(!preferences.hints, "off by default")
        preferences.choose(.monikers)
        #expect(preferences.hints)
        preferences.choose(.timesup)
        #expect(!preferences.hints)
    }

    @Test func theSettingIsSavedAndReadBack() {
        var preferences = Preferences()
        preferences.hints = true
        #expect(preferences.stored["hints"] == "yes")
        #expect(Preferences(stored: preferences.stored).hints)
        #expect(Preferences(stored: ["preset": "monikers"]).hints, "a store from before the setting: the preset's")
        #expect(!Preferences(stored: ["preset": "monikers", "hints": "no"]).hints)
    }

    @Test func theSettingsScreenTogglesHints() throws {
        var store = TestStore.home()
        try store.openSettings()
        try store.moveSettings(to: .hints)
        try store.press(.right, commands: [.saveSetting(key: "hints", value: "yes")]) { $0.preferences.hints = true }
    }

    @Test func theWordOnScreenShowsItsHintOnlyWhenTheSettingIsOn() throws {
        let on = try Self.inTurn(hints: true)
        #expect(on.model.hintOnScreen(at: on.now) != nil)
        #expect(on.model.hintOnScreen(at: on.now) == Self.hintOfTheWordOnScreen(on))
        let off = try Self.inTurn(hints: false)
        #expect(off.model.hintOnScreen(at: off.now) == nil)
    }

    @Test func aPausedTurnHidesTheHint() throws {
        var store = try Self.inTurn(hints: true)
        try store.press(.c("p"), after: 500, commands: [.journal(TimedAction(.pause, at: 1_700))]) {
            try $0.game { try $0.apply(.pause, at: 1_700) }
        }
        #expect(store.model.hintOnScreen(at: store.now) == nil)
    }

    /// The packs load after the game comes back: its hints come with them.
    @Test func aResumedGameFindsItsHintsOnceThePacksLoad() throws {
        var turn = try Self.inTurn(hints: true)
        try turn.press(.c("p"), after: 500, commands: [.journal(TimedAction(.pause, at: 1_700))]) {
            try $0.game { try $0.apply(.pause, at: 1_700) }
        }
        let state = try #require(turn.model.session?.state)
        var preferences = Preferences()
        preferences.hints = true
        var store = TestStore(AppModel(
            preferences: preferences, roster: nil, size: Size(width: 80, height: 24), environmentLanguage: .en,
            names: DefaultNames(team: "T", player: "P"), entropy: 1), at: turn.now)
        let loaded = LoadedGame(state: state, packs: ["en-hinted"], recordID: 1, lastKnown: turn.now)
        try store.send(.savedGameLoaded(loaded), after: 1_000, commands: [.saveRoster(state.setup.teams)]) {
            var session = GameSession(state: state, packs: ["en-hinted"], recordID: 1)
            session.notice = Notice(kind: .welcomeBack, until: turn.now + 1_000 + Notice.millis)
            $0.screen = .game(session)
            $0.roster = state.setup.teams
            $0.recentRosters = [state.setup.teams]
        }
        #expect(store.model.session?.hints.isEmpty == true, "the packs load after the game comes back")
        try store.send(.wordsLoaded(Self.supply)) {
            $0.words = Self.supply
            $0.game { $0.hints = state.setup.words.map { "hint of " + $0 } }
        }
        try store.press(.c("p"), after: 1_000, commands: [.journal(TimedAction(.resume, at: turn.now + 2_000))]) {
            try $0.game {
                try $0.apply(.resume, at: turn.now + 2_000)
                $0.notice = nil
            }
        }
        #expect(store.model.hintOnScreen(at: store.now) == state.wordOnScreen.map { "hint of " + state.setup.words[$0] })
    }

    @Test func aReplayLooksItsHintsUpInItsPacks() throws {
        let turn = try Self.inTurn(hints: true)
        let setup = try #require(turn.model.session?.state.setup)
        var store = TestStore(AppModel(
            preferences: Preferences(), roster: nil, size: Size(width: 80, height: 24), environmentLanguage: .en,
            names: DefaultNames(team: "T", player: "P"), entropy: 1))
        try store.send(.wordsLoaded(Self.supply)) { $0.words = Self.supply }
        try store.send(.replayStarted(setup, recordID: 1, packs: ["en-hinted"])) {
            $0.isReplay = true
            var replay = GameSession(state: GameState(setup: setup), packs: ["en-hinted"], recordID: 1)
            replay.hints = setup.words.map { "hint of " + $0 }
            $0.screen = .game(replay)
        }
        #expect(store.model.session?.hints.count == 10 && store.model.session?.hints.allSatisfy { $0 != nil } == true)
    }

    @Test func wordsWithoutAPackHintHaveNone() {
        let hints = Self.supply.hints(for: ["Word 3", "my own word"], packs: ["en-hinted"])
        #expect(hints == ["hint of word 3", nil])
        #expect(Self.supply.hints(for: ["word 3"], packs: ["unknown"]) == [nil])
    }
}
