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
            model.problemResolved(savedGameAvailable: false)
        case .continueSavedGame:
            continueSavedGame()
        }
    }

    private func recordNewGame(_ setup: GameSetup, packs: [String]) {
        lastHeartbeat = nil
        guard let store else { return }
        journal.start(setup, packs: packs, program: "pappers \(PappersVersion.current)", at: Date())
        save()
        if let played = try? store.playedWords() { model.words?.lastPlayed = played }
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
            model.problemResolved(savedGameAvailable: false)
        } catch {
            model.showProblem(ProblemScreen(message: "\(error)", canStartFresh: false))
        }
    }

    /// Brings back the game in progress, paused where it was: the one this run left (kept in memory, saved or
    /// not), else the store's.
    func continueSavedGame() {
        guard let store else { return }
        do {
            let record: GameRecord
            if let inMemory = journal.gameInPlay {
                record = inMemory
            } else if let stored = try store.gameInProgress() {
                record = stored
                journal.resume(stored)
            } else {
                model.problemResolved(savedGameAvailable: false)
                return
            }
            let state = try record.replayed()
            if state.phase.isOver {
                // Killed between the last action and recording the result: record it now.
                recordEnd(state)
                model.problemResolved(savedGameAvailable: false)
                return
            }
            let lastKnown = record.lastKnownMillis
            clock.carryOn(from: lastKnown)
            lastHeartbeat = nil
            perform(model.resume(
                state, packs: record.packs, recordID: journal.currentGameID, lastKnown: lastKnown, now: clock.now()))
        } catch {
            model.showProblem(ProblemScreen(
                message: "the saved game cannot be continued: \(error)", canStartFresh: false))
        }
    }
}
