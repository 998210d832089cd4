import PappersApp
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

    static func inTurn(hints: Bool) -> App {
        var preferences = Preferences()
        preferences.words = 10
        preferences.hints = hints
        var app = App(preferences: preferences, words: supply)
        app.press(.character("n"))
        app.press(.character("s"))
        app.settle()
        app.press(.enter)
        return app
    }

    var hintOfTheWordOnScreen: (App) -> String? {
        { app in app.state.wordOnScreen.map { "hint of " + app.state.setup.words[$0] } }
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

    @Test func theSettingsScreenTogglesHints() {
        var app = App()
        app.press(.character("s"))
        let row = SettingsScreen.Item.allCases.firstIndex(of: .hints)!
        for _ in 0..<row { app.press(.down) }
        let commands = app.press(.right)
        #expect(app.model.preferences.hints)
        #expect(commands.contains(.saveSetting(key: "hints", value: "yes")))
    }

    @Test func theWordOnScreenShowsItsHintOnlyWhenTheSettingIsOn() {
        let on = Self.inTurn(hints: true)
        #expect(on.model.hintOnScreen(at: on.now) != nil)
        #expect(on.model.hintOnScreen(at: on.now) == hintOfTheWordOnScreen(on))
        let off = Self.inTurn(hints: false)
        #expect(off.model.hintOnScreen(at: off.now) == nil)
    }

    @Test func aPausedTurnHidesTheHint() {
        var app = Self.inTurn(hints: true)
        app.press(.character("p"), after: 500)
        #expect(app.model.hintOnScreen(at: app.now) == nil)
    }

    @Test func aResumedGameFindsItsHintsOnceThePacksLoad() {
        var app = Self.inTurn(hints: true)
        app.press(.character("p"), after: 500)
        let state = app.state
        var preferences = Preferences()
        preferences.hints = true
        var model = AppModel(preferences: preferences, roster: nil, size: Size(width: 80, height: 24),
                             environmentLanguage: .en, names: DefaultNames(team: "T", player: "P"), entropy: 1)
        _ = model.update(
            .savedGameLoaded(LoadedGame(state: state, packs: ["en-hinted"], recordID: 1, lastKnown: app.now)), at: app.now + 1_000)
        #expect(model.session?.hints.isEmpty == true, "the packs load after the game comes back")
        _ = model.update(.wordsLoaded(Self.supply), at: 0)
        #expect(model.session?.hints == state.setup.words.map { "hint of " + $0 })
        _ = model.update(.key(.character("p")), at: app.now + 2_000)
        #expect(model.hintOnScreen(at: app.now + 2_000) == state.wordOnScreen.map { "hint of " + state.setup.words[$0] })
    }

    @Test func aReplayLooksItsHintsUpInItsPacks() {
        let app = Self.inTurn(hints: true)
        var model = AppModel(preferences: Preferences(), roster: nil, size: Size(width: 80, height: 24),
                             environmentLanguage: .en, names: DefaultNames(team: "T", player: "P"), entropy: 1)
        _ = model.update(.wordsLoaded(Self.supply), at: 0)
        _ = model.update(.replayStarted(app.state.setup, recordID: 1, packs: ["en-hinted"]), at: 0)
        #expect(model.session?.hints.count == 10 && model.session?.hints.allSatisfy { $0 != nil } == true)
    }

    @Test func wordsWithoutAPackHintHaveNone() {
        let hints = Self.supply.hints(for: ["Word 3", "my own word"], packs: ["en-hinted"])
        #expect(hints == ["hint of word 3", nil])
        #expect(Self.supply.hints(for: ["word 3"], packs: ["unknown"]) == [nil])
    }
}
