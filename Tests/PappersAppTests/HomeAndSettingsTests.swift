import Testing
import PappersApp
import PappersCanvas
import PappersEngine

@Suite struct HomeTests {
    @Test func homeKeysOpenTheirScreens() {
        var app = App()
        app.press(.c("s"))
        #expect(app.model.screen == .settings(SettingsScreen()))
        app.press(.escape)
        app.press(.c("n"))
        #expect(app.model.screen == .teams(TeamsScreen()))
        app.press(.escape)
        app.press(.c("?"))
        #expect(app.model.help == HelpOverlay())
        app.press(.escape)
        #expect(app.model.help == nil)
        #expect(app.press(.c("q")) == [.quit])
        #expect(app.model.isQuitting)
    }

    @Test func continueOnlyWhenASavedGameExists() {
        var app = App()
        #expect(app.press(.c("c")).isEmpty)
        #expect(HomeScreen.items(savedGame: false).contains(.continueGame) == false)
        var saved = App(savedGame: true)
        #expect(saved.press(.c("c")) == [.continueSavedGame(id: 1)])
        #expect(HomeScreen.items(savedGame: true)[0] == .continueGame, "first, so that Enter continues")
    }

    @Test func arrowsAndEnterChooseToo() {
        var app = App()
        app.press(.down, .down, .down)
        app.press(.enter)
        #expect(app.model.help != nil, "new game, settings, records, help: the fourth item")
    }
}

@Suite struct SettingsTests {
    @Test func changingASettingSavesItAtOnce() {
        var app = App()
        app.press(.c("s"))
        let commands = app.press(.right)
        #expect(commands == [.saveSetting(key: "turn-seconds", value: "75")])
        #expect(app.model.preferences.turnSeconds == 75)
        app.press(.left, .left)
        #expect(app.model.preferences.turnSeconds == 45)
    }

    @Test func choosingAPresetTakesItsValues() {
        var app = App()
        app.press(.c("s"))
        for _ in 0..<SettingsScreen.Item.allCases.firstIndex(of: .preset)! { app.press(.down) }
        let commands = app.press(.right)
        #expect(app.model.preferences.preset == .timesup)
        #expect(app.model.preferences.rules == Rules(preset: .timesup))
        #expect(commands.contains(.saveSetting(key: "preset", value: "timesup")))
        #expect(commands.contains(.saveSetting(key: "turn-seconds", value: "30")))
    }

    @Test func everySettingChangesAndComesBackFromStorage() {
        var app = App()
        app.press(.c("s"))
        for _ in SettingsScreen.Item.allCases {
            app.press(.right)
            app.press(.down)
        }
        let stored = app.model.preferences.stored
        #expect(Preferences(stored: stored) == app.model.preferences)
        #expect(app.model.preferences != Preferences())
    }

    @Test func storedPreferencesSurviveGarbage() {
        var stored = Preferences().stored
        stored["turn-seconds"] = "9999"
        stored["words"] = "many"
        stored["passing"] = "3"
        stored["sound"] = "loud"
        stored["interface-language"] = "ca"
        let preferences = Preferences(stored: stored)
        #expect(preferences.turnSeconds == 60 && preferences.words == 40)
        #expect(preferences.passing == .limited(3))
        #expect(preferences.sound == .on)
        #expect(preferences.interfaceLanguage == .ca)
        #expect(Preferences(stored: [:]) == Preferences())
    }

    @Test func thePackListTicksPacksAndAllMeansNone() {
        var app = App()
        app.press(.c("s"))
        for _ in 0..<SettingsScreen.Item.allCases.firstIndex(of: .packs)! { app.press(.down) }
        app.press(.enter)
        app.press(.c(" "))
        #expect(app.model.preferences.packs == ["en-b"], "ticking A off leaves B")
        app.press(.c(" "))
        #expect(app.model.preferences.packs.isEmpty, "both family packs ticked means all")
        app.press(.down, .down)
        app.press(.c(" "))
        #expect(app.model.preferences.packs == ["en-a", "en-b", "en-x"])
        app.press(.escape)
        if case .settings(let settings) = app.model.screen { #expect(settings.packsCursor == nil) }
    }

    @Test func changingTheWordLanguageResetsThePacks() {
        var preferences = Preferences()
        preferences.packs = ["en-a"]
        var app = App(preferences: preferences)
        app.press(.c("s"))
        app.press(.down, .down)
        app.press(.right)
        #expect(app.model.preferences.wordLanguage == "es", "languages in alphabetical order: ca, en, es")
        #expect(app.model.preferences.packs.isEmpty)
    }

    @Test func theInterfaceLanguageComesFromTheEnvironment() {
        #expect(UILanguage.from(environment: ["LANG": "ca_ES.UTF-8"]) == .ca)
        #expect(UILanguage.from(environment: ["LC_ALL": "es_AR.UTF-8", "LANG": "ca_ES.UTF-8"]) == .es)
        #expect(UILanguage.from(environment: ["LC_MESSAGES": "fr_FR.UTF-8", "LANG": "ca_ES"]) == .en)
        #expect(UILanguage.from(environment: ["LANG": "C.UTF-8"]) == .en)
        #expect(UILanguage.from(environment: [:]) == .en)
    }
}
