import NIOConcurrencyHelpers
import NIOCore
import NIOSSH
import PappersCanvas
import PappersRemote

/// A player's session channel: the pty, size and environment requests, the shell (or `join TEAM`) that starts
/// the seat, the keys it types, and the frames it is shown. Every other request is refused.
///
/// Bytes are turned into keys here, on the network's side (`KeyReader`), so the run loop gets keys and never
/// bytes; a lone Esc is reported by a timer on the event loop. Data is read in slices of at most
/// `readSliceBytes`, each slice's keys one event; while the run loop has `HostEventQueue.keyBacklogLimit` keys
/// of this seat waiting, the channel stops reading (and the client's SSH window fills).
///
/// Frames are written only while the channel and its TCP connection are both writable, each diffed against the
/// last one written (`ScreenWriter`), the bytes shared with every seat whose writer was in the same state
/// (`FrameDiffs`): a client that stops reading holds at most the frame being written and the newest one
/// (`SeatOutbox`), and gets the newest when it reads again.
final class SeatChannelHandler: ChannelDuplexHandler {
    typealias InboundIn = SSHChannelData
    typealias OutboundIn = SSHChannelData
    typealias OutboundOut = SSHChannelData

    static let readSliceBytes = 4_096

    private let connection: ConnectionState
    private let events: HostEventQueue
    private let seats: SeatRegistry
    private let diffs: NIOLockedValueBox<FrameDiffs>
    private var context: ChannelHandlerContext?
    private var outbox: SeatOutbox?

    private var terminal: String?
    private var size = TerminalLimits.defaultSize
    private var environment: [String: String] = [:]
    private var started = false
    private var leaving = false
    private var reason: DisconnectReason = .left

    private var reader: KeyReader
    private var readerDeadline: Scheduled<Void>?
    private var readPending = false
    private var writer = ScreenWriter(depth: .none)
    /// Bytes handed to the channel and not yet written to the network: what this client makes the host hold.
    private(set) var unsentBytes = 0
    private(set) var framesWritten = 0

    init(
        connection: ConnectionState, events: HostEventQueue, seats: SeatRegistry, diffs: NIOLockedValueBox<FrameDiffs>,
        escapeWaitMillis: Int64, pasteIdleMillis: Int64
    ) {
        self.connection = connection
        self.events = events
        self.seats = seats
        self.diffs = diffs
        reader = KeyReader(escapeWaitMillis: escapeWaitMillis, pasteIdleMillis: pasteIdleMillis)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        outbox = SeatOutbox(handler: self, eventLoop: context.eventLoop)
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        connection.whenWritable = { bound.value.writeNewestFrame() }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    // MARK: Requests

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            let accepted = !started && terminal == nil
            if accepted {
                terminal = TerminalLimits.inert(request.term, limit: TerminalLimits.termBytes)
                size = TerminalLimits.size(columns: request.terminalCharacterWidth, rows: request.terminalRowHeight)
            }
            reply(accepted, to: request.wantReply, context: context)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            let accepted = !started && TerminalLimits.environmentNames.contains(request.name)
            if accepted {
                environment[request.name] = TerminalLimits.inert(request.value, limit: TerminalLimits.environmentValueBytes)
            }
            reply(accepted, to: request.wantReply, context: context)
        case let request as SSHChannelRequestEvent.ShellRequest:
            start(.shell, wantReply: request.wantReply, context: context)
        case let request as SSHChannelRequestEvent.ExecRequest:
            if let team = JoinCommand.team(in: request.command) {
                start(.join(team: team), wantReply: request.wantReply, context: context)
            } else {
                reply(false, to: request.wantReply, context: context)
                refuse("pappers: the only command is `join TEAM`.", context: context)
            }
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            size = TerminalLimits.size(columns: request.terminalCharacterWidth, rows: request.terminalRowHeight)
            if started {
                writer.invalidate()
                events.post(.resized(size), from: connection.id)
            }
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            reply(false, to: request.wantReply, context: context)
        case ChannelEvent.inputClosed:
            context.close(promise: nil)
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    private func reply(_ accepted: Bool, to wantReply: Bool, context: ChannelHandlerContext) {
        guard wantReply else { return }
        let event: Any = accepted ? ChannelSuccessEvent() : ChannelFailureEvent()
        context.triggerUserOutboundEvent(event, promise: nil)
    }

    private func start(_ command: SeatCommand, wantReply: Bool, context: ChannelHandlerContext) {
        guard !started, let login = connection.login else {
            reply(false, to: wantReply, context: context)
            return
        }
        reply(true, to: wantReply, context: context)
        guard let terminal else {
            refuse("pappers: this needs a terminal: connect with `ssh -t`.", context: context)
            return
        }
        started = true
        connection.seatStarted()
        writer = ScreenWriter(depth: .none)
        send(ScreenWriter.enter, context: context)
        if let outbox { seats.add(outbox, for: connection.id) }
        events.post(
            .connected(SeatRequest(
                user: connection.user, login: login, terminal: terminal, size: size, environment: environment,
                command: command, address: connection.address)),
            from: connection.id)
        context.flush()
    }

    /// Says why on the client's standard error, and ends the session with exit status 1.
    private func refuse(_ message: String, context: ChannelHandlerContext) {
        finish(output: [], error: message, exitStatus: 1, context: context)
    }

    /// Writes `output` and `error`, then, once they are out (or after `finishTimeLimit` for a client that
    /// reads nothing), the exit status, and closes the channel.
    private func finish(output: [UInt8], error: String?, exitStatus: Int, context: ChannelHandlerContext) {
        leaving = true
        var written = context.eventLoop.makeSucceededVoidFuture()
        if !output.isEmpty { written = send(output, context: context) }
        if let error {
            let buffer = context.channel.allocator.buffer(string: error + "\r\n")
            written = context.write(wrapOutboundOut(SSHChannelData(type: .stdErr, data: .byteBuffer(buffer))))
        }
        context.flush()
        let timeLimit = context.eventLoop.scheduleTask(in: Self.finishTimeLimit) { context.close(promise: nil) }
        written.whenComplete { _ in
            timeLimit.cancel()
            context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: exitStatus), promise: nil)
            context.close(promise: nil)
        }
    }

    static let finishTimeLimit = TimeAmount.seconds(5)

    // MARK: Keys

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard started, !leaving, case .channel = message.type, case .byteBuffer(var buffer) = message.data else { return }
        let now = Self.nowMillis()
        while buffer.readableBytes > 0, let slice = buffer.readSlice(length: min(buffer.readableBytes, Self.readSliceBytes)) {
            post(reader.feed(slice.readableBytesView, at: now))
        }
        scheduleReaderDeadline(context: context)
    }

    private func post(_ keys: [Key]) {
        if !keys.isEmpty { events.post(.keys(keys), from: connection.id) }
    }

    private func scheduleReaderDeadline(context: ChannelHandlerContext) {
        readerDeadline?.cancel()
        readerDeadline = nil
        guard let deadline = reader.nextDeadline else { return }
        let delay = max(0, deadline - Self.nowMillis())
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        readerDeadline = context.eventLoop.scheduleTask(in: .milliseconds(delay)) {
            let handler = bound.value
            guard handler.started, !handler.leaving else { return }
            handler.post(handler.reader.flush(at: Self.nowMillis()))
            if let context = handler.context { handler.scheduleReaderDeadline(context: context) }
        }
    }

    func read(context: ChannelHandlerContext) {
        guard started, events.isBackedUp(connection.id) else {
            context.read()
            return
        }
        readPending = true
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        let loop = context.eventLoop
        events.whenDrained(connection.id) {
            loop.execute {
                let handler = bound.value
                guard handler.readPending, let context = handler.context else { return }
                handler.readPending = false
                context.read()
            }
        }
    }

    // MARK: Frames

    /// Writes the newest frame posted, if the channel and the connection under it can take it now; otherwise
    /// it waits for both to be writable.
    func writeNewestFrame() {
        guard started, !leaving, let context, context.channel.isWritable, connection.channel.isWritable,
              let frame = outbox?.take() else { return }
        writer.depth = frame.depth
        let bytes = diffs.withLockedValue { writer.frame(frame.grid, sharing: &$0) }
        guard !bytes.isEmpty else { return }
        framesWritten += 1
        send(bytes, context: context)
        context.flush()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable { writeNewestFrame() }
        context.fireChannelWritabilityChanged()
    }

    @discardableResult
    private func send(_ bytes: [UInt8], context: ChannelHandlerContext) -> EventLoopFuture<Void> {
        let buffer = context.channel.allocator.buffer(bytes: bytes)
        unsentBytes += bytes.count
        let count = bytes.count
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        let written = context.write(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(buffer))))
        written.whenComplete { _ in bound.value.unsentBytes -= count }
        return written
    }

    // MARK: Leaving

    /// The host ends the seat: the terminal is given back (`ScreenWriter.leave`), `farewell` shown, exit status 0.
    func leave(farewell: String?) {
        guard let context, !leaving else { return }
        reason = .closedByHost
        var bytes = started ? ScreenWriter.leave : []
        if let farewell { bytes += Array((InertText.name(farewell, limit: 512) + "\r\n").utf8) }
        finish(output: bytes, error: nil, exitStatus: 0, context: context)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // The client closing its connection under the channel (its terminal closed, ssh killed) is leaving too.
        if !leaving, (error as? NIOSSHError)?.type != .tcpShutdown {
            reason = .lost(InertText.name(String(describing: error), limit: 200))
        }
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        readerDeadline?.cancel()
        outbox?.detach()
        if started {
            seats.remove(connection.id)
            events.post(.disconnected(reason), from: connection.id)
        }
        started = false
        // One seat per connection: when it ends, so does the connection.
        connection.whenWritable = nil
        connection.channel.close(promise: nil)
        context.fireChannelInactive()
    }

    static func nowMillis() -> Int64 { Int64(NIODeadline.now().uptimeNanoseconds / 1_000_000) }
}
