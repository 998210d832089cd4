import Testing
@testable import PappersEngine

@Suite struct ScoringTests {
    @Test func aGuessScoresOneForThePlayingTeam() throws {
        var table = Table.inTurn()
        let team = table.team!
        let events = try table.act(.guessed, after: 3_000)
        #expect(events == .guessed)
        #expect(table.state.scores[team][0] == 1)
        #expect(table.state.pointsThisTurn == 1)
        #expect(table.total[1 - team] == 0)
    }

    @Test func passesCostThePenalty() throws {
        var table = Table.inTurn(rules: Rules(passPenalty: 1))
        let team = table.team!
        try table.act(.pass, after: 1_000)
        try table.act(.pass, after: 1_000)
        try table.act(.guessed, after: 1_000)
        #expect(table.state.scores[team][0] == -1)
        #expect(table.state.pointsThisTurn == -1)
    }

    @Test func undoTakesBackTheLastGuessAndShowsItAgain() throws {
        var table = Table.inTurn()
        let team = table.team!
        let first = table.onScreen!
        try table.act(.guessed, after: 1_000)
        let second = table.onScreen!
        try table.act(.guessed, after: 1_000)
        try table.act(.undo, after: 500)
        #expect(table.onScreen == second)
        #expect(table.state.scores[team][0] == 1)
        try table.act(.undo, after: 500)
        #expect(table.onScreen == first)
        #expect(table.state.scores[team][0] == 0)
        #expect(table.refusal(of: .undo) == .nothingToUndo)
        #expect(table.state.bowl.count == 6)
    }

    @Test func undoAfterTheRoundEndedIsRefusedAndStrikeTakesItsPlace() throws {
        var table = Table.inTurn(words: 2)
        try table.guessAll()
        #expect(table.state.phase == .review)
        #expect(table.refusal(of: .undo) == .notNow(.undo, .review))
        let last = table.state.review!.guessed.last!
        try table.act(.strike(last))
        #expect(table.total.reduce(0, +) == 1)
    }

    @Test func undoDoesNotGiveBackAPassPenalty() throws {
        var table = Table.inTurn(rules: Rules(passPenalty: 1))
        try table.act(.guessed, after: 1_000)
        try table.act(.pass, after: 1_000)
        try table.act(.undo, after: 1_000)
        #expect(table.state.pointsThisTurn == -1)
    }
}
