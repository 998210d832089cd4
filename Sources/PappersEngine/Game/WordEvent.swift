/// One showing of a word in a turn, and how it ended.
public struct WordEvent: Codable, Equatable, Sendable {
    public enum Outcome: String, Codable, Sendable {
        case guessed
        case passed
        /// Still on screen when the turn ended.
        case returned
        /// Guessed, then taken back with undo.
        case undone
        /// Guessed, then struck at review.
        case struck
    }

    public let word: WordID
    public internal(set) var outcome: Outcome
    /// How long it was on screen, in turn time.
    public let millis: Int
}

/// A finished turn, kept for the statistics and awards.
public struct TurnRecord: Codable, Equatable, Sendable {
    public let round: Int
    public let plan: TurnPlan
    public let end: TurnEnd
    /// Turn time used.
    public let millis: Int
    public internal(set) var events: [WordEvent]
}
