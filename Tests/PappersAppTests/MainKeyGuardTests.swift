import Testing
import PappersApp
import PappersCanvas
import PappersEngine

/// Space and Enter wait a moment where a hammered guess could land (`MainKeyGuard`): every hand-off, the
/// review after a turn that ended by itself, the standings and the podium; the wait is known to the screens
/// (`mainKeyWait`) and to the loop (`nextChange`). Time is an input: nothing sleeps.
@Suite struct MainKeyGuardTests {
    static func preferences(words: Int = 40) -> Preferences {
        var preferences = Preferences()
        preferences.words = words
        preferences.playerWords = 0
        return preferences
    }

    /// From home to a new game's first hand-off, at once.
    static func justStarted(words: Int = 40) -> App {
        var app = App(preferences: preferences(words: words))
        app.press(.c("n"), .c("s"))
        return app
    }

    /// A new game's first turn started as soon as the hand-off took Enter and run out: the review, at the
    /// instant time was up.
    static func timeUp() -> App {
        var app = justStarted()
        app.press(.enter, after: MainKeyGuard.millis)
        app.send(.tick, after: 60_000)
        return app
    }

    @Test func aNewGamesFirstHandOffWaitsThenStartsTheClock() {
        var app = Self.justStarted()
        #expect(app.state.phase == .handOff)
        #expect(app.session.mainKeyWait(at: app.now) == MainKeyGuard.millis)
        app.press(.enter, after: MainKeyGuard.millis - 1)
        #expect(app.state.phase == .handOff, "the Enter that started the game does not start the clock")
        app.press(.enter, after: 1)
        #expect(app.state.phase == .turn)
    }

    /// The party: Space hammered every 150 ms from 8.5 s of a 10 s turn for three seconds. The review
    /// waits, a Space confirms it, and the hand-off after it waits again: the next team's clock never starts.
    @Test func spaceHammeredThroughTimeUpNeverStartsTheNextTeamsTurn() {
        var preferences = Self.preferences()
        preferences.turnSeconds = 10
        var app = App(preferences: preferences)
        app.press(.c("n"), .c("s"))
        app.press(.enter, after: MainKeyGuard.millis)
        let started = app.now
        app.now = started + 8_500
        for _ in 0..<20 { app.press(.c(" "), after: 150) }
        app.send(.tick, after: 2_000)
        let journal = app.journal
        let starts = journal.filter { $0.action == .startTurn }
        #expect(starts.count == 1, "only the first team's turn started: \(journal)")
        let confirmed = journal.first { $0.action == .confirmReview }
        #expect(confirmed != nil, "a Space after the review's wait confirmed it")
        #expect(app.state.phase == .handOff)
        #expect(!journal.contains { $0.action == .guessed && $0.at > started + 10_000 }, "no guess after time up")
    }

    @Test func theReviewAfterTimeUpWaitsAndSaysHowLong() {
        var app = Self.timeUp()
        let ended = app.now
        #expect(app.state.phase == .review)
        #expect(app.session.mainKeyWait(at: ended) == MainKeyGuard.millis)
        #expect(app.session.mainKeyWait(at: ended + 500) == MainKeyGuard.millis - 500)
        app.press(.c(" "), after: MainKeyGuard.millis - 1)
        #expect(app.state.phase == .review, "a hammered Space does not skip the review")
        app.press(.enter, after: 1)
        #expect(app.state.phase == .handOff)
        #expect(app.session.mainKeyWait(at: app.now) == MainKeyGuard.millis, "the next team's hand-off waits too")
        app.press(.enter, after: MainKeyGuard.millis - 1)
        #expect(app.state.phase == .handOff)
        app.press(.enter, after: 1)
        #expect(app.state.phase == .turn)
    }

    @Test func theFillChangesEveryStepUntilTheKeyCounts() {
        var app = Self.timeUp()
        let ended = app.now
        let step = MainKeyGuard.millis / MainKeyGuard.steps
        var instants: [Int] = []
        var now = ended
        while let next = app.session.nextChange(after: now), next <= ended + MainKeyGuard.millis {
            instants.append(next)
            now = next
        }
        #expect(instants == (1...MainKeyGuard.steps).map { ended + $0 * step })
        #expect(MainKeyGuard.stepsLeft(MainKeyGuard.millis) == MainKeyGuard.steps)
        #expect(MainKeyGuard.stepsLeft(1) == 1)
        #expect(MainKeyGuard.stepsLeft(0) == 0)
    }

    @Test func aTurnEndedFromTheMenuIsReviewedAtOnce() {
        var app = Self.justStarted()
        app.press(.enter, after: MainKeyGuard.millis)
        app.press(.enter, after: 1_000)
        app.press(.escape, .down, .enter, after: 500)
        #expect(app.state.phase == .review)
        app.press(.enter)
        #expect(app.state.phase == .handOff, "Enter confirms a review reached through the menu")
    }

    @Test func theStandingsAndThePodiumWait() {
        var app = Self.justStarted(words: 5)
        app.press(.enter, after: MainKeyGuard.millis)
        while app.state.phase == .turn { app.press(.c(" "), after: 300) }
        #expect(app.state.phase == .review)
        #expect(app.session.mainKeyWait(at: app.now) == MainKeyGuard.millis, "the bowl emptied by a guess")
        app.press(.enter, after: MainKeyGuard.millis)
        #expect(app.state.phase == .roundOver)
        app.press(.enter, after: 300)
        #expect(app.state.phase == .roundOver, "the standings wait")
        app.press(.enter, after: MainKeyGuard.millis)
        #expect(app.state.phase == .handOff)
        app.press(.enter)
        #expect(app.state.phase == .handOff, "the hand-off after the standings waits")
        app.press(.enter, after: MainKeyGuard.millis)
        #expect(app.state.phase == .turn)
        for _ in 0..<100 where !app.state.phase.isOver {
            switch app.state.phase {
            case .turn: app.press(.c(" "), after: 300)
            default: app.press(.enter, after: MainKeyGuard.millis)
            }
        }
        #expect(app.state.phase == .finished)
        #expect(app.session.mainKeyWait(at: app.now) == MainKeyGuard.millis, "the podium waits")
    }

    @Test func aGameBroughtBackAtAHandOffWaitsBeforeTheClock() throws {
        var app = Self.justStarted()
        let state = app.state
        var back = App(preferences: Self.preferences())
        back.send(.savedGameLoaded(LoadedGame(state: state, packs: [], recordID: 4, lastKnown: app.now)), after: 5_000)
        #expect(back.state.phase == .handOff)
        back.press(.enter)
        #expect(back.state.phase == .handOff, "the Enter that continued the game does not start the clock")
        back.press(.enter, after: MainKeyGuard.millis)
        #expect(back.state.phase == .turn)
    }

    // MARK: Get ready

    static func getReady() -> App {
        var preferences = preferences()
        preferences.getReady = true
        var app = App(preferences: preferences)
        app.press(.c("n"), .c("s"))
        app.press(.enter, after: MainKeyGuard.millis)
        return app
    }

    @Test func getReadyCountsThreeTwoOneThenStartsTheClockWithNothingJournaledBefore() {
        var app = Self.getReady()
        let pressed = app.now
        #expect(app.state.phase == .handOff)
        #expect(app.session.getReadyUntil == pressed + GetReady.millis)
        #expect(!app.journal.contains { $0.action == .startTurn })
        #expect(GetReady.number(left: 3_000) == 3 && GetReady.number(left: 2_000) == 2 && GetReady.number(left: 1) == 1)
        #expect(app.model.nextChange(after: pressed) == pressed + 1_000, "each number is drawn when it comes")
        app.press(.c(" "), .enter, after: 500)
        #expect(app.state.phase == .handOff, "Space and Enter do nothing while it counts")
        app.send(.tick, after: GetReady.millis + 40 - 1_000)
        #expect(app.state.phase == .turn)
        let start = app.journal.first { $0.action == .startTurn }
        #expect(start?.at == pressed + GetReady.millis, "the clock starts at the count's end, whenever the tick came")
        #expect(app.state.secondsLeft(at: app.now) == 60)
    }

    @Test func escapeStopsTheCountBackAtTheHandOff() {
        var app = Self.getReady()
        app.press(.escape, after: 1_000)
        #expect(app.session.getReadyUntil == nil)
        #expect(app.session.menu == nil)
        app.send(.tick, after: 5_000)
        #expect(app.state.phase == .handOff)
        #expect(!app.journal.contains { $0.action == .startTurn })
    }

    @Test func theGetReadySettingIsKeptAndShown() {
        var preferences = Preferences()
        #expect(!preferences.getReady)
        preferences.getReady = true
        #expect(Preferences(stored: preferences.stored).getReady)
        #expect(preferences.stored["get-ready"] == "yes")
    }
}
