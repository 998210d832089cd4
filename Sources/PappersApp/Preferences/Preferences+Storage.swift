import PappersCanvas
import PappersEngine
import PappersPacks

/// Preferences as the store keeps them: one string per key, so a new setting never breaks an old database
/// and an unreadable value falls back to its default instead of losing the others.
extension Preferences {
    /// Every setting, in the order they are read: the preset first, since choosing it sets the rules values
    /// the entries after it may change.
    public static let settings: [StoredSetting] = [
        StoredSetting("preset", row: .preset, write: { $0.preset.rawValue }) { preferences, text in
            if let preset = text.flatMap(RulesPreset.init(rawValue:)) { preferences.choose(preset) }
        },
        .number("turn-seconds", \.turnSeconds, in: Rules.Limits.turnSeconds, row: .turnLength),
        .number("words", \.words, in: Limits.words, row: .words),
        .value("word-language", \.wordLanguage, row: .wordLanguage, write: { $0 }) {
            $0.count == 2 && $0.allSatisfy(\.isLowercase) ? $0 : nil
        },
        .value("packs", \.packs, row: .packs, write: { $0.joined(separator: ",") }) {
            $0.split(separator: ",").map(String.init)
        },
        StoredSetting("word-region", row: .wordRegion, write: { $0.wordRegion?.rawValue ?? "auto" }) {
            $0.wordRegion = $1.flatMap(WordRegion.init(rawValue:))
        },
        .choice("difficulty", \.difficulty, row: .difficulty),
        .flag("family-friendly-only", \.familyFriendlyOnly, row: .familyFriendly),
        StoredSetting("passing", row: .passing, write: { $0.passing.map(Self.text(of:)) ?? "preset" }) {
            if let text = $1, text != "preset" { $0.passing = Self.passRule(text) }
        },
        .number("pass-penalty", \.passPenalty, in: Rules.Limits.passPenalty, row: .penalty),
        .flag("carry-over", \.carryOver, row: .carryOver),
        .flag("get-ready", \.getReady, row: .getReady),
        .flag("hints", \.hints, row: .hints),
        .choice("points", \.points, row: .points),
        StoredSetting("rounds", row: .rounds, write: { $0.rounds.map(Self.text(of:)) ?? "preset" }) {
            if let text = $1, text != "preset" { $0.rounds = Self.rounds(text) }
        },
        .number("player-words", \.playerWords, in: Limits.playerWords, row: .playerWords),
        .choice("sound", \.sound, row: .sound),
        StoredSetting("interface-language", row: .interfaceLanguage, write: { $0.interfaceLanguage?.rawValue ?? "auto" }) {
            $0.interfaceLanguage = $1.flatMap(UILanguage.init(rawValue:))
        },
        .choice("motion", \.motion, row: .motion),
        .value("colour", \.colour, row: .colour, write: \.name, parse: ColourChoice.init),
    ]

    /// Every setting as a string, by its stored name.
    public var stored: [String: String] {
        Dictionary(uniqueKeysWithValues: Self.settings.map { ($0.name, $0.write(self)) })
    }

    /// Preferences read back from the store; anything missing or unreadable keeps its default.
    public init(stored: [String: String]) {
        self.init()
        for setting in Self.settings { setting.read(&self, stored[setting.name]) }
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
