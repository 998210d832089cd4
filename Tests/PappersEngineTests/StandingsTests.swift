import Testing
@testable import PappersEngine

@Suite struct StandingsTests {
    /// Plays a whole game where each team guesses the words its turns get, with `guesses` words per turn
    /// for each team, until the end.
    @Test func tiedTeamsSharePlacesAndBothWin() throws {
        // Two teams, two words per round, each team guesses one word per turn: a tie at 3 each.
        var table = Table.started(words: 2, rules: Rules(carryOver: false))
        while !table.state.phase.isOver {
            switch table.state.phase {
            case .handOff: try table.act(.startTurn, after: 1_000)
            case .turn:
                try table.act(.guessed, after: 1_000)
                if table.state.phase == .turn { try table.runOut() }
            case .review: try table.act(.confirmReview, after: 1_000)
            case .roundOver: try table.act(.beginRound, after: 1_000)
            default: break
            }
        }
        let standings = table.state.standings
        #expect(standings.map(\.total) == [3, 3])
        #expect(standings.map(\.place) == [1, 1])
        #expect(table.state.leaders == [0, 1])
        #expect(GameSummary(table.state).winners == ["Team 1", "Team 2"])
    }

    @Test func placesSkipAfterATie() throws {
        var table = Table.inTurn(players: [2, 2, 2], words: 30)
        // Give the first team 2, the second 2, the third 1.
        var counts: [Int: Int] = [:]
        for want in [2, 2, 1] {
            let team = table.team!
            for _ in 0..<want { try table.act(.guessed, after: 1_000) }
            counts[team] = want
            try table.runOut()
            try table.act(.confirmReview)
            try table.act(.startTurn)
        }
        let standings = table.state.standings
        #expect(standings.map(\.place) == [1, 1, 3])
        #expect(standings.map(\.total) == [2, 2, 1])
        #expect(standings[0].team < standings[1].team)
        #expect(standings[0].perRound == [2, 0, 0])
        #expect(table.state.roundScores(0).reduce(0, +) == 5)
    }
}
