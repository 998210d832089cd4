import PappersCanvas
import PappersEngine
import PappersPacks
@testable import PappersApp
import Testing

/// Settings as the store keeps them: the strings 1.0.0 and 1.1 wrote read back exactly as they did, what is
/// written is read back the same, and every setting is one entry of `Preferences.settings`.
@Suite struct StoredSettingsTests {
    /// Every setting 1.0.0 stored, none at its default.
    static let stored1_0: [String: String] = [
        "turn-seconds": "45", "words": "60", "word-language": "ca", "packs": "ca-basics,ca-animals",
        "difficulty": "hard", "family-friendly-only": "no", "preset": "timesup", "passing": "2", "pass-penalty": "1",
        "carry-over": "no", "player-words": "3", "sound": "bell", "interface-language": "es",
    ]

    /// Every setting 1.1 stored, the new ones included.
    static let stored1_1: [String: String] = [
        "turn-seconds": "30", "words": "25", "word-language": "en", "packs": "", "word-region": "ie",
        "difficulty": "easy", "family-friendly-only": "yes", "preset": "monikers", "passing": "forbidden",
        "pass-penalty": "0", "carry-over": "yes", "get-ready": "yes", "player-words": "0", "sound": "off",
        "interface-language": "auto", "hints": "no", "rounds": "describe,sounds,pose,mime", "points": "word",
        "motion": "calm", "colour": "256",
    ]

    @Test func theSettingsOf1_0_0ReadBackAsTheyDid() {
        var expected = Preferences()
        expected.choose(.timesup)
        expected.turnSeconds = 45
        expected.words = 60
        expected.wordLanguage = "ca"
        expected.packs = ["ca-basics", "ca-animals"]
        expected.difficulty = .hard
        expected.familyFriendlyOnly = false
        expected.passing = .limited(2)
        expected.passPenalty = 1
        expected.carryOver = false
        expected.playerWords = 3
        expected.sound = .bell
        expected.interfaceLanguage = .es
        let read = Preferences(stored: Self.stored1_0)
        #expect(read == expected)
        #expect(read.stored.filter { Self.stored1_0[$0.key] != nil } == Self.stored1_0, "written back as they were")
        #expect(read.stored["word-region"] == "auto" && read.stored["rounds"] == "preset" && read.stored["colour"] == "auto")
    }

    @Test func theSettingsOf1_1ReadBackAsTheyDid() {
        var expected = Preferences()
        expected.choose(.monikers)
        expected.turnSeconds = 30
        expected.words = 25
        expected.wordRegion = .ie
        expected.difficulty = .easy
        expected.passing = .forbidden
        expected.passPenalty = 0
        expected.carryOver = true
        expected.getReady = true
        expected.sound = .off
        expected.hints = false
        expected.rounds = [.describe, .sounds, .pose, .mime]
        expected.points = .perWord
        expected.motion = .calm
        expected.colour = ColourChoice("256")!
        let read = Preferences(stored: Self.stored1_1)
        #expect(read == expected)
        #expect(read.stored == Self.stored1_1)
    }

    @Test func unreadableValuesKeepTheirDefaultsOrThePresets() {
        let garbage = Dictionary(uniqueKeysWithValues: Self.stored1_1.keys.map { ($0, "garbage,") })
        var defaults = Preferences()
        defaults.packs = ["garbage"]
        #expect(Preferences(stored: garbage) == defaults, "any list of pack ids reads, as it always did")
        var onPreset = garbage
        onPreset["preset"] = "monikers"
        var monikers = defaults
        monikers.choose(.monikers)
        #expect(Preferences(stored: onPreset) == monikers)
        #expect(Preferences(stored: [:]) == Preferences())
        #expect(Preferences(stored: ["turn-seconds": "9", "words": "501", "pass-penalty": "6"]) == Preferences())
    }
}

extension StoredSettingsTests {
    @Test func everySettingsRowHasOneStoredSettingUnderItsOwnName() {
        #expect(Preferences.settings.map(\.row).sorted { "\($0)" < "\($1)" }
            == SettingsScreen.Item.allCases.sorted { "\($0)" < "\($1)" })
        #expect(Set(Preferences.settings.map(\.name)).count == Preferences.settings.count)
        #expect(Preferences.settings.first?.name == "preset", "the preset is read first")
    }
}
