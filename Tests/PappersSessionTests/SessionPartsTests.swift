import Foundation
import PappersApp
import PappersCanvas
@testable import PappersSession
import PappersStore
import Testing

/// The session's small parts alone: the queue, the sounds, the events of the terminal, the store's opening.
@Suite struct SessionPartsTests {
    @Test func theQueueIsFirstInFirstOutWithItsInstants() {
        var queue = EventQueue()
        #expect(queue.isEmpty && queue.next() == nil)
        queue.append(.tick, at: 5)
        queue.append(contentsOf: [.saved, .unsavedAtQuit], at: 6)
        #expect(queue.next().map { "\($0.event.name)@\($0.at)" } == "tick@5")
        queue.append(.interrupted, at: 9)
        let rest = [queue.next(), queue.next(), queue.next()].compactMap { $0 }
        #expect(rest.map(\.event.name) == ["saved", "unsavedAtQuit", "interrupted"])
        #expect(rest.map(\.at) == [6, 6, 9], "each at the instant it came")
        #expect(queue.isEmpty && queue.next() == nil)
    }

    @Test func soundsWaitForTheFrameAndPlayOnce() {
        let output = RecordedSounds()
        var sounds = SoundQueue(output: output)
        sounds.add(.guessed)
        sounds.add(.timeUp)
        #expect(output.played.isEmpty)
        sounds.play(mode: .bell)
        #expect(output.played.map(\.0) == [.guessed, .timeUp])
        #expect(output.played.allSatisfy { $0.1 == .bell })
        sounds.play(mode: .on)
        #expect(output.played.count == 2)
    }

    /// Each event of the terminal reaches the model once; time passes through a tick for a timeout only.
    @Test func eachTerminalEventIsOneEventForTheModel() {
        func events(_ event: TerminalEvent, running: Bool = false) -> [String] {
            event.appEvents(from: .laptop, at: 7, lastRun: 3, turnRunning: running).map { "\($0.event.name)@\($0.at)" }
        }
        #expect(events(.key(.character(" ")), running: true) == ["key(\(Key.character(" ")))@7"], "no tick beside a key")
        #expect(events(.timeout) == ["tick@7"])
        #expect(events(.resize(Size(width: 90, height: 30))).count == 1)
        #expect(events(.resumed) == ["tick@7"])
        #expect(events(.resumed, running: true) == ["stoppedFromOutside@3", "tick@7"], "paused when it last ran")
        #expect(events(.signal(.suspend)) == ["suspendRequested@7"])
        for signal in TerminalSignal.allCases where signal != .suspend {
            #expect(events(.signal(signal)) == ["interrupted@7"])
        }
    }

    @Test func aStoreThatCannotBeOpenedAfterTheFirstFrameSaysWhy() {
        let data = TemporaryDataDirectory()
        let problem = ProblemScreen(StoreError.busy(pid: 42))
        let storage = StoreKeeper(directory: data.directory, store: nil, open: { _ in (nil, problem) })
        #expect(storage.openNow().map(\.name) == ["storeFailed(\(DataProblem.busy(pid: 42)))"])
        #expect(storage.store == nil)
    }

    @Test func aStoreOpenedAfterTheFirstFrameIsQuietUnlessItRecoveredAGame() {
        let data = TemporaryDataDirectory()
        let storage = StoreKeeper(directory: data.directory, store: nil, open: { SessionFixture.openStore($0) })
        #expect(storage.openNow().isEmpty)
        #expect(storage.store != nil && storage.note == nil)
    }

    @Test func aFreshDatabaseTakesTheUnusableOnesPlace() throws {
        let data = TemporaryDataDirectory()
        try FileManager.default.createDirectory(atPath: data.directory.path, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 8_192).write(to: URL(fileURLWithPath: data.directory.databasePath))
        let storage = StoreKeeper(directory: data.directory, store: nil, open: { SessionFixture.openStore($0) })
        #expect(storage.openNow().map(\.name) == ["storeFailed(\(DataProblem.damaged(path: data.directory.databasePath)))"])
        #expect(storage.openFresh(at: Date()).map(\.name) == ["storeReady([])"])
        #expect(storage.store != nil)
        let kept = try FileManager.default.contentsOfDirectory(atPath: data.directory.path)
        #expect(kept.contains { $0.hasPrefix("pappers.sqlite.unusable-") }, "the old file kept aside")
    }
}

/// The screen's part: a change of the Colour setting is followed once, and the model told the new depth.
@Suite struct DisplayTests {
    @Test func aChangedColourSettingIsFollowedOnce() {
        let terminal = ScriptedTerminal(script: [])
        var display = Display(terminal: terminal, colour: .automatic)
        #expect(display.follow(.automatic) == nil)
        #expect(display.follow(.depth(.none))?.name == AppEvent.colourDepthFound(terminal.colourDepth).name)
        #expect(display.follow(.depth(.none)) == nil, "once")
        display.draw(SessionFixture.model(preferences: Preferences(), size: terminal.size), at: 0)
        #expect(terminal.frames == 1)
    }
}
