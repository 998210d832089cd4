import Foundation
import PappersApp
import PappersEngine
import PappersStore

/// The journal of this run's games on its way to the store: saving that outlives write errors.
///
/// Every action, heartbeat, new game and end goes into the pending journal first, which writes what it can; a
/// failure keeps the rest in memory and the model is told (a line on the game screens), and the next action or
/// heartbeat tries again. What the store answers comes back as events for the queue: the game's id once it is
/// recorded, saving failing or working again. Without a store (playing without saving) nothing is kept.
final class SessionJournal {
    private(set) var pending = PendingJournal()
    /// The problem the model was last told of (nil: it knows everything is saved).
    private var reportedProblem: SaveProblem?
    /// When the running turn's time was last written down, for resuming after a crash.
    private(set) var lastHeartbeat: Int?
    /// The program and version written into each new game's record.
    private let program: String
    private let storage: StoreKeeper

    init(program: String, storage: StoreKeeper) {
        self.program = program
        self.storage = storage
    }

    /// An action of the current game, saved before the screen shows it.
    func append(_ action: TimedAction) -> [AppEvent] {
        guard storage.store != nil else { return [] }
        pending.append(action)
        return save()
    }

    /// A new game starts: its record is created.
    func start(_ setup: GameSetup, packs: [String], at date: Date) -> [AppEvent] {
        lastHeartbeat = nil
        guard storage.store != nil else { return [] }
        pending.start(setup, packs: packs, program: program, at: date)
        return save()
    }

    /// The game is over (finished or abandoned) with `state`: its result is recorded.
    func end(_ state: GameState, at date: Date) -> [AppEvent] {
        guard storage.store != nil else { return [] }
        pending.end(state, at: date)
        return save()
    }

    /// A game brought back from the store, all of it written already.
    func resume(_ record: GameRecord) {
        pending.resume(record)
    }

    /// A game comes on screen paused: its time is written down again once its turn runs.
    func forgetHeartbeat() {
        lastHeartbeat = nil
    }

    /// Writes the running turn's time down about once a second, so a game killed mid-turn comes back with the
    /// time it had left. A write due within the next tenth of a second is done now: the countdown wakes the
    /// loop every second, and a heartbeat kept to exactly a second after the last one fell a few milliseconds
    /// after that wake-up and needed a second one. Each heartbeat is also a new try when saving failed.
    func heartbeat(at now: Int) -> [AppEvent] {
        guard storage.store != nil else { return [] }
        if let lastHeartbeat, now - lastHeartbeat < 900 { return [] }
        lastHeartbeat = now
        pending.recordClock(now)
        return save()
    }

    /// Writes what is pending; returns the events the model is to hear: the store gave the current game its
    /// id, saving started or stopped failing. A database deleted or replaced from outside is opened again at
    /// its path, and the game goes into it.
    func save() -> [AppEvent] {
        guard let store = storage.store else { return [] }
        let idBefore = pending.currentGameID
        do {
            try pending.write(to: store)
        } catch .databaseMoved {
            if let reopened = storage.reopen() { try? pending.write(to: reopened) }
        } catch {}
        var events: [AppEvent] = []
        if let id = pending.currentGameID, id != idBefore { events.append(.gameRecorded(id: id)) }
        let problem = pending.problem.map(Self.saveProblem)
        if problem != reportedProblem {
            reportedProblem = problem
            events.append(problem.map(AppEvent.saveFailed) ?? .saved)
        }
        return events
    }

    /// Whether the store holds every game of this run.
    var isWritten: Bool { pending.isWritten }

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
