import Foundation
import Testing
@testable import PappersEngine

/// Pairs mode (the hat): one list of players, one describer and one guesser a turn, both scoring.
@Suite struct PairsModeTests {
    private func pairs(_ count: Int, words: Int = 6, rules: Rules = Rules(), seed: UInt64 = 1) -> GameSetup {
        GameSetup(players: (1...count).map { "P\($0)" }, rules: rules, words: (0..<words).map { "word \($0)" }, seed: seed)
    }

    private func started(_ setup: GameSetup) throws -> Table {
        var table = Table()
        table.state = GameState(setup: setup)
        try table.act(.startGame)
        return table
    }

    @Test func aPairsGameTakesThreeToTwentyPlayersOddNumbersIncluded() {
        for count in [3, 5, 7, 20] { #expect(throws: Never.self) { try pairs(count).validated().get() } }
        for count in [1, 2, 21] {
            #expect(pairs(count).validated() == .failure(SetupErrors(problems: [.pairsPlayerCount(count)])))
        }
    }

    @Test func playersOfAPairsGameMustHaveDifferentNamesAndSitAlone() {
        let twins = GameSetup(players: ["Ana", "Bru", "ana"], rules: Rules(), words: ["w"], seed: 1)
        #expect(twins.validated() == .failure(SetupErrors(problems: [.duplicatePlayerName("ana")])))
        var shared = pairs(3)
        shared.teams[0].players.append("Extra")
        #expect(shared.validated() == .failure(SetupErrors(problems: [.pairsSeat("P1")])))
    }

    @Test func onlyAPairsSetupWritesItsModeSoTeamSetupsKeepTheirBytes() throws {
        let teams = Table().state.setup
        let teamJSON = String(decoding: try JSONRoundTrip.encode(teams), as: UTF8.self)
        #expect(!teamJSON.contains("mode"))
        let pairsJSON = String(decoding: try JSONRoundTrip.encode(pairs(4)), as: UTF8.self)
        #expect(pairsJSON.contains("\"mode\":\"pairs\""))
        #expect(try JSONRoundTrip.decode(GameSetup.self, from: Data(pairsJSON.utf8)) == pairs(4))
        #expect(try JSONRoundTrip.decode(GameSetup.self, from: Data(teamJSON.utf8)).mode == .teams)
    }

    @Test func theRotationMeetsEveryOrderedPairOnceEveryNMinusOneLaps() {
        for n in 3...20 {
            let rotation = PairRotation(order: Array((0..<n).reversed()))
            var met = Set<[Int]>()
            for lap in 0..<(n - 1) {
                var describers = Set<Int>(), guessers = Set<Int>()
                for place in 0..<n {
                    let pair = rotation.pair(at: lap * n + place)
                    #expect(pair.describer != pair.guesser)
                    describers.insert(pair.describer)
                    guessers.insert(pair.guesser)
                    met.insert([pair.describer, pair.guesser])
                }
                #expect(describers.count == n && guessers.count == n, "n \(n) lap \(lap)")
            }
            #expect(met.count == n * (n - 1), "n \(n): every player describes to every other once")
            #expect(rotation.pair(at: n * (n - 1)) == rotation.pair(at: 0), "then the laps begin again")
        }
    }

    @Test func theFirstLapPassesTheLaptopToTheGuesser() throws {
        var table = try started(pairs(5, words: 40))
        let order = try #require(table.state.rotation?.order)
        #expect(order.sorted() == [0, 1, 2, 3, 4])
        var pairsSeen: [[Int]] = []
        for _ in 0..<5 {
            let plan = try #require(table.state.plan)
            pairsSeen.append([plan.team, try #require(plan.guesser)])
            try table.act(.startTurn, after: 1_000)
            try table.runOut()
            #expect(table.state.planAfterReview == PairRotation(order: order, turns: pairsSeen.count).nextPlan(table))
            try table.act(.confirmReview, after: 1_000)
        }
        let firstLap: [[Int]] = (0..<5).map { place in [order[place], order[(place + 1) % 5]] }
        #expect(pairsSeen == firstLap)
        #expect(table.state.plan?.guesser == order[2], "lap 2: each describes to the player two places on")
    }

    @Test func aGuessedWordScoresForTheDescriberAndTheGuesserAndUndoTakesBothBack() throws {
        var table = try started(pairs(4))
        let plan = try #require(table.state.plan)
        let guesser = try #require(plan.guesser)
        try table.act(.startTurn, after: 1_000)
        try table.act(.guessed, after: 2_000)
        try table.act(.guessed, after: 2_000)
        var expected = [0, 0, 0, 0]
        expected[plan.team] = 2
        expected[guesser] = 2
        #expect(table.total == expected)
        try table.act(.undo, after: 500)
        expected[plan.team] = 1
        expected[guesser] = 1
        #expect(table.total == expected)
        #expect(table.state.activeGuesser == guesser)
        #expect(table.state.activeGuessers.isEmpty)
    }

    @Test func aStrikeAndAPassPenaltyCostTheDescriberAndTheGuesser() throws {
        var rules = Rules()
        rules.passPenalty = 1
        var table = try started(pairs(3, rules: rules))
        let plan = try #require(table.state.plan)
        let guesser = try #require(plan.guesser)
        let other = try #require((0..<3).first { $0 != plan.team && $0 != guesser })
        try table.act(.startTurn, after: 1_000)
        try table.act(.guessed, after: 1_000)
        try table.act(.guessed, after: 1_000)
        try table.act(.pass, after: 1_000)
        try table.runOut()
        #expect(table.total[plan.team] == 1 && table.total[guesser] == 1 && table.total[other] == 0)
        let word = try #require(table.state.review?.guessed.first)
        try table.act(.strike(word), after: 500)
        #expect(table.total[plan.team] == 0 && table.total[guesser] == 0)
        try table.act(.restore(word), after: 500)
        #expect(table.total[plan.team] == 1 && table.total[guesser] == 1 && table.total[other] == 0)
    }

    @Test func theDescriberWhoEmptiesTheBowlCarriesOnWithTheSameGuesserAndTheRotationWaits() throws {
        var table = try started(pairs(5, words: 3))
        let plan = try #require(table.state.plan)
        try table.act(.startTurn, after: 1_000)
        try table.guessAll()
        try table.act(.confirmReview)
        let carry = try #require(table.state.carry)
        #expect(carry.team == plan.team && carry.guesser == plan.guesser && carry.carriedOver)
        try table.act(.beginRound)
        #expect(table.state.plan == carry)
        try table.act(.startTurn, after: 1_000)
        #expect(table.state.rotation?.turns == 1, "a carried turn does not move the rotation on")
        try table.runOut()
        try table.act(.confirmReview)
        let next = try #require(table.state.plan)
        let rotation = try #require(table.state.rotation)
        #expect(next.team == rotation.pair(at: 1).describer && next.guesser == rotation.pair(at: 1).guesser)
    }

    @Test func teamGamesHaveNoGuesserNorRotation() throws {
        var table = Table.started(players: [2, 3])
        #expect(table.state.rotation == nil)
        #expect(table.state.plan?.guesser == nil)
        try table.act(.startTurn, after: 1_000)
        let json = String(decoding: try JSONRoundTrip.encode(table.state), as: UTF8.self)
        #expect(!json.contains("guesser") && !json.contains("rotation"))
    }

    @Test func aPairsGameStateRoundTripsThroughJSON() throws {
        var table = try started(pairs(6))
        try table.act(.startTurn, after: 1_000)
        try table.act(.guessed, after: 1_000)
        let decoded = try JSONRoundTrip.decode(GameState.self, from: try JSONRoundTrip.encode(table.state))
        #expect(decoded == table.state)
    }

    @Test func theSummaryAndAwardsRankPlayers() throws {
        let state = try Simulation.play(pairs(5, words: 20, seed: 9))
        let summary = GameSummary(state)
        #expect(summary.mode == .pairs)
        #expect(summary.teams.map(\.name) == ["P1", "P2", "P3", "P4", "P5"])
        let total: Int = summary.teams.map(\.score).reduce(0, +)
        #expect(total == 120, "20 words, 3 rounds, two points a word")
        #expect(GameStatistics(state).awards.bestDescriber != nil)
    }
}

private extension PairRotation {
    /// The plan the game should offer for this rotation's next turn (a fresh, full-length one).
    func nextPlan(_ table: Table) -> TurnPlan {
        TurnPlan(
            team: next.describer, describer: 0, millis: table.state.setup.rules.turnMillis, carriedOver: false,
            guesser: next.guesser)
    }
}
