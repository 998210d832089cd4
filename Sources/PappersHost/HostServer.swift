#if canImport(Glibc)
import Glibc
#endif
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSH
import PappersCanvas
import PappersRemote

/// The SSH server players join: `ssh -p PORT NAME@HOST` from any terminal, the room code as the password.
///
/// The host owns one network thread (NIO's event loop). That thread only turns bytes into events on `events`
/// and frames into bytes; the game's run loop stays the one writer of the game:
/// 1. `poll()` on `events.wakeDescriptor` beside standard input; when it is readable, `events.drain()`;
/// 2. for `.connected`, make a seat for the connection; for `.keys`, `.resized` and `.disconnected`, update it;
/// 3. draw each seat's grid and hand it over with `show(_:depth:on:)`: only its newest grid is kept, and it is
///    written when the client can take it, diffed against what the client was last sent;
/// 4. `close(_:farewell:)` to remove a seat; `stop()` when the game ends.
///
/// Who may connect: 127.0.0.1 only unless `everyInterface`; at most `maxConnections` at once and
/// `maxConnectionsPerAddress` from one address (others get one line and are closed); `setupTimeLimitMillis`
/// to log in and start a seat; the code (or a remembered key) to log in, with `maxAuthAttempts` wrong codes and
/// a pause after each; session channels only, one per connection, with a pty (`SeatChannelHandler`); no port
/// forwarding, no subsystems, no X11 or agent forwarding.
public final class HostServer: Sendable {
    /// The port it listens on (the one the system picked, when asked for port 0).
    public let port: Int
    /// Where players can reach it: 127.0.0.1, or with `everyInterface` the addresses of this machine's network
    /// interfaces (loopback left out), to show in the lobby.
    public let addresses: [String]
    /// The host key's fingerprint (`SHA256:…`), to show in the lobby.
    public let fingerprint: String
    /// What happens on the connections, for the run loop.
    public let events: HostEventQueue

    private let group: MultiThreadedEventLoopGroup
    private let server: Channel
    private let seats: SeatRegistry
    private let counts: ConnectionCounts
    private let wrongCodeCount: NIOLockedValueBox<Int>
    private let diffs: NIOLockedValueBox<FrameDiffs>

    /// Starts listening. Throws when the port cannot be had (in use, not allowed) or the queue's pipe cannot be
    /// made.
    public static func start(
        _ configuration: HostConfiguration, hostKey: HostKey, rememberedKeys: RememberedKeys = RememberedKeys()
    ) throws -> HostServer {
        guard let events = HostEventQueue() else { throw HostError.outOfDescriptors }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let seats = SeatRegistry()
        let counts = ConnectionCounts(
            limit: configuration.maxConnections, perAddressLimit: configuration.maxConnectionsPerAddress)
        let wrongCodes = NIOLockedValueBox(0)
        let diffs = NIOLockedValueBox(FrameDiffs(capacity: configuration.maxConnections))
        let privateKey = hostKey.privateKey
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            // A client whose network went silent is given up after about a minute (30 s idle, 3 probes 10 s apart).
            .childChannelOption(ChannelOptions.socketOption(.so_keepalive), value: 1)
            .childChannelOption(ChannelOptions.socket(SocketOptionLevel(IPPROTO_TCP), TCP_KEEPIDLE), value: 30)
            .childChannelOption(ChannelOptions.socket(SocketOptionLevel(IPPROTO_TCP), TCP_KEEPINTVL), value: 10)
            .childChannelOption(ChannelOptions.socket(SocketOptionLevel(IPPROTO_TCP), TCP_KEEPCNT), value: 3)
            .childChannelOption(ChannelOptions.recvAllocator, value: FixedSizeRecvByteBufferAllocator(capacity: 4_096))
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try Self.setUp(
                        channel, configuration: configuration, hostKey: privateKey, remembered: rememberedKeys,
                        events: events, seats: seats, counts: counts, wrongCodes: wrongCodes, diffs: diffs)
                }
            }
        let host = configuration.everyInterface ? "0.0.0.0" : "127.0.0.1"
        let server: Channel
        do {
            server = try bootstrap.bind(host: host, port: configuration.port).wait()
        } catch {
            try? group.syncShutdownGracefully()
            throw HostError.cannotListen(port: configuration.port, reason: String(describing: error))
        }
        return HostServer(
            port: server.localAddress?.port ?? configuration.port,
            addresses: configuration.everyInterface ? NetworkAddresses.local() : ["127.0.0.1"],
            fingerprint: hostKey.fingerprint, events: events, group: group, server: server, seats: seats,
            counts: counts, wrongCodes: wrongCodes, diffs: diffs)
    }

    private init(
        port: Int, addresses: [String], fingerprint: String, events: HostEventQueue, group: MultiThreadedEventLoopGroup,
        server: Channel, seats: SeatRegistry, counts: ConnectionCounts, wrongCodes: NIOLockedValueBox<Int>,
        diffs: NIOLockedValueBox<FrameDiffs>
    ) {
        self.port = port
        self.addresses = addresses
        self.fingerprint = fingerprint
        self.events = events
        self.group = group
        self.server = server
        self.seats = seats
        self.counts = counts
        wrongCodeCount = wrongCodes
        self.diffs = diffs
    }

    /// Shows `grid` on a seat's terminal at `depth`: the seat's newest frame, written as soon as the client can
    /// take it. Nothing happens for a connection that has no seat (any more).
    public func show(_ grid: Grid, depth: ColourDepth, on connection: ConnectionID) {
        seats.outbox(for: connection)?.post(SeatOutbox.Frame(grid: grid, depth: depth))
    }

    /// Ends a seat: its terminal is given back as it was, `farewell` (one line, made inert) printed after, and
    /// the connection closed. Its `.disconnected(.closedByHost)` follows on the queue.
    public func close(_ connection: ConnectionID, farewell: String? = nil) {
        seats.outbox(for: connection)?.close(farewell: farewell)
    }

    /// How many connections are open, logged in or not.
    public var openConnections: Int { counts.open }

    /// How many frames' diffs the seats' writers computed, and how many they took from another seat's in the same
    /// state (`FrameDiffs`).
    public var frameDiffs: (computed: Int, shared: Int) {
        diffs.withLockedValue { ($0.computed, $0.shared) }
    }

    /// How many wrong codes have been tried since the host started, on every connection.
    public var wrongCodes: Int { wrongCodeCount.withLockedValue { $0 } }

    /// What the host holds for a seat's client, and how many frames it wrote: for the tests of a client that
    /// stops reading. Waits for the seat's event loop.
    func outputStatistics(of connection: ConnectionID) -> SeatOutbox.Statistics? {
        guard let outbox = seats.outbox(for: connection) else { return nil }
        return try? outbox.statistics().wait()
    }

    /// Ends every seat (as `close` does), stops listening, closes the connections left and stops the network
    /// thread. Waits for that, three seconds at most for the seats' terminals to be given back; never call it
    /// from the host's own thread.
    public func stop(farewell: String? = nil) {
        for outbox in seats.all { outbox.close(farewell: farewell) }
        try? server.close().wait()
        let deadline = NIODeadline.now() + .seconds(3)
        while !seats.all.isEmpty && NIODeadline.now() < deadline {
            usleep(10_000)
        }
        try? group.syncShutdownGracefully()
    }

    private static func setUp(
        _ channel: Channel, configuration: HostConfiguration, hostKey: NIOSSHPrivateKey, remembered: RememberedKeys,
        events: HostEventQueue, seats: SeatRegistry, counts: ConnectionCounts, wrongCodes: NIOLockedValueBox<Int>,
        diffs: NIOLockedValueBox<FrameDiffs>
    ) throws {
        let address = channel.remoteAddress?.ipAddress ?? "?"
        let admission = counts.admit(address).map { ConnectionState(id: $0, address: address, channel: channel) }
        let gate = ConnectionGate(
            counts: counts, address: address, admission: admission,
            timeLimitMillis: configuration.setupTimeLimitMillis)
        try channel.pipeline.syncOperations.addHandler(gate)
        guard case .success(let state) = admission else { return }
        var server = SSHServerConfiguration(
            hostKeys: [hostKey],
            userAuthDelegate: CodeAuthenticator(
                code: configuration.code, remembered: remembered, state: state, wrongCodes: wrongCodes,
                maxAttempts: configuration.maxAuthAttempts, wrongCodeDelayMillis: configuration.wrongCodeDelayMillis))
        // The smallest packets SSH allows make the smallest window (64 of them, 2 MB): what a client can send
        // before the host reads it.
        server.maximumPacketSize = 32_768
        // NIOSSH counts every request (key queries and signatures too); the wrong codes are counted apart.
        server.maxAuthAttempts = 64
        let escapeWait = configuration.escapeWaitMillis
        let pasteIdle = configuration.pasteIdleMillis
        let ssh = NIOSSHHandler(
            role: .server(server), allocator: channel.allocator,
            inboundChildChannelInitializer: { child, type in
                guard case .session = type, !state.hasSession, state.login != nil else {
                    return child.eventLoop.makeFailedFuture(HostError.channelRefused)
                }
                state.hasSession = true
                return child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.addHandler(
                        SeatChannelHandler(
                            connection: state, events: events, seats: seats, diffs: diffs, escapeWaitMillis: escapeWait,
                            pasteIdleMillis: pasteIdle))
                }
            })
        try channel.pipeline.syncOperations.addHandler(ssh)
        try channel.pipeline.syncOperations.addHandler(ConnectionErrorHandler())
    }
}

/// What can go wrong starting the host.
public enum HostError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotListen(port: Int, reason: String)
    case outOfDescriptors
    /// A channel other than one session was asked for (never thrown to the caller).
    case channelRefused

    public var description: String {
        switch self {
        case .cannotListen(let port, let reason): "cannot listen on port \(port): \(reason)"
        case .outOfDescriptors: "cannot make the event queue's pipe: out of file descriptors"
        case .channelRefused: "channel refused"
        }
    }
}

/// Closes a connection whose SSH broke (a protocol error, a client gone): the seat's handler reports it.
final class ConnectionErrorHandler: ChannelInboundHandler {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}
