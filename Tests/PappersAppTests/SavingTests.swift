@testable import PappersApp
import PappersCanvas
import PappersEngine
import Testing

/// The model learns of saving through events: the game goes on while it fails, and leaving unsaved asks
/// first.
@Suite struct SavingTests {
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

    /// Saving failing, Esc, Save and quit: the question, the turn paused by the menu.
    /// Home, saving having failed: q asks what to do with the record that could not be kept.
    static func askedAtQuitFromHome() throws -> TestStore {
        var store = TestStore.home()
        try store.send(.saveFailed(.readOnly)) { $0.saveProblem = .readOnly }
        try store.press(.c("q"), commands: [.quit]) { $0.isQuitting = true }
        try store.receive(.unsavedAtQuit) {
            $0.isQuitting = false
            $0.unsavedQuit = UnsavedQuit()
        }
        return store
    }

    private func askedAtQuit() throws -> TestStore {
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
        return store
    }

    @Test func leavingUnsavedAsksAndKeepingOnPlaysOn() throws {
        var store = try askedAtQuit()
        // Other keys do nothing while it asks.
        for key in [Key.c(" "), .c("x"), .c("q")] { try store.press(key) }
        try store.press(.c("k")) { $0.unsavedQuit = nil }
        // The game goes on.
        try store.press(.c("p"), commands: [.journal(TimedAction(.resume, at: 1_700))]) {
            try $0.game { try $0.apply(.resume, at: 1_700) }
        }
    }

    @Test func writingTheRecordElsewhereLeaves() throws {
        var store = try askedAtQuit()
        try store.press(.enter, commands: [.writeRecordElsewhere])
        try store.receive(.recordWrittenElsewhere) {
            $0.isQuitting = true
            $0.unsavedQuit = nil
        }
    }

    @Test func whenNoFileCanBeWrittenEitherThePlayersMayStillLeave() throws {
        var store = try Self.askedAtQuitFromHome()
        // x only once writing elsewhere failed.
        try store.press(.c("x"))
        try store.press(.c("w"), commands: [.writeRecordElsewhere])
        try store.receive(.recordNotWrittenElsewhere) { $0.unsavedQuit?.writeFailed = true }
        try store.press(.c("x"), commands: [.quitUnsaved]) {
            $0.unsavedQuit = nil
            $0.isQuitting = true
        }
    }

    /// 1.1 asked from a too-small terminal and, once it grew back, ran the turn's clock to zero under the
    /// question.
    @Test func theQuestionPausesTheTurnEvenOneTooSmallHadPaused() throws {
        var store = try failingTurnStore()
        let small = Size(width: 30, height: 10)
        // Paused for the size.
        try store.send(.resize(small), after: 100, commands: [.journal(TimedAction(.pause, at: 1_800))]) {
            $0.size = small
            try $0.game {
                try $0.apply(.pause, at: 1_800)
                $0.pausedForSize = true
                $0.notice = Notice(kind: .pausedForSize, until: 1_800 + Notice.millis)
            }
        }
        try store.send(.interrupted, after: 100, commands: [.quit]) { $0.isQuitting = true }
        try store.receive(.unsavedAtQuit) {
            $0.isQuitting = false
            $0.unsavedQuit = UnsavedQuit()
            $0.game { $0.pausedForSize = false }
        }
        let left = store.model.session?.state.turn?.countdown.remaining(at: store.now)
        try store.send(.resize(Size(width: 80, height: 24)), after: 100) { $0.size = Size(width: 80, height: 24) }
        // The question holds the turn.
        try store.send(.tick, after: 20_000) { $0.game { $0.notice = nil } }
        #expect(store.model.session?.state.turn?.countdown.isRunning == false)
        #expect(store.model.session?.state.turn?.countdown.remaining(at: store.now) == left)
        // Kept paused until p.
        try store.press(.c("k")) { $0.unsavedQuit = nil }
    }

    @Test func aRunningTurnPausesWhenTheQuestionComes() throws {
        var store = try failingTurnStore()
        try store.send(.unsavedAtQuit, commands: [.journal(TimedAction(.pause, at: 1_700))]) {
            $0.unsavedQuit = UnsavedQuit()
            try $0.game { try $0.apply(.pause, at: 1_700) }
        }
        #expect(store.model.session?.state.turn?.countdown.isRunning == false)
    }

    /// `w` asks the run loop to try the data directory first (`Session.saveOrWriteRecordElsewhere`); when that
    /// works, the game leaves saved.
    @Test func savedAfterAllLeavesSaved() throws {
        var store = try askedAtQuit()
        try store.press(.c("w"), commands: [.writeRecordElsewhere])
        try store.receive(.savedBeforeLeaving) {
            $0.isQuitting = true
            $0.unsavedQuit = nil
            $0.saveProblem = nil
        }
    }

    /// A record found elsewhere for a game being continued: t takes it in, c continues without it.
    @Test func aRecordFoundElsewhereIsOfferedBeforeTheGameComesBack() throws {
        var store = TestStore.home(savedGames: [.fixture(id: 1)])
        let found = RecordFound(path: "/tmp/pappers-game-1-20261124-003000.json", gameID: 1, actions: 12)
        try store.send(.recordFoundElsewhere(found)) { $0.recordFound = found }
        // Nothing else while it asks.
        for key in [Key.c("n"), .c("q"), .c(" ")] { try store.press(key) }
        try store.press(.c("t"), commands: [.takeInRecord(found)]) { $0.recordFound = nil }
        try store.send(.recordFoundElsewhere(found)) { $0.recordFound = found }
        try store.press(.escape, commands: [.continueWithoutRecord(id: 1)]) { $0.recordFound = nil }
    }
}
