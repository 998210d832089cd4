import Foundation
import PappersApp
import PappersStore

/// Saving that outlives write errors: every action goes into the pending journal first, which writes what it
/// can; a failure keeps the rest in memory, the model is told (a line on the game screens), and the next action
/// or heartbeat tries again. Leaving with something unsaved tries once more, then asks the players (or, after
/// a signal, writes the record elsewhere at once).
extension Session {
    /// Writes what is pending, and tells the model when saving starts or stops failing, or the store gives the
    /// current game its id.
    func save() {
        guard let store else { return }
        let idBefore = journal.currentGameID
        do {
            try journal.write(to: store)
        } catch .databaseMoved {
            // The file was deleted or replaced: the game goes into the database now at that path.
            if let reopened = try? store.reopened(directory) {
                self.store = reopened
                storeNote = reopened.recovered ?? storeNote
                try? journal.write(to: reopened)
            }
        } catch {}
        if let id = journal.currentGameID, id != idBefore {
            send(.gameRecorded(id: id))
        }
        let problem = journal.problem.map(Self.saveProblem)
        if problem != reportedProblem {
            reportedProblem = problem
            send(problem.map(AppEvent.saveFailed) ?? .saved)
        }
    }

    /// The players leave: one more try; if the game is still not saved, ask them (or, leaving for a signal,
    /// write the record elsewhere without asking: nobody may be there to answer).
    func saveBeforeLeaving() {
        guard store != nil, !journal.isWritten else { return }
        save()
        guard !journal.isWritten else { return }
        if leavesForSignal {
            writeRecordElsewhere()
        } else {
            send(.unsavedAtQuit)
        }
    }

    /// The players chose to write the record elsewhere: the data directory is tried first (space may have been
    /// freed meanwhile), and only what it still cannot take goes elsewhere.
    func saveOrWriteRecordElsewhere() {
        if store != nil {
            save()
            if journal.isWritten {
                send(.savedBeforeLeaving)
                return
            }
        }
        writeRecordElsewhere()
    }

    /// Writes the whole record of every unsaved game next to the data directory, or in $TMPDIR, or /tmp.
    func writeRecordElsewhere() {
        let environment = ProcessInfo.processInfo.environment
        let folders = RecordElsewhere.folders(dataDirectory: directory.path, temporary: environment["TMPDIR"])
        var written: [String] = []
        for record in journal.records() {
            guard let path = RecordElsewhere.write(record, into: folders, at: Date()) else { break }
            written.append(path)
        }
        if written.count == journal.records().count {
            recordsWrittenElsewhere = written
            send(.recordWrittenElsewhere)
        } else {
            recordsWrittenElsewhere = written
            send(.recordNotWrittenElsewhere)
        }
    }

    /// Why the run ends unsaved, with where its record went and how to bring it back; nil when the data
    /// directory holds everything (or the players chose to play without saving).
    public var unsavedMessage: String? {
        guard store != nil, !journal.isWritten else { return nil }
        let reason = journal.problem.map { "\($0)" } ?? "saving failed"
        let start = "the game was not saved in \(directory.path) (\(reason))"
        guard !recordsWrittenElsewhere.isEmpty else { return start + "; it could not be written elsewhere either" }
        let files = recordsWrittenElsewhere.joined(separator: " and ")
        let first = recordsWrittenElsewhere[0]
        return start + "; its whole record is in \(files): `pappers import \(first)` takes it back "
            + "(then `pappers continue`), `pappers replay \(first)` shows it"
    }

    /// The players' words for a store error.
    static func saveProblem(_ error: StoreError) -> SaveProblem {
        switch error {
        case .diskFull: .diskFull
        case .notWritable: .readOnly
        case .busy, .locked: .locked
        case .databaseMoved: .fileMoved
        default: .diskError
        }
    }
}
