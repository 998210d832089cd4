import Testing
@testable import PappersApp
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

    /// From home to a new game's first hand-off, at once: the Enter that started it is the last key.
    static func justStarted(_ preferences: Preferences = preferences()) -> TestStore {
        var model = TestStore.home(preferences: preferences).model
        _ = model.update(.key(.character("n")), at: 0)
        _ = model.update(.key(.character("s")), at: 0)
        return TestStore(model)
    }

    /// A new game's first turn started as soon as the hand-off took Enter and run out: the review, at the
    /// instant time was up (61.2 s).
    static func timeUp() throws -> TestStore {
        var store = justStarted()
        try store.startTurn(after: MainKeyGuard.millis)
        try store.timeUp(after: 60_000)
        return store
    }

    @Test func aNewGamesFirstHandOffWaitsThenStartsTheClock() throws {
        var store = Self.justStarted()
        #expect(store.stage?.phase == .handOff)
        #expect(store.model.session?.mainKeyWait(at: store.now) == MainKeyGuard.millis)
        // The Enter that started the game does not start the clock.
        try store.press(.enter, after: MainKeyGuard.millis - 1)
        try store.startTurn(after: 1)
    }

    /// The party: Space hammered every 150 ms from 8.5 s of a 10 s turn for three seconds. The review
    /// waits, a Space confirms it, and the hand-off after it waits again: the next team's clock never starts,
    /// and no guess counts after time up.
    @Test func spaceHammeredThroughTimeUpNeverStartsTheNextTeamsTurn() throws {
        var preferences = Self.preferences()
        preferences.turnSeconds = 10
        var store = Self.justStarted(preferences)
        try store.startTurn(after: MainKeyGuard.millis)
        let timeUp = store.now + 10_000
        try store.send(.tick, after: 8_500)
        var reviewUntil: Int?, handOffUntil: Int?
        for _ in 0..<20 {
            let at = store.now + 150
            if at < timeUp {
                try store.play(.c(" "), .guessed, after: 150, sounds: [.guessed])
            } else if reviewUntil == nil {
                reviewUntil = at + MainKeyGuard.millis
                try store.play(.c(" "), .tick, after: 150, sounds: [.timeUp]) {
                    $0.mainKeyGuardedUntil = at + MainKeyGuard.millis
                    $0.flashUntil = at + Flourish.flashMillis
                }
            } else if let until = reviewUntil, at >= until, handOffUntil == nil {
                // A Space after the review's wait confirms it.
                handOffUntil = at + MainKeyGuard.millis
                try store.play(.c(" "), .confirmReview, after: 150) { $0.mainKeyGuardedUntil = at + MainKeyGuard.millis }
            } else {
                try store.press(.c(" "), after: 150)
            }
        }
        #expect(handOffUntil != nil && store.now < handOffUntil!, "the hammering ended inside the hand-off's wait")
        try store.send(.tick, after: 2_000)
        #expect(store.stage?.phase == .handOff)
    }

    @Test func theReviewAfterTimeUpWaitsAndSaysHowLong() throws {
        var store = try Self.timeUp()
        let ended = store.now
        #expect(store.stage?.phase == .review)
        #expect(store.model.session?.mainKeyWait(at: ended) == MainKeyGuard.millis)
        #expect(store.model.session?.mainKeyWait(at: ended + 500) == MainKeyGuard.millis - 500)
        // A hammered Space does not skip the review.
        try store.press(.c(" "), after: MainKeyGuard.millis - 1)
        try store.play(.enter, .confirmReview, after: 1) { $0.mainKeyGuardedUntil = ended + 2 * MainKeyGuard.millis }
        // The next team's hand-off waits too.
        #expect(store.model.session?.mainKeyWait(at: store.now) == MainKeyGuard.millis)
        try store.press(.enter, after: MainKeyGuard.millis - 1)
        try store.startTurn(after: 1)
    }

    @Test func theFillChangesEveryStepUntilTheKeyCounts() throws {
        let store = try Self.timeUp()
        let session = try #require(store.model.session)
        let ended = store.now
        let step = MainKeyGuard.millis / MainKeyGuard.steps
        var instants: [Int] = []
        var now = ended
        while let next = session.nextChange(after: now), next <= ended + MainKeyGuard.millis {
            instants.append(next)
            now = next
        }
        #expect(instants == (1...MainKeyGuard.steps).map { ended + $0 * step })
        #expect(MainKeyGuard.stepsLeft(MainKeyGuard.millis) == MainKeyGuard.steps)
        #expect(MainKeyGuard.stepsLeft(1) == 1)
        #expect(MainKeyGuard.stepsLeft(0) == 0)
    }

    @Test func aTurnEndedFromTheMenuIsReviewedAtOnce() throws {
        var store = Self.justStarted()
        try store.startTurn(after: MainKeyGuard.millis)
        try store.play(.enter, .guessed, after: 1_000, sounds: [.guessed])
        try store.play(.escape, .pause, after: 500) { $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: true) }
        try store.press(.down, after: 500) { $0.game { $0.menu?.cursor = 1 } }
        try store.play(.enter, .endTurn, after: 500) { $0.menu = nil }
        #expect(store.stage?.phase == .review)
        // Enter confirms a review reached through the menu.
        try store.play(.enter, .confirmReview) { $0.mainKeyGuardedUntil = 3_700 + MainKeyGuard.millis }
    }

    /// A key of the game played through: Space in a turn guesses; Enter elsewhere, after the wait, moves on.
    /// Every screen but the turn that a key (not the menu) brings waits; the last guess ends the game.
    private static func pressOn(_ store: inout TestStore) throws {
        let session = try #require(store.model.session)
        let moves: [Phase: (Key, Action, Int)] = [
            .turn: (.c(" "), .guessed, 300), .handOff: (.enter, .startTurn, MainKeyGuard.millis),
            .review: (.enter, .confirmReview, MainKeyGuard.millis), .roundOver: (.enter, .beginRound, MainKeyGuard.millis),
        ]
        let (key, action, millis) = try #require(moves[session.state.phase], "no key moves the game on from here")
        let at = store.now + millis
        var after = session.state
        try after.apply(TimedAction(action, at: at))
        var commands = [AppCommand.journal(TimedAction(action, at: at))]
        if action == .guessed { commands.append(.sound(.guessed)) }
        if after.phase == .finished { commands.append(.recordEnd(after)) }
        try store.press(key, after: millis, commands: commands) {
            try $0.game {
                try $0.apply(action, at: at)
                if after.phase != session.state.phase {
                    $0.mainKeyGuardedUntil = after.phase == .turn ? Int.min / 2 : at + MainKeyGuard.millis
                }
                if after.phase == .finished { $0.celebrationStart = at }
            }
        }
    }

    @Test func theStandingsAndThePodiumWait() throws {
        var store = Self.justStarted(Self.preferences(words: 5))
        try store.startTurn(after: MainKeyGuard.millis)
        while store.stage?.phase == .turn { try Self.pressOn(&store) }
        #expect(store.stage?.phase == .review)
        #expect(store.model.session?.mainKeyWait(at: store.now) == MainKeyGuard.millis, "the bowl emptied by a guess")
        try Self.pressOn(&store)
        #expect(store.stage?.phase == .roundOver)
        // The standings wait.
        try store.press(.enter, after: 300)
        try Self.pressOn(&store)
        #expect(store.stage?.phase == .handOff)
        // The hand-off after the standings waits.
        try store.press(.enter)
        try Self.pressOn(&store)
        #expect(store.stage?.phase == .turn)
        for _ in 0..<100 where store.stage?.phase.isOver == false { try Self.pressOn(&store) }
        #expect(store.stage?.phase == .finished)
        #expect(store.model.session?.mainKeyWait(at: store.now) == MainKeyGuard.millis, "the podium waits")
    }

    @Test func aGameBroughtBackAtAHandOffWaitsBeforeTheClock() throws {
        let state = try #require(Self.justStarted().model.session?.state)
        var back = TestStore.home(preferences: Self.preferences())
        let loaded = LoadedGame(state: state, packs: [], recordID: 4, lastKnown: 0)
        try back.send(.savedGameLoaded(loaded), after: 5_000, commands: [.saveRoster(state.setup.teams)]) {
            var session = GameSession(state: state, packs: [], recordID: 4)
            session.notice = Notice(kind: .welcomeBack, until: 5_000 + Notice.millis)
            session.mainKeyGuardedUntil = 5_000 + MainKeyGuard.millis
            $0.screen = .game(session)
            $0.recentRosters = [state.setup.teams]
        }
        #expect(back.stage?.phase == .handOff)
        // The Enter that continued the game does not start the clock.
        try back.press(.enter)
        try back.play(.enter, .startTurn, after: MainKeyGuard.millis) {
            $0.mainKeyGuardedUntil = Int.min / 2
            $0.notice = nil
        }
    }

    // MARK: Get ready

    /// Get ready on: the first hand-off's Enter, after its wait, starts the count (at 1.2 s).
    static func getReady() throws -> TestStore {
        var preferences = preferences()
        preferences.getReady = true
        var store = justStarted(preferences)
        try store.press(.enter, after: MainKeyGuard.millis) {
            $0.game { $0.getReadyUntil = MainKeyGuard.millis + GetReady.millis }
        }
        return store
    }

    @Test func getReadyCountsThreeTwoOneThenStartsTheClockWithNothingJournaledBefore() throws {
        var store = try Self.getReady()
        let pressed = store.now
        #expect(store.stage?.phase == .handOff)
        #expect(GetReady.number(left: 3_000) == 3 && GetReady.number(left: 2_000) == 2 && GetReady.number(left: 1) == 1)
        #expect(store.model.nextChange(after: pressed) == pressed + 1_000, "each number is drawn when it comes")
        // Space and Enter do nothing while it counts.
        try store.press(.c(" "), after: 500)
        try store.press(.enter, after: 500)
        // The clock starts at the count's end, whenever the tick came.
        let start = pressed + GetReady.millis
        try store.send(.tick, after: GetReady.millis + 40 - 1_000, commands: [.journal(TimedAction(.startTurn, at: start))]) {
            try $0.game {
                try $0.apply(.startTurn, at: start)
                $0.getReadyUntil = nil
                $0.mainKeyGuardedUntil = Int.min / 2
            }
        }
        #expect(store.model.session?.state.secondsLeft(at: store.now) == 60)
    }

    @Test func escapeStopsTheCountBackAtTheHandOff() throws {
        var store = try Self.getReady()
        try store.press(.escape, after: 1_000) { $0.game { $0.getReadyUntil = nil } }
        try store.send(.tick, after: 5_000)
        #expect(store.stage?.phase == .handOff)
    }

    @Test func theGetReadySettingIsKeptAndShown() {
        var preferences = Preferences()
        #expect(!preferences.getReady)
        preferences.getReady = true
        #expect(Preferences(stored: preferences.stored).getReady)
        #expect(preferences.stored["get-ready"] == "yes")
    }
}
