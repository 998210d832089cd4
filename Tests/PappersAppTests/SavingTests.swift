@testable import PappersApp
import PappersCanvas
import PappersEngine
import Testing

/// The model learns of saving through events: the game goes on while it fails, and leaving unsaved asks
/// first.
@Suite struct SavingTests {
    /// In a turn, with a guess made, saving failing.
    private func failingTurn() -> App {
        var app = App.inGame()
        app.press(.enter)
        app.press(.c(" "), after: 500)
        app.send(.saveFailed(.diskFull))
        return app
    }

    /// In a turn, with a guess made at 1.7 s, saving failing.
    private func failingTurnStore() throws -> TestStore {
        var store = TestStore.inGame()
        try store.startTurn()
        try store.press(.c(" "), after: 500, commands: [.journal(TimedAction(.guessed, at: 1_700)), .sound(.guessed)]) {
            try $0.game { try $0.apply(.guessed, at: 1_700) }
        }
        try store.receive(.saveFailed(.diskFull)) { $0.saveProblem = .diskFull }
        return store
    }

    @Test func theGameGoesOnWhileSavingFails() throws {
        var store = try failingTurnStore()
        // Actions are still journaled, and the game goes on.
        try store.press(.c(" "), after: 500, commands: [.journal(TimedAction(.guessed, at: 2_200)), .sound(.guessed)]) {
            try $0.game { try $0.apply(.guessed, at: 2_200) }
        }
        #expect(store.model.session?.state.pointsThisTurn == 2)
        try store.receive(.saved) { $0.saveProblem = nil }
    }

    @Test func leavingUnsavedAsksAndKeepingOnPlaysOn() throws {
        var store = try failingTurnStore()
        try store.press(.escape, commands: [.journal(TimedAction(.pause, at: 1_700))]) {
            try $0.game {
                try $0.apply(.pause, at: 1_700)
                $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: true)
            }
        }
        try store.press(.up) { $0.game { $0.menu?.cursor = 4 } }
        try store.press(.up) { $0.game { $0.menu?.cursor = 3 } }
        // Save and quit.
        try store.press(.enter, commands: [.quit]) {
            $0.isQuitting = true
            $0.game { $0.menu = nil }
        }
        // Not gone yet: the question.
        try store.receive(.unsavedAtQuit) {
            $0.isQuitting = false
            $0.unsavedQuit = UnsavedQuit()
        }
        // Other keys do nothing while it asks.
        for key in [Key.c(" "), .c("x"), .c("q")] { try store.press(key) }
        try store.press(.c("k")) { $0.unsavedQuit = nil }
        // The game goes on.
        try store.press(.c("p"), commands: [.journal(TimedAction(.resume, at: 1_700))]) {
            try $0.game { try $0.apply(.resume, at: 1_700) }
        }
    }

    @Test func writingTheRecordElsewhereLeaves() {
        var app = failingTurn()
        app.press(.escape, .up, .up, .enter)
        app.send(.unsavedAtQuit)
        #expect(app.press(.enter) == [.writeRecordElsewhere])
        app.send(.recordWrittenElsewhere)
        #expect(app.model.isQuitting && app.model.unsavedQuit == nil)
    }

    @Test func whenNoFileCanBeWrittenEitherThePlayersMayStillLeave() {
        var app = App()
        app.send(.saveFailed(.readOnly))
        app.press(.c("q"))
        app.send(.unsavedAtQuit)
        #expect(app.press(.c("x")).isEmpty, "x only once writing elsewhere failed")
        app.press(.c("w"))
        app.send(.recordNotWrittenElsewhere)
        #expect(app.model.unsavedQuit?.writeFailed == true && !app.model.isQuitting)
        #expect(app.press(.c("x")) == [.quitUnsaved])
        #expect(app.model.isQuitting)
    }

    /// 1.1 asked from a too-small terminal and, once it grew back, ran the turn's clock to zero under the
    /// question.
    @Test func theQuestionPausesTheTurnEvenOneTooSmallHadPaused() {
        var app = failingTurn()
        app.send(.resize(Size(width: 30, height: 10)), after: 100)
        #expect(app.state.turn?.countdown.isRunning == false, "paused for the size")
        app.send(.interrupted, after: 100)
        app.send(.unsavedAtQuit)
        let left = app.state.turn?.countdown.remaining(at: app.now)
        app.send(.resize(Size(width: 80, height: 24)), after: 100)
        app.send(.tick, after: 20_000)
        #expect(app.state.turn?.countdown.isRunning == false, "the question holds the turn")
        #expect(app.state.turn?.countdown.remaining(at: app.now) == left)
        app.press(.c("k"))
        #expect(app.state.turn?.countdown.isRunning == false, "kept paused until p")
    }

    @Test func aRunningTurnPausesWhenTheQuestionComes() {
        var app = failingTurn()
        app.send(.unsavedAtQuit)
        #expect(app.state.turn?.countdown.isRunning == false)
    }

    /// `w` asks the run loop to try the data directory first (`Session.saveOrWriteRecordElsewhere`); when that
    /// works, the game leaves saved.
    @Test func savedAfterAllLeavesSaved() {
        var app = failingTurn()
        app.send(.unsavedAtQuit)
        #expect(app.press(.c("w")) == [.writeRecordElsewhere])
        app.send(.savedBeforeLeaving)
        #expect(app.model.isQuitting && app.model.unsavedQuit == nil && app.model.saveProblem == nil)
    }

    /// A record found elsewhere for a game being continued: t takes it in, c continues without it.
    @Test func aRecordFoundElsewhereIsOfferedBeforeTheGameComesBack() {
        var app = App(savedGame: true)
        let found = RecordFound(path: "/tmp/pappers-game-1-20261124-003000.json", gameID: 1, actions: 12)
        app.send(.recordFoundElsewhere(found))
        #expect(app.model.recordFound == found)
        #expect(app.press(.c("n"), .c("q"), .c(" ")).isEmpty, "nothing else while it asks")
        #expect(app.press(.c("t")) == [.takeInRecord(found)])
        #expect(app.model.recordFound == nil)
        app.send(.recordFoundElsewhere(found))
        #expect(app.press(.escape) == [.continueWithoutRecord(id: 1)])
    }
}
