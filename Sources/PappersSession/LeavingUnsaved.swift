import Foundation
import PappersApp
import PappersStore

/// Leaving with a game the data directory does not wholly hold: one more try; if the game is still not
/// saved, the players are asked (or, leaving for a signal, its whole record is written elsewhere without
/// asking: nobody may be there to answer).
final class LeavingUnsaved {
    /// Whether the program leaves for a signal (SIGINT, SIGTERM, a closed terminal): nobody to ask.
    var forSignal = false
    /// Where a record is written when the data directory cannot take it, in order (`RecordElsewhere.folders`).
    let folders: [String]
    /// Files the unsaved games were written to, outside the data directory.
    private(set) var written: [String] = []
    private let journal: SessionJournal
    private let storage: StoreKeeper

    init(folders: [String], journal: SessionJournal, storage: StoreKeeper) {
        self.folders = folders
        self.journal = journal
        self.storage = storage
    }

    /// The players leave: one more try, then the question (or the record elsewhere, after a signal).
    func saveBeforeLeaving() -> [AppEvent] {
        guard storage.store != nil, !journal.isWritten else { return [] }
        let saving = journal.save()
        guard !journal.isWritten else { return saving }
        return saving + (forSignal ? writeElsewhere() : [.unsavedAtQuit])
    }

    /// The players chose to write the record elsewhere: the data directory is tried first (space may have been
    /// freed meanwhile), and only what it still cannot take goes elsewhere.
    func saveOrWriteElsewhere() -> [AppEvent] {
        var saving: [AppEvent] = []
        if storage.store != nil {
            saving = journal.save()
            if journal.isWritten { return saving + [.savedBeforeLeaving] }
        }
        return saving + writeElsewhere()
    }

    /// Writes the whole record of every unsaved game into the first of `folders` that takes it.
    private func writeElsewhere() -> [AppEvent] {
        let records = journal.pending.records()
        written = []
        for record in records {
            guard let path = RecordElsewhere.write(record, into: folders, at: Date()) else { break }
            written.append(path)
        }
        return [written.count == records.count ? .recordWrittenElsewhere : .recordNotWrittenElsewhere]
    }

    /// Why the run ends unsaved, with where its record went and how to bring it back; nil when the data
    /// directory holds everything (or the players chose to play without saving).
    var message: String? {
        guard storage.store != nil, !journal.isWritten else { return nil }
        let reason = journal.pending.problem.map { "\($0)" } ?? "saving failed"
        let start = "the game was not saved in \(storage.directory.path) (\(reason))"
        guard let first = written.first else { return start + "; it could not be written elsewhere either" }
        let files = written.joined(separator: " and ")
        return start + "; its whole record is in \(files): `pappers import \(first)` takes it back "
            + "(then `pappers continue`), `pappers replay \(first)` shows it"
    }
}
