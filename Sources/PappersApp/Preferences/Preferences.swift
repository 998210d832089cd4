import PappersEngine
import PappersPacks

/// What the settings screen holds, saved the moment it changes.
///
/// The rules values start from the preset: choosing a preset sets turn length, passing and penalty to its
/// values, which players can then change one by one.
public struct Preferences: Equatable, Sendable {
    public var turnSeconds = 60
    public var words = 40
    /// ISO 639-1 code of the words' language.
    public var wordLanguage = "en"
    /// Pack ids to draw from; empty means every pack of the language.
    public var packs: [String] = []
    public var difficulty = Difficulty.any
    public var familyFriendlyOnly = true
    public var preset = RulesPreset.pappers
    /// Passing in every round; nil keeps the preset's per-round rules.
    public var passing: PassRule?
    public var passPenalty = 0
    public var carryOver = true
    /// Whether the turn screen shows a word's hint (from its pack) small under it. Off, except in the
    /// `monikers` preset.
    public var hints = false
    /// Words each player types into the bowl (0 for none).
    public var playerWords = 0
    public var sound = SoundMode.on
    /// The interface language; nil follows the environment.
    public var interfaceLanguage: UILanguage?

    public init() {}

    /// The ranges the numbers may take.
    public enum Limits {
        public static let words = 5...500
        public static let playerWords = 0...10
    }

    /// The rules a game with these preferences is played by.
    public var rules: Rules {
        var rules = Rules(preset: preset)
        rules.turnMillis = turnSeconds * 1_000
        if let passing { rules.setPassing(passing) }
        rules.passPenalty = passPenalty
        rules.carryOver = carryOver
        return rules
    }

    /// Chooses a preset and takes its values.
    public mutating func choose(_ preset: RulesPreset) {
        self.preset = preset
        let rules = Rules(preset: preset)
        turnSeconds = rules.turnMillis / 1_000
        passing = nil
        passPenalty = rules.passPenalty
        carryOver = rules.carryOver
        hints = preset == .monikers
    }
}
