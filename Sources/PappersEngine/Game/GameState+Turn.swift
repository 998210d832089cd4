extension GameState {
    /// The describer has the laptop: the bowl is shuffled and the clock starts.
    mutating func startTurn(at now: Int) throws(Refusal) -> Events {
        try require(.handOff, for: .startTurn)
        guard let plan else { throw .notNow(.startTurn, phase) }
        if !plan.carriedOver {
            let players = setup.teams[plan.team].players.count
            nextDescriber[plan.team] = (plan.describer + 1) % players
        }
        generator.shuffle(&bowl)
        turn = TurnState(
            plan: plan, round: round, countdown: Countdown(millis: plan.millis, startedAt: now),
            shownAt: 0, peekedAt: nil, guessed: [], passes: 0, events: [])
        self.plan = nil
        phase = .turn
        return .turnStarted
    }

    mutating func guessed(at now: Int) throws(Refusal) -> Events {
        let elapsed = try runningTurnTime(for: .guessed, at: now)
        let word = bowl.removeFirst()
        scores[turn!.team][round] += 1
        turn!.guessed.append(word)
        turn!.events.append(WordEvent(word: word, outcome: .guessed, millis: elapsed - turn!.shownAt))
        if bowl.isEmpty {
            finishTurn(.bowlEmptied, at: now)
            return [.guessed, .bowlEmptied, .turnEnded]
        }
        showNextWord(at: elapsed)
        return .guessed
    }

    mutating func pass(at now: Int) throws(Refusal) -> Events {
        let elapsed = try runningTurnTime(for: .pass, at: now)
        let rule = roundRules.passing
        if rule == .forbidden { throw .passingForbidden }
        if case .limited(let limit) = rule, !rule.allowsAnother(after: turn!.passes) {
            throw .passLimitReached(limit)
        }
        if bowl.count == 1 { throw .lastWordCannotBePassed }
        let word = bowl.removeFirst()
        bowl.append(word)
        turn!.passes += 1
        scores[turn!.team][round] -= setup.rules.passPenalty
        turn!.events.append(WordEvent(word: word, outcome: .passed, millis: elapsed - turn!.shownAt))
        showNextWord(at: elapsed)
        return .passed
    }

    /// Takes back the last guess of this turn: its point goes, and it is on screen again.
    mutating func undo(at now: Int) throws(Refusal) -> Events {
        let elapsed = try runningTurnTime(for: .undo, at: now)
        guard let word = turn!.guessed.popLast() else { throw .nothingToUndo }
        scores[turn!.team][round] -= 1
        if let index = turn!.events.lastIndex(where: { $0.word == word && $0.outcome == .guessed }) {
            turn!.events[index].outcome = .undone
        }
        bowl.insert(word, at: 0)
        showNextWord(at: elapsed)
        return .undone
    }

    mutating func pause(at now: Int) throws(Refusal) -> Events {
        try require(.turn, for: .pause)
        guard turn!.countdown.isRunning else { throw .notPaused }
        if turn!.countdown.remaining(at: now) == 0 { throw .timeIsUp }
        turn!.countdown.stop(at: now)
        return .paused
    }

    mutating func resume(at now: Int) throws(Refusal) -> Events {
        try require(.turn, for: .resume)
        if turn!.countdown.isRunning { throw .notPaused }
        turn!.countdown.start(at: now)
        return .resumed
    }

    mutating func peek(at now: Int) throws(Refusal) -> Events {
        let elapsed = try runningTurnTime(for: .peek, at: now)
        if !roundRules.kind.hidesWord { throw .wordAlwaysVisible }
        turn!.peekedAt = elapsed
        return .peeked
    }

    /// Ends the turn when its countdown has reached zero; otherwise changes nothing.
    mutating func tick(at now: Int) -> Events {
        guard phase == .turn, let deadline = turn?.countdown.deadline, now >= deadline else { return [] }
        finishTurn(.timeUp, at: deadline)
        return [.timeUp, .turnEnded]
    }

    /// Ends the turn from the menu, running or paused, as if time were up.
    mutating func endTurnNow(at now: Int) throws(Refusal) -> Events {
        try require(.turn, for: .endTurn)
        if turn!.countdown.isRunning, turn!.countdown.remaining(at: now) == 0 { throw .timeIsUp }
        finishTurn(.endedEarly, at: now)
        return .turnEnded
    }

    /// The turn time now, if a turn is running with time left; refuses otherwise.
    private func runningTurnTime(for action: Action, at now: Int) throws(Refusal) -> Int {
        try require(.turn, for: action)
        let countdown = turn!.countdown
        guard countdown.isRunning else { throw .paused }
        if countdown.remaining(at: now) == 0 { throw .timeIsUp }
        return turn!.elapsed(at: now)
    }

    private mutating func showNextWord(at elapsed: Int) {
        turn!.shownAt = elapsed
        turn!.peekedAt = nil
    }

    /// Closes the turn: the word on screen stays in the bowl, the turn goes into the history, review begins.
    mutating func finishTurn(_ end: TurnEnd, at now: Int) {
        guard var turn else { return }
        let elapsed = turn.elapsed(at: now)
        if end != .bowlEmptied, let word = bowl.first {
            turn.events.append(WordEvent(word: word, outcome: .returned, millis: elapsed - turn.shownAt))
        }
        let timeLeft = end == .timeUp ? 0 : turn.countdown.remaining(at: now)
        turn.countdown.runOut(at: now)
        history.append(TurnRecord(round: round, plan: turn.plan, end: end, millis: elapsed, events: turn.events))
        review = Review(
            reason: end, team: turn.team, describer: turn.describer, round: round, guessed: turn.guessed,
            struck: [], timeLeft: timeLeft, passes: turn.passes)
        self.turn = nil
        phase = .review
    }
}
