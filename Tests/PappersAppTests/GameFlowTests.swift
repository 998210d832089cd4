import Testing
@testable import PappersApp
import PappersCanvas
import PappersEngine

@Suite struct GameFlowTests {
    @Test func spaceStartsTheClockAndScoresWithASound() throws {
        var store = TestStore.inGame()
        try store.play(.c(" "), .startTurn, after: 1_000) { $0.mainKeyGuardedUntil = Int.min / 2 }
        try store.guess(.c(" "), after: 2_000)
        #expect(store.model.session?.state.pointsThisTurn == 1)
    }

    @Test func passUndoPauseAndPeekHaveTheirKeys() throws {
        var preferences = Preferences()
        preferences.passPenalty = 1
        var store = TestStore.inGame(preferences: preferences)
        try store.startTurn()
        try store.press(.c("s"), after: 500, commands: [.journal(TimedAction(.pass, at: 1_700))]) {
            try $0.game { try $0.apply(.pass, at: 1_700) }
        }
        #expect(store.model.session?.state.pointsThisTurn == -1)
        try store.press(.enter, after: 500, commands: [.journal(TimedAction(.guessed, at: 2_200)), .sound(.guessed)]) {
            try $0.game { try $0.apply(.guessed, at: 2_200) }
        }
        try store.press(.c("u"), after: 500, commands: [.journal(TimedAction(.undo, at: 2_700))]) {
            try $0.game { try $0.apply(.undo, at: 2_700) }
        }
        try store.press(.c("p"), after: 500, commands: [.journal(TimedAction(.pause, at: 3_200))]) {
            try $0.game { try $0.apply(.pause, at: 3_200) }
        }
        // Space resumes a paused turn.
        try store.press(.c(" "), after: 5_000, commands: [.journal(TimedAction(.resume, at: 8_200))]) {
            try $0.game { try $0.apply(.resume, at: 8_200) }
        }
        // A refusal is a notice on screen and no sound: SPEC's sounds are a guess and time up.
        try store.press(.c("v")) { $0.game { $0.notice = Notice(kind: .refused(.wordAlwaysVisible), until: 8_200 + Notice.millis) } }
    }

    @Test func timeUpComesWithTheTickAndItsSound() throws {
        var store = TestStore.inGame()
        try store.startTurn()
        // The time bar's next half-second (TimeBarTests); the countdown's next second with Motion calm.
        #expect(store.model.nextChange(after: store.now) == store.now + 500)
        try store.timeUp(after: 60_000)
        #expect(store.model.session?.state.phase == .review)
        try store.send(.tick, after: 100)
    }

    @Test func aKeyAfterTheDeadlineFindsTheTurnOver() throws {
        var store = TestStore.inGame()
        try store.startTurn()
        // The late Space does not score: time ran out first, and the review's keys wait.
        try store.press(.c(" "), after: 61_000, commands: [.journal(TimedAction(.tick, at: 62_200)), .sound(.timeUp)]) {
            try $0.game {
                try $0.apply(.tick, at: 62_200)
                $0.mainKeyGuardedUntil = 62_200 + MainKeyGuard.millis
                $0.flashUntil = 62_200 + Flourish.flashMillis
            }
        }
        // Nor does a second one skip the review.
        try store.press(.c(" "), after: 300)
        try store.press(.enter, after: 900, commands: [.journal(TimedAction(.confirmReview, at: 63_400))]) {
            try $0.game {
                try $0.apply(.confirmReview, at: 63_400)
                $0.mainKeyGuardedUntil = 63_400 + MainKeyGuard.millis
            }
        }
        // The next team's hand-off waits too.
        try store.press(.enter, after: 200)
        try store.press(.enter, after: 1_000, commands: [.journal(TimedAction(.startTurn, at: 64_600))]) {
            try $0.game {
                try $0.apply(.startTurn, at: 64_600)
                $0.mainKeyGuardedUntil = Int.min / 2
            }
        }
    }

    @Test func reviewStrikesWithXAndConfirmsWithEnter() throws {
        var store = TestStore.inGame()
        try store.startTurn()
        try store.guess(after: 1_000)
        try store.guess(after: 1_000)
        try store.timeUp(after: 60_000)
        guard case .review(let review) = store.stage else {
            Issue.record("no review after time up")
            return
        }
        let word = review.guessed[1]
        try store.press(.down) { $0.game { $0.reviewCursor = 1 } }
        try store.press(.c("x"), commands: [.journal(TimedAction(.strike(word), at: 63_200))]) {
            try $0.game { try $0.apply(.strike(word), at: 63_200) }
        }
        try store.press(.delete, commands: [.journal(TimedAction(.restore(word), at: 63_200))]) {
            try $0.game { try $0.apply(.restore(word), at: 63_200) }
        }
        try store.press(.c("x"), commands: [.journal(TimedAction(.strike(word), at: 63_200))]) {
            try $0.game { try $0.apply(.strike(word), at: 63_200) }
        }
        try store.press(.enter, after: MainKeyGuard.millis, commands: [.journal(TimedAction(.confirmReview, at: 64_400))]) {
            try $0.game {
                try $0.apply(.confirmReview, at: 64_400)
                $0.mainKeyGuardedUntil = 64_400 + MainKeyGuard.millis
            }
        }
        #expect(store.model.session?.state.bowl.contains(word) == true, "the struck word is back in the bowl")
    }

    @Test func theMenuStopsTheClockAndResumeStartsIt() throws {
        var store = TestStore.inGame()
        try store.startTurn()
        try store.press(.escape, after: 5_000, commands: [.journal(TimedAction(.pause, at: 6_200))]) {
            try $0.game {
                try $0.apply(.pause, at: 6_200)
                $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: true)
            }
        }
        // Resume, the first item.
        try store.press(.enter, after: 30_000, commands: [.journal(TimedAction(.resume, at: 36_200))]) {
            try $0.game {
                try $0.apply(.resume, at: 36_200)
                $0.menu = nil
            }
        }
        #expect(store.model.session?.state.timeLeft(at: store.now) == 55_000)
        try store.press(.c("q"), commands: [.journal(TimedAction(.pause, at: 36_200))]) {
            try $0.game {
                try $0.apply(.pause, at: 36_200)
                $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: true)
            }
        }
        try store.press(.down) { $0.game { $0.menu?.cursor = 1 } }
        try store.press(.down) { $0.game { $0.menu?.cursor = 2 } }
        // Pause closes the menu and leaves the turn paused.
        try store.press(.enter) { $0.game { $0.menu = nil } }
        try store.press(.escape) { $0.game { $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: false) } }
        try store.press(.down) { $0.game { $0.menu?.cursor = 1 } }
        // End this turn now: the review, whose keys count at once.
        try store.press(.enter, commands: [.journal(TimedAction(.endTurn, at: 36_200))]) {
            try $0.game {
                try $0.apply(.endTurn, at: 36_200)
                $0.menu = nil
            }
        }
    }

    @Test func saveAndQuitLeavesTheGameInProgress() throws {
        var store = TestStore.inGame()
        try store.startTurn()
        try store.press(.escape, after: 1_000, commands: [.journal(TimedAction(.pause, at: 2_200))]) {
            try $0.game {
                try $0.apply(.pause, at: 2_200)
                $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: true)
            }
        }
        for cursor in 1...3 { try store.press(.down) { $0.game { $0.menu?.cursor = cursor } } }
        try store.press(.enter, commands: [.quit]) {
            $0.isQuitting = true
            $0.game { $0.menu = nil }
        }
        #expect(store.model.session?.state.phase == .turn)
    }

    @Test func abandoningAsksFirst() throws {
        var store = TestStore.inGame()
        try store.press(.escape) { $0.game { $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: false) } }
        // ↑ from the first item wraps to the last, abandon.
        try store.press(.up) { $0.game { $0.menu?.cursor = 2 } }
        try store.press(.enter) { $0.game { $0.menu?.confirmingAbandon = true } }
        try store.press(.c("n")) { $0.game { $0.menu?.confirmingAbandon = false } }
        try store.press(.enter) { $0.game { $0.menu?.confirmingAbandon = true } }
        try store.abandon()
        #expect(store.model.session?.state.phase == .abandoned, "the standings so far stay on screen")
        store.settle()
        try store.press(.enter) { $0.screen = .home(HomeScreen()) }
        #expect(!store.model.savedGameAvailable)
    }

    @Test func aTinyTerminalPausesTheTurnAndABigOneResumesIt() throws {
        var store = TestStore.inGame()
        try store.startTurn()
        let small = Size(width: 30, height: 10), big = Size(width: 80, height: 24)
        try store.send(.resize(small), after: 2_000, commands: [.journal(TimedAction(.pause, at: 3_200))]) {
            $0.size = small
            try $0.game {
                try $0.apply(.pause, at: 3_200)
                $0.pausedForSize = true
                $0.notice = Notice(kind: .pausedForSize, until: 3_200 + Notice.millis)
            }
        }
        #expect(store.model.nextChange(after: store.now) == nil)
        // Keys wait while the terminal is too small.
        try store.press(.c(" "), after: 1_000)
        try store.send(.resize(big), after: 10_000, commands: [.journal(TimedAction(.resume, at: 14_200))]) {
            $0.size = big
            try $0.game {
                try $0.apply(.resume, at: 14_200)
                $0.pausedForSize = false
                $0.notice = nil
            }
        }
        #expect(store.model.session?.state.timeLeft(at: store.now) == 58_000)
    }

    @Test func helpStopsTheClock() throws {
        var store = TestStore.inGame()
        try store.startTurn()
        try store.press(.c("?"), after: 3_000, commands: [.journal(TimedAction(.pause, at: 4_200))]) {
            $0.help = HelpOverlay()
            try $0.game { try $0.apply(.pause, at: 4_200) }
        }
        try store.press(.escape) { $0.help = nil }
    }

    @Test func signalsSaveTheClockAndLeave() throws {
        var interrupted = TestStore.inGame()
        try interrupted.startTurn()
        try interrupted.send(.interrupted, after: 4_000, commands: [.journal(TimedAction(.pause, at: 5_200)), .quit]) {
            $0.isQuitting = true
            try $0.game { try $0.apply(.pause, at: 5_200) }
        }
        var suspended = TestStore.inGame()
        try suspended.startTurn()
        try suspended.send(.suspendRequested, after: 1_000, commands: [.journal(TimedAction(.pause, at: 2_200)), .suspend]) {
            try $0.game { try $0.apply(.pause, at: 2_200) }
        }
    }

    /// SIGSTOP gives no warning: once continued, the turn pauses at the instant the loop last ran, and the
    /// time the program was stopped is not play.
    @Test func aStopFromOutsidePausesTheTurnWhereItWasLastSeenRunning() throws {
        var store = TestStore.inGame()
        try store.startTurn()
        try store.send(.stoppedFromOutside, after: 2_000, commands: [.journal(TimedAction(.pause, at: 3_200))]) {
            try $0.game { try $0.apply(.pause, at: 3_200) }
        }
        #expect(store.model.session?.state.secondsLeft(at: store.now + 90_000) == 58, "the stopped time costs nothing")
        // Paused already.
        try store.send(.stoppedFromOutside, after: 100)
    }

    /// Enter all the way, each press once its guard has gone, ends the game and its record; r then starts a
    /// rematch with a new seed.
    @Test func aWholeGameEndsOnTheFinalScreenAndARematchStartsAnother() throws {
        var preferences = Preferences()
        preferences.words = 5
        var store = TestStore.inGame(preferences: preferences)
        for _ in 0..<100 where !(store.stage?.isOver ?? true) { try store.enterAfterGuard() }
        #expect(store.model.session?.state.phase == .finished)
        let seed = try #require(store.model.session).state.setup.seed
        try store.startGame(.key(.c("r")))
        #expect(store.model.session?.state.setup.seed != seed)
    }

    /// A property over random keys: whatever they do, the journal they leave replays to the game on screen.
    @Test func theJournalReplaysToTheSameGame() throws {
        var store = TestStore.inGame()
        let setup = try #require(store.model.session).state.setup
        var journal = [TimedAction(.startGame, at: 0)]  // as TestStore.inGame began it
        var random = SeededGenerator(seed: 3)
        let keys: [Key] = [.enter, .c(" "), .c("s"), .c("u"), .c("p"), .c("v"), .c("x"), .down, .escape, .c("q")]
        for _ in 0..<600 where !(store.stage?.isOver ?? true) && !store.model.isQuitting {
            store.sendUnstated(.key(keys[random.next(below: keys.count)]), after: random.next(in: 0...3_000))
            journal += store.lastJournal
            store.sendUnstated(.tick)
            journal += store.lastJournal
        }
        let replayed = try GameState.replaying(journal, setup: setup)
        #expect(replayed == store.model.session?.state)
    }

    @Test func resumingPausesARunningTurnAtTheLastKnownInstant() throws {
        var store = TestStore.inGame()
        try store.startTurn()
        try store.press(.enter, after: 5_000, commands: [.journal(TimedAction(.guessed, at: 6_200)), .sound(.guessed)]) {
            try $0.game { try $0.apply(.guessed, at: 6_200) }
        }
        guard case .game(let played) = store.model.screen else { return }
        let state = played.state
        let model = AppModel(preferences: Preferences(), roster: nil, size: Size(width: 80, height: 24),
                             environmentLanguage: .en, names: DefaultNames(team: "T", player: "P"), entropy: 1)
        // Continued ten minutes later: paused where it was, its teams remembered, welcomed back.
        let lastKnown = 16_200
        var continued = TestStore(model, at: lastKnown)
        try continued.send(
            .savedGameLoaded(LoadedGame(state: state, packs: [], recordID: 4, lastKnown: lastKnown)), after: 600_000,
            commands: [.journal(TimedAction(.pause, at: lastKnown)), .saveRoster(state.setup.teams)]
        ) {
            var session = GameSession(state: state, packs: [], recordID: 4)
            try session.apply(.pause, at: lastKnown)
            session.notice = Notice(kind: .welcomeBack, until: lastKnown + 600_000 + Notice.millis)
            $0.screen = .game(session)
            $0.roster = state.setup.teams
            $0.recentRosters = [state.setup.teams]
        }
        #expect(continued.model.session?.state.timeLeft(at: lastKnown + 99_999) == 45_000)
    }

}
