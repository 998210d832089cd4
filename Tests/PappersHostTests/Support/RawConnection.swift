import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A TCP connection that speaks no SSH: it keeps what the host sends, to see it let in (the host's
/// `SSH-2.0-` version line) or refused (one line, then closed).
final class RawConnection: Sendable {
    let channel: Channel
    private let bytes: NIOLockedValueBox<[UInt8]>

    private init(channel: Channel, bytes: NIOLockedValueBox<[UInt8]>) {
        self.channel = channel
        self.bytes = bytes
    }

    static func open(port: Int, source: String? = nil) async throws -> RawConnection {
        let bytes = NIOLockedValueBox<[UInt8]>([])
        var bootstrap = ClientBootstrap(group: TestClient.group).channelInitializer { channel in
            channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Collector(bytes)) }
        }
        if let source { bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: source, port: 0)) }
        let channel = try await bootstrap.connect(host: "127.0.0.1", port: port).get()
        return RawConnection(channel: channel, bytes: bytes)
    }

    var received: [UInt8] { bytes.withLockedValue { $0 } }
    var text: String { String(decoding: received, as: UTF8.self) }
    var isOpen: Bool { channel.isActive }

    func close() async { try? await channel.close().get() }

    private final class Collector: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        private let bytes: NIOLockedValueBox<[UInt8]>

        init(_ bytes: NIOLockedValueBox<[UInt8]>) {
            self.bytes = bytes
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let buffer = unwrapInboundIn(data)
            bytes.withLockedValue { $0 += buffer.readableBytesView }
        }

        func errorCaught(context: ChannelHandlerContext, error: Error) {
            context.close(promise: nil)
        }
    }
}
