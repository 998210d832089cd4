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

    /// Whether the word hides itself shortly after it appears, so the audience cannot read it while the
    /// describer acts it out.
    ///
    /// Every round whose clue is the describer's body or voice hides it: in mime and pose the describer moves
    /// away from the laptop and the guessers watch, and in sounds the guessers watch the describer's face,
    /// right beside the screen. Only the talking rounds (describe, one word) keep the word in sight.
    public var hidesWord: Bool {
        switch self {
        case .describe, .oneWord: false
        case .mime, .sounds, .pose: true
        }
    }
}
