import Testing
import PappersApp
import PappersCanvas
import PappersEngine

@Suite struct GameFlowTests {
    @Test func spaceStartsTheClockAndScoresWithASound() {
        var app = App.inGame()
        app.press(.c(" "), after: 1_000)
        #expect(app.state.phase == .turn)
        let commands = app.press(.c(" "), after: 2_000)
        #expect(commands == [.journal(TimedAction(.guessed, at: app.now)), .sound(.guessed)])
        #expect(app.state.pointsThisTurn == 1)
    }

    @Test func passUndoPauseAndPeekHaveTheirKeys() {
        var preferences = Preferences()
        preferences.passPenalty = 1
        var app = App.inGame(preferences: preferences)
        app.press(.enter)
        app.press(.c("s"), after: 500)
        #expect(app.state.pointsThisTurn == -1)
        app.press(.enter, after: 500)
        app.press(.c("u"), after: 500)
        #expect(app.state.turn!.guessed.isEmpty)
        app.press(.c("p"), after: 500)
        #expect(app.state.turn!.countdown.isRunning == false)
        app.press(.c(" "), after: 5_000)
        #expect(app.state.turn!.countdown.isRunning == true, "Space resumes a paused turn")
        let refused = app.press(.c("v"))
        #expect(app.model.session!.notice?.kind == .refused(.wordAlwaysVisible))
        #expect(refused.isEmpty, "a refusal is a notice on screen and no sound: SPEC's sounds are a guess and time up")
    }

    @Test func timeUpComesWithTheTickAndItsSound() {
        var app = App.inGame()
        app.press(.enter)
        // The time bar's next half-second (TimeBarTests); the countdown's next second with Motion calm.
        #expect(app.model.nextChange(after: app.now) == app.now + 500)
        let commands = app.send(.tick, after: 60_000)
        #expect(commands == [.journal(TimedAction(.tick, at: app.now)), .sound(.timeUp)])
        #expect(app.state.phase == .review)
        #expect(app.send(.tick, after: 100).isEmpty)
    }

    @Test func aKeyAfterTheDeadlineFindsTheTurnOver() {
        var app = App.inGame()
        app.press(.enter)
        let commands = app.press(.c(" "), after: 61_000)
        #expect(commands.first == .journal(TimedAction(.tick, at: app.now)))
        #expect(app.state.phase == .review)
        #expect(app.state.review!.guessed.isEmpty, "the late Space did not score")
        app.press(.c(" "), after: 300)
        #expect(app.state.phase == .review, "nor did a second one skip the review")
        app.press(.enter, after: GameSession.mainKeyGuardMillis)
        #expect(app.state.phase == .handOff)
        app.press(.enter, after: 200)
        #expect(app.state.phase == .handOff, "the next team's hand-off waits too")
        app.press(.enter, after: GameSession.mainKeyGuardMillis)
        #expect(app.state.phase == .turn)
    }

    @Test func reviewStrikesWithXAndConfirmsWithEnter() {
        var app = App.inGame()
        app.press(.enter)
        app.press(.enter, after: 1_000)
        app.press(.enter, after: 1_000)
        app.send(.tick, after: 60_000)
        let word = app.state.review!.guessed[1]
        app.press(.down)
        app.press(.c("x"))
        #expect(app.state.review!.struck == [word])
        app.press(.delete)
        #expect(app.state.review!.struck.isEmpty)
        app.press(.c("x"))
        app.settle()
        app.press(.enter)
        #expect(app.state.phase == .handOff)
        #expect(app.state.bowl.contains(word))
    }

    @Test func theMenuStopsTheClockAndResumeStartsIt() {
        var app = App.inGame()
        app.press(.enter)
        app.press(.escape, after: 5_000)
        #expect(app.model.session!.menu != nil)
        #expect(app.state.turn!.countdown.isRunning == false)
        app.press(.enter, after: 30_000)
        #expect(app.model.session!.menu == nil)
        #expect(app.state.timeLeft(at: app.now) == 55_000)
        app.press(.c("q"))
        app.press(.down, .down)
        app.press(.enter)
        #expect(app.model.session!.menu == nil)
        #expect(app.state.turn!.countdown.isRunning == false, "Pause leaves it paused")
        app.press(.escape)
        app.press(.down)
        app.press(.enter)
        #expect(app.state.phase == .review, "End this turn now")
    }

    @Test func saveAndQuitLeavesTheGameInProgress() {
        var app = App.inGame()
        app.press(.enter)
        app.press(.escape, after: 1_000)
        app.press(.down, .down, .down)
        let commands = app.press(.enter)
        #expect(commands == [.quit])
        #expect(app.state.phase == .turn)
    }

    @Test func abandoningAsksFirst() {
        var app = App.inGame()
        app.press(.escape)
        app.press(.up)
        app.press(.enter)
        #expect(app.model.session!.menu?.confirmingAbandon == true)
        app.press(.c("n"))
        #expect(app.model.session!.menu?.confirmingAbandon == false)
        app.press(.enter)
        let commands = app.press(.c("y"))
        #expect(commands.contains(.journal(TimedAction(.abandon, at: app.now))))
        #expect(commands.contains { if case .recordEnd = $0 { true } else { false } })
        #expect(app.state.phase == .abandoned, "the standings so far stay on screen")
        app.settle()
        app.press(.enter)
        #expect(app.model.screen == .home(HomeScreen()))
        #expect(!app.model.savedGameAvailable)
    }

    @Test func aTinyTerminalPausesTheTurnAndABigOneResumesIt() {
        var app = App.inGame()
        app.press(.enter)
        app.send(.resize(Size(width: 30, height: 10)), after: 2_000)
        #expect(app.state.turn!.countdown.isRunning == false)
        #expect(app.model.nextChange(after: app.now) == nil)
        app.press(.c(" "), after: 1_000)
        #expect(app.state.turn!.guessed.isEmpty, "keys wait while the terminal is too small")
        app.send(.resize(Size(width: 80, height: 24)), after: 10_000)
        #expect(app.state.turn!.countdown.isRunning)
        #expect(app.state.timeLeft(at: app.now) == 58_000)
    }

    @Test func helpStopsTheClock() {
        var app = App.inGame()
        app.press(.enter)
        app.press(.c("?"), after: 3_000)
        #expect(app.state.turn!.countdown.isRunning == false)
        app.press(.escape)
        #expect(app.model.help == nil)
    }

    @Test func signalsSaveTheClockAndLeave() {
        var app = App.inGame()
        app.press(.enter)
        let commands = app.send(.interrupted, after: 4_000)
        #expect(commands == [.journal(TimedAction(.pause, at: app.now)), .quit])
        var suspended = App.inGame()
        suspended.press(.enter)
        let suspending = suspended.send(.suspendRequested, after: 1_000)
        #expect(suspending == [.journal(TimedAction(.pause, at: suspended.now)), .suspend])
    }

    /// SIGSTOP gives no warning: once continued, the turn pauses at the instant the loop last ran, and the
    /// time the program was stopped is not play.
    @Test func aStopFromOutsidePausesTheTurnWhereItWasLastSeenRunning() {
        var app = App.inGame()
        app.press(.enter)
        let lastSeen = app.now + 2_000
        let commands = app.model.update(.stoppedFromOutside, at: lastSeen)
        #expect(commands == [.journal(TimedAction(.pause, at: lastSeen))])
        #expect(app.state.turn!.countdown.isRunning == false)
        #expect(app.state.secondsLeft(at: lastSeen + 90_000) == 58, "the stopped time costs nothing")
        #expect(app.model.update(.stoppedFromOutside, at: lastSeen + 100).isEmpty, "paused already")
    }

    @Test func aWholeGameEndsOnTheFinalScreenAndARematchStartsAnother() {
        var preferences = Preferences()
        preferences.words = 5
        var app = App.inGame(preferences: preferences)
        while !app.state.phase.isOver {
            app.press(.enter, after: GameSession.mainKeyGuardMillis)
        }
        #expect(app.state.phase == .finished)
        #expect(app.commands.contains { if case .recordEnd = $0 { true } else { false } })
        let seed = app.state.setup.seed
        app.press(.c("r"))
        #expect(app.state.phase == .handOff)
        #expect(app.state.setup.seed != seed)
    }

    @Test func theJournalReplaysToTheSameGame() throws {
        var app = App.inGame()
        var random = SeededGenerator(seed: 3)
        let keys: [Key] = [.enter, .c(" "), .c("s"), .c("u"), .c("p"), .c("v"), .c("x"), .down, .escape, .c("q")]
        for _ in 0..<600 where !app.state.phase.isOver && !app.model.isQuitting {
            app.press(keys[random.next(below: keys.count)], after: random.next(in: 0...3_000))
            app.send(.tick)
        }
        let replayed = try GameState.replaying(app.journal, setup: app.state.setup)
        #expect(replayed == app.state)
    }

    @Test func resumingPausesARunningTurnAtTheLastKnownInstant() {
        var app = App.inGame()
        app.press(.enter)
        let turnStart = app.now
        app.press(.enter, after: 5_000)
        let state = app.state
        var model = AppModel(preferences: Preferences(), roster: nil, size: Size(width: 80, height: 24),
                             environmentLanguage: .en, names: DefaultNames(team: "T", player: "P"), entropy: 1)
        let lastKnown = turnStart + 15_000
        let commands = model.update(
            .savedGameLoaded(LoadedGame(state: state, packs: [], recordID: 4, lastKnown: lastKnown)), at: lastKnown + 600_000)
        #expect(commands == [.journal(TimedAction(.pause, at: lastKnown)), .saveRoster(state.setup.teams)],
                "paused where it was, and its teams remembered")
        #expect(model.session!.state.timeLeft(at: lastKnown + 99_999) == 45_000)
        #expect(model.session!.notice == Notice(kind: .welcomeBack, until: lastKnown + 600_000 + Notice.millis))
        #expect(model.session != nil, "a game is on screen")
    }
}
