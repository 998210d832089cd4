import Testing
@testable import PappersEngine

/// Pairs games over many seeds: the rotation stays fair, and every player's score is the sum of the word
/// events of the turns they described or guessed.
@Suite struct PairsPropertyTests {
    /// A pairs setup drawn from the seed: 3–20 players, 5–60 words, random rules (and levels when they score by
    /// level).
    private func setup(seed: UInt64) -> GameSetup {
        var random = SeededGenerator(seed: seed, stream: .teams)
        var rules = Rules(preset: RulesPreset.allCases[random.next(below: 3)])
        rules.turnMillis = random.next(in: 10...60) * 1_000
        rules.passPenalty = random.next(below: 3)
        rules.carryOver = random.chance(1, in: 2)
        if random.chance(1, in: 3) { rules.setPassing(.limited(random.next(in: 1...3))) }
        let players = (0..<random.next(in: 3...20)).map { "Player \($0)" }
        let words = (0..<random.next(in: 5...60)).map { "w\($0)" }
        // Points by level (the monikers preset) with levels drawn too: a word is worth 1 to 3 to both players.
        let levels = rules.points == .byLevel ? words.map { _ in random.next(in: 1...3) } : nil
        return GameSetup(players: players, rules: rules, words: words, seed: seed, levels: levels)
    }

    @Test(arguments: 0..<4)
    func describersAndGuessersTakeTurnsEvenlyAndScoresAreTheirWordEvents(batch: Int) throws {
        for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
            let setup = setup(seed: seed)
            var journal: [TimedAction] = []
            let state = try Simulation.play(setup) { journal.append($0) }
            #expect(state.phase == .finished)
            let n = setup.teams.count
            var described = [Int](repeating: 0, count: n), guessed = described
            var expected = [[Int]](repeating: [Int](repeating: 0, count: setup.rules.rounds.count), count: n)
            for record in state.history {
                let guesser = try #require(record.plan.guesser, "seed \(seed): a pairs turn without a guesser")
                #expect(guesser != record.plan.team)
                if !record.plan.carriedOver {
                    described[record.plan.team] += 1
                    guessed[guesser] += 1
                    // After every fresh turn, counts differ by at most one: at most one per lap.
                    #expect(described.max()! - described.min()! <= 1, "seed \(seed): describers \(described)")
                    #expect(guessed.max()! - guessed.min()! <= 1, "seed \(seed): guessers \(guessed)")
                }
                let points = record.events.filter { $0.outcome == .guessed }.reduce(0) { $0 + setup.points(for: $1.word) }
                    - record.events.filter { $0.outcome == .passed }.count * setup.rules.passPenalty
                expected[record.plan.team][record.round] += points
                expected[guesser][record.round] += points
            }
            #expect(state.scores == expected, "seed \(seed): scores are not the sum of their word events")
            #expect(try GameState.replaying(journal, setup: setup) == state, "seed \(seed): replay differs")
        }
    }

    @Test func simulatedPairsGamesAreDeterministic() throws {
        for seed in UInt64(500)..<UInt64(520) {
            #expect(try Simulation.play(setup(seed: seed)) == Simulation.play(setup(seed: seed)))
        }
    }
}
