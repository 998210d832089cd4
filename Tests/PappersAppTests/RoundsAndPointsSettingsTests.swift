@testable import PappersApp
import PappersCanvas
import PappersEngine
import PappersPacks
import Testing

/// The settings' Rounds and Points rows, what they keep, and the level of a word the players type (issue #16).
@Suite struct RoundsAndPointsSettingsTests {
    private static func settings(on item: SettingsScreen.Item) throws -> TestStore {
        var store = TestStore.home()
        try store.openSettings()
        try store.moveSettings(to: item)
        return store
    }

    @Test func theRoundsListChangesAddsAndRemovesRounds() throws {
        var store = try Self.settings(on: .rounds)
        try store.roundsList(.enter, cursor: 0, rounds: nil)
        try store.roundsList(.down, cursor: 1, rounds: nil)
        try store.roundsList(.right, cursor: 1, rounds: [.describe, .mime, .mime])
        try store.roundsList(.right, cursor: 1, rounds: [.describe, .sounds, .mime])
        try store.roundsList(.down, cursor: 2, rounds: [.describe, .sounds, .mime])
        try store.roundsList(.right, cursor: 2, rounds: [.describe, .sounds, .sounds])
        try store.roundsList(.right, cursor: 2, rounds: [.describe, .sounds, .pose])
        try store.roundsList(.down, cursor: 3, rounds: [.describe, .sounds, .pose])
        try store.roundsList(.enter, cursor: 3, rounds: [.describe, .sounds, .pose, .describe])
        try store.roundsList(.c("x"), cursor: 3, rounds: [.describe, .sounds, .pose])
        #expect(store.model.preferences.rules.rounds.map(\.kind) == [.describe, .sounds, .pose])
        #expect(store.model.preferences.stored["rounds"] == "describe,sounds,pose", "what the step saved")
        try store.roundsList(.escape, cursor: nil, rounds: [.describe, .sounds, .pose])
    }

    @Test func sixRoundsAtMostOneAtLeastAndTheClassicThreeAreThePresets() throws {
        var store = try Self.settings(on: .rounds)
        let d = RoundKind.describe, o = RoundKind.oneWord, m = RoundKind.mime
        try store.roundsList(.enter, cursor: 0, rounds: nil)
        var rounds = [d, o, m]
        for added in 3..<6 {
            try store.roundsList(.end, cursor: added, rounds: added == 3 ? nil : rounds)
            rounds.append(d)
            try store.roundsList(.enter, cursor: added, rounds: rounds)
        }
        #expect(store.model.preferences.rounds?.count == 6)
        // No seventh round: the last row is a round, not "add".
        try store.roundsList(.end, cursor: 5, rounds: rounds)
        try store.roundsList(.right, cursor: 5, rounds: [d, o, m, d, d, o])
        rounds = [d, o, m, d, d, o]
        for _ in 0..<8 {
            try store.roundsList(.home, cursor: 0, rounds: rounds)
            if rounds.count > 1 { rounds.removeFirst() }
            try store.roundsList(.c("x"), cursor: 0, rounds: rounds)
        }
        #expect(store.model.preferences.rounds == [.oneWord], "one round always stays")
        try store.roundsList(.home, cursor: 0, rounds: [o])
        try store.roundsList(.left, cursor: 0, rounds: [d])
        try store.roundsList(.end, cursor: 1, rounds: [d])
        try store.roundsList(.enter, cursor: 1, rounds: [d, d])
        try store.roundsList(.end, cursor: 2, rounds: [d, d])
        try store.roundsList(.enter, cursor: 2, rounds: [d, d, d])
        try store.roundsList(.home, cursor: 0, rounds: [d, d, d])
        try store.roundsList(.down, cursor: 1, rounds: [d, d, d])
        try store.roundsList(.right, cursor: 1, rounds: [d, o, d])
        try store.roundsList(.down, cursor: 2, rounds: [d, o, d])
        try store.roundsList(.right, cursor: 2, rounds: [d, o, o])
        // Describe, one word, mime are the preset's own again.
        try store.roundsList(.right, cursor: 2, rounds: nil)
    }

    @Test func thePointsRowSwitchesBetweenOnePerWordAndTheLevel() throws {
        var store = try Self.settings(on: .points)
        try store.changeSettings(.right) { $0.points = .byLevel }
        #expect(store.model.preferences.rules.points == .byLevel)
        try store.changeSettings(.right) { $0.points = .perWord }
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

    @Test func aMonikersGameKeepsTheBowlsLevelsAndAClassicGameNone() throws {
        var monikers = Preferences()
        monikers.choose(.monikers)
        let levelled = try #require(TestStore.inGame(preferences: monikers).model.session?.state.setup)
        #expect(levelled.levels?.count == levelled.words.count)
        let classic = try #require(TestStore.inGame().model.session?.state.setup)
        #expect(classic.levels == nil)
    }

    /// A monikers game of 5 pack words and 2 typed by each of the 4 players, at the first typist's hand-over.
    private static func typingWordsByLevel(_ preferences: Preferences? = nil) -> TestStore {
        var monikers = Preferences()
        monikers.choose(.monikers)
        monikers.playerWords = 2
        monikers.words = 5
        var model = TestStore.home(preferences: preferences ?? monikers).model
        _ = model.update(.key(.character("n")), at: 0)
        _ = model.update(.key(.character("s")), at: 0)
        return TestStore(model)
    }

    /// Enter once every word is typed: the laptop goes to the next typist, or after the last one the game
    /// begins with the bowl's words and then the typed ones, these at `typedLevels`.
    private static func passOn(_ store: inout TestStore, typedLevels: [Int]) throws {
        let words = try #require(PlayerWordsScreen.extract(from: store.model.screen))
        guard words.current + 1 == words.typists.count else {
            try store.press(.enter) {
                $0.on(PlayerWordsScreen.self) {
                    $0.current += 1
                    $0.handingOver = true
                }
            }
            return
        }
        try store.begin(
            .key(.enter), words: words.bowl.words + words.checker.words, levels: words.bowl.levels + typedLevels,
            packs: words.bowl.packs, seed: words.seed)
    }

    @Test func aTypedWordCountsTwoUnlessTheTypistPressesTab() throws {
        var store = Self.typingWordsByLevel()
        for player in 0..<4 {
            try store.press(.enter) { $0.on(PlayerWordsScreen.self) { $0.handingOver = false } }
            try store.typeWord("own \(player)a")
            try store.press(.tab) { $0.on(PlayerWordsScreen.self) { $0.level = 3 } }
            try store.submitWord()
            try store.typeWord("own \(player)b")
            try store.submitWord()
            try Self.passOn(&store, typedLevels: [3, 2, 3, 2, 3, 2, 3, 2])
        }
        let setup = try #require(store.model.session?.state.setup)
        #expect(setup.words.count == 13)
        let levels = setup.levels ?? []
        #expect(levels.count == 13)
        #expect(levels[5...] == [3, 2, 3, 2, 3, 2, 3, 2])
    }

    @Test func aPastedListTakesTheLevelTabChoseForEachOfItsWords() throws {
        var store = Self.typingWordsByLevel()
        for player in 0..<4 {
            try store.press(.enter) { $0.on(PlayerWordsScreen.self) { $0.handingOver = false } }
            let level = player == 0 ? 1 : 2
            if player == 0 {
                try store.press(.tab) { $0.on(PlayerWordsScreen.self) { $0.level = 3 } }
                try store.press(.tab) { $0.on(PlayerWordsScreen.self) { $0.level = 1 } }
            }
            try store.press(.paste("pasted \(player)a\npasted \(player)b")) {
                try $0.on(PlayerWordsScreen.self) {
                    for word in ["pasted \(player)a", "pasted \(player)b"] {
                        $0.typed[$0.current].append(try $0.checker.add(word))
                        $0.typedLevels.append(level)
                    }
                    $0.level = 2
                }
            }
            try Self.passOn(&store, typedLevels: [1, 1, 2, 2, 2, 2, 2, 2])
        }
        #expect(store.model.session?.state.setup.levels.map { Array($0[5...]) } == [1, 1, 2, 2, 2, 2, 2, 2])
    }

    @Test func tabChangesNothingWhenEveryWordScoresOne() throws {
        var preferences = Preferences()
        preferences.playerWords = 1
        var store = Self.typingWordsByLevel(preferences)
        try store.press(.enter) { $0.on(PlayerWordsScreen.self) { $0.handingOver = false } }
        try store.press(.tab)
        if case .playerWords(let words) = store.model.screen { #expect(words.level == 2) } else { Issue.record("no words screen") }
    }
}

/// The settings' rounds are reordered in their list: m picks a round up, ↑ ↓ carry it, m puts it down.
@Suite struct RoundsReorderTests {
    @Test func mPicksARoundUpAndTheArrowsCarryIt() throws {
        var store = TestStore.home()
        try store.openSettings()
        try store.moveSettings(to: .rounds)
        try store.roundsList(.enter, cursor: 0, rounds: nil)
        #expect(store.model.chosenRounds == [.describe, .oneWord, .mime])
        try store.roundsList(.c("m"), cursor: 0, rounds: nil, moving: true)
        try store.roundsList(.down, cursor: 1, rounds: [.oneWord, .describe, .mime], moving: true)
        // Describe carried to the end.
        try store.roundsList(.down, cursor: 2, rounds: [.oneWord, .mime, .describe], moving: true)
        try store.roundsList(.c("m"), cursor: 2, rounds: [.oneWord, .mime, .describe])
        // Put down: ↑ moves the cursor only.
        try store.roundsList(.up, cursor: 1, rounds: [.oneWord, .mime, .describe])
        #expect(store.model.preferences.stored["rounds"] == "one-word,mime,describe", "what the steps saved")
    }
}
