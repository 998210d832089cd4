import Foundation
import PappersApp
import PappersEngine
@testable import PappersSession
import PappersStore
import Testing

/// Leaving with a game the data directory does not hold, without a terminal: the last try, the question, the
/// record written elsewhere.
@Suite struct LeavingUnsavedTests {
    /// A game of three actions whose last two could not be saved: the disk is full.
    static func unsaved(
        _ data: TemporaryDataDirectory, folders: [String]? = nil
    ) throws -> (LeavingUnsaved, TestDisk, [TimedAction]) {
        let disk = TestDisk()
        let (journal, storage) = SessionJournalTests.journal(data, disk: disk)
        let actions = Array(try SessionJournalTests.actions().prefix(3))
        _ = journal.start(SessionJournalTests.setup, packs: [], at: SessionJournalTests.date)
        _ = journal.append(actions[0])
        disk.fail(.diskFull, count: 1_000)
        #expect(journal.append(actions[1]).map(\.name) == ["saveFailed(diskFull)"])
        _ = journal.append(actions[2])
        return (LeavingUnsaved(folders: folders ?? data.recordFolders, journal: journal, storage: storage), disk, actions)
    }

    @Test func thePlayersAreAskedAndNothingIsWrittenElsewhere() throws {
        let data = TemporaryDataDirectory()
        let (leaving, _, _) = try Self.unsaved(data)
        #expect(leaving.saveBeforeLeaving().map(\.name) == ["unsavedAtQuit"])
        #expect(data.recordsElsewhere().isEmpty)
        #expect(leaving.message?.hasSuffix("it could not be written elsewhere either") == true)
    }

    @Test func leavingForASignalWritesTheWholeRecordElsewhere() throws {
        let data = TemporaryDataDirectory()
        let (leaving, _, actions) = try Self.unsaved(data)
        leaving.forSignal = true
        #expect(leaving.saveBeforeLeaving().map(\.name) == ["recordWrittenElsewhere"])
        let name = try #require(data.recordsElsewhere().first)
        let record = try GameRecord(json: Data(contentsOf: URL(fileURLWithPath: data.folder + "/" + name)))
        #expect(record.journal == actions)
        #expect(leaving.message?.contains("`pappers import \(data.folder)/\(name)` takes it back") == true)
    }

    @Test func writingElsewhereTriesTheDataDirectoryFirst() throws {
        let data = TemporaryDataDirectory()
        let (leaving, disk, actions) = try Self.unsaved(data)
        disk.mend()
        #expect(leaving.saveOrWriteElsewhere().map(\.name) == ["saved", "savedBeforeLeaving"])
        #expect(data.recordsElsewhere().isEmpty)
        #expect(leaving.message == nil)
        #expect(try SessionJournalTests.stored(data).journal == actions)
    }

    @Test func aRecordNoFolderTakesIsSaid() throws {
        let data = TemporaryDataDirectory()
        let (leaving, _, _) = try Self.unsaved(data, folders: [data.folder + "/missing/folder"])
        #expect(leaving.saveOrWriteElsewhere().map(\.name) == ["recordNotWrittenElsewhere"])
    }

    @Test func aSavedGameLeavesWithoutAWord() throws {
        let data = TemporaryDataDirectory()
        let (journal, storage) = SessionJournalTests.journal(data, disk: TestDisk())
        _ = journal.start(SessionJournalTests.setup, packs: [], at: SessionJournalTests.date)
        let leaving = LeavingUnsaved(folders: data.recordFolders, journal: journal, storage: storage)
        #expect(leaving.saveBeforeLeaving().isEmpty)
        #expect(leaving.message == nil)
    }
}
