import Foundation
import PappersEngine

/// What a running program owes the store, kept in memory, in order, until the store has taken it: so that a
/// write that fails (a full disk, an I/O error, a read-only file system, the database locked, deleted or
/// replaced from outside) loses nothing.
///
/// Each game played in this run is held whole (setup, every action, the last heartbeat, how it ended) with
/// how much of it the store is known to hold. `write(to:)` writes what is missing, in order, stopping at the
/// first failure; the next call (at the next action or heartbeat) first reads back what the store holds of
/// the game, then goes on from there. So once a write succeeds again, the store holds exactly the journal an
/// undisturbed game would have. When the database was deleted or replaced, the game goes into the new file:
/// after the prefix of it that file holds, or as a new game (with a new id) when it holds none.
///
/// A game leaves the journal once it is over and wholly written; the game being played stays, for
/// `records()` (the emergency file) needs every action of it.
public struct PendingJournal: Sendable {
    /// One game of this run.
    struct Game: Sendable {
        let setup: GameSetup
        let packs: [String]
        let program: String
        let startedAt: Date
        /// The game's id in the store; nil until the store has recorded it.
        var id: Int?
        /// Every action of the game.
        var actions: [TimedAction] = []
        /// How many of `actions` the store holds.
        var savedActions = 0
        /// The last heartbeat, and the last one the store holds.
        var heartbeat: Int?
        var savedHeartbeat: Int?
        /// How the game ended: its last state and when.
        var end: (state: GameState, date: Date)?
        var endSaved = false
        /// Whether a write failed since the store was last known to hold the counts above.
        var uncertain = false

        var isWritten: Bool {
            id != nil && !uncertain && savedActions == actions.count
                && (end == nil ? savedHeartbeat == heartbeat : endSaved)
        }
    }

    private(set) var games: [Game] = []
    /// Why the last write failed; nil once everything is written.
    public private(set) var problem: StoreError?

    public init() {}

    // MARK: What the game does

    /// A new game starts: the store is to record it.
    public mutating func start(_ setup: GameSetup, packs: [String], program: String, at date: Date) {
        games.append(Game(setup: setup, packs: packs, program: program, startedAt: date))
    }

    /// A game brought back from the store (`continue`): all of it is written already.
    public mutating func resume(_ record: GameRecord) {
        var game = Game(setup: record.setup, packs: record.packs, program: record.program, startedAt: record.startedAt)
        game.id = record.id
        game.actions = record.journal
        game.savedActions = record.journal.count
        game.heartbeat = record.heartbeat
        game.savedHeartbeat = record.heartbeat
        games.append(game)
    }

    /// An action of the current game, to be appended to its journal.
    public mutating func append(_ action: TimedAction) {
        guard let last = games.indices.last, games[last].end == nil else { return }
        games[last].actions.append(action)
    }

    /// The running turn's time, written about once a second (only the last one is kept).
    public mutating func recordClock(_ millis: Int) {
        guard let last = games.indices.last, games[last].end == nil else { return }
        games[last].heartbeat = millis
    }

    /// The current game is over (finished or abandoned) with `state`. A wall clock set back during the game
    /// ends it when it started, never before (a record ending before it starts is refused).
    public mutating func end(_ state: GameState, at date: Date) {
        guard let last = games.indices.last, games[last].end == nil else { return }
        games[last].end = (state, max(date, games[last].startedAt))
    }

    // MARK: Reading

    /// Whether the store holds everything.
    public var isWritten: Bool { games.allSatisfy(\.isWritten) }

    /// The id the store gave the current game, if it has recorded it.
    public var currentGameID: Int? { games.last?.id }

    /// The current game, when it is not over: its id, setup, packs and every action, for continuing it from
    /// memory (the store may not hold all of it).
    public var gameInPlay: GameRecord? {
        guard let game = games.last, game.end == nil else { return nil }
        return Self.record(of: game)
    }

    /// The whole record of every game the store does not wholly hold, in `export`'s form: for the file
    /// written elsewhere when the program must leave unsaved. A game the store never recorded gets the id 1
    /// (`pappers import` gives it a new one).
    public func records() -> [GameRecord] {
        games.filter { !$0.isWritten }.map(Self.record(of:))
    }

    private static func record(of game: Game) -> GameRecord {
        let status: GameStatus = switch game.end?.state.phase {
        case nil: .inProgress
        case .finished?: .finished
        default: .abandoned
        }
        return GameRecord(
            id: game.id ?? 1, program: game.program,
            startedAt: Timestamp.date(millis: Timestamp.millis(game.startedAt)),
            endedAt: game.end.map { Timestamp.date(millis: Timestamp.millis($0.date)) }, status: status,
            setup: game.setup, packs: game.packs, journal: game.actions,
            result: game.end.map { GameResult(state: $0.state, journal: game.actions) },
            heartbeat: game.end == nil ? game.heartbeat : nil)
    }

    // MARK: Writing

    /// Writes everything pending into `store`, in order, and stops at the first failure (kept in `problem`
    /// and thrown). Games wholly written leave the journal, except the current one.
    public mutating func write(to store: Store) throws(StoreError) {
        do {
            for index in games.indices { try Self.write(&games[index], to: store) }
        } catch {
            problem = error
            throw error
        }
        problem = nil
        let current = games.count - 1
        games = games.enumerated().filter { $0.offset == current || !$0.element.isWritten }.map(\.element)
    }

    private static func write(_ game: inout Game, to store: Store) throws(StoreError) {
        if game.isWritten { return }
        do {
            if game.uncertain { try findOut(&game, in: store) }
            if game.id == nil {
                game.id = try store.startGame(game.setup, packs: game.packs, program: game.program, at: game.startedAt)
                game.savedActions = 0
                game.savedHeartbeat = nil
            }
            guard let id = game.id else { return }
            while game.savedActions < game.actions.count {
                try store.append(game.actions[game.savedActions], to: id)
                game.savedActions += 1
            }
            if let end = game.end {
                if !game.endSaved {
                    if end.state.phase == .finished {
                        try store.finish(game: id, state: end.state, at: end.date)
                    } else {
                        try store.abandon(game: id, state: end.state, at: end.date)
                    }
                    game.endSaved = true
                }
            } else if let heartbeat = game.heartbeat, heartbeat != game.savedHeartbeat {
                try store.recordClock(heartbeat, game: id)
                game.savedHeartbeat = heartbeat
            }
        } catch {
            game.uncertain = true
            throw error
        }
    }

    /// After a failure: how much of the game the store holds. A failed write may still have been committed
    /// (an error reported after the commit), and the database may be another file by now. The store's game
    /// counts as this one when its setup and start time are the same and its journal is a prefix of this
    /// one's; otherwise the game is written again as a new one.
    private static func findOut(_ game: inout Game, in store: Store) throws(StoreError) {
        defer { if game.id == nil { game.uncertain = false } }
        guard let id = game.id else { return }
        let stored: GameRecord
        do {
            stored = try store.record(id: id)
        } catch .noSuchGame {
            game.id = nil
            return
        }
        let same = stored.setup == game.setup
            && Timestamp.millis(stored.startedAt) == Timestamp.millis(game.startedAt)
            && stored.journal.count <= game.actions.count
            && Array(game.actions.prefix(stored.journal.count)) == stored.journal
        guard same else {
            game.id = nil
            return
        }
        if stored.status != .inProgress {
            // Over in the store: only this game's own end, committed though its write reported a failure.
            guard game.end != nil, stored.journal.count == game.actions.count else {
                game.id = nil
                return
            }
            game.endSaved = true
        }
        game.savedActions = stored.journal.count
        game.savedHeartbeat = stored.heartbeat
        game.uncertain = false
    }
}
