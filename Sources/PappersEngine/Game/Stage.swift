/// Where a game stands, with what only that stage has: the turn about to start, the running turn, the review,
/// the time carried into the next round. A stage's data exists exactly while the game is in it, so leaving a
/// stage can leave nothing stale behind.
public enum Stage: Equatable, Sendable {
    /// Set up, not yet started.
    case notStarted
    /// Between turns: the laptop passes to the describer of the turn about to start, the word hidden.
    case handOff(TurnPlan)
    /// A turn: the clock runs (or is paused) and the describer sees the word.
    case turn(TurnState)
    /// After a turn: the words guessed, and the chance to strike one that was not really guessed.
    case review(Review)
    /// After a round's review: the standings, before the next round begins. `carry` is the describer who will
    /// continue into the next round with the time left, when the rules carry time over and enough was left.
    case roundOver(carry: TurnPlan?)
    /// After the last round: the final standings.
    case finished
    /// Given up before the end.
    case abandoned

    /// The stage's name, as records and `simulate` write it.
    public var phase: Phase {
        switch self {
        case .notStarted: .notStarted
        case .handOff: .handOff
        case .turn: .turn
        case .review: .review
        case .roundOver: .roundOver
        case .finished: .finished
        case .abandoned: .abandoned
        }
    }

    /// Whether the game is over: finished or given up.
    public var isOver: Bool {
        switch self {
        case .finished, .abandoned: true
        case .notStarted, .handOff, .turn, .review, .roundOver: false
        }
    }

    /// Whether `other` is the same stage as this one, whatever the data each holds (a turn with one more word
    /// guessed is still the turn).
    public func isSameStage(as other: Stage) -> Bool { phase == other.phase }

    /// The turn being played, taken out (the stage is left `.notStarted` until the turn is put back or closed),
    /// or nil with the stage unchanged. The turn is moved, not copied, so that changing it copies none of its
    /// lists.
    mutating func takeTurn() -> TurnState? {
        switch consume self {
        case .turn(let turn):
            self = .notStarted
            return turn
        case let other:
            self = other
            return nil
        }
    }
}
