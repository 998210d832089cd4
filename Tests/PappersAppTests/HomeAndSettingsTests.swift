import Testing
@testable import PappersApp
import PappersCanvas
import PappersEngine

@Suite struct HomeTests {
    @Test func homeKeysOpenTheirScreens() throws {
        var store = TestStore.home()
        try store.openSettings()
        try store.press(.escape) { $0.screen = .home(HomeScreen()) }
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        // Leaving the teams remembers them.
        let roster = store.model.roster
        try store.press(.escape, commands: [.saveRoster(roster)]) {
            $0.screen = .home(HomeScreen())
            $0.recentRosters = [roster]
        }
        try store.press(.c("?")) { $0.help = HelpOverlay() }
        try store.press(.escape) { $0.help = nil }
        try store.press(.c("q"), commands: [.quit]) { $0.isQuitting = true }
    }

    @Test func continueOnlyWhenASavedGameExists() throws {
        var store = TestStore.home()
        try store.press(.c("c"))
        #expect(HomeScreen.items(savedGame: false).contains(.continueGame) == false)
        var saved = TestStore.home(savedGames: [.fixture(id: 1)])
        try saved.press(.c("c"), commands: [.continueSavedGame(id: 1)])
        #expect(HomeScreen.items(savedGame: true)[0] == .continueGame, "first, so that Enter continues")
    }

    /// New game, settings, records, help: the fourth item.
    @Test func arrowsAndEnterChooseToo() throws {
        var store = TestStore.home()
        for cursor in 1...3 { try store.press(.down) { $0.on(HomeScreen.self) { $0.cursor = cursor } } }
        try store.press(.enter) { $0.help = HelpOverlay() }
    }
}

@Suite struct SettingsTests {
    @Test func changingASettingSavesItAtOnce() throws {
        var store = TestStore.home()
        try store.openSettings()
        try store.press(.right, commands: [.saveSetting(key: "turn-seconds", value: "75")]) { $0.preferences.turnSeconds = 75 }
        try store.press(.left, commands: [.saveSetting(key: "turn-seconds", value: "60")]) { $0.preferences.turnSeconds = 60 }
        try store.press(.left, commands: [.saveSetting(key: "turn-seconds", value: "45")]) { $0.preferences.turnSeconds = 45 }
    }

    @Test func choosingAPresetTakesItsValues() throws {
        var store = TestStore.home()
        try store.openSettings()
        try store.moveSettings(to: .preset)
        let saves: [AppCommand] = [.saveSetting(key: "preset", value: "timesup"), .saveSetting(key: "turn-seconds", value: "30")]
        try store.press(.right, commands: saves) {
            $0.preferences.switchRules(to: .timesup)
        }
        #expect(store.model.preferences.preset == .timesup)
        #expect(store.model.preferences.rules == Rules(preset: .timesup))
    }

    /// Each row but the two lists steps once to the right: the preferences that come back from what is
    /// stored are the ones on screen, and not the defaults.
    @Test func everySettingChangesAndComesBackFromStorage() throws {
        var store = TestStore.home()
        try store.openSettings()
        for (row, item) in SettingsScreen.Item.allCases.enumerated() {
            if item != .packs && item != .rounds {
                var next = store.model
                next.change(item, forward: true)
                try store.changeSettings(.right) { [next] in $0 = next.preferences }
            }
            if row + 1 < SettingsScreen.Item.allCases.count {
                try store.press(.down) { $0.on(SettingsScreen.self) { $0.cursor = row + 1 } }
            }
        }
        let stored = store.model.preferences.stored
        #expect(Preferences(stored: stored) == store.model.preferences)
        #expect(store.model.preferences != Preferences())
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

    @Test func thePackListTicksPacksAndAllMeansNone() throws {
        var store = TestStore.home()
        try store.openSettings()
        try store.moveSettings(to: .packs)
        try store.press(.enter) { $0.on(SettingsScreen.self) { $0.packsCursor = 0 } }
        // Ticking A off leaves B.
        try store.changeSettings(.c(" ")) { $0.packs = ["en-b"] }
        // Both family packs ticked means all.
        try store.changeSettings(.c(" ")) { $0.packs = [] }
        try store.press(.down) { $0.on(SettingsScreen.self) { $0.packsCursor = 1 } }
        try store.press(.down) { $0.on(SettingsScreen.self) { $0.packsCursor = 2 } }
        try store.changeSettings(.c(" ")) { $0.packs = ["en-a", "en-b", "en-x"] }
        try store.press(.escape) { $0.on(SettingsScreen.self) { $0.packsCursor = nil } }
    }

    /// Languages in alphabetical order: ca, en, es.
    @Test func changingTheWordLanguageResetsThePacks() throws {
        var preferences = Preferences()
        preferences.packs = ["en-a"]
        var store = TestStore.home(preferences: preferences)
        try store.openSettings()
        try store.moveSettings(to: .wordLanguage)
        try store.changeSettings(.right) {
            $0.wordLanguage = "es"
            $0.packs = []
        }
    }

    @Test func theInterfaceLanguageComesFromTheEnvironment() {
        #expect(UILanguage.from(environment: ["LANG": "ca_ES.UTF-8"]) == .ca)
        #expect(UILanguage.from(environment: ["LC_ALL": "es_AR.UTF-8", "LANG": "ca_ES.UTF-8"]) == .es)
        #expect(UILanguage.from(environment: ["LC_MESSAGES": "fr_FR.UTF-8", "LANG": "ca_ES"]) == .en)
        #expect(UILanguage.from(environment: ["LANG": "C.UTF-8"]) == .en)
        #expect(UILanguage.from(environment: [:]) == .en)
    }
}
