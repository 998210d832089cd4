import Testing
@testable import PappersEngine

@Suite struct BowlTests {
    @Test func everyRoundUsesTheSameWordsReshuffled() throws {
        var table = Table.inTurn(words: 12, seed: 4)
        var firstWordsByRound: [[WordID]] = []
        while !table.state.phase.isOver {
            switch table.state.phase {
            case .handOff: try table.act(.startTurn, after: 1_000)
            case .turn:
                if table.state.turn!.guessed.isEmpty { firstWordsByRound.append(table.state.bowl) }
                #expect(Set(table.state.bowl).isSubset(of: Set(0..<12)))
                try table.guessAll()
            case .review: try table.act(.confirmReview, after: 1_000)
            case .roundOver:
                try table.act(.beginRound, after: 1_000)
                #expect(table.state.bowl.sorted() == Array(0..<12))
            default: break
            }
        }
        #expect(firstWordsByRound.count == 3)
        #expect(firstWordsByRound.allSatisfy { $0.sorted() == Array(0..<12) })
        #expect(Set(firstWordsByRound).count == 3, "the bowl is reshuffled each round")
    }

    @Test func theWordOnScreenAtTimeUpGoesBackUnscored() throws {
        var table = Table.inTurn(words: 6)
        try table.act(.guessed, after: 2_000)
        let shown = table.onScreen!
        try table.runOut()
        #expect(table.state.phase == .review)
        #expect(table.state.bowl.contains(shown))
        #expect(table.state.bowl.count == 5)
        #expect(table.total.reduce(0, +) == 1)
        #expect(table.state.history.last!.events.last == WordEvent(word: shown, outcome: .returned, millis: 58_000))
    }

    @Test func aTimeUpWithOneWordLeftKeepsTheRoundGoing() throws {
        var table = Table.inTurn(words: 3)
        try table.act(.guessed, after: 1_000)
        try table.act(.guessed, after: 1_000)
        #expect(table.state.wordsLeft == 1)
        try table.runOut()
        try table.act(.confirmReview)
        #expect(table.state.phase == .handOff)
        #expect(table.state.wordsLeft == 1)
        #expect(table.state.round == 0)
    }

    @Test func aPassedWordComesBackOnlyAfterEveryOtherWordWasShown() throws {
        var table = Table.inTurn(words: 6)
        let passed = table.onScreen!
        try table.act(.pass, after: 1_000)
        var shownSince: [WordID] = []
        while table.onScreen != passed {
            shownSince.append(table.onScreen!)
            if shownSince.count % 2 == 0 { try table.act(.guessed, after: 500) } else { try table.act(.pass, after: 500) }
        }
        #expect(Set(shownSince) == Set(0..<6).subtracting([passed]))
    }

    @Test func theLastWordCannotBePassed() throws {
        var table = Table.inTurn(words: 2)
        try table.act(.guessed, after: 1_000)
        #expect(table.refusal(of: .pass) == .lastWordCannotBePassed)
    }

    @Test func passingForbiddenOrLimitedIsRefused() throws {
        var table = Table.inTurn(rules: Rules(preset: .timesup))
        #expect(table.refusal(of: .pass) == .passingForbidden)
        var rules = Rules()
        rules.setPassing(.limited(2))
        table = Table.inTurn(words: 10, rules: rules)
        try table.act(.pass, after: 100)
        try table.act(.pass, after: 100)
        #expect(table.refusal(of: .pass) == .passLimitReached(2))
        try table.runOut()
        try table.act(.confirmReview)
        try table.act(.startTurn)
        try table.act(.pass, after: 100)
        #expect(table.state.turn!.passes == 1, "the limit is per turn")
    }

    @Test func timesUpForbidsPassingOnlyInTheFirstRound() throws {
        var table = Table.inTurn(words: 5, rules: Rules(preset: .timesup))
        #expect(table.refusal(of: .pass) == .passingForbidden)
        try table.guessAll()
        try table.act(.confirmReview)
        try table.act(.beginRound)
        try table.act(.startTurn)
        #expect(table.refusal(of: .pass) == nil)
    }
}
