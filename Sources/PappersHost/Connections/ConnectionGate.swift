import NIOCore

/// The first handler of every accepted connection: lets it in when there is room (`ConnectionCounts`), or
/// sends one line saying why not and closes, before any SSH is spoken; closes a connection whose seat has not
/// started within the time limit; gives its place back when it closes; tells the seat when the connection can
/// be written again.
final class ConnectionGate: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let counts: ConnectionCounts
    private let address: String
    private let admission: Result<ConnectionState, ConnectionCounts.Refusal>
    private let timeLimitMillis: Int64

    init(counts: ConnectionCounts, address: String, admission: Result<ConnectionState, ConnectionCounts.Refusal>, timeLimitMillis: Int64) {
        self.counts = counts
        self.address = address
        self.admission = admission
        self.timeLimitMillis = timeLimitMillis
    }

    func channelActive(context: ChannelHandlerContext) {
        switch admission {
        case .failure(let refusal):
            // SSH lets a server send lines before its version; a client shows them or says the connection closed.
            let line = context.channel.allocator.buffer(string: refusal.message)
            context.writeAndFlush(wrapOutboundOut(line)).whenComplete { _ in context.close(promise: nil) }
        case .success(let state):
            let channel = context.channel
            state.setupDeadline = context.eventLoop.scheduleTask(in: .milliseconds(timeLimitMillis)) {
                channel.close(promise: nil)
            }
            context.fireChannelActive()
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if case .success(let state) = admission {
            state.setupDeadline?.cancel()
            counts.release(address)
        }
        context.fireChannelInactive()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable, case .success(let state) = admission { state.whenWritable?() }
        context.fireChannelWritabilityChanged()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .success = admission else { return }
        context.fireChannelRead(data)
    }
}
