extension GameState {
    /// Folds one action into the game, or refuses it with the reason and changes nothing.
    @discardableResult
    public mutating func apply(_ timed: TimedAction) throws(Refusal) -> Events {
        let now = timed.at
        if now < clock { throw .timeWentBackwards(last: clock, given: now) }
        if now > TimedAction.latestInstant { throw .timeOutOfRange(now) }
        let events: Events
        switch timed.action {
        case .tick: events = tick(at: now)
        case .abandon: events = try abandon(at: now)
        case .startGame: events = try startGame(at: now)
        case .startTurn: events = try startTurn(at: now)
        case .guessed: events = try guessed(at: now)
        case .pass: events = try pass(at: now)
        case .undo: events = try undo(at: now)
        case .pause: events = try pause(at: now)
        case .resume: events = try resume(at: now)
        case .peek: events = try peek(at: now)
        case .endTurn: events = try endTurnNow(at: now)
        case .strike(let word): events = try strike(word, at: now)
        case .restore(let word): events = try restore(word, at: now)
        case .confirmReview: events = try confirmReview(at: now)
        case .beginRound: events = try beginRound(at: now)
        case .seatPlayer(let team): events = try seatPlayer(timed.player, team: team, at: now)
        }
        if !events.isEmpty { clock = now }
        return events
    }

    /// Ends the game without a result. A running turn is closed first, so that it counts in the history.
    private mutating func abandon(at now: Int) throws(Refusal) -> Events {
        if phase.isOver { throw .notNow(.abandon, phase) }
        if case .turn(let turn) = stage { _ = close(turn, .endedEarly, at: now) }
        stage = .abandoned
        return .gameAbandoned
    }
}
