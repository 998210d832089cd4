import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSH
import PappersCanvas
@testable import PappersHost

/// An SSH client in the test process (swift-nio-ssh as the client), to join a host as a player's OpenSSH
/// client would: it logs in, asks for a pty and a shell, types bytes, changes its window, and keeps what the
/// host sends in a `VirtualTerminal`.
final class TestClient: @unchecked Sendable {
    /// What the client asks for once logged in.
    struct Session {
        var terminal: String? = "xterm-256color"
        var columns = 80
        var rows = 24
        var environment: [String: String] = ["LANG": "ca_ES.UTF-8"]
        /// nil for a shell.
        var command: String?
    }

    static let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    let channel: Channel
    private(set) var session: Channel?
    private let state: NIOLockedValueBox<ClientState>
    private let authenticated: EventLoopPromise<Void>

    struct ClientState {
        var screen: VirtualTerminal
        var output: [UInt8] = []
        var errors: [UInt8] = []
        var replies: [Bool] = []
        var exitStatus: Int?
        var offersMade = 0
    }

    private init(channel: Channel, state: NIOLockedValueBox<ClientState>, authenticated: EventLoopPromise<Void>) {
        self.channel = channel
        self.state = state
        self.authenticated = authenticated
    }

    /// Connects to `port` on 127.0.0.1 (from `source`, an address of 127.0.0.0/8) and logs in as `user` with
    /// `key` (offered first, if any) and then each of `passwords` in turn.
    static func connect(
        port: Int, user: String = "ana", passwords: [String], key: NIOSSHPrivateKey? = nil, source: String? = nil,
        screen: Size = Size(width: 80, height: 24)
    ) async throws -> TestClient {
        let state = NIOLockedValueBox(ClientState(screen: VirtualTerminal(width: screen.width, height: screen.height)))
        let loop = group.next()
        let authenticated = loop.makePromise(of: Void.self)
        var offers: [NIOSSHUserAuthenticationOffer.Offer] = key.map { [.privateKey(.init(privateKey: $0))] } ?? []
        offers += passwords.map { .password(.init(password: $0)) }
        let delegate = OfferingDelegate(user: user, offers: offers, state: state)
        var bootstrap = ClientBootstrap(group: loop)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSHHandler(
                        role: .client(.init(userAuthDelegate: delegate, serverAuthDelegate: AcceptingHostKeys())),
                        allocator: channel.allocator, inboundChildChannelInitializer: nil))
                    try channel.pipeline.syncOperations.addHandler(AuthenticationWatcher(authenticated))
                }
            }
        if let source { bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: source, port: 0)) }
        let channel = try await bootstrap.connect(host: "127.0.0.1", port: port).get()
        channel.closeFuture.whenComplete { _ in authenticated.fail(ChannelError.ioOnClosedChannel) }
        return TestClient(channel: channel, state: state, authenticated: authenticated)
    }

    /// Waits until the host let the client in; throws when it did not (the connection closed first).
    func waitUntilLoggedIn() async throws { try await authenticated.futureResult.get() }

    /// Opens the session channel and sends the requests of `session` (pty, environment, shell or exec).
    func start(_ session: Session = Session()) async throws {
        let handler = try await channel.pipeline.handler(type: NIOSSHHandler.self).get()
        let promise = channel.eventLoop.makePromise(of: Channel.self)
        let state = self.state
        channel.eventLoop.execute {
            handler.createChannel(promise, channelType: .session) { child, _ in
                child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.addHandler(SessionRecorder(state: state, session: session))
                }
            }
        }
        self.session = try await promise.futureResult.get()
    }

    /// Opens a channel of another type, which the host must refuse; returns whether it was opened.
    func open(_ type: SSHChannelType) async -> Bool {
        guard let handler = try? await channel.pipeline.handler(type: NIOSSHHandler.self).get() else { return false }
        let promise = channel.eventLoop.makePromise(of: Channel.self)
        channel.eventLoop.execute {
            handler.createChannel(promise, channelType: type) { child, _ in child.eventLoop.makeSucceededVoidFuture() }
        }
        return (try? await promise.futureResult.get()) != nil
    }

    /// Types `bytes` (as a terminal sends them).
    func send(_ bytes: [UInt8]) {
        guard let session else { return }
        let buffer = session.allocator.buffer(bytes: bytes)
        session.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(buffer)), promise: nil)
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// Sends a window change, as a terminal resized.
    func resize(columns: Int, rows: Int) {
        session?.triggerUserOutboundEvent(
            SSHChannelRequestEvent.WindowChangeRequest(
                terminalCharacterWidth: columns, terminalRowHeight: rows, terminalPixelWidth: 0, terminalPixelHeight: 0),
            promise: nil)
    }

    /// Sends a request on the session channel (subsystem, exec…).
    func request(_ event: Any) {
        session?.triggerUserOutboundEvent(event, promise: nil)
    }

    /// Stops or starts reading from the network, as a client whose user stopped its terminal.
    func reading(_ on: Bool) async throws {
        try await channel.setOption(ChannelOptions.autoRead, value: on).get()
        if on { channel.read() }
    }

    var screen: VirtualTerminal { state.withLockedValue { $0.screen } }
    /// One row of the screen, without copying the rest.
    func line(_ row: Int) -> String { state.withLockedValue { $0.screen.line(row) } }
    var output: [UInt8] { state.withLockedValue { $0.output } }
    var errors: String { state.withLockedValue { String(decoding: $0.errors, as: UTF8.self) } }
    var replies: [Bool] { state.withLockedValue { $0.replies } }
    var exitStatus: Int? { state.withLockedValue { $0.exitStatus } }
    var isOpen: Bool { channel.isActive }

    func close() async {
        try? await channel.close().get()
    }
}

/// Offers each way to log in in turn.
private final class OfferingDelegate: NIOSSHClientUserAuthenticationDelegate, @unchecked Sendable {
    private let user: String
    private var offers: [NIOSSHUserAuthenticationOffer.Offer]
    private let state: NIOLockedValueBox<TestClient.ClientState>

    init(user: String, offers: [NIOSSHUserAuthenticationOffer.Offer], state: NIOLockedValueBox<TestClient.ClientState>) {
        self.user = user
        self.offers = offers
        self.state = state
    }

    func nextAuthenticationType(
        availableMethods: NIOSSHAvailableUserAuthenticationMethods,
        nextChallengePromise: EventLoopPromise<NIOSSHUserAuthenticationOffer?>
    ) {
        guard !offers.isEmpty else {
            nextChallengePromise.succeed(nil)
            return
        }
        state.withLockedValue { $0.offersMade += 1 }
        nextChallengePromise.succeed(NIOSSHUserAuthenticationOffer(username: user, serviceName: "", offer: offers.removeFirst()))
    }
}

private final class AcceptingHostKeys: NIOSSHClientServerAuthenticationDelegate {
    func validateHostKey(hostKey: NIOSSHPublicKey, validationCompletePromise: EventLoopPromise<Void>) {
        validationCompletePromise.succeed(())
    }
}

private final class AuthenticationWatcher: ChannelInboundHandler {
    typealias InboundIn = Any
    private let promise: EventLoopPromise<Void>

    init(_ promise: EventLoopPromise<Void>) {
        self.promise = promise
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is UserAuthSuccessEvent { promise.succeed(()) }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}

/// The session channel's side of the client: sends the requests on activation and records what comes back.
private final class SessionRecorder: ChannelInboundHandler {
    typealias InboundIn = SSHChannelData
    private let state: NIOLockedValueBox<TestClient.ClientState>
    private let session: TestClient.Session

    init(state: NIOLockedValueBox<TestClient.ClientState>, session: TestClient.Session) {
        self.state = state
        self.session = session
    }

    func channelActive(context: ChannelHandlerContext) {
        if let terminal = session.terminal {
            context.triggerUserOutboundEvent(
                SSHChannelRequestEvent.PseudoTerminalRequest(
                    wantReply: true, term: terminal, terminalCharacterWidth: session.columns,
                    terminalRowHeight: session.rows, terminalPixelWidth: 0, terminalPixelHeight: 0,
                    terminalModes: SSHTerminalModes([:])),
                promise: nil)
        }
        for (name, value) in session.environment.sorted(by: { $0.key < $1.key }) {
            context.triggerUserOutboundEvent(
                SSHChannelRequestEvent.EnvironmentRequest(wantReply: true, name: name, value: value), promise: nil)
        }
        if let command = session.command {
            context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExecRequest(command: command, wantReply: true), promise: nil)
        } else {
            context.triggerUserOutboundEvent(SSHChannelRequestEvent.ShellRequest(wantReply: true), promise: nil)
        }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .byteBuffer(let buffer) = message.data else { return }
        let bytes = Array(buffer.readableBytesView)
        state.withLockedValue { state in
            if message.type == .stdErr {
                state.errors += bytes
            } else {
                state.output += bytes
                state.screen.feed(bytes)
            }
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        state.withLockedValue { state in
            switch event {
            case is ChannelSuccessEvent: state.replies.append(true)
            case is ChannelFailureEvent: state.replies.append(false)
            case let status as SSHChannelRequestEvent.ExitStatus: state.exitStatus = status.exitStatus
            default: break
            }
        }
    }
}
