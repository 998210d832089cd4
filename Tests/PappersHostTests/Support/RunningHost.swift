import Foundation
import PappersCanvas
@testable import PappersHost

/// A host on 127.0.0.1 and a port of its own, with the room code PAPER and a new key, and what its queue gave.
final class RunningHost: @unchecked Sendable {
    static let code = "PAPER"

    let host: HostServer
    let key: HostKey
    let rememberedKeys: RememberedKeys
    private(set) var entries: [HostEventQueue.Entry] = []

    init(remembered: RememberedKeys = RememberedKeys(), _ configure: (inout HostConfiguration) -> Void = { _ in }) throws {
        var configuration = HostConfiguration(port: 0, code: RoomCode(Self.code)!)
        configuration.wrongCodeDelayMillis = 10
        configure(&configuration)
        key = HostKey.generate()
        rememberedKeys = remembered
        host = try HostServer.start(configuration, hostKey: key, rememberedKeys: remembered)
    }

    var port: Int { host.port }

    func stop() { host.stop() }

    /// Drains the queue until `condition` holds for everything it gave so far, `timeout` seconds at most.
    @discardableResult
    func wait(timeout: Double = 30, until condition: ([HostEventQueue.Entry]) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            entries += host.events.drain()
            if condition(entries) { return true }
            try? await Task.sleep(for: .milliseconds(5))
        } while Date() < deadline
        entries += host.events.drain()
        return condition(entries)
    }

    /// A client logged in with the room code, its `session` started, and the seat it was given: what most host
    /// tests begin with. Throws when no seat comes.
    func joinedClient(_ session: TestClient.Session = TestClient.Session()) async throws
        -> (client: TestClient, connection: ConnectionID, request: SeatRequest) {
        let client = try await TestClient.connect(port: port, passwords: [Self.code])
        try await client.start(session)
        guard let (connection, request) = await firstSeat() else { throw NoSeat() }
        return (client, connection, request)
    }

    /// No seat came for a client that logged in.
    struct NoSeat: Error {}

    /// The connection of the first seat that connected, waiting for it.
    func firstSeat(timeout: Double = 30) async -> (ConnectionID, SeatRequest)? {
        await wait(timeout: timeout) { $0.contains { if case .connected = $0.event { true } else { false } } }
        for entry in entries {
            if case .connected(let request) = entry.event { return (entry.connection, request) }
        }
        return nil
    }

    func events(of connection: ConnectionID) -> [HostEvent] {
        entries.filter { $0.connection == connection }.map(\.event)
    }

    func keys(of connection: ConnectionID) -> [Key] {
        events(of: connection).flatMap { event -> [Key] in
            if case .keys(let keys) = event { return keys }
            return []
        }
    }
}

/// Waits until `condition` holds, `timeout` seconds at most, looking every `pause`. The default is long: a
/// condition met takes no longer, and a loaded CI machine (every suite at once) can take tens of seconds.
@discardableResult
func eventually(timeout: Double = 30, pause: Duration = .milliseconds(5), _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
        if condition() { return true }
        try? await Task.sleep(for: pause)
    } while Date() < deadline
    return condition()
}
