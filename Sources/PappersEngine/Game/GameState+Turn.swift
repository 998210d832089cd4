extension GameState {
    /// The describer has the laptop: the bowl is shuffled and the clock starts.
    mutating func startTurn(at now: Int) throws(Refusal) -> Events {
        guard case .handOff(let plan) = stage else { throw .notNow(.startTurn, phase) }
        if !plan.carriedOver {
            if rotation != nil {
                rotation?.turns += 1
            } else {
                let players = setup.teams[plan.team].players.count
                nextDescriber[plan.team] = (plan.describer + 1) % players
            }
        }
        generator.shuffle(&bowl)
        stage = .turn(TurnState(
            plan: plan, round: round, countdown: Countdown(millis: plan.millis, startedAt: now),
            shownAt: 0, peekedAt: nil, guessed: [], passes: 0, events: []))
        return .turnStarted
    }

    mutating func guessed(at now: Int) throws(Refusal) -> Events {
        var turn = try takeTurn(for: .guessed, at: now)
        let elapsed = turn.elapsed(at: now)
        let word = bowl.removeFirst()
        scores[turn.team][round] += setup.points(for: word)
        if let guesser = turn.plan.guesser { scores[guesser][round] += setup.points(for: word) }
        turn.guessed.append(word)
        turn.events.append(WordEvent(word: word, outcome: .guessed, millis: elapsed - turn.shownAt))
        if bowl.isEmpty {
            finish(turn, .bowlEmptied, at: now)
            return [.guessed, .bowlEmptied, .turnEnded]
        }
        turn.show(wordAt: elapsed)
        stage = .turn(consume turn)
        return .guessed
    }

    mutating func pass(at now: Int) throws(Refusal) -> Events {
        let rule = roundRules.passing, wordsLeft = bowl.count
        var turn = try takeTurn(for: .pass, at: now) { turn throws(Refusal) in
            if rule == .forbidden { throw .passingForbidden }
            if case .limited(let limit) = rule, !rule.allowsAnother(after: turn.passes) {
                throw .passLimitReached(limit)
            }
            if wordsLeft == 1 { throw .lastWordCannotBePassed }
        }
        let elapsed = turn.elapsed(at: now)
        let word = bowl.removeFirst()
        bowl.append(word)
        turn.passes += 1
        scores[turn.team][round] -= setup.rules.passPenalty
        if let guesser = turn.plan.guesser { scores[guesser][round] -= setup.rules.passPenalty }
        turn.events.append(WordEvent(word: word, outcome: .passed, millis: elapsed - turn.shownAt))
        turn.show(wordAt: elapsed)
        stage = .turn(consume turn)
        return .passed
    }

    /// Takes back the last guess of this turn: its point goes, and it is on screen again.
    mutating func undo(at now: Int) throws(Refusal) -> Events {
        var turn = try takeTurn(for: .undo, at: now) { turn throws(Refusal) in
            if turn.guessed.isEmpty { throw .nothingToUndo }
        }
        let elapsed = turn.elapsed(at: now)
        let word = turn.guessed.removeLast()
        scores[turn.team][round] -= setup.points(for: word)
        if let guesser = turn.plan.guesser { scores[guesser][round] -= setup.points(for: word) }
        if let index = turn.events.lastIndex(where: { $0.word == word && $0.outcome == .guessed }) {
            turn.events[index].outcome = .undone
        }
        bowl.insert(word, at: 0)
        turn.show(wordAt: elapsed)
        stage = .turn(consume turn)
        return .undone
    }

    mutating func pause(at now: Int) throws(Refusal) -> Events {
        var turn = try takeTurn(for: .pause, running: false, at: now) { turn throws(Refusal) in
            guard turn.countdown.isRunning else { throw .alreadyPaused }
            if turn.countdown.remaining(at: now) == 0 { throw .timeIsUp }
        }
        turn.countdown.stop(at: now)
        stage = .turn(consume turn)
        return .paused
    }

    mutating func resume(at now: Int) throws(Refusal) -> Events {
        var turn = try takeTurn(for: .resume, running: false, at: now) { turn throws(Refusal) in
            if turn.countdown.isRunning { throw .notPaused }
        }
        turn.countdown.start(at: now)
        stage = .turn(consume turn)
        return .resumed
    }

    mutating func peek(at now: Int) throws(Refusal) -> Events {
        let hidesWord = roundRules.kind.hidesWord
        var turn = try takeTurn(for: .peek, at: now) { _ throws(Refusal) in
            if !hidesWord { throw .wordAlwaysVisible }
        }
        turn.peekedAt = turn.elapsed(at: now)
        stage = .turn(consume turn)
        return .peeked
    }

    /// Ends the turn when its countdown has reached zero; otherwise changes nothing.
    mutating func tick(at now: Int) -> Events {
        guard case .turn(let turn) = stage, let deadline = turn.countdown.deadline, now >= deadline else { return [] }
        finish(turn, .timeUp, at: deadline)
        return [.timeUp, .turnEnded]
    }

    /// Ends the turn from the menu, running or paused, as if time were up.
    mutating func endTurnNow(at now: Int) throws(Refusal) -> Events {
        let turn = try takeTurn(for: .endTurn, running: false, at: now) { turn throws(Refusal) in
            if turn.countdown.isRunning, turn.countdown.remaining(at: now) == 0 { throw .timeIsUp }
        }
        finish(turn, .endedEarly, at: now)
        return .turnEnded
    }

    /// The turn being played, taken out of the stage so that it changes in place (were the stage to keep it
    /// too, every change would copy its lists). Refuses `action`, changing nothing, at any other stage, when
    /// the turn must be `running` and its clock is stopped or at zero, or when `check` refuses the turn.
    /// The caller puts the turn back (`stage = .turn(turn)`) or closes it.
    private mutating func takeTurn(
        for action: Action, running: Bool = true, at now: Int,
        check: (TurnState) throws(Refusal) -> Void = { _ in }
    ) throws(Refusal) -> TurnState {
        guard let turn = stage.takeTurn() else { throw .notNow(action, phase) }
        do throws(Refusal) {
            if running {
                guard turn.countdown.isRunning else { throw .paused }
                if turn.countdown.remaining(at: now) == 0 { throw .timeIsUp }
            }
            try check(turn)
        } catch {
            stage = .turn(consume turn)
            throw error
        }
        return turn
    }

    /// Closes `turn` and begins its review.
    private mutating func finish(_ turn: TurnState, _ end: TurnEnd, at now: Int) {
        stage = .review(close(turn, end, at: now))
    }

    /// Closes `turn`: the word on screen stays in the bowl, the turn goes into the history. Returns its review.
    mutating func close(_ turn: TurnState, _ end: TurnEnd, at now: Int) -> Review {
        var turn = turn
        let elapsed = turn.elapsed(at: now)
        if end != .bowlEmptied, let word = bowl.first {
            turn.events.append(WordEvent(word: word, outcome: .returned, millis: elapsed - turn.shownAt))
        }
        let timeLeft = end == .timeUp ? 0 : turn.countdown.remaining(at: now)
        history.append(TurnRecord(round: round, plan: turn.plan, end: end, millis: elapsed, events: turn.events))
        return Review(
            reason: end, team: turn.team, describer: turn.describer, round: round, guessed: turn.guessed,
            struck: [], timeLeft: timeLeft, passes: turn.passes, guesser: turn.plan.guesser)
    }
}
