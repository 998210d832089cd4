/// One game of a data directory, as the records across games read it: how it stands, how it was played, and
/// what it was played from. The records replay `journal` over `setup` through the engine, so every figure is
/// what the journal implies.
public struct PlayedGame: Sendable {
    /// Where the game stands in its data directory. Only finished games give wins.
    public enum Status: String, Sendable, CaseIterable {
        case finished
        case inProgress = "in-progress"
        case abandoned
    }

    /// The game's number in its data directory.
    public var id: Int
    public var status: Status
    public var setup: GameSetup
    /// Every action of the game, in order.
    public var journal: [TimedAction]
    /// The ids of the word packs the bowl was drawn from.
    public var packs: [String]

    public init(id: Int, status: Status, setup: GameSetup, journal: [TimedAction], packs: [String]) {
        self.id = id
        self.status = status
        self.setup = setup
        self.journal = journal
        self.packs = packs
    }

    /// How the game was played: the records keep each player's figures apart for teams and for pairs.
    public var mode: GameMode { setup.mode }
}

/// A game the records leave out, and why: its setup or journal cannot be read from the store, or the engine
/// refuses its journal.
public struct UnreadableGame: Equatable, Sendable {
    /// The game's number in its data directory.
    public var id: Int
    /// Why, in one line (English, as the command line says it).
    public var reason: String

    public init(id: Int, reason: String) {
        self.id = id
        self.reason = reason
    }
}

/// The games of a data directory as the store reads them for the records: those it could read, and the
/// others with the reason.
public struct PlayedGames: Sendable {
    public var games: [PlayedGame]
    public var unreadable: [UnreadableGame]

    public init(games: [PlayedGame], unreadable: [UnreadableGame] = []) {
        self.games = games
        self.unreadable = unreadable
    }
}
