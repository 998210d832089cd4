import Testing
@testable import PappersEngine

@Suite struct ReviewTests {
    @Test func aStruckWordLosesItsPointAndGoesBackIntoTheBowl() throws {
        var table = Table.inTurn(words: 6)
        let team = table.team!
        try table.act(.guessed, after: 1_000)
        let second = table.onScreen!
        try table.act(.guessed, after: 1_000)
        try table.runOut()
        #expect(table.state.review!.guessed.count == 2)
        try table.act(.strike(second))
        #expect(table.state.scores[team][0] == 1)
        #expect(table.state.pointsThisTurn == 1)
        #expect(table.refusal(of: .strike(second)) == .alreadyStruck(second))
        try table.act(.confirmReview)
        #expect(table.state.bowl.contains(second))
        #expect(table.state.bowl.count == 5)
        #expect(table.state.history.last!.events.contains(WordEvent(word: second, outcome: .struck, millis: 1_000)))
    }

    @Test func restoreTakesAStrikeBack() throws {
        var table = Table.inTurn()
        let word = table.onScreen!
        try table.act(.guessed, after: 1_000)
        try table.runOut()
        try table.act(.strike(word))
        try table.act(.restore(word))
        #expect(table.refusal(of: .restore(word)) == .notStruck(word))
        try table.act(.confirmReview)
        #expect(!table.state.bowl.contains(word))
        #expect(table.total.reduce(0, +) == 1)
    }

    @Test func onlyWordsGuessedThisTurnCanBeStruck() throws {
        var table = Table.inTurn()
        let onScreen = table.onScreen!
        try table.runOut()
        #expect(table.refusal(of: .strike(onScreen)) == .notGuessedThisTurn(onScreen))
        #expect(table.refusal(of: .strike(99)) == .notGuessedThisTurn(99))
    }

    @Test func aStrikeThatRefillsAnEmptyBowlReopensTheRound() throws {
        var table = Table.inTurn(words: 3)
        let team = table.team!
        try table.guessAll()
        #expect(table.state.review!.reason == .bowlEmptied)
        let word = table.state.review!.guessed[1]
        #expect(table.state.planAfterReview == nil, "an empty bowl ends the round")
        try table.act(.strike(word))
        let promised = table.state.planAfterReview
        let events = try table.act(.confirmReview)
        #expect(table.state.plan == promised)
        #expect(events == .reviewConfirmed)
        #expect(table.state.phase == .handOff)
        #expect(table.state.round == 0)
        #expect(table.state.bowl == [word])
        #expect(table.team != team, "play continues with the next team's turn")
        #expect(table.state.plan!.carriedOver == false)
    }
}
