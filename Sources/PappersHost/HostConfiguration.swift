/// How the host listens and whom it lets in.
public struct HostConfiguration: Sendable {
    /// The port to listen on; 0 lets the system pick one (`HostServer.port` says which).
    public var port: Int
    /// Listen on every IPv4 interface (`--lan`) instead of 127.0.0.1 only.
    public var everyInterface: Bool
    /// The room's code, the SSH password.
    public var code: RoomCode
    /// Wrong codes one connection may try before it is closed.
    public var maxAuthAttempts = 6
    /// How long a connection has from its first byte until its seat starts (logged in, pty, shell).
    public var setupTimeLimitMillis: Int64 = 30_000
    /// How long a wrong code waits before the client hears it was wrong: with at most
    /// `maxConnectionsPerAddress` connections, a guesser tries at most that many codes a second.
    public var wrongCodeDelayMillis: Int64 = 1_000
    /// Connections at once, all addresses together, and from one address.
    public var maxConnections = 16
    public var maxConnectionsPerAddress = 4
    /// How long a lone Esc waits for the rest of a sequence (`KeyReader`).
    public var escapeWaitMillis: Int64 = 100
    /// How long a paste without its end mark waits for more bytes (`KeyReader`): longer than a lone Esc's wait,
    /// as a long paste crosses the network in several round trips.
    public var pasteIdleMillis: Int64 = 1_000

    public init(port: Int = 2222, everyInterface: Bool = false, code: RoomCode) {
        self.port = port
        self.everyInterface = everyInterface
        self.code = code
    }
}
