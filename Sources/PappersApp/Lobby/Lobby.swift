import PappersEngine

/// The room of `pappers host` before the game: what the host's screen shows so players can join (the room
/// code, the address to type, the host key's fingerprint), who has joined, and how the host seats them (teams
/// or pairs). Plain data, changed only by the run loop (`HostRoom`): a seat joins, names itself, leaves (and
/// is marked away), is moved to a team or removed.
public struct Lobby: Equatable, Sendable {
    /// The room code, in capitals: the SSH password.
    public var code: String
    /// The port the host listens on.
    public var port: Int
    /// Where players can reach the host (127.0.0.1, or the machine's addresses with `--lan`).
    public var addresses: [String]
    /// The host key's fingerprint (`SHA256:…`), which a player's client shows at its first join.
    public var fingerprint: String
    /// Everyone who joined, in the order they first came.
    public internal(set) var players: [LobbyPlayer] = []
    /// Wrong codes tried since the host started.
    public var wrongCodes = 0
    /// Teams or pairs (no teams: the hat).
    public var mode: LobbyMode = .teams
    /// The teams players can be seated in, in order: the host's, then those players asked for (`join TEAM`).
    public internal(set) var teams: [String]

    public init(code: String, port: Int, addresses: [String], fingerprint: String, teams: [String] = []) {
        self.code = code
        self.port = port
        self.addresses = addresses
        self.fingerprint = fingerprint
        self.teams = teams
    }

    /// What a player types to join, one line per address: `ssh -p 2222 NAME@192.168.1.20`.
    public var joinCommands: [String] {
        addresses.map { "ssh -p \(port) NAME@\($0)" }
    }

    /// A seat joined with `name` (the SSH user name, or the name a remembered key was kept with), asking for
    /// `team` (`join TEAM`, which becomes one of the teams) or none. A name that passes the checks of a typed
    /// name (`Names.clean`) is taken; the name of a player who is away takes their place back; a name in use by
    /// someone here, or one the checks refuse, leaves the player to choose one (`name` nil).
    @discardableResult
    public mutating func join(seat: UInt64, name: String, team: String? = nil) -> LobbyPlayer {
        if let team, !teams.contains(where: { Names.same($0, team) }) { teams.append(team) }
        let cleaned = try? Names.clean(name).get()
        if let cleaned, let index = players.firstIndex(where: { $0.name.map { Names.same($0, cleaned) } ?? false }) {
            if players[index].presence == .away {
                players[index].seat = seat
                players[index].presence = .here
                if let team { players[index].team = team }
                return players[index]
            }
            return add(LobbyPlayer(seat: seat, name: nil, team: team))
        }
        return add(LobbyPlayer(seat: seat, name: cleaned, team: team))
    }

    /// The seat's connection ended: its player stays, marked away, until they come back or are removed.
    public mutating func leave(seat: UInt64) {
        guard let index = players.firstIndex(where: { $0.seat == seat }) else { return }
        if players[index].name == nil {
            players.remove(at: index)
        } else {
            players[index].presence = .away
        }
    }

    /// The host removed the seat's player.
    public mutating func remove(seat: UInt64) {
        players.removeAll { $0.seat == seat }
    }

    /// Who is connected now.
    public var here: [LobbyPlayer] { players.filter { $0.presence == .here } }

    private mutating func add(_ player: LobbyPlayer) -> LobbyPlayer {
        players.removeAll { $0.seat == player.seat }
        players.append(player)
        return player
    }
}

/// A player in the lobby.
public struct LobbyPlayer: Equatable, Sendable {
    /// Here or away.
    public enum Presence: Equatable, Sendable {
        case here
        case away
    }

    /// The host's number for the player's connection (its last one, for a player who came back).
    public var seat: UInt64
    /// The name shown to everyone, checked as a typed name; nil while the player chooses one.
    public var name: String?
    /// The team the player asked for (`join TEAM`), if any.
    public var team: String?
    public var presence: Presence = .here

    public init(seat: UInt64, name: String?, team: String? = nil, presence: Presence = .here) {
        self.seat = seat
        self.name = name
        self.team = team
        self.presence = presence
    }
}
