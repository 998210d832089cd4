import PappersCanvas
import PappersEngine

/// The room of `pappers host` with everyone's own view of it: the lobby, the host's screen (its size and the
/// player its cursor is on) and each remote seat's terminal (its size, language and colour depth, and what its
/// player is doing: waiting, typing a name, or deciding to leave). `update` is the one way in, from the run
/// loop, which then draws the host's screen and every seat's.
public struct HostRoom: Equatable, Sendable {
    public internal(set) var lobby: Lobby
    /// The host's terminal size.
    public internal(set) var hostSize: Size
    /// The index in `lobby.players` of the player the host's cursor is on.
    public internal(set) var selected = 0
    /// The remote seats connected now, by seat.
    public internal(set) var guests: [UInt64: Guest] = [:]
    /// The host left: every seat was closed.
    public internal(set) var isOver = false
    /// The host started the game with this seating: the lobby is over, its seats still open for the game.
    public internal(set) var started: LobbySeating?
    /// Why the host's last Enter did not start the game, shown until their next key.
    public internal(set) var startRefusal: StartRefusal?

    /// A remote seat's terminal.
    public struct Guest: Equatable, Sendable {
        public var size: Size
        public var language: UILanguage
        public var depth: ColourDepth
        public var step: Step

        public init(size: Size, language: UILanguage, depth: ColourDepth, step: Step = .waiting) {
            self.size = size
            self.language = language
            self.depth = depth
            self.step = step
        }
    }

    /// What a remote seat's player is doing in the lobby.
    public enum Step: Equatable, Sendable {
        /// Listed, waiting for the host to start.
        case waiting
        /// Typing a name: what they typed so far, and why the last one was refused.
        case naming(String, refused: Lobby.NameRefusal?)
        /// Their menu (Ctrl-C, Ctrl-Z or Esc): leave the room, or go back to `then`.
        indirect case leaving(then: Step)
    }

    public init(lobby: Lobby, hostSize: Size) {
        self.lobby = lobby
        self.hostSize = hostSize
    }

    /// The seat of the player the host's cursor is on.
    public var selectedSeat: UInt64? {
        lobby.players.indices.contains(selected) ? lobby.players[selected].seat : nil
    }

    /// Takes one event; returns what the run loop must do.
    public mutating func update(_ event: RoomEvent) -> [RoomCommand] {
        guard !isOver, started == nil else { return [] }
        switch event {
        case .joined(let seat, let guest):
            let player = lobby.join(seat: seat, name: guest.name, team: guest.team)
            guests[seat] = Guest(
                size: guest.size, language: guest.language, depth: guest.depth,
                step: player.name == nil ? .naming("", refused: nil) : .waiting)
            return player.name.map { [.named(seat: seat, name: $0)] } ?? []
        case .keys(let seat, let keys):
            var commands: [RoomCommand] = []
            for key in keys where guests[seat] != nil {
                commands += guestPressed(key, seat: seat)
            }
            return commands
        case .resized(let seat, let size):
            guests[seat]?.size = size
            return []
        case .left(let seat):
            guests[seat] = nil
            lobby.leave(seat: seat)
            clampSelection()
            return []
        case .wrongCodes(let count):
            lobby.wrongCodes = count
            return []
        case .hostKey(let key):
            return hostPressed(key)
        case .hostResized(let size):
            hostSize = size
            return []
        }
    }

    mutating func clampSelection() {
        selected = max(0, min(selected, lobby.players.count - 1))
    }
}

extension HostRoom {
    /// Why the host's Enter did not start the game.
    public enum StartRefusal: Equatable, Sendable {
        /// Players here without a team (in teams) or a name yet.
        case unseated(Int)
        /// The roster does not make a game: too few teams, players or pairs.
        case setup([SetupProblem])
    }
}
