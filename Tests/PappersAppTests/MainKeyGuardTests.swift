import Testing
import PappersApp
import PappersCanvas
import PappersEngine

/// Space and Enter wait a moment only where a hammered guess could land (`MainKeyGuard`), and the wait is
/// known to the screens (`mainKeyWait`) and to the loop (`nextChange`). Time is an input: nothing sleeps.
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

    /// A new game's first turn started at once and run out: the review, at the instant time was up.
    static func timeUp() -> App {
        var app = justStarted()
        app.press(.enter)
        app.send(.tick, after: 60_000)
        return app
    }

    @Test func enterAtOnceOnANewGamesFirstHandOffStartsTheClock() {
        var app = Self.justStarted()
        #expect(app.state.phase == .handOff)
        #expect(app.model.session!.mainKeyWait(at: app.now) == 0)
        app.press(.enter)
        #expect(app.state.phase == .turn)
    }

    @Test func theReviewAfterTimeUpWaitsAndSaysHowLong() {
        var app = Self.timeUp()
        let ended = app.now
        #expect(app.state.phase == .review)
        #expect(app.model.session!.mainKeyWait(at: ended) == MainKeyGuard.millis)
        #expect(app.model.session!.mainKeyWait(at: ended + 500) == MainKeyGuard.millis - 500)
        app.press(.c(" "), after: MainKeyGuard.millis - 1)
        #expect(app.state.phase == .review, "a hammered Space does not skip the review")
        app.press(.enter, after: 1)
        #expect(app.state.phase == .handOff)
        #expect(app.model.session!.mainKeyWait(at: app.now) == 0, "a hand-off reached by a deliberate key does not wait")
        app.press(.enter)
        #expect(app.state.phase == .turn)
    }

    @Test func theFillChangesEveryStepUntilTheKeyCounts() {
        var app = Self.timeUp()
        let ended = app.now
        let step = MainKeyGuard.millis / MainKeyGuard.steps
        var instants: [Int] = []
        var now = ended
        while let next = app.model.session!.nextChange(after: now), next <= ended + MainKeyGuard.millis {
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
        app.press(.enter)
        app.press(.enter, after: 1_000)
        app.press(.escape, .down, .enter, after: 500)
        #expect(app.state.phase == .review)
        app.press(.enter)
        #expect(app.state.phase == .handOff, "Enter confirms a review reached through the menu")
    }

    @Test func theStandingsAndThePodiumWait() {
        var app = Self.justStarted(words: 5)
        app.press(.enter)
        while app.state.phase == .turn { app.press(.c(" "), after: 300) }
        #expect(app.state.phase == .review)
        #expect(app.model.session!.mainKeyWait(at: app.now) == MainKeyGuard.millis, "the bowl emptied by a guess")
        app.press(.enter, after: MainKeyGuard.millis)
        #expect(app.state.phase == .roundOver)
        app.press(.enter, after: 300)
        #expect(app.state.phase == .roundOver, "the standings wait")
        app.press(.enter, after: MainKeyGuard.millis)
        #expect(app.state.phase == .handOff)
        app.press(.enter)
        #expect(app.state.phase == .turn, "the hand-off after the standings does not wait")
        for _ in 0..<100 where !app.state.phase.isOver {
            switch app.state.phase {
            case .turn: app.press(.c(" "), after: 300)
            default: app.press(.enter, after: MainKeyGuard.millis)
            }
        }
        #expect(app.state.phase == .finished)
        #expect(app.model.session!.mainKeyWait(at: app.now) == MainKeyGuard.millis, "the podium waits")
    }
}
