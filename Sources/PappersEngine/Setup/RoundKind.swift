/// What the describer may do in a round.
public enum RoundKind: String, Codable, CaseIterable, Sendable {
    /// Say anything except the word itself or words derived from it.
    case describe
    /// Exactly one word as a clue.
    case oneWord = "one-word"
    /// Gestures and sounds only.
    case mime

    /// Whether the word hides itself shortly after it appears, so the audience cannot read it while the
    /// describer moves around.
    public var hidesWord: Bool { self == .mime }
}
