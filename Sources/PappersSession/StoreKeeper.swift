import Foundation
import PappersApp
import PappersEngine
import PappersStore

/// The session's database through its life: opened at the start, or just after the first frame; a fresh one
/// beside a database that cannot be used; none once the players choose to play without saving; opened again
/// when its file is deleted or replaced while a game runs. Settings and rosters are written through it; the
/// journal is written through `SessionJournal`, which asks it for the store.
final class StoreKeeper {
    let directory: DataDirectory
    /// The database; nil when playing without saving (or until it is opened).
    private(set) var store: Store?
    /// What opening the store recovered (a game log whose database went missing), printed at the end too.
    var note: String?
    /// Whether the database is still to be opened (or created), once the home screen is on screen.
    var opensAfterFirstFrame = false
    /// Opens the data directory's database and takes the play lock, or says why it cannot be used.
    private let open: (DataDirectory) -> (Store?, ProblemScreen?)

    init(directory: DataDirectory, store: Store?, open: @escaping (DataDirectory) -> (Store?, ProblemScreen?)) {
        self.directory = directory
        self.store = store
        self.open = open
    }

    /// Opens (or creates) the database for writing and takes the play lock, once the home screen is drawn from
    /// what a read-only look found; or says why it cannot be.
    func openNow() -> [AppEvent] {
        let (opened, problem) = open(directory)
        store = opened
        note = opened?.recovered
        var events: [AppEvent] = []
        // A game recovered from a log whose database went missing: home offers it at once.
        if let opened, opened.recovered != nil { events.append(.storeReady(savedGames: Session.gamesInProgress(opened))) }
        if let problem { events.append(.storeFailed(problem)) }
        return events
    }

    /// Moves the unusable database aside and opens a fresh one in its place.
    func openFresh(at date: Date) -> [AppEvent] {
        do {
            let (fresh, _) = try Store.openFreshBeside(directory, at: date)
            fresh.waitBrieflyForLocks()
            store = fresh
            return [.storeReady(savedGames: [])]
        } catch {
            return [.storeFailed(ProblemScreen(message: "\(error)", reason: DataProblem(error), canStartFresh: false))]
        }
    }

    /// The players go on without saving anything.
    func playWithoutSaving() -> [AppEvent] {
        store = nil
        return [.storeReady(savedGames: [])]
    }

    /// The database at the data directory's path, opened again after its file was deleted or replaced from
    /// outside; nil (and the old store kept) when it cannot be.
    func reopen() -> Store? {
        guard let reopened = try? store?.reopened(directory) else { return nil }
        store = reopened
        note = reopened.recovered ?? note
        return reopened
    }

    func keep(setting key: String, _ value: String) {
        try? store?.setSetting(key, value)
    }

    func remember(_ roster: [Team]) {
        try? store?.saveRoster(roster)
    }

    /// The words played before, with the game each was last played in; nil without a store, or when they
    /// cannot be read.
    func playedWords() -> [String: Int]? {
        (try? store?.playedWords()) ?? nil
    }
}
