import PappersCanvas

/// A connection to the host, numbered from 1 in the order they arrive; never reused while the host runs.
public struct ConnectionID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64

    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public static func < (lhs: ConnectionID, rhs: ConnectionID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}

/// What happened on a seat's connection, for the run loop. A connection's events come in order: `connected`
/// first, then keys and sizes, and `disconnected` last; a connection that never got as far as a terminal
/// (it never logged in, or asked for no shell) has no events at all.
public enum HostEvent: Equatable, Sendable {
    /// A player logged in and their terminal is ready: the seat may be shown.
    case connected(SeatRequest)
    /// Keys the player pressed, in order (`KeyReader`: Ctrl-C is `.control("c")`, a paste one `.paste`).
    case keys([Key])
    /// The player's terminal changed size (clamped to `TerminalLimits`); the next frame redraws it whole.
    case resized(Size)
    /// The connection ended; nothing more comes from it, and frames shown on it go nowhere.
    case disconnected(DisconnectReason)
}

/// Why a seat's connection ended.
public enum DisconnectReason: Equatable, Sendable {
    /// The player closed their session, their SSH client or their terminal (the connection closed under it).
    case left
    /// The host closed it (`HostServer.close(_:farewell:)` or `HostServer.stop()`).
    case closedByHost
    /// The network failed (TCP keepalive gave up on a silent client after about a minute) or the client broke
    /// the protocol: what the host saw, in one line.
    case lost(String)
}

/// What a player's SSH client asked for when it started its seat.
public struct SeatRequest: Equatable, Sendable {
    /// The SSH user name, cleaned of what a terminal would obey (`InertText.name`), possibly empty; not yet
    /// checked as a player's name.
    public var user: String
    /// How the player logged in.
    public var login: Login
    /// `TERM` from the pty request: printable ASCII, at most `TerminalLimits.termBytes`.
    public var terminal: String
    /// The terminal's size, clamped.
    public var size: Size
    /// The environment the client sent that the host keeps (`TerminalLimits.environmentNames`), each value
    /// printable ASCII of at most `TerminalLimits.environmentValueBytes`.
    public var environment: [String: String]
    /// A shell (`ssh -p 2222 ana@host`) or `join TEAM` (`ssh -t -p 2222 ana@host join Reds`).
    public var command: SeatCommand
    /// The client's IP address.
    public var address: String

    public init(
        user: String, login: Login, terminal: String, size: Size, environment: [String: String], command: SeatCommand,
        address: String
    ) {
        self.user = user
        self.login = login
        self.terminal = terminal
        self.size = size
        self.environment = environment
        self.command = command
        self.address = address
    }
}

/// What a seat was started with.
public enum SeatCommand: Equatable, Sendable {
    case shell
    /// `join TEAM`: the team the player asks to sit in, a name that passed `JoinCommand`'s checks.
    case join(team: String)
}

/// How a player logged in.
public enum Login: Equatable, Sendable {
    /// With the room code. `provenKey` is a public key the client offered and proved it holds (it signed with
    /// it) before it gave the code: the host may remember it (`RememberedKeys`) so the player comes back without
    /// the code.
    case code(provenKey: ClientKey?)
    /// With a public key the host remembered, and the name it was remembered with.
    case key(ClientKey, name: String)
}
