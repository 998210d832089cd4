import PappersCanvas

/// What reaches the room of `pappers host`: from the network (a seat joined, pressed keys, resized, left; the
/// wrong codes tried) or from the host's own terminal. Seats are the host's numbers for connections.
public enum RoomEvent: Equatable, Sendable {
    case joined(seat: UInt64, guest: RoomGuest)
    case keys(seat: UInt64, [Key])
    case resized(seat: UInt64, Size)
    case left(seat: UInt64)
    case wrongCodes(Int)
    case hostKey(Key)
    case hostResized(Size)
}

/// A remote seat's terminal as it joined: the name it offered (the SSH user name, or the name its remembered key
/// was kept with), the team it asked for (`join TEAM`), its size, language and colour depth.
public struct RoomGuest: Equatable, Sendable {
    public var name: String
    public var team: String?
    public var size: Size
    public var language: UILanguage
    public var depth: ColourDepth

    public init(name: String, team: String? = nil, size: Size, language: UILanguage, depth: ColourDepth) {
        self.name = name
        self.team = team
        self.size = size
        self.language = language
        self.depth = depth
    }
}

/// What the room asks of the run loop after an event.
public enum RoomCommand: Equatable, Sendable {
    /// End the seat's connection, its terminal given back with a farewell in its own language.
    case close(seat: UInt64, farewell: RoomFarewell)
    /// The seat's player has a name now: a key the player proved when joining may be remembered with it.
    case named(seat: UInt64, name: String)
    /// The host left the room: every seat was closed; the loop ends.
    case end
    /// The host started the game with this seating; the lobby's loop ends and the game begins on the same seats.
    case start(LobbySeating)
}

/// Why a seat's connection is ended by the host, said to that player as they go.
public enum RoomFarewell: Equatable, Sendable {
    /// The player chose to leave (their menu).
    case left
    /// The host removed them.
    case removed
    /// The host closed the room.
    case roomClosed
    /// The game is over and the host left its podium.
    case gameOver
}
