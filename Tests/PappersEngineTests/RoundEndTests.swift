import Testing
@testable import PappersEngine

@Suite struct RoundEndTests {
    @Test func theBowlEmptyingEndsTheRoundMidTurn() throws {
        var table = Table.inTurn(words: 3)
        try table.act(.guessed, after: 1_000)
        try table.act(.guessed, after: 1_000)
        let events = try table.act(.guessed, after: 1_000)
        #expect(events == [.guessed, .bowlEmptied, .turnEnded])
        #expect(table.state.phase == .review)
        #expect(table.state.review!.reason == .bowlEmptied)
        #expect(table.state.review!.timeLeft == 57_000)
        let confirm = try table.act(.confirmReview, after: 5_000)
        #expect(confirm == [.reviewConfirmed, .roundEnded])
        #expect(table.state.phase == .roundOver)
    }

    @Test func theDescriberWhoEmptiedTheBowlContinuesWithTheTimeLeft() throws {
        var table = Table.inTurn(players: [3, 3, 3], words: 3)
        let team = table.team!, describer = table.describer!
        try table.act(.guessed, after: 10_000)
        try table.act(.pause, after: 1_000)
        try table.act(.resume, after: 30_000)
        try table.act(.guessed, after: 5_000)
        try table.act(.guessed, after: 5_000)
        try table.act(.confirmReview, after: 3_000)
        try table.act(.beginRound, after: 3_000)
        #expect(table.state.teamOrder.first == team)
        #expect(table.state.plan == TurnPlan(team: team, describer: describer, millis: 39_000, carriedOver: true))
        try table.act(.startTurn, after: 1_000)
        #expect(table.state.timeLeft(at: table.now) == 39_000)
        #expect(table.state.round == 1)
        // The carried turn does not move the rotation: the team's next fresh turn has the next describer.
        #expect(table.state.nextDescriber[team] == (describer + 1) % 3)
    }

    @Test func withoutCarryOverTheNextRoundStartsAfresh() throws {
        var table = Table.inTurn(words: 2, rules: Rules(carryOver: false))
        try table.guessAll()
        try table.act(.confirmReview)
        try table.act(.beginRound)
        #expect(table.state.plan!.carriedOver == false)
        #expect(table.state.plan!.millis == 60_000)
        #expect(table.state.plan!.team == table.state.teamOrder[0])
    }

    @Test func theBowlEmptyingOnTheVeryLastSecondCarriesNothingUsable() throws {
        var table = Table.inTurn(words: 2)
        try table.act(.guessed, after: 1_000)
        try table.act(.guessed, after: 58_500)
        #expect(table.state.review!.timeLeft == 500)
        try table.act(.confirmReview)
        try table.act(.beginRound)
        #expect(table.state.plan!.carriedOver == false)
        #expect(table.state.plan!.millis == 60_000)
    }

    @Test func aGuessAtTheDeadlineIsTooLate() throws {
        var table = Table.inTurn(words: 2)
        #expect(table.refusal(of: .guessed, after: 60_000) == .timeIsUp)
        #expect(table.state.phase == .turn)
        try table.act(.guessed, after: 59_999)
        #expect(table.state.scores.joined().reduce(0, +) == 1)
    }

    @Test func theGameEndsAfterTheLastRound() throws {
        var table = Table.inTurn(words: 2)
        for round in 0..<3 {
            #expect(table.state.round == round)
            try table.guessAll()
            let events = try table.act(.confirmReview)
            if round < 2 {
                #expect(table.state.phase == .roundOver)
                try table.act(.beginRound)
                try table.act(.startTurn)
            } else {
                #expect(events.contains(.gameFinished))
            }
        }
        #expect(table.state.phase == .finished)
        #expect(table.refusal(of: .startTurn) == .notNow(.startTurn, .finished))
        #expect(table.refusal(of: .beginRound) == .notNow(.beginRound, .finished))
    }

    @Test func roundsComeFromTheRulesNotFromACountOfThree() throws {
        var table = Table.inTurn(words: 2, rules: Rules(rounds: [RoundRules(kind: .mime)]))
        try table.guessAll()
        try table.act(.confirmReview)
        #expect(table.state.phase == .finished)
        var five = Table.inTurn(words: 1, rules: Rules(rounds: Array(repeating: RoundRules(kind: .oneWord), count: 5)))
        for _ in 0..<4 {
            try five.guessAll()
            try five.act(.confirmReview)
            try five.act(.beginRound)
            try five.act(.startTurn)
        }
        try five.guessAll()
        try five.act(.confirmReview)
        #expect(five.state.phase == .finished)
        #expect(five.total.reduce(0, +) == 5)
    }
}
