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
}
