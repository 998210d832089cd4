import Foundation
import PappersApp
import PappersEngine
@testable import PappersSession
import PappersStore
import Testing

/// Saved games brought back, without a terminal: paused where they were, the clock carried on past them, a
/// game over recorded, a record found elsewhere offered first.
@Suite struct SavedGameLoaderTests {
    /// A loader over the store of `data`, with a clock that reads `base`.
    static func loader(_ data: TemporaryDataDirectory, clock: SessionClock = SessionClock { 0 }) -> SavedGameLoader {
        let (journal, storage) = SessionJournalTests.journal(data, disk: TestDisk())
        return SavedGameLoader(folders: data.recordFolders, storage: storage, journal: journal, clock: clock)
    }

    /// Game 1 in the store of `data`, its first `count` actions journaled (all of them: the game is over, its
    /// result not recorded, as when the program was killed between the two).
    static func store(_ data: TemporaryDataDirectory, actions count: Int? = nil) throws -> [TimedAction] {
        let all = try SessionJournalTests.actions()
        let actions = Array(all.prefix(count ?? all.count))
        let store = try Store.openToPlay(data.directory)
        let id = try store.startGame(SessionJournalTests.setup, packs: [], program: "tests", at: SessionJournalTests.date)
        for action in actions { try store.append(action, to: id) }
        return actions
    }

    @Test func nothingToContinueGoesHome() {
        let data = TemporaryDataDirectory()
        #expect(Self.loader(data).continueGame().map(\.name) == ["storeReady([])"])
    }

    @Test func aGameComesBackWithTheClockCarriedOnPastIt() throws {
        let data = TemporaryDataDirectory()
        let actions = try Self.store(data, actions: 12)
        let clock = SessionClock { 0 }
        #expect(Self.loader(data, clock: clock).continueGame().map(\.name) == ["savedGameLoaded(1)"])
        let last = try #require(actions.last)
        #expect(clock.now() >= last.at, "time never goes back for the engine")
    }

    @Test func aGameOverWithoutItsResultIsRecordedAndLeftOut() throws {
        let data = TemporaryDataDirectory()
        _ = try Self.store(data)
        #expect(Self.loader(data).continueGame(id: 1).map(\.name) == ["savedGameGone(1)"])
        #expect(try Store.openForReading(data.directory).record(id: 1).status == .finished)
    }

    @Test func aRecordOfMoreOfTheGameIsOfferedFirstAndOnceLeftOutNoMore() throws {
        let data = TemporaryDataDirectory()
        let actions = try Self.store(data, actions: 12)
        let longer = GameRecord(
            id: 1, program: "tests", startedAt: SessionJournalTests.date, endedAt: nil, status: .inProgress,
            setup: SessionJournalTests.setup, packs: [], journal: Array(try SessionJournalTests.actions().prefix(15)),
            result: nil, heartbeat: nil)
        try longer.exportedJSON().write(toFile: data.folder + "/pappers-game-1-20990101-000000.json", atomically: true, encoding: .utf8)
        let loader = Self.loader(data)
        #expect(loader.continueGame(id: 1).map(\.name) == ["recordFoundElsewhere(1, 3)"])
        #expect(loader.continueWithoutRecord(id: 1).map(\.name) == ["savedGameLoaded(1)"])
        #expect(try Store.openForReading(data.directory).record(id: 1).journal == actions, "left as it was")
    }
}
