import Foundation
import PappersCanvas
import PappersTestSupport
import Testing
@testable import PappersHost

/// The host's figures on loopback, measured with in-process clients and a run loop of the game's shape (a
/// thread that polls the queue's descriptor, drains it and shows each seat a new frame): the time from
/// connecting to the first frame on the client's screen, and a key's round trip (typed, through the queue,
/// drawn, on the client's screen). Printed for docs/host.md; the test checks only that every trip completes.
@Suite(.serialized, .onItsOwnThread) struct HostFiguresTests {
    @Test func connectToFirstFrameAndAKeysRoundTrip() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let loop = EchoThread(host: running.host)
        loop.start()
        defer { loop.stop() }

        var connects: [Double] = []
        var clients: [TestClient] = []
        for index in 0..<8 {
            let started = ContinuousClock.now
            // Four connections from one address at most: each client comes from an address of its own.
            let client = try await TestClient.connect(
                port: running.port, passwords: [RunningHost.code], source: "127.0.0.\(20 + index)")
            try await client.start(.init(columns: 80, rows: 24))
            #expect(await eventually(pause: .microseconds(200)) { client.line(0).hasPrefix("keys 0") })
            connects.append(Self.milliseconds(ContinuousClock.now - started))
            clients.append(client)
        }
        let typist = clients[0]
        var trips: [Double] = []
        for index in 1...200 {
            let started = ContinuousClock.now
            typist.send("x")
            #expect(await eventually(pause: .microseconds(200)) { typist.line(0).hasPrefix("keys \(index) ") })
            trips.append(Self.milliseconds(ContinuousClock.now - started))
        }
        print("host figures: connect to first frame (8 clients one after another) median \(Self.percentile(connects, 50)) ms, "
              + "max \(Self.percentile(connects, 100)) ms; a key's round trip (200 keys, 8 seats drawn per key) median "
              + "\(Self.percentile(trips, 50)) ms, p99 \(Self.percentile(trips, 99)) ms")
        for client in clients { await client.close() }
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    }

    static func percentile(_ values: [Double], _ percent: Int) -> String {
        let sorted = values.sorted()
        let index = min(sorted.count - 1, (sorted.count * percent) / 100)
        return String(format: "%.2f", sorted[index])
    }
}

/// A run loop as the game's will be: one thread, asleep in `poll()` until the queue wakes it; every key redraws
/// every seat (the count of keys typed on any seat, on the first row).
private final class EchoThread: @unchecked Sendable {
    private let host: HostServer
    private let stopping = StopFlag()
    private var thread: Thread?

    init(host: HostServer) {
        self.host = host
    }

    func start() {
        let thread = Thread { [self] in run() }
        self.thread = thread
        thread.start()
    }

    func stop() {
        stopping.set()
        while thread?.isFinished == false { usleep(1_000) }
    }

    private func run() {
        var seats: [ConnectionID: Size] = [:]
        var keys = 0
        while !stopping.isSet {
            var wake = pollfd(fd: host.events.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&wake, 1, 50)
            let entries = host.events.drain()
            if entries.isEmpty { continue }
            for entry in entries {
                switch entry.event {
                case .connected(let request): seats[entry.connection] = request.size
                case .keys(let typed): keys += typed.count
                case .resized(let size): seats[entry.connection] = size
                case .disconnected: seats[entry.connection] = nil
                }
            }
            for (id, size) in seats {
                var grid = Grid(width: size.width, height: size.height)
                grid.text("keys \(keys) ", x: 0, y: 0, style: .plain)
                grid.text("0:\(59 - keys % 60)", x: 30, y: 10, style: Style(foreground: .role(.countdownInk)))
                host.show(grid, depth: .palette256, on: id)
            }
        }
    }
}

/// A flag set once from one thread and read from another.
private final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
