@testable import PappersApp
import PappersCanvas
import PappersEngine
import Testing

/// Switching the Rules preset in the settings keeps what the players chose (issue #21, item 9).
@Suite struct PresetSwitchTests {
    @Test func aTurnLengthThePlayersChoseSurvivesPresetSwitches() throws {
        var store = TestStore.home()
        try store.openSettings()
        try store.press(.left, commands: [.saveSetting(key: "turn-seconds", value: "45")]) { $0.preferences.turnSeconds = 45 }
        try store.moveSettings(to: .preset)
        try store.changeSettings(.right) { $0.switchRules(to: .timesup) }
        #expect(store.model.preferences.preset == .timesup)
        #expect(store.model.preferences.turnSeconds == 45, "Time's Up must not overwrite the players' 45 s")
        try store.changeSettings(.left) { $0.switchRules(to: .pappers) }
        #expect(store.model.preferences.preset == .pappers)
        #expect(store.model.preferences.turnSeconds == 45)
    }

    @Test func valuesLeftAsThePresetHadThemFollowTheNewPreset() throws {
        var store = TestStore.home()
        try store.openSettings()
        try store.moveSettings(to: .preset)
        try store.changeSettings(.right) { $0.switchRules(to: .timesup) }
        #expect(store.model.preferences.rules == Rules(preset: .timesup))
        try store.changeSettings(.left) { $0 = Preferences() }
        #expect(store.model.preferences.rules == Rules(preset: .pappers))
    }

    @Test func passingPenaltyCarryOverAndHintsThePlayersSetAreKept() {
        var preferences = Preferences()
        preferences.passing = .limited(2)
        preferences.passPenalty = 1
        preferences.carryOver = false
        preferences.hints = true
        var switched = preferences
        switched.switchRules(to: .timesup)
        #expect(switched.preset == .timesup)
        #expect(switched.passing == .limited(2) && switched.passPenalty == 1)
        #expect(!switched.carryOver && switched.hints)
        switched.switchRules(to: .monikers)
        #expect(switched.hints)
    }

    @Test func theMonikersHintsGoWithThePresetWhenNobodyTouchedThem() {
        var preferences = Preferences()
        preferences.switchRules(to: .monikers)
        #expect(preferences.hints)
        preferences.switchRules(to: .pappers)
        #expect(!preferences.hints)
    }
}
