import PappersApp
import PappersCanvas
import PappersEngine
import Testing

/// Switching the Rules preset in the settings keeps what the players chose (issue #21, item 9).
@Suite struct PresetSwitchTests {
    /// The settings, with the cursor on the Rules row.
    private static func onTheRulesRow(_ app: inout App) {
        for _ in 0..<SettingsScreen.Item.allCases.firstIndex(of: .preset)! { app.press(.down) }
    }

    @Test func aTurnLengthThePlayersChoseSurvivesPresetSwitches() {
        var app = App()
        app.press(.c("s"))
        app.press(.left)
        #expect(app.model.preferences.turnSeconds == 45)
        Self.onTheRulesRow(&app)
        app.press(.right)
        #expect(app.model.preferences.preset == .timesup)
        #expect(app.model.preferences.turnSeconds == 45, "Time's Up must not overwrite the players' 45 s")
        app.press(.left)
        #expect(app.model.preferences.preset == .pappers)
        #expect(app.model.preferences.turnSeconds == 45)
    }

    @Test func valuesLeftAsThePresetHadThemFollowTheNewPreset() {
        var app = App()
        app.press(.c("s"))
        Self.onTheRulesRow(&app)
        app.press(.right)
        #expect(app.model.preferences.rules == Rules(preset: .timesup))
        app.press(.left)
        #expect(app.model.preferences.rules == Rules(preset: .pappers))
        #expect(app.model.preferences == Preferences())
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
