/// What the describer may do in a round.
///
/// The raw values are the names records, settings and `--rounds` use. Rounds may repeat a kind.
public enum RoundKind: String, Codable, CaseIterable, Sendable {
    /// Say anything except the word itself or words derived from it.
    case describe
    /// Exactly one word as a clue.
    case oneWord = "one-word"
    /// Gestures and sounds only.
    case mime
    /// Noises only: no words, no gestures.
    case sounds
    /// One frozen pose: no movement, no sound.
    case pose

    /// The three rounds of the classic game, in order: every preset plays them unless the players choose
    /// their own.
    public static let classic: [RoundKind] = [.describe, .oneWord, .mime]

    /// What the rules and the simulation know of a round kind, one line per kind (its name is its raw value;
    /// how it looks and what it is called on screen are PappersUI's `RoundLook`).
    public struct Traits: Sendable {
        /// Whether the word hides itself shortly after it appears, so the audience cannot read it while the
        /// describer acts it out.
        public let hidesWord: Bool
        /// How long simulated players take to guess a word (`SimulatedPlayers`), in milliseconds.
        public let simulatedGuessMillis: ClosedRange<Int>
    }

    /// The traits of this kind. Every round whose clue is the describer's body or voice hides the word: in
    /// mime and pose the describer moves away from the laptop and the guessers watch, and in sounds the
    /// guessers watch the describer's face, right beside the screen. Only the talking rounds (describe, one
    /// word) keep the word in sight.
    public var traits: Traits {
        switch self {
        case .describe: Traits(hidesWord: false, simulatedGuessMillis: 2_000...12_000)
        case .oneWord: Traits(hidesWord: false, simulatedGuessMillis: 1_500...10_000)
        case .mime: Traits(hidesWord: true, simulatedGuessMillis: 3_000...14_000)
        case .sounds: Traits(hidesWord: true, simulatedGuessMillis: 2_500...13_000)
        case .pose: Traits(hidesWord: true, simulatedGuessMillis: 3_000...15_000)
        }
    }

    /// Whether the word hides itself shortly after it appears (`Traits.hidesWord`).
    public var hidesWord: Bool { traits.hidesWord }

    /// The kinds' names as a sentence lists them: "describe, one-word, mime, sounds and pose".
    public static var namesInAList: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
