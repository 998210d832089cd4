import Testing
@testable import PappersEngine

@Suite struct StatisticsTests {
    @Test func describersWordsAndAwardsComeFromTheTurns() throws {
        var table = Table.inTurn(words: 4, rules: Rules(rounds: [RoundRules(kind: .describe)]))
        let firstTeam = table.team!, firstDescriber = table.describer!
        let quick = table.onScreen!
        try table.act(.guessed, after: 1_200)
        let slow = table.onScreen!
        try table.act(.pass, after: 5_000)
        try table.act(.guessed, after: 2_000)
        try table.act(.guessed, after: 3_000)
        try table.runOut()
        try table.act(.confirmReview)
        try table.act(.startTurn)
        #expect(table.onScreen == slow)
        try table.act(.guessed, after: 4_000)
        #expect(table.state.phase == .review)

        let statistics = GameStatistics(table.state)
        let first = statistics.describers.first { $0.team == firstTeam && $0.player == firstDescriber }!
        #expect(first.words == 3 && first.turns == 1 && first.millis == 60_000)
        #expect(first.millisPerWord == 20_000)
        #expect(statistics.words[slow].passes == 1)
        // 5 s before its pass, 48.8 s on screen until time up, 4 s in the next turn.
        #expect(statistics.words[slow].totalMillis == 57_800)
        #expect(statistics.words[slow].guessMillis == [57_800])
        #expect(statistics.awards.fastestWord?.word == quick)
        #expect(statistics.awards.fastestWord?.millis == 1_200)
        #expect(statistics.awards.hardestWord?.word == slow)
        #expect(statistics.awards.bestDescriber?.team == firstTeam)
    }

    @Test func undoneAndStruckGuessesDoNotCount() throws {
        var table = Table.inTurn(words: 5)
        let describer = table.describer!, team = table.team!
        try table.act(.guessed, after: 1_000)
        try table.act(.undo, after: 500)
        try table.act(.guessed, after: 1_000)
        let struck = table.onScreen!
        try table.act(.guessed, after: 1_000)
        try table.runOut()
        try table.act(.strike(struck))
        try table.act(.confirmReview)
        let stats = GameStatistics(table.state)
        #expect(stats.describers.first { $0.team == team && $0.player == describer }!.words == 1)
        #expect(stats.words[struck].guessMillis[0] == nil)
    }

    @Test func aGameWithoutGuessesHasNoAwards() {
        let awards = GameStatistics(Table.started().state).awards
        #expect(awards.bestDescriber == nil && awards.fastestWord == nil && awards.hardestWord == nil)
    }
}

@Suite struct AwardChoiceTests {
    @Test func theHardestWordIsNeverTheFastestOne() throws {
        var table = Table.inTurn(words: 2, rules: Rules(rounds: [RoundRules(kind: .describe)]))
        try table.act(.guessed, after: 300)
        try table.act(.guessed, after: 20_000)
        let awards = GameStatistics(table.state).awards
        #expect(awards.fastestWord?.millis == 300)
        #expect(awards.hardestWord != nil && awards.hardestWord?.word != awards.fastestWord?.word)
        var single = Table.inTurn(words: 1, rules: Rules(rounds: [RoundRules(kind: .describe)]))
        try single.act(.guessed, after: 900)
        #expect(GameStatistics(single.state).awards.hardestWord == nil)
    }

    @Test func theReviewShowsTheTimeTheTurnHadLeft() throws {
        var table = Table.inTurn(words: 1)
        try table.act(.guessed, after: 12_000)
        #expect(table.state.timeLeft(at: table.now + 99_000) == 48_000)
    }
}
