import Foundation
import PappersApp

extension Session {
    /// Carries out one of the model's commands through the part it concerns; returns what it brought back, for
    /// the end of the queue.
    func perform(_ command: AppCommand) -> [AppEvent] {
        switch command {
        case .journal(let action):
            return journal.append(action)
        case .sound(let cue):
            sounds.add(cue)
        case .saveSetting(let key, let value):
            storage.keep(setting: key, value)
        case .saveRoster(let teams):
            storage.remember(teams)
        case .recordNewGame(let setup, let packs):
            let saving = journal.start(setup, packs: packs, at: Date())
            // Drawing the bowl read the packs and found their clashes: their scratch arrays are free by now.
            FreedMemory.release()
            guard let played = storage.playedWords() else { return saving }
            return saving + [.playedWordsRead(played)]
        case .recordEnd(let state):
            return journal.end(state, at: Date())
        case .quit:
            return leaving.saveBeforeLeaving()
        case .writeRecordElsewhere:
            return leaving.saveOrWriteElsewhere()
        case .quitUnsaved:
            break
        case .suspend:
            terminal.suspend()
            display.forgetLastFrame()
        case .openFreshDatabase:
            return storage.openFresh(at: Date())
        case .playWithoutSaving:
            return storage.playWithoutSaving()
        case .continueSavedGame(let id):
            return savedGames.continueGame(id: id)
        case .takeInRecord(let found):
            return savedGames.takeIn(found)
        case .continueWithoutRecord(let id):
            return savedGames.continueWithoutRecord(id: id)
        case .loadRecords:
            return records.load(from: storage.store, packWords: packs.wordsOfEachPack)
        case .closeSeat(let seat):
            // A player's own terminal is closed with a farewell; without one, the seat only leaves the model.
            return hosted?.close(seat, farewell: .left) ?? [.seatLeft(seat)]
        case .playerSeated(let seat, let name, let role):
            hosted?.seated(seat, as: name, role: role)
        case .seatColourDepth(let seat, let depth):
            hosted?.colours(seat, depth)
        }
        return []
    }
}
