import PappersEngine

/// A terminal the game is shown on, by its number: it presses keys (`AppEvent.key(_:from:)`) and is drawn its
/// own screen (`ScreenRenderer.render(_:for:at:)`). The laptop's terminal is `Seat.laptop`; a session that
/// serves other terminals (players over SSH) numbers them.
public struct Seat: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let id: Int

    public init(id: Int) { self.id = id }

    /// The terminal the program was started in: every role at once, as when one laptop is passed around.
    public static let laptop = Seat(id: 0)

    public static func < (lhs: Seat, rhs: Seat) -> Bool { lhs.id < rhs.id }

    public var description: String { "seat \(id)" }
}

/// What a seat is to the game: which of the bowl's words it may read.
public enum SeatRole: Equatable, Sendable {
    /// The one terminal passed around the room: every role, so it shows the word whenever the describer may
    /// read it.
    case everyRole
    /// A player's own terminal: player `player` of team `team` of the roster (in pairs mode, each player is a
    /// team of one). It is the describer's seat exactly when that player describes now.
    case player(team: Int, player: Int)
    /// The room's screen (the host's, for a video call): no player, so it never shows a word still in the
    /// bowl.
    case table
    /// A terminal that joined after the game started, not in its roster yet: it watches (no word, no game key
    /// but its own menu) until the host seats it (`AppEvent.seatRoleGiven`).
    case watching

    /// Whether this seat describes the turn `plan` plans.
    func describes(_ plan: TurnPlan) -> Bool { describes(team: plan.team, describer: plan.describer) }

    /// Whether this seat is player `describer` of team `team`'s (or every player's).
    func describes(team: Int, describer: Int) -> Bool {
        switch self {
        case .everyRole: true
        case .player(let ownTeam, let player): ownTeam == team && player == describer
        case .table, .watching: false
        }
    }
}
