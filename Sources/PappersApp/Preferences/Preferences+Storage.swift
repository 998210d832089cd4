import PappersCanvas
import PappersEngine
import PappersPacks

/// Preferences as the store keeps them: one string per key, so a new setting never breaks an old database
/// and an unreadable value falls back to its default instead of losing the others.
extension Preferences {
    public enum Key {
        public static let turnSeconds = "turn-seconds"
        public static let words = "words"
        public static let wordLanguage = "word-language"
        public static let packs = "packs"
        public static let wordRegion = "word-region"
        public static let difficulty = "difficulty"
        public static let familyFriendlyOnly = "family-friendly-only"
        public static let preset = "preset"
        public static let passing = "passing"
        public static let passPenalty = "pass-penalty"
        public static let carryOver = "carry-over"
        public static let getReady = "get-ready"
        public static let playerWords = "player-words"
        public static let sound = "sound"
        public static let interfaceLanguage = "interface-language"
        public static let hints = "hints"
        // MARK: rounds-points
        public static let rounds = "rounds"
        public static let points = "points"
        // MARK: look-feel
        public static let motion = "motion"
        public static let colour = "colour"
    }

    /// Every setting as a string.
    public var stored: [String: String] {
        [
            Key.turnSeconds: String(turnSeconds),
            Key.words: String(words),
            Key.wordLanguage: wordLanguage,
            Key.packs: packs.joined(separator: ","),
            Key.wordRegion: wordRegion?.rawValue ?? "auto",
            Key.difficulty: difficulty.rawValue,
            Key.familyFriendlyOnly: familyFriendlyOnly ? "yes" : "no",
            Key.preset: preset.rawValue,
            Key.passing: passing.map(Self.text(of:)) ?? "preset",
            Key.passPenalty: String(passPenalty),
            Key.carryOver: carryOver ? "yes" : "no",
            Key.getReady: getReady ? "yes" : "no",
            Key.playerWords: String(playerWords),
            Key.sound: sound.rawValue,
            Key.interfaceLanguage: interfaceLanguage?.rawValue ?? "auto",
            Key.hints: hints ? "yes" : "no",
            Key.rounds: rounds.map(Self.text(of:)) ?? "preset",
            Key.points: points.rawValue,
            // MARK: look-feel
            Key.motion: motion.rawValue,
            Key.colour: colour.name,
        ]
    }

    /// Preferences read back from the store; anything missing or unreadable keeps its default.
    public init(stored: [String: String]) {
        self.init()
        func int(_ key: String, in range: ClosedRange<Int>) -> Int? {
            stored[key].flatMap(Int.init).flatMap { range.contains($0) ? $0 : nil }
        }
        func flag(_ key: String) -> Bool? {
            switch stored[key] { case "yes": true; case "no": false; default: nil }
        }
        if let preset = stored[Key.preset].flatMap(RulesPreset.init(rawValue:)) { choose(preset) }
        turnSeconds = int(Key.turnSeconds, in: Rules.Limits.turnSeconds) ?? turnSeconds
        words = int(Key.words, in: Limits.words) ?? words
        if let language = stored[Key.wordLanguage], language.count == 2, language.allSatisfy(\.isLowercase) {
            wordLanguage = language
        }
        packs = stored[Key.packs].map { $0.split(separator: ",").map(String.init) } ?? packs
        wordRegion = stored[Key.wordRegion].flatMap(WordRegion.init(rawValue:))
        difficulty = stored[Key.difficulty].flatMap(Difficulty.init(rawValue:)) ?? difficulty
        familyFriendlyOnly = flag(Key.familyFriendlyOnly) ?? familyFriendlyOnly
        if let text = stored[Key.passing], text != "preset" { passing = Self.passRule(text) }
        passPenalty = int(Key.passPenalty, in: Rules.Limits.passPenalty) ?? passPenalty
        carryOver = flag(Key.carryOver) ?? carryOver
        getReady = flag(Key.getReady) ?? getReady
        hints = flag(Key.hints) ?? hints
        points = stored[Key.points].flatMap(PointsRule.init(rawValue:)) ?? points
        if let text = stored[Key.rounds], text != "preset" { rounds = Self.rounds(text) }
        playerWords = int(Key.playerWords, in: Limits.playerWords) ?? playerWords
        sound = stored[Key.sound].flatMap(SoundMode.init(rawValue:)) ?? sound
        interfaceLanguage = stored[Key.interfaceLanguage].flatMap(UILanguage.init(rawValue:))
        // MARK: look-feel
        motion = stored[Key.motion].flatMap(Motion.init(rawValue:)) ?? motion
        colour = stored[Key.colour].flatMap(ColourChoice.init) ?? colour
    }

    static func text(of rule: PassRule) -> String {
        switch rule {
        case .allowed: "allowed"
        case .forbidden: "forbidden"
        case .limited(let limit): String(limit)
        }
    }

    /// Rounds as `--rounds` and the store write them: `describe,sounds,pose`.
    public static func text(of rounds: [RoundKind]) -> String {
        rounds.map(\.rawValue).joined(separator: ",")
    }

    /// Rounds read from `describe,sounds,pose`: nil unless every name is a round kind and there are 1 to 6.
    public static func rounds(_ text: String) -> [RoundKind]? {
        let names = text.split(separator: ",", omittingEmptySubsequences: false)
        let kinds = names.compactMap { name in
            RoundKind(rawValue: String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()))
        }
        return kinds.count == names.count && Limits.rounds.contains(kinds.count) ? kinds : nil
    }

    static func passRule(_ text: String) -> PassRule? {
        switch text {
        case "allowed": .allowed
        case "forbidden": .forbidden
        default: Int(text).flatMap { Rules.Limits.passLimit.contains($0) ? .limited($0) : nil }
        }
    }
}
