import Foundation
import PappersApp
import PappersEngine
@testable import PappersSession
import PappersStore
import Testing

/// The journal alone, without a terminal: what it writes into the store, and the events it brings back.
@Suite struct SessionJournalTests {
    static let setup = GameSetup(
        teams: [Team(name: "Reds", players: ["Ana", "Bru"]), Team(name: "Blues", players: ["Cai", "Dani"])],
        rules: Rules(), words: (1...10).map { "word \($0)" }, seed: 5)
    static let date = Date(timeIntervalSince1970: 1_790_000_000)

    /// The actions of a whole game of `setup`, in order.
    static func actions() throws -> [TimedAction] {
        var actions: [TimedAction] = []
        _ = try Simulation.play(setup) { actions.append($0) }
        return actions
    }

    /// A journal into the store of `data`, opened to play on `disk`.
    static func journal(_ data: TemporaryDataDirectory, disk: TestDisk) -> (SessionJournal, StoreKeeper) {
        let open = { (directory: DataDirectory) in SessionFixture.openStore(directory, disk: disk) }
        let storage = StoreKeeper(directory: data.directory, store: open(data.directory).0, open: open)
        return (SessionJournal(program: "tests", storage: storage), storage)
    }

    static func stored(_ data: TemporaryDataDirectory, id: Int = 1) throws -> GameRecord {
        try Store.openForReading(data.directory).record(id: id)
    }

    @Test func aNewGameIsRecordedAndItsIDComesBack() throws {
        let data = TemporaryDataDirectory()
        let (journal, _) = Self.journal(data, disk: TestDisk())
        let actions = try Self.actions()
        #expect(journal.start(Self.setup, packs: [], at: Self.date).map(\.name) == ["gameRecorded(1)"])
        for action in actions.prefix(5) { #expect(journal.append(action).isEmpty) }
        #expect(try Self.stored(data).journal == Array(actions.prefix(5)), "each action is in the store when append returns")
    }

    @Test func savingThatFailsIsSaidOnceAndSoIsItsReturn() throws {
        let data = TemporaryDataDirectory()
        let disk = TestDisk()
        let (journal, _) = Self.journal(data, disk: disk)
        let actions = try Self.actions()
        _ = journal.start(Self.setup, packs: [], at: Self.date)
        disk.fail(.diskFull, count: 1_000)
        #expect(journal.append(actions[0]).map(\.name) == ["saveFailed(diskFull)"])
        #expect(journal.append(actions[1]).isEmpty, "the players were told already")
        #expect(!journal.isWritten)
        disk.mend()
        #expect(journal.append(actions[2]).map(\.name) == ["saved"])
        #expect(journal.isWritten)
        #expect(try Self.stored(data).journal == Array(actions.prefix(3)), "nothing lost, nothing twice")
    }

    @Test func aGameWhoseStartFailedIsRecordedLaterAndSaysItsID() throws {
        let data = TemporaryDataDirectory()
        let disk = TestDisk()
        let (journal, _) = Self.journal(data, disk: disk)
        let actions = try Self.actions()
        disk.fail(.ioError)
        #expect(journal.start(Self.setup, packs: [], at: Self.date).map(\.name) == ["saveFailed(diskError)"])
        #expect(journal.append(actions[0]).map(\.name) == ["gameRecorded(1)", "saved"])
    }

    @Test func theHeartbeatIsWrittenAboutOnceASecond() throws {
        let data = TemporaryDataDirectory()
        let (journal, _) = Self.journal(data, disk: TestDisk())
        _ = journal.start(Self.setup, packs: [], at: Self.date)
        _ = journal.heartbeat(at: 10_000)
        #expect(try Self.stored(data).heartbeat == 10_000)
        _ = journal.heartbeat(at: 10_850)
        #expect(try Self.stored(data).heartbeat == 10_000, "not yet")
        _ = journal.heartbeat(at: 10_900)
        #expect(try Self.stored(data).heartbeat == 10_900, "due within a tenth of a second: now")
        #expect(journal.lastHeartbeat == 10_900)
    }

    @Test func withoutAStoreNothingIsKept() throws {
        let data = TemporaryDataDirectory()
        let (journal, storage) = Self.journal(data, disk: TestDisk())
        #expect(storage.playWithoutSaving().map(\.name) == ["storeReady([])"])
        #expect(storage.store == nil)
        #expect(journal.start(Self.setup, packs: [], at: Self.date).isEmpty)
        #expect(journal.append(try Self.actions()[0]).isEmpty)
        #expect(try Store.openForReading(data.directory).history().isEmpty)
    }

    @Test func aDatabaseDeletedMidGameIsOpenedAgainAndHoldsTheWholeGame() throws {
        let data = TemporaryDataDirectory()
        let (journal, storage) = Self.journal(data, disk: TestDisk())
        let actions = try Self.actions()
        _ = journal.start(Self.setup, packs: [], at: Self.date)
        for action in actions.prefix(4) { _ = journal.append(action) }
        let before = try #require(storage.store)
        for suffix in ["", "-wal", "-shm"] { unlink(data.directory.databasePath + suffix) }
        _ = journal.append(actions[4])
        #expect(storage.store !== before, "the store at the path now")
        #expect(journal.isWritten)
        #expect(try Self.stored(data, id: try #require(journal.pending.currentGameID)).journal == Array(actions.prefix(5)))
    }
}
