import PappersApp
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

    @Test func theGameGoesOnWhileSavingFails() {
        var app = failingTurn()
        #expect(app.model.saveProblem == .diskFull)
        let commands = app.press(.c(" "), after: 500)
        #expect(commands.contains { if case .journal = $0 { true } else { false } }, "actions are still journaled")
        #expect(app.state.pointsThisTurn == 2)
        app.send(.saved)
        #expect(app.model.saveProblem == nil)
    }

    @Test func leavingUnsavedAsksAndKeepingOnPlaysOn() {
        var app = failingTurn()
        app.press(.escape, .up, .up, .enter)
        #expect(app.model.isQuitting && app.commands.last == .quit)
        app.send(.unsavedAtQuit)
        #expect(!app.model.isQuitting, "not gone yet")
        #expect(app.model.unsavedQuit == UnsavedQuit())
        // Other keys do nothing while it asks.
        #expect(app.press(.c(" "), .c("x"), .c("q")).isEmpty)
        app.press(.c("k"))
        #expect(app.model.unsavedQuit == nil && !app.model.isQuitting)
        app.press(.c("p"))
        #expect(app.state.turn?.countdown.isRunning == true, "the game goes on")
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
