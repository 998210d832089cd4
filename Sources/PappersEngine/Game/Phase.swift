/// The name of a game's stage (`Stage`), as records and `simulate` write it.
public enum Phase: String, Codable, Sendable {
    /// Set up, not yet started.
    case notStarted = "not-started"
    /// Between turns: the laptop passes to the next describer, the word hidden.
    case handOff = "hand-off"
    /// A turn: the clock runs (or is paused) and the describer sees the word.
    case turn
    /// After a turn: the words guessed, and the chance to strike one that was not really guessed.
    case review
    /// After a round's review: the standings, before the next round begins.
    case roundOver = "round-over"
    /// After the last round: the final standings.
    case finished
    /// Given up before the end.
    case abandoned

    /// Whether the game can go on.
    public var isOver: Bool { self == .finished || self == .abandoned }
}
