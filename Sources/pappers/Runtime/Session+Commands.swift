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
            guard let store, let gameID else { return }
            do { try store.append(action, to: gameID) } catch { stopSaving(error) }
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
            break
        case .suspend:
            terminal.suspend()
        case .openFreshDatabase:
            openFreshDatabase()
        case .playWithoutSaving:
            store = nil
            model.problemResolved(savedGames: [])
        case .continueSavedGame(let id):
            continueSavedGame(id: id)
        }
    }

    private func recordNewGame(_ setup: GameSetup, packs: [String]) {
        lastHeartbeat = nil
        guard let store else { return }
        do {
            let id = try store.startGame(setup, packs: packs, program: "pappers \(PappersVersion.current)", at: Date())
            gameID = id
            perform(model.update(.gameRecorded(id: id), at: clock.now()))
            model.words?.lastPlayed = try store.playedWords()
        } catch {
            stopSaving(error)
        }
    }

    private func recordEnd(_ state: GameState) {
        defer { gameID = nil }
        guard let store, let gameID else { return }
        do {
            if state.phase == .finished {
                try store.finish(game: gameID, state: state, at: Date())
            } else {
                try store.abandon(game: gameID, state: state, at: Date())
            }
        } catch {
            stopSaving(error)
        }
    }

    private func openFreshDatabase() {
        do {
            let (fresh, _) = try Store.openFreshBeside(directory, at: Date())
            store = fresh
            model.problemResolved(savedGames: [])
        } catch {
            model.showProblem(ProblemScreen(message: "\(error)", canStartFresh: false))
        }
    }

    /// Brings back game `id` (the newest in progress without one), paused where it was.
    func continueSavedGame(id: Int? = nil) {
        guard let store else { return }
        do {
            guard let record = try id.map(store.record(id:)) ?? store.gameInProgress() else {
                model.problemResolved(savedGames: [])
                return
            }
            guard record.status == .inProgress else {
                model.savedGameGone(id: record.id)
                return
            }
            let state = try record.replayed()
            if state.phase.isOver {
                // Killed between the last action and recording the result: record it now.
                gameID = record.id
                recordEnd(state)
                model.savedGameGone(id: record.id)
                return
            }
            let lastKnown = record.lastKnownMillis
            clock.carryOn(from: lastKnown)
            gameID = record.id
            lastHeartbeat = nil
            perform(model.resume(state, packs: record.packs, recordID: record.id, lastKnown: lastKnown, now: clock.now()))
        } catch {
            model.showProblem(ProblemScreen(
                message: "the saved game cannot be continued: \(error)", canStartFresh: false,
                exitStatus: ExitStatus.badData.rawValue))
        }
    }
}
