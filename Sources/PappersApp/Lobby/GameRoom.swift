import PappersCanvas
import PappersEngine

/// The room of `pappers host` once the game started: which connection is which seat of the model, and which
/// player of the roster each seat is, so that a player who drops and comes back (the same name with the room
/// code, or the key the host remembered with it) takes their seat back with the same role. Turns the network's
/// `RoomEvent`s into the model's seat events; a connection that is no player of the roster, or whose player is
/// here already, watches (`.watching`) until the host seats it (`seated(_:as:role:)`).
public struct GameRoom: Equatable, Sendable {
    /// A connection seated in the game.
    public struct Connected: Equatable, Sendable {
        public var name: String?
        public var role: SeatRole
        public var depth: ColourDepth
        public var language: UILanguage
    }

    /// A player of the roster, by name, and the seat role their terminal takes.
    public struct Player: Equatable, Sendable {
        public var name: String
        public var role: SeatRole
    }

    /// The connections seated now, by connection.
    public private(set) var connected: [UInt64: Connected] = [:]
    /// The roster's players who joined from a terminal of their own, in the lobby's order, then those the host
    /// seated in the game.
    public private(set) var players: [Player]
    private let lobbyGuests: [UInt64: HostRoom.Guest]

    /// The room as the host started it: `seating` says each seated connection's role.
    public init(room: HostRoom, seating: LobbySeating) {
        var players: [Player] = []
        for player in room.lobby.players {
            guard let name = player.name, let role = seating.roles[player.seat] else { continue }
            players.append(Player(name: name, role: role))
            if let guest = room.guests[player.seat] {
                connected[player.seat] = Connected(name: name, role: role, depth: guest.depth, language: guest.language)
            }
        }
        self.players = players
        lobbyGuests = room.guests
    }

    /// The model's seat for a connection.
    public static func seat(_ connection: UInt64) -> Seat { Seat(id: Int(truncatingIfNeeded: connection)) }

    /// The seats of the connections in the room as the game starts, in the order they connected.
    public var joining: [AppEvent] {
        connected.keys.sorted().compactMap { connection in
            guard let seat = connected[connection], let guest = lobbyGuests[connection] else { return nil }
            return .seatJoined(Self.seat(connection), SeatState(
                role: seat.role, size: guest.size, colourDepth: seat.depth, language: seat.language, name: seat.name))
        }
    }

    /// What the model is given for one of the network's events.
    public mutating func take(_ event: RoomEvent) -> [AppEvent] {
        switch event {
        case .joined(let connection, let guest):
            let name = try? Names.clean(guest.name).get()
            let player = name.flatMap { name in
                players.first { Names.same($0.name, name) && !isHere($0.name) }
            }
            let role = player?.role ?? .watching
            connected[connection] = Connected(name: player?.name, role: role, depth: guest.depth, language: guest.language)
            return [.seatJoined(Self.seat(connection), SeatState(
                role: role, size: guest.size, colourDepth: guest.depth, language: guest.language, name: player?.name ?? name))]
        case .keys(let connection, let keys):
            guard connected[connection] != nil else { return [] }
            return keys.map { .key($0, from: Self.seat(connection)) }
        case .resized(let connection, let size):
            guard connected[connection] != nil else { return [] }
            return [.resize(size, of: Self.seat(connection))]
        case .left(let connection):
            guard connected.removeValue(forKey: connection) != nil else { return [] }
            return [.seatLeft(Self.seat(connection))]
        case .wrongCodes, .hostKey, .hostResized:
            return []
        }
    }

    /// The host seated the watcher at `seat` (`AppCommand.playerSeated`): its connection is the player `name`
    /// now, and takes `role` again when it comes back.
    public mutating func seated(_ seat: Seat, as name: String, role: SeatRole) {
        guard let connection = connected.keys.first(where: { Self.seat($0) == seat }) else { return }
        connected[connection]?.name = name
        connected[connection]?.role = role
        players.append(Player(name: name, role: role))
    }

    /// The seat draws at `depth` from now on (its player chose it in their menu).
    public mutating func colours(_ seat: Seat, _ depth: ColourDepth) {
        guard let connection = connected.keys.first(where: { Self.seat($0) == seat }) else { return }
        connected[connection]?.depth = depth
    }

    /// The connection ended by the host: it is seated no more (the network's word that it left adds nothing).
    public mutating func remove(_ connection: UInt64) -> [AppEvent] {
        take(.left(seat: connection))
    }

    private func isHere(_ name: String) -> Bool {
        connected.values.contains { $0.name.map { Names.same($0, name) } ?? false }
    }
}
