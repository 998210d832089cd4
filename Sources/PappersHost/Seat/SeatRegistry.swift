import NIOConcurrencyHelpers

/// The seats whose terminals are ready, by connection: where `HostServer.show` finds a seat's outbox.
final class SeatRegistry: Sendable {
    private let outboxes = NIOLockedValueBox<[ConnectionID: SeatOutbox]>([:])

    func add(_ outbox: SeatOutbox, for connection: ConnectionID) {
        outboxes.withLockedValue { $0[connection] = outbox }
    }

    func remove(_ connection: ConnectionID) {
        outboxes.withLockedValue { _ = $0.removeValue(forKey: connection) }
    }

    func outbox(for connection: ConnectionID) -> SeatOutbox? {
        outboxes.withLockedValue { $0[connection] }
    }

    var all: [SeatOutbox] { outboxes.withLockedValue { Array($0.values) } }
}
