/// The running (or paused) turn.
///
/// The word on screen is the first word of the bowl (`GameState.bowl[0]`). Times in "turn time" are
/// milliseconds of this turn's clock elapsed, so they stop while the game is paused.
public struct TurnState: Codable, Equatable, Sendable {
    public let plan: TurnPlan
    /// The round this turn belongs to.
    public let round: Int
    public internal(set) var countdown: Countdown
    /// Turn time when the word on screen appeared.
    public internal(set) var shownAt: Int
    /// Turn time of the last peek, if any since the word appeared.
    public internal(set) var peekedAt: Int?
    /// The words guessed so far in this turn, in order; undo takes from the end.
    public internal(set) var guessed: [WordID]
    public internal(set) var passes: Int
    /// What happened to each word shown, for statistics.
    public internal(set) var events: [WordEvent]

    public var team: Int { plan.team }
    public var describer: Int { plan.describer }

    /// Turn time elapsed at `instant`.
    public func elapsed(at instant: Int) -> Int { plan.millis - countdown.remaining(at: instant) }

    /// A new word (or the same one again) is on screen from turn time `elapsed`, not yet peeked at.
    mutating func show(wordAt elapsed: Int) {
        shownAt = elapsed
        peekedAt = nil
    }
}
