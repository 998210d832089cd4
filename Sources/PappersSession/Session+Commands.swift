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
            writeRecordElsewhere()
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
            let loaded = LoadedGame(state: state, packs: record.packs, recordID: journal.currentGameID, lastKnown: lastKnown)
            send(.savedGameLoaded(loaded))
        } catch {
            send(.storeFailed(ProblemScreen(
                message: "the saved game cannot be continued: \(error)", reason: .savedGameUnreadable, canStartFresh: false,
                exitStatus: Self.badDataStatus)))
        }
    }
}
