import Foundation
import PappersApp
import PappersEngine
import PappersStore

extension Session {
    /// Carries out the model's commands in order.
    func perform(_ commands: [AppCommand]) {
        for command in commands { perform(command) }
    }

    private func perform(_ command: AppCommand) {
        switch command {
        case .journal(let action):
            guard store != nil else { return }
            journal.append(action)
            save()
        case .sound(let cue):
            pendingSounds.append(cue)
        case .saveSetting(let key, let value):
            try? store?.setSetting(key, value)
        case .saveRoster(let teams):
            try? store?.saveRoster(teams)
        case .recordNewGame(let setup, let packs):
            recordNewGame(setup, packs: packs)
        case .recordEnd(let state):
            recordEnd(state)
        case .quit:
            saveBeforeLeaving()
        case .writeRecordElsewhere:
            saveOrWriteRecordElsewhere()
        case .quitUnsaved:
            break
        case .suspend:
            terminal.suspend()
        case .openFreshDatabase:
            openFreshDatabase()
        case .playWithoutSaving:
            store = nil
            send(.storeReady(savedGames: []))
        case .continueSavedGame(let id):
            continueSavedGame(id: id)
        case .takeInRecord(let found):
            takeIn(found)
        case .continueWithoutRecord(let id):
            recordsLeftOut.insert(id)
            continueSavedGame(id: id)
        case .loadRecords:
            loadRecords()
        }
    }

    private func recordNewGame(_ setup: GameSetup, packs: [String]) {
        lastHeartbeat = nil
        guard let store else { return }
        journal.start(setup, packs: packs, program: program, at: Date())
        save()
        if let played = try? store.playedWords() { send(.playedWordsRead(played)) }
    }

    private func recordEnd(_ state: GameState) {
        guard store != nil else { return }
        journal.end(state, at: Date())
        save()
    }

    private func openFreshDatabase() {
        do {
            let (fresh, _) = try Store.openFreshBeside(directory, at: Date())
            fresh.waitBrieflyForLocks()
            store = fresh
            send(.storeReady(savedGames: []))
        } catch {
            send(.storeFailed(ProblemScreen(message: "\(error)", reason: DataProblem(error), canStartFresh: false)))
        }
    }

    /// The exit status for bad data (65, sysexits.h): a saved game that cannot be continued.
    static let badDataStatus: Int32 = 65

    /// Brings back game `id` (the newest in progress without one), paused where it was: the game this run
    /// keeps in memory (saved or not) when it is that one, else the store's.
    func continueSavedGame(id: Int? = nil) {
        guard let store else { return }
        do {
            let record: GameRecord
            if let inMemory = journal.gameInPlay, id == nil || inMemory.id == id {
                record = inMemory
            } else if let stored = try id.map(store.record(id:)) ?? store.gameInProgress() {
                guard stored.status == .inProgress else {
                    send(.savedGameGone(id: stored.id))
                    return
                }
                // Saving failed in an earlier run and the record went elsewhere: offer it before going on.
                if !recordsLeftOut.contains(stored.id),
                   let found = RecordElsewhere.find(extending: stored, in: recordFolders) {
                    send(.recordFoundElsewhere(found))
                    return
                }
                record = stored
                journal.resume(stored)
            } else {
                send(.storeReady(savedGames: []))
                return
            }
            let state = try record.replayed()
            if state.phase.isOver {
                // Killed between the last action and recording the result: record it now.
                recordEnd(state)
                send(.savedGameGone(id: record.id))
                return
            }
            let lastKnown = record.lastKnownMillis
            clock.carryOn(from: lastKnown)
            lastHeartbeat = nil
            let loaded = LoadedGame(
                state: state, packs: record.packs, recordID: journal.currentGameID, lastKnown: lastKnown,
                recordLeftOut: recordsLeftOut.contains(record.id))
            send(.savedGameLoaded(loaded))
        } catch {
            send(.storeFailed(ProblemScreen(
                message: "the saved game cannot be continued: \(error)", reason: DataProblem(continuing: error), canStartFresh: false,
                exitStatus: Self.badDataStatus)))
        }
    }

    /// Where records written when saving failed are looked for: where `writeRecordElsewhere` writes them.
    var recordFolders: [String] {
        RecordElsewhere.folders(dataDirectory: directory.path, temporary: ProcessInfo.processInfo.environment["TMPDIR"])
    }

    /// Takes the record found elsewhere into the data directory, as `pappers import` would, and continues its
    /// game; when that fails, the game goes on without it, and says so.
    private func takeIn(_ found: RecordFound) {
        guard let store, let record = RecordElsewhere.read(found.path),
              case .completed = try? store.importGame(record) else {
            recordsLeftOut.insert(found.gameID)
            continueSavedGame(id: found.gameID)
            return
        }
        continueSavedGame(id: found.gameID)
    }
}
