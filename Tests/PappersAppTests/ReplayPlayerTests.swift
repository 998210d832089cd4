@testable import PappersApp
import PappersCanvas
import PappersEngine
import Testing

/// The on-screen replay's keys and clock, with real time as an input.
@Suite struct ReplayPlayerTests {
    /// A game played at the table: a 10-second wait at the hand-off, then two guesses 1.5 s apart.
    static func played() throws -> (setup: GameSetup, journal: [TimedAction]) {
        var store = try TeamsTests.teams()
        try store.startGame(.key(.c("s")))
        var journal = store.lastJournal
        store.settle()
        try store.startTurn(after: 10_000)
        journal += store.lastJournal
        for _ in 0..<2 {
            try store.guess(after: 1_500)
            journal += store.lastJournal
        }
        let setup = try #require(store.model.session).state.setup
        return (setup, journal)
    }

    static func player(speed: Double = 1, journal: [TimedAction]? = nil) throws -> ReplayPlayer {
        let game = try played()
        let model = TestStore.home().model
        return ReplayPlayer(model: model, setup: game.setup, journal: journal ?? game.journal, recordID: 1, packs: [], speed: speed)
    }

    @Test func theRecordedActionsComeAtTheirTimeAndLongWaitsAreCut() throws {
        let journal = try Self.played().journal
        #expect(journal.map(\.action) == [.startGame, .startTurn, .guessed, .guessed])
        var player = try Self.player()
        #expect(player.start(at: 100).isEmpty)
        #expect(player.next == 1 && player.model.session?.state.phase == .handOff)
        // The ten seconds at the hand-off play as three.
        _ = player.handle(.timePassed, at: 101)
        #expect(player.waitMillis == 3_000)
        _ = player.handle(.timePassed, at: 3_101)
        #expect(player.next == 2 && player.model.session?.state.phase == .turn)
        // In a running turn nothing is cut: the time bar's next half-second, the countdown's next second, then
        // the guess 1.5 s later, with its sound.
        #expect(player.waitMillis == 500)
        #expect(player.handle(.timePassed, at: 4_000).sounds.isEmpty)
        #expect(player.handle(.timePassed, at: 4_601).sounds == [.guessed])
        #expect(player.next == 3)
    }

    @Test func spacePausesTheClockAndTheArrowJumpsToTheNextAction() throws {
        var player = try Self.player()
        _ = player.start(at: 0)
        _ = player.handle(.key(.character(" ")), at: 0)
        #expect(player.paused && player.waitMillis == nil)
        _ = player.handle(.timePassed, at: 60_000)
        #expect(player.next == 1, "paused: nothing happens however long it waits")
        _ = player.handle(.key(.right), at: 60_001)
        #expect(player.next == 2, "→ shows the next action at once, paused or not")
        _ = player.handle(.key(.character(" ")), at: 60_002)
        #expect(!player.paused)
        #expect(player.handle(.key(.character("q")), at: 60_003).leaves)
    }

    @Test func plusAndMinusChangeTheSpeedWithinItsLimitsAndFastReplaysAreSilent() throws {
        var player = try Self.player()
        _ = player.start(at: 0)
        for step in 1...10 { _ = player.handle(.key(.character("+")), at: step) }
        #expect(player.speed == 64)
        for step in 11...30 { _ = player.handle(.key(.character("-")), at: step) }
        #expect(player.speed == 0.25)
        var fast = try Self.player(speed: 4)
        _ = fast.start(at: 0)
        var sounds: [SoundCue] = []
        for step in 1...100 { sounds += fast.handle(.timePassed, at: step * 1_000).sounds }
        #expect(fast.isAtEnd && sounds.isEmpty)
    }

    @Test func aRecordEndingMidTurnStopsItsClockAtTheLastActionAndAResizeNeverPausesIt() throws {
        var player = try Self.player()
        let last = try #require(player.journal.last).at
        _ = player.start(at: 0)
        _ = player.handle(.timePassed, at: 1)
        _ = player.handle(.timePassed, at: 3_001)
        _ = player.handle(.resize(Size(width: 20, height: 5)), at: 3_500)
        #expect(player.model.session?.state.turn?.countdown.isRunning == true, "a recorded turn never pauses")
        _ = player.handle(.timePassed, at: 600_000)
        #expect(player.isAtEnd)
        #expect(player.replayTime == Double(last))
        #expect(player.waitMillis == nil)
        #expect(player.model.size == Size(width: 20, height: 5))
    }
}
