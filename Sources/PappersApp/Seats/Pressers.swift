import PappersEngine

/// Which seats may press a key of a game screen (a line of `GameKeys`): the laptop passed around
/// (`SeatRole.everyRole`) presses every key a seat of the game may; a key from any other seat that may not
/// press it does nothing.
public enum Pressers: Equatable, Sendable {
    /// Every seat: the menu, the review's cursor.
    case anySeat
    /// The seat of the player who describes the turn on screen: starting it, guessed, pass, undo.
    case describer
    /// The describer's seat or the table: pausing, and the review's strikes and confirmation. Not the table
    /// while the describer's seat is away: a turn resumed there would run with nobody describing, unless the
    /// table continues it (`tableWhileDescriberAway`).
    case describerOrTable
    /// The table (the host's terminal), for the whole room: the next round, leaving the game over.
    case table
    /// The table of a room whose describer's seat is away (`AppModel.isDescriberAway`): continuing the turn
    /// there. Not the laptop passed around, which describes every turn itself.
    case tableWhileDescriberAway
    /// The table while a watcher may be seated (`AppModel.watchersWaiting`): seating one. Not the laptop passed
    /// around, which hosts nobody.
    case tableWhileWatched
    /// Players' seats alone (and watchers'), not the table's nor the laptop's: their own menu where the
    /// table's key does something else.
    case playersSeats

    /// Whether a seat of `role` may press the key; `describing` says whether it is the describer's seat now,
    /// `describerAway` whether no seat here describes the turn on screen, `watchersWaiting` whether a watcher
    /// may be seated.
    public func admit(_ role: SeatRole, describing: Bool, describerAway: Bool = false, watchersWaiting: Bool = false) -> Bool {
        switch (self, role) {
        case (.anySeat, _): true
        case (.tableWhileDescriberAway, .table): describerAway
        case (.tableWhileDescriberAway, _): false
        case (.tableWhileWatched, .table): watchersWaiting
        case (.tableWhileWatched, _): false
        case (.playersSeats, .everyRole), (.playersSeats, .table): false
        case (.playersSeats, _): true
        case (_, .everyRole): true
        case (.describer, _): describing
        case (.describerOrTable, .table): !describerAway
        case (.describerOrTable, _): describing
        case (.table, .table): true
        case (.table, _): false
        }
    }
}

/// A state a key map's lines are pressed in at a seat: whether the seat may press a line's keys.
public protocol PressedAtASeat {
    func admits(_ pressers: Pressers) -> Bool
}
