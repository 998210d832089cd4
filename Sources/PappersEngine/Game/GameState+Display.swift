/// What the screens need, computed here so that no screen holds a rule.
extension GameState {
    /// Milliseconds left on the countdown at `instant`: the running or paused turn's, at review what the turn
    /// had left when it ended, or at hand-off the time the coming turn starts with.
    public func timeLeft(at instant: Int) -> Int? {
        switch stage {
        case .handOff(let plan): plan.millis
        case .turn(let turn): turn.countdown.remaining(at: instant)
        case .review(let review): review.timeLeft
        case .notStarted, .roundOver, .finished, .abandoned: nil
        }
    }

    /// Whole seconds to show on the countdown at `instant` (rounded up, so 0 means time is up).
    public func secondsLeft(at instant: Int) -> Int? {
        timeLeft(at: instant).map { ($0 + 999) / 1000 }
    }

    /// Whether a turn is being played and its clock runs (not paused).
    public var isClockRunning: Bool {
        if case .turn(let turn) = stage { turn.countdown.isRunning } else { false }
    }

    /// The word on screen during a turn (shown or hidden).
    public var wordOnScreen: WordID? { turn == nil ? nil : bowl.first }

    /// Whether the describer can read the word at `instant`: never while paused; in rounds that hide the
    /// word, only in the moments after it appeared or after a peek.
    public func isWordVisible(at instant: Int) -> Bool {
        guard let turn, turn.countdown.isRunning, turn.countdown.remaining(at: instant) > 0 else { return false }
        guard let hidesAt = hideTime(of: turn) else { return true }
        return turn.elapsed(at: instant) < hidesAt
    }

    /// The next instant after `instant` at which the screen changes by itself (the countdown's next second,
    /// time up, the word hiding), or nil when nothing will change until a key is pressed.
    public func nextChange(after instant: Int) -> Int? {
        guard let turn, let deadline = turn.countdown.deadline else { return nil }
        let remaining = turn.countdown.remaining(at: instant)
        if remaining == 0 { return max(instant, deadline) }
        var next = instant + (remaining - 1) % 1000 + 1
        if let hidesAt = hideTime(of: turn) {
            let elapsed = turn.elapsed(at: instant)
            if hidesAt > elapsed { next = min(next, instant + hidesAt - elapsed) }
        }
        return next
    }

    /// Words left in the round, counting the one on screen.
    public var wordsLeft: Int { bowl.count }

    /// Points of the turn being played or reviewed: what its guesses scored (one each, or their levels), less
    /// strikes and pass penalties.
    public var pointsThisTurn: Int {
        let penalty = setup.rules.passPenalty
        let points = { (words: [WordID]) in words.reduce(0) { $0 + self.setup.points(for: $1) } }
        if let turn { return points(turn.guessed) - turn.passes * penalty }
        if let review { return points(review.guessed) - points(review.struck) - review.passes * penalty }
        return 0
    }

    /// The team whose turn it is, is about to be, or was just reviewed.
    public var activeTeam: Int? { turn?.team ?? review?.team ?? plan?.team }

    /// The describer of that turn, by index in the team's players.
    public var activeDescriber: Int? { turn?.describer ?? review?.describer ?? plan?.describer }

    /// At review: the turn that confirming the review leads to, or nil when it ends the round (the bowl is
    /// empty and nothing was struck).
    public var planAfterReview: TurnPlan? {
        guard let review, !(bowl.isEmpty && review.struck.isEmpty) else { return nil }
        if let rotation { return pairPlan(rotation) }
        return freshPlan(for: teamOrder[(orderPosition + 1) % teamOrder.count])
    }

    /// In pairs mode, the seat of the one player guessing the turn that is, is about to be, or was just
    /// reviewed; nil in team games.
    public var activeGuesser: Int? { turn?.plan.guesser ?? review?.guesser ?? plan?.guesser }

    /// The players of the active team other than its describer (none in pairs mode: see `activeGuesser`).
    public var activeGuessers: [Int] {
        guard rotation == nil, let team = activeTeam, let describer = activeDescriber else { return [] }
        return setup.teams[team].players.indices.filter { $0 != describer }
    }

    /// Turn time at which the word on screen hides, in rounds that hide words.
    private func hideTime(of turn: TurnState) -> Int? {
        guard setup.rules.rounds[turn.round].kind.hidesWord else { return nil }
        let rules = setup.rules
        return max(turn.shownAt + rules.hideDelayMillis, (turn.peekedAt ?? Int.min / 2) + rules.peekMillis)
    }

    /// Whether `action` would be taken at `instant` rather than refused, tried on a copy: the turn's footer
    /// offers only the keys that work now (no pass in a round without passing, no undo before a guess).
    public func accepts(_ action: Action, at instant: Int) -> Bool {
        var trial = self
        return (try? trial.apply(TimedAction(action, at: instant))) != nil
    }
}
