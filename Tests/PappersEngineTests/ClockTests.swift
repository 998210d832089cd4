import Testing
@testable import PappersEngine

@Suite struct ClockTests {
    @Test func pauseFreezesTheCountdownAndHidesTheWord() throws {
        var table = Table.inTurn()
        try table.act(.pause, after: 10_000)
        #expect(table.state.timeLeft(at: table.now) == 50_000)
        #expect(table.state.timeLeft(at: table.now + 100_000) == 50_000)
        #expect(!table.state.isWordVisible(at: table.now))
        #expect(table.refusal(of: .guessed) == .paused)
        #expect(table.refusal(of: .pass) == .paused)
        #expect(table.refusal(of: .pause) == .alreadyPaused)
        #expect(table.state.nextChange(after: table.now) == nil)
        try table.act(.resume, after: 100_000)
        #expect(table.state.timeLeft(at: table.now + 1_000) == 49_000)
        #expect(table.state.isWordVisible(at: table.now))
        #expect(table.refusal(of: .resume) == .notPaused)
    }

    /// 1.0.0 refused it as `.notPaused`, "the clock is already running".
    @Test func pausingAPausedTurnIsRefusedAsAlreadyPaused() throws {
        var table = Table.inTurn()
        try table.act(.pause, after: 10_000)
        let refusal = table.refusal(of: .pause, after: 1_000)
        #expect(refusal == .alreadyPaused)
        #expect(refusal?.description == "the game is already paused")
        try table.act(.resume, after: 1_000)
        #expect(table.refusal(of: .resume)?.description == "the clock is already running")
    }

    @Test func aPauseSpanningTheTimeUpInstantDelaysIt() throws {
        var table = Table.inTurn()
        try table.act(.pause, after: 59_000)
        #expect(try table.act(.tick, after: 5_000) == [])
        #expect(table.state.phase == .turn)
        try table.act(.resume, after: 10_000)
        #expect(try table.act(.tick, after: 999) == [])
        #expect(try table.act(.tick, after: 1) == [.timeUp, .turnEnded])
    }

    /// A record edited by hand can carry any time: the engine refuses instants so late that the deadline
    /// would overflow, and a turn started at the latest instant still ends without trapping.
    @Test func instantsBeyondTheLatestAreRefused() throws {
        var table = Table.inTurn()
        let before = table.state
        for instant in [Int.max, Int.max - 1, TimedAction.latestInstant + 1] {
            #expect(throws: Refusal.timeOutOfRange(instant)) { try table.state.apply(TimedAction(.tick, at: instant)) }
        }
        #expect(table.state == before)
        try table.act(.pause, after: 1_000)
        try table.state.apply(TimedAction(.resume, at: TimedAction.latestInstant))
        #expect(try table.state.apply(TimedAction(.tick, at: TimedAction.latestInstant)) == [])
        #expect(table.state.nextChange(after: TimedAction.latestInstant) == TimedAction.latestInstant + 1_000)
    }

    @Test func aTickBeforeTheDeadlineChangesNothing() throws {
        var table = Table.inTurn()
        let before = table.state
        #expect(try table.act(.tick, after: 30_000) == [])
        #expect(table.state == before)
    }

    @Test func timeUpHappensAtTheDeadlineEvenWhenTheTickIsLate() throws {
        var table = Table.inTurn()
        try table.act(.guessed, after: 1_000)
        try table.act(.tick, after: 70_000)
        #expect(table.state.history.last!.millis == 60_000)
        #expect(table.state.review!.reason == .timeUp)
        #expect(table.state.review!.timeLeft == 0)
    }

    @Test func timeNeverGoesBackwards() throws {
        var table = Table.inTurn()
        #expect(table.refusal(of: .guessed, after: -1) == .timeWentBackwards(last: 1_000, given: 999))
    }

    @Test func theCountdownShowsWholeSecondsRoundedUpAndNeverBelowZero() throws {
        let table = Table.inTurn()
        let start = table.now
        #expect(table.state.secondsLeft(at: start) == 60)
        #expect(table.state.secondsLeft(at: start + 1) == 60)
        #expect(table.state.secondsLeft(at: start + 1_000) == 59)
        #expect(table.state.secondsLeft(at: start + 59_999) == 1)
        #expect(table.state.secondsLeft(at: start + 60_000) == 0)
        #expect(table.state.timeLeft(at: start + 90_000) == 0)
    }

    @Test func theNextChangeIsTheNextSecondOfTheCountdown() throws {
        let table = Table.inTurn()
        let start = table.now
        #expect(table.state.nextChange(after: start) == start + 1_000)
        #expect(table.state.nextChange(after: start + 250) == start + 1_000)
        #expect(table.state.nextChange(after: start + 59_500) == start + 60_000)
        #expect(table.state.nextChange(after: start + 60_000) == start + 60_000)
        #expect(Table.started().state.nextChange(after: 0) == nil)
    }

    @Test func endingTheTurnEarlyWorksRunningOrPaused() throws {
        var table = Table.inTurn()
        try table.act(.guessed, after: 5_000)
        try table.act(.pause, after: 1_000)
        #expect(try table.act(.endTurn, after: 20_000) == .turnEnded)
        #expect(table.state.review!.reason == .endedEarly)
        #expect(table.state.history.last!.millis == 6_000)
    }

    @Test func actionsOutOfPhaseAreRefusedWithTheReason() {
        var table = Table()
        #expect(table.refusal(of: .startTurn) == .notNow(.startTurn, .notStarted))
        #expect(table.refusal(of: .guessed) == .notNow(.guessed, .notStarted))
        table = Table.started()
        #expect(table.refusal(of: .startGame) == .notNow(.startGame, .handOff))
        #expect(table.refusal(of: .confirmReview) == .notNow(.confirmReview, .handOff))
        #expect(table.refusal(of: .pause) == .notNow(.pause, .handOff))
    }

    @Test func abandoningEndsTheGameFromAnyPhase() throws {
        var table = Table.inTurn()
        try table.act(.guessed, after: 1_000)
        #expect(try table.act(.abandon, after: 1_000) == .gameAbandoned)
        #expect(table.state.phase == .abandoned)
        #expect(table.state.turn == nil)
        #expect(table.refusal(of: .abandon) == .notNow(.abandon, .abandoned))
        #expect(table.refusal(of: .startTurn) == .notNow(.startTurn, .abandoned))
    }
}
