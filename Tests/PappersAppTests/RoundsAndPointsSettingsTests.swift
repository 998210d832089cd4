import PappersApp
import PappersCanvas
import PappersEngine
import Testing

/// The settings' Rounds and Points rows, what they keep, and the level of a word the players type (issue #16).
@Suite struct RoundsAndPointsSettingsTests {
    private static func settings(on item: SettingsScreen.Item) -> App {
        var app = App()
        app.press(.c("s"))
        for _ in 0..<SettingsScreen.Item.allCases.firstIndex(of: item)! { app.press(.down) }
        return app
    }

    @Test func theRoundsListChangesAddsAndRemovesRounds() {
        var app = Self.settings(on: .rounds)
        app.press(.enter)
        guard case .settings(let open) = app.model.screen else { Issue.record("\(app.model.screen)"); return }
        #expect(open.roundsCursor == 0)
        app.press(.down, .right)
        #expect(app.model.preferences.rounds == [.describe, .mime, .mime])
        app.press(.right)
        #expect(app.model.preferences.rounds == [.describe, .sounds, .mime])
        app.press(.down, .right, .right)
        #expect(app.model.preferences.rounds == [.describe, .sounds, .pose])
        app.press(.down, .enter)
        #expect(app.model.preferences.rounds == [.describe, .sounds, .pose, .describe])
        app.press(.c("x"))
        #expect(app.model.preferences.rounds == [.describe, .sounds, .pose])
        #expect(app.model.preferences.rules.rounds.map(\.kind) == [.describe, .sounds, .pose])
        #expect(app.commands.contains(.saveSetting(key: "rounds", value: "describe,sounds,pose")))
        app.press(.escape)
        guard case .settings(let closed) = app.model.screen else { Issue.record("\(app.model.screen)"); return }
        #expect(closed.roundsCursor == nil)
    }

    @Test func sixRoundsAtMostOneAtLeastAndTheClassicThreeAreThePresets() {
        var app = Self.settings(on: .rounds)
        app.press(.enter)
        for _ in 0..<3 { app.press(.end, .enter) }
        #expect(app.model.preferences.rounds?.count == 6)
        app.press(.end, .right)
        #expect(app.model.preferences.rounds?.count == 6, "no seventh round: the last row is a round, not \"add\"")
        for _ in 0..<8 { app.press(.home, .c("x")) }
        #expect(app.model.preferences.rounds == [.oneWord], "one round always stays")
        app.press(.home, .left, .end, .enter, .end, .enter)
        #expect(app.model.preferences.rounds == [.describe, .describe, .describe])
        app.press(.home, .down, .right, .down, .right, .right)
        #expect(app.model.preferences.rounds == nil, "describe, one word, mime are the preset's own again")
    }

    @Test func thePointsRowSwitchesBetweenOnePerWordAndTheLevel() {
        var app = Self.settings(on: .points)
        app.press(.right)
        #expect(app.model.preferences.points == .byLevel)
        #expect(app.model.preferences.rules.points == .byLevel)
        app.press(.right)
        #expect(app.model.preferences.points == .perWord)
    }

    @Test func monikersTakesLevelsAndAPointsRuleThePlayersChoseStays() {
        var preferences = Preferences()
        preferences.switchRules(to: .monikers)
        #expect(preferences.points == .byLevel)
        preferences.switchRules(to: .pappers)
        #expect(preferences.points == .perWord)
        preferences.points = .byLevel
        preferences.rounds = [.sounds, .pose]
        preferences.switchRules(to: .timesup)
        #expect(preferences.points == .byLevel && preferences.rounds == [.sounds, .pose])
        #expect(preferences.rules.rounds == [RoundRules(kind: .sounds, passing: .forbidden), RoundRules(kind: .pose)])
        preferences.choose(.pappers)
        #expect(preferences.points == .perWord && preferences.rounds == nil, "--rules takes all of the preset")
    }

    @Test func roundsAndPointsAreStoredAndReadBack() {
        var preferences = Preferences()
        preferences.rounds = [.describe, .sounds, .pose, .mime]
        preferences.points = .byLevel
        #expect(preferences.stored["rounds"] == "describe,sounds,pose,mime")
        #expect(preferences.stored["points"] == "level")
        #expect(Preferences(stored: preferences.stored) == preferences)
        #expect(Preferences().stored["rounds"] == "preset")
        var broken = preferences.stored
        broken["rounds"] = "describe,dance"
        #expect(Preferences(stored: broken).rounds == nil)
        broken["rounds"] = Array(repeating: "mime", count: 7).joined(separator: ",")
        #expect(Preferences(stored: broken).rounds == nil)
        #expect(Preferences.rounds(" describe , pose ") == [.describe, .pose])
    }

    @Test func aMonikersGameKeepsTheBowlsLevelsAndAClassicGameNone() {
        var monikers = Preferences()
        monikers.choose(.monikers)
        let levelled = App.inGame(preferences: monikers)
        #expect(levelled.state.setup.levels?.count == levelled.state.setup.words.count)
        #expect(App.inGame().state.setup.levels == nil)
    }

    /// A monikers game of 5 pack words and 2 typed by each of the 4 players, at the first typist's hand-over.
    private static func typingWordsByLevel() -> App {
        var preferences = Preferences()
        preferences.choose(.monikers)
        preferences.playerWords = 2
        preferences.words = 5
        var app = App(preferences: preferences)
        app.press(.c("n"))
        app.press(.c("s"))
        return app
    }

    @Test func aTypedWordCountsTwoUnlessTheTypistPressesTab() {
        var app = Self.typingWordsByLevel()
        for player in 0..<4 {
            app.press(.enter)
            app.type("own \(player)a")
            app.press(.tab)
            if case .playerWords(let words) = app.model.screen { #expect(words.level == 3) }
            app.press(.enter)
            app.type("own \(player)b")
            app.press(.enter)
            app.press(.enter)  // every word typed: Enter passes the laptop on
        }
        let setup = app.state.setup
        #expect(setup.words.count == 13)
        let levels = setup.levels ?? []
        #expect(levels.count == 13)
        #expect(levels[5...] == [3, 2, 3, 2, 3, 2, 3, 2])
    }

    @Test func aPastedListTakesTheLevelTabChoseForEachOfItsWords() {
        var app = Self.typingWordsByLevel()
        for player in 0..<4 {
            app.press(.enter)
            if player == 0 { app.press(.tab, .tab) }
            app.press(.paste("pasted \(player)a\npasted \(player)b"))
            app.press(.enter)  // every word typed: Enter passes the laptop on
        }
        #expect(app.state.setup.levels.map { Array($0[5...]) } == [1, 1, 2, 2, 2, 2, 2, 2])
    }

    @Test func tabChangesNothingWhenEveryWordScoresOne() {
        var preferences = Preferences()
        preferences.playerWords = 1
        var app = App(preferences: preferences)
        app.press(.c("n"))
        app.press(.c("s"))
        app.press(.enter, .tab)
        if case .playerWords(let words) = app.model.screen { #expect(words.level == 2) } else { Issue.record("no words screen") }
    }
}

/// The settings' rounds are reordered in their list: m picks a round up, ↑ ↓ carry it, m puts it down.
@Suite struct RoundsReorderTests {
    @Test func mPicksARoundUpAndTheArrowsCarryIt() {
        var app = App()
        app.press(.c("s"))
        while case .settings(let settings) = app.model.screen, SettingsScreen.Item.allCases[settings.cursor] != .rounds {
            app.press(.down)
        }
        app.press(.enter)
        #expect(app.model.chosenRounds == [.describe, .oneWord, .mime])
        app.press(.c("m"), .down, .down)
        #expect(app.model.chosenRounds == [.oneWord, .mime, .describe], "describe carried to the end")
        app.press(.c("m"), .up)
        #expect(app.model.chosenRounds == [.oneWord, .mime, .describe], "put down: ↑ moves the cursor only")
        guard case .settings(let settings) = app.model.screen else { Issue.record("\(app.model.screen)"); return }
        #expect(settings.roundsCursor == 1 && !settings.movingRound)
        #expect(app.commands.contains(.saveSetting(key: "rounds", value: "one-word,mime,describe")))
    }
}
