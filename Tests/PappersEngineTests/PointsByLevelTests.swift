import Foundation
import Testing
@testable import PappersEngine

/// Points by difficulty (Monikers): a guessed word scores its level, and every way back takes back exactly that.
@Suite struct PointsByLevelTests {
    private static let teams = [Team(name: "A", players: ["a", "b"]), Team(name: "B", players: ["c", "d", "e"])]

    private func byLevel(_ levels: [Int]?, words: Int? = nil, penalty: Int = 0) -> GameSetup {
        var rules = Rules(preset: .monikers)
        rules.passPenalty = penalty
        let count = words ?? levels?.count ?? 6
        return GameSetup(teams: Self.teams, rules: rules, words: (0..<count).map { "w\($0)" }, seed: 5, levels: levels)
    }

    private func table(_ setup: GameSetup) -> Table {
        var table = Table(players: [2, 3])
        table.state = GameState(setup: setup)
        try! table.act(.startGame)
        try! table.act(.startTurn, after: 1_000)
        return table
    }

    @Test func theMonikersRulesScoreByLevelAndTheOthersOnePerWord() {
        #expect(Rules(preset: .monikers).points == .byLevel)
        #expect(Rules(preset: .pappers).points == .perWord)
        #expect(Rules(preset: .timesup).points == .perWord)
    }

    @Test func aGuessedWordScoresItsLevelAndUndoTakesBackExactlyThat() throws {
        var table = table(byLevel([1, 3, 2, 3, 1, 2]))
        let team = table.team!
        for _ in 0..<3 {
            let word = table.onScreen!
            let before = table.total[team]
            try table.act(.guessed, after: 1_000)
            #expect(table.total[team] == before + [1, 3, 2, 3, 1, 2][word])
        }
        #expect(table.state.pointsThisTurn == table.total[team], "the status bar's points of the turn are levels")
        let last = table.state.turn!.guessed.last!
        let before = table.total[team]
        try table.act(.undo, after: 500)
        #expect(table.total[team] == before - [1, 3, 2, 3, 1, 2][last])
        try table.act(.guessed, after: 500)
        #expect(table.total[team] == before, "undo then guessed again gives the same score")
    }

    @Test func strikingAWordTakesItsLevelAndRestoringGivesItBack() throws {
        let levels = [3, 1, 2, 3, 2, 1]
        var table = table(byLevel(levels))
        try table.act(.guessed, after: 1_000)
        try table.act(.guessed, after: 1_000)
        try table.runOut()
        let review = table.state.review!
        let word = review.guessed[0]
        let before = table.total[review.team]
        #expect(table.state.pointsThisTurn == before)
        try table.act(.strike(word))
        #expect(table.total[review.team] == before - levels[word])
        #expect(table.state.pointsThisTurn == before - levels[word], "the review's points lose the struck level")
        try table.act(.restore(word))
        #expect(table.total[review.team] == before)
    }

    @Test func aPassCostsThePenaltyWhateverTheWordsLevel() throws {
        var table = table(byLevel([3, 3, 3, 3], penalty: 2))
        let team = table.team!
        try table.act(.pass, after: 1_000)
        #expect(table.total[team] == -2)
    }

    @Test func withoutLevelsEveryWordIsMediumAndOnePerWordIgnoresLevels() throws {
        var noLevels = table(byLevel(nil, words: 4))
        try noLevels.act(.guessed, after: 1_000)
        #expect(noLevels.total[noLevels.team!] == 2)
        var perWord = byLevel([3, 3, 3])
        perWord.rules.points = .perWord
        var table = table(perWord)
        try table.act(.guessed, after: 1_000)
        #expect(table.total[table.team!] == 1)
    }

    @Test func levelsMustMatchTheWordsAndBeOneToThree() {
        #expect(byLevel([1, 2], words: 3).validated().problems == [.wordLevels(words: 3, levels: [1, 2])])
        #expect(byLevel([1, 4, 2]).validated().problems == [.wordLevels(words: 3, levels: [1, 4, 2])])
        #expect(byLevel([0, 1, 2]).validated().problems.count == 1)
        #expect(byLevel([1, 2, 3]).validated().problems == [])
    }

    @Test func aSetupWithoutLevelsIsWrittenAsBeforeAndOneWithLevelsRoundTrips() throws {
        let classic = GameSetup(teams: Self.teams, rules: Rules(), words: ["a", "b"], seed: 1)
        let json = String(decoding: try JSONRoundTrip.encode(classic), as: UTF8.self)
        #expect(!json.contains("levels") && !json.contains("points"))
        let monikers = byLevel([1, 3, 2])
        let written = try JSONRoundTrip.encode(monikers)
        #expect(String(decoding: written, as: UTF8.self).contains("\"levels\":[1,3,2]"))
        #expect(String(decoding: written, as: UTF8.self).contains("\"points\":\"level\""))
        #expect(try JSONRoundTrip.decode(GameSetup.self, from: written) == monikers)
    }

    /// A setup drawn from the seed, scored by level: random levels, penalty, passing and rounds.
    private func randomSetup(seed: UInt64) -> GameSetup {
        var random = SeededGenerator(seed: seed, stream: .teams)
        let words = random.next(in: 3...14)
        var rules = Rules(preset: .monikers)
        rules.turnMillis = random.next(in: 10...40) * 1_000
        rules.passPenalty = random.next(below: 3)
        let kinds = (0..<random.next(in: 1...6)).map { _ in RoundKind.allCases[random.next(below: RoundKind.allCases.count)] }
        rules.setRounds(kinds)
        let levels = (0..<words).map { _ in random.next(in: 1...3) }
        return GameSetup(teams: Self.teams, rules: rules, words: (0..<words).map { "w\($0)" }, seed: seed, levels: levels)
    }

    /// Every team's score, worked out from the word events alone: the levels of its guessed words (struck ones
    /// still under review left out), less the penalty of each pass.
    private func scoreFromEvents(_ state: GameState, team: Int) -> Int {
        let setup = state.setup
        func points(_ events: [WordEvent]) -> Int {
            events.reduce(0) { sum, event in
                switch event.outcome {
                case .guessed: sum + setup.points(for: event.word)
                case .passed: sum - setup.rules.passPenalty
                case .returned, .undone, .struck: sum
                }
            }
        }
        var total = state.history.filter { $0.plan.team == team }.reduce(0) { $0 + points($1.events) }
        if let turn = state.turn, turn.team == team { total += points(turn.events) }
        if let review = state.review, review.team == team {
            total -= review.struck.reduce(0) { $0 + setup.points(for: $1) }
        }
        return total
    }

    @Test(arguments: 0..<4)
    func everyScoreIsTheSumOfItsWordEventsAndEveryWayBackTakesBackExactly(batch: Int) throws {
        for seed in UInt64(batch * 50)..<UInt64(batch * 50 + 50) {
            let setup = randomSetup(seed: seed)
            var journal: [TimedAction] = []
            let final = try Simulation.play(setup) { journal.append($0) }
            var state = GameState(setup: setup)
            for timed in journal {
                let before = state
                let word = state.wordOnScreen
                try state.apply(timed)
                let team = state.turn?.team ?? state.review?.team
                let gained = team.map { state.scores[$0].reduce(0, +) - before.scores[$0].reduce(0, +) } ?? 0
                switch timed.action {
                case .guessed:
                    #expect(gained == setup.points(for: word!), "seed \(seed): a guess scores the word's level")
                    // Undo, then guessed again at once: the same score as the guess alone.
                    if var again = Optional(state), again.phase == .turn {
                        try again.apply(TimedAction(.undo, at: timed.at))
                        #expect(again.scores == before.scores, "seed \(seed): undo takes back exactly the guess")
                        try again.apply(TimedAction(.guessed, at: timed.at))
                        #expect(again.scores == state.scores, "seed \(seed): undo then redo restores")
                    }
                case .undo:
                    #expect(gained == -setup.points(for: state.wordOnScreen!), "seed \(seed): undo")
                case .strike(let struck):
                    #expect(gained == -setup.points(for: struck), "seed \(seed): strike removes exactly the word's points")
                case .pass:
                    #expect(gained == -setup.rules.passPenalty)
                default: break
                }
                for team in setup.teams.indices {
                    #expect(state.scores[team].reduce(0, +) == scoreFromEvents(state, team: team), "seed \(seed)")
                }
            }
            #expect(state == final)
            let guessedLevels = setup.levels!.reduce(0, +) * setup.rules.rounds.count
            let passes = final.history.flatMap(\.events).filter { $0.outcome == .passed }.count
            #expect(final.scores.flatMap { $0 }.reduce(0, +) == guessedLevels - passes * setup.rules.passPenalty,
                    "seed \(seed): each word scores its level once per round")
        }
    }
}
