import Testing
@testable import PappersEngine

/// Random legal and illegal actions over many seeds: whatever players press, the game's invariants hold.
@Suite struct PropertyTests {
    private static let everyAction: [Action] = [
        .startTurn, .guessed, .guessed, .guessed, .guessed, .pass, .pass, .undo, .pause, .resume, .peek, .tick,
        .tick, .confirmReview, .beginRound, .endTurn,
    ]

    /// A setup drawn from the seed: 2–4 teams of 2–4 players, 1–12 words, random rules.
    private func setup(seed: UInt64) -> GameSetup {
        var random = SeededGenerator(seed: seed, stream: .teams)
        let teams = (0..<random.next(in: 2...4)).map { t in
            Team(name: "T\(t)", players: (0..<random.next(in: 2...4)).map { "p\(t).\($0)" })
        }
        var rules = Rules(preset: RulesPreset.allCases[random.next(below: 3)])
        rules.turnMillis = random.next(in: 10...40) * 1_000
        rules.passPenalty = random.next(below: 2)
        rules.carryOver = random.chance(1, in: 2)
        if random.chance(1, in: 3) { rules.setPassing(.limited(random.next(in: 1...3))) }
        return GameSetup(teams: teams, rules: rules, words: (0..<random.next(in: 1...12)).map { "w\($0)" }, seed: seed)
    }

    @Test(arguments: 0..<8)
    func invariantsHoldUnderRandomActions(batch: Int) throws {
        for seed in UInt64(batch * 40)..<UInt64(batch * 40 + 40) {
            let setup = setup(seed: seed)
            var state = GameState(setup: setup)
            var random = SeededGenerator(seed: seed, stream: .players)
            var now = 0
            var journal: [TimedAction] = []
            try state.apply(TimedAction(.startGame, at: now))
            journal.append(TimedAction(.startGame, at: now))
            for _ in 0..<400 {
                now += random.next(in: 0...4_000)
                var action = Self.everyAction[random.next(below: Self.everyAction.count)]
                if random.chance(1, in: 10) {
                    let word = random.next(below: setup.words.count + 1)
                    action = random.chance(1, in: 2) ? .strike(word) : .restore(word)
                }
                let before = state
                let timed = TimedAction(action, at: now)
                do {
                    if try !state.apply(timed).isEmpty { journal.append(timed) }
                } catch {
                    #expect(state == before, "seed \(seed): a refused \(action.name) changed the state")
                }
                try checkInvariants(state, at: now, seed: seed)
            }
            // Whatever happened, playing on always finishes the game.
            var steps = 0
            while !state.phase.isOver && steps < 10_000 {
                now += 500
                let action: Action = switch state.phase {
                case .handOff: .startTurn
                case .turn: state.turn!.countdown.isRunning ? .guessed : .resume
                case .review: .confirmReview
                default: .beginRound
                }
                let timed = TimedAction(action, at: now)
                do {
                    if try !state.apply(timed).isEmpty { journal.append(timed) }
                } catch .timeIsUp {
                    let tick = TimedAction(.tick, at: now)
                    try state.apply(tick)
                    journal.append(tick)
                }
                try checkInvariants(state, at: now, seed: seed)
                steps += 1
            }
            #expect(state.phase == .finished, "seed \(seed) did not finish")
            try checkFinalScores(state, seed: seed)
            #expect(try GameState.replaying(journal, setup: setup) == state, "seed \(seed): replay differs")
        }
    }

    @Test func simulatedGamesAlwaysEndWithEveryWordGuessedOncePerRound() throws {
        for seed in UInt64(1_000)..<UInt64(1_300) {
            let state = try Simulation.play(setup(seed: seed))
            #expect(state.phase == .finished)
            try checkFinalScores(state, seed: seed)
        }
    }

    /// The bowl and the words guessed this round partition the words; scores add up; the clock is sane.
    private func checkInvariants(_ state: GameState, at now: Int, seed: UInt64) throws {
        let words = state.setup.words.count
        #expect(Set(state.bowl).count == state.bowl.count, "seed \(seed): a word is twice in the bowl")
        if !state.phase.isOver && state.phase != .notStarted && state.phase != .roundOver {
            var guessedThisRound = state.history.filter { $0.round == state.round }
                .flatMap(\.events).filter { $0.outcome == .guessed || $0.outcome == .struck }.map(\.word)
            if let turn = state.turn { guessedThisRound += turn.guessed }
            if let review = state.review {
                // Words struck in this review stay "guessed" in the record until the review is confirmed.
                #expect(Set(review.struck).isSubset(of: Set(review.guessed)))
            }
            // Words struck at an earlier review are back in the bowl.
            let struckAndBack = state.history.filter { $0.round == state.round }.flatMap(\.events)
                .filter { $0.outcome == .struck }.map(\.word)
            var tally = [Int](repeating: 0, count: words)
            for word in state.bowl { tally[word] += 1 }
            for word in guessedThisRound { tally[word] += 1 }
            for word in struckAndBack { tally[word] -= 1 }
            #expect(tally.allSatisfy { $0 == 1 }, "seed \(seed): words lost or duplicated: \(tally)")
        }
        if let left = state.timeLeft(at: now) { #expect(left >= 0) }
        // Each guessed word scores what the rules give it (one point, or its level).
        let points = { (words: [WordID]) in words.reduce(0) { $0 + state.setup.points(for: $1) } }
        let netGuesses = points(state.history.flatMap(\.events).filter { $0.outcome == .guessed }.map(\.word))
            + points(state.turn?.guessed ?? []) - points(state.review?.struck ?? [])
        let passes = state.history.flatMap(\.events).filter { $0.outcome == .passed }.count
            + (state.turn?.events.filter { $0.outcome == .passed }.count ?? 0)
        #expect(state.scores.joined().reduce(0, +) == netGuesses - passes * state.setup.rules.passPenalty,
                "seed \(seed): scores do not add up")
    }

    private func checkFinalScores(_ state: GameState, seed: UInt64) throws {
        let setup = state.setup
        for round in setup.rules.rounds.indices {
            let guessed = state.history.filter { $0.round == round }.flatMap(\.events)
                .filter { $0.outcome == .guessed }.map(\.word).sorted()
            #expect(guessed == Array(setup.words.indices), "seed \(seed): round \(round) guessed \(guessed)")
        }
        let passes = state.history.flatMap(\.events).filter { $0.outcome == .passed }.count
        let everyWord = setup.words.indices.reduce(0) { $0 + setup.points(for: $1) }
        let expected = everyWord * setup.rules.rounds.count - passes * setup.rules.passPenalty
        #expect(state.scores.joined().reduce(0, +) == expected)
    }
}
