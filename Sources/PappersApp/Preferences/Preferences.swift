import PappersCanvas
import PappersEngine
import PappersPacks

/// What the settings screen holds, saved the moment it changes.
///
/// The rules values start from the preset, and players can then change them one by one. Switching the preset
/// in the settings (`switchRules(to:)`) moves only the values still at the old preset's own: a value the
/// players chose stays.
public struct Preferences: Equatable, Sendable {
    public var turnSeconds = 60
    public var words = 40
    /// ISO 639-1 code of the words' language.
    public var wordLanguage = "en"
    /// Pack ids to draw from; empty means every pack of the language.
    public var packs: [String] = []
    /// The players' region, for cards only one English-speaking country knows; nil follows the environment's
    /// locale (`WordRegion.from(environment:)`).
    public var wordRegion: WordRegion?
    public var difficulty = Difficulty.any
    public var familyFriendlyOnly = true
    public var preset = RulesPreset.pappers
    /// Passing in every round; nil keeps the preset's per-round rules.
    public var passing: PassRule?
    public var passPenalty = 0
    public var carryOver = true
    /// Whether the hand-off's Space or Enter counts "3, 2, 1" before the clock starts (`GetReady`).
    public var getReady = false
    /// Whether the turn screen shows a word's hint (from its pack) small under it. Off, except in the
    /// `monikers` preset.
    public var hints = false
    /// Words each player types into the bowl (0 for none).
    public var playerWords = 0
    public var sound = SoundMode.on
    /// The interface language; nil follows the environment.
    public var interfaceLanguage: UILanguage?
    /// Whether the screens move by themselves (time bar, flash, confetti).
    public var motion = Motion.full
    /// The colour depth asked for; `automatic` detects it. `--colour` wins over it for one run.
    public var colour = ColourChoice.automatic

    /// The rounds the players chose, in order (1 to 6, kinds may repeat); nil plays the preset's three.
    public var rounds: [RoundKind]?
    /// What a guessed word scores; the `monikers` preset scores by the word's level.
    public var points = PointsRule.perWord

    public init() {}

    /// The ranges the numbers may take.
    public enum Limits {
        public static let words = 5...500
        public static let playerWords = 0...10
        /// How many rounds players may choose.
        public static let rounds = 1...6
    }

    /// The rules a game with these preferences is played by.
    public var rules: Rules {
        var rules = Rules(preset: preset)
        rules.turnMillis = turnSeconds * 1_000
        if let rounds { rules.setRounds(rounds) }
        if let passing { rules.setPassing(passing) }
        rules.points = points
        rules.passPenalty = passPenalty
        rules.carryOver = carryOver
        return rules
    }

    /// Switches to another preset as the settings screen does: each rules value still at the old preset's
    /// value takes the new preset's, and a value the players set themselves (a turn of 45 s, passing in every
    /// round, a penalty, carry-over, hints, points, the rounds) is kept. Every preset plays the classic three
    /// rounds, so rounds the players chose always stay.
    public mutating func switchRules(to preset: RulesPreset) {
        var old = Preferences()
        old.choose(self.preset)
        var new = Preferences()
        new.choose(preset)
        self.preset = preset
        if turnSeconds == old.turnSeconds { turnSeconds = new.turnSeconds }
        if passing == old.passing { passing = new.passing }
        if passPenalty == old.passPenalty { passPenalty = new.passPenalty }
        if carryOver == old.carryOver { carryOver = new.carryOver }
        if hints == old.hints { hints = new.hints }
        if points == old.points { points = new.points }
    }

    /// Chooses a preset and takes all its values (the command line's `--rules`, before its other options).
    public mutating func choose(_ preset: RulesPreset) {
        self.preset = preset
        let rules = Rules(preset: preset)
        turnSeconds = rules.turnMillis / 1_000
        passing = nil
        passPenalty = rules.passPenalty
        carryOver = rules.carryOver
        hints = preset == .monikers
        points = rules.points
        rounds = nil
    }
}
