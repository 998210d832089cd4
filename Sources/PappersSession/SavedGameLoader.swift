import Foundation
import PappersApp
import PappersEngine
import PappersStore

/// Brings a game in progress back: the game this run keeps in memory (saved or not) when it is that one, else
/// the store's, paused where it was, with the session's clock carried on past its last instant. A record of
/// more of it written elsewhere when saving failed (`RecordElsewhere`) is offered first.
final class SavedGameLoader {
    /// The exit status for bad data (65, sysexits.h): a saved game that cannot be continued.
    static let badDataStatus: Int32 = 65

    /// Where records written when saving failed are looked for: where `LeavingUnsaved` writes them.
    private let folders: [String]
    /// The games continued without the record found elsewhere (the players chose so): not offered again.
    private var recordsLeftOut: Set<Int> = []
    private let storage: StoreKeeper
    private let journal: SessionJournal
    private let clock: SessionClock

    init(folders: [String], storage: StoreKeeper, journal: SessionJournal, clock: SessionClock) {
        self.folders = folders
        self.storage = storage
        self.journal = journal
        self.clock = clock
    }

    /// Brings back game `id` (the newest in progress without one), or says why it cannot.
    func continueGame(id: Int? = nil) -> [AppEvent] {
        guard let store = storage.store else { return [] }
        do {
            let record: GameRecord
            if let inMemory = journal.pending.gameInPlay, id == nil || inMemory.id == id {
                record = inMemory
            } else if let stored = try id.map(store.record(id:)) ?? store.gameInProgress() {
                guard stored.status == .inProgress else { return [.savedGameGone(id: stored.id)] }
                // Saving failed in an earlier run and the record went elsewhere: offer it before going on.
                if !recordsLeftOut.contains(stored.id), let found = RecordElsewhere.find(extending: stored, in: folders) {
                    return [.recordFoundElsewhere(found)]
                }
                record = stored
                journal.resume(stored)
            } else {
                return [.storeReady(savedGames: [])]
            }
            let state = try record.replayed()
            if state.stage.isOver {
                // Killed between the last action and recording the result: record it now.
                return journal.end(state, at: Date()) + [.savedGameGone(id: record.id)]
            }
            let lastKnown = record.lastKnownMillis
            clock.carryOn(from: lastKnown)
            journal.forgetHeartbeat()
            return [.savedGameLoaded(LoadedGame(
                state: state, packs: record.packs, recordID: journal.pending.currentGameID, lastKnown: lastKnown,
                recordLeftOut: recordsLeftOut.contains(record.id)))]
        } catch {
            return [.storeFailed(ProblemScreen(
                message: "the saved game cannot be continued: \(error)", reason: DataProblem(continuing: error),
                canStartFresh: false, exitStatus: Self.badDataStatus))]
        }
    }

    /// Takes the record found elsewhere into the data directory, as `pappers import` would, and continues its
    /// game; when that fails, the game goes on without it, and says so.
    func takeIn(_ found: RecordFound) -> [AppEvent] {
        guard let store = storage.store, let record = RecordElsewhere.read(found.path),
              case .completed = try? store.importGame(record) else {
            recordsLeftOut.insert(found.gameID)
            return continueGame(id: found.gameID)
        }
        return continueGame(id: found.gameID)
    }

    /// Continues the game without the record found elsewhere.
    func continueWithoutRecord(id: Int) -> [AppEvent] {
        recordsLeftOut.insert(id)
        return continueGame(id: id)
    }
}
