import Foundation
import PappersApp
import PappersCanvas
import PappersSession
@testable import PappersHost

/// `pappers host` in the test process: a host on port 0 (`RunningHost`), the room's run loop (`HostLoop`) on a
/// thread of its own, woken by the host's queue, and a host's terminal the test types on and reads.
final class RunningRoom: @unchecked Sendable {
    let running: RunningHost
    let terminal: RoomTerminal
    private let thread: Thread

    init(hostSize: Size = Size(width: 100, height: 30)) throws {
        running = try RunningHost()
        terminal = RoomTerminal(size: hostSize)
        let lobby = Lobby(
            code: RunningHost.code, port: running.port, addresses: running.host.addresses,
            fingerprint: running.host.fingerprint, teams: ["Team 1", "Team 2"])
        // The loop belongs to its thread from here on; the test reads only the terminal.
        nonisolated(unsafe) let loop = HostLoop(
            terminal: terminal, link: HostRoomLink(server: running.host, rememberedKeys: running.rememberedKeys),
            room: HostRoom(lobby: lobby, hostSize: hostSize), language: .en)
        thread = Thread { loop.run() }
        thread.start()
    }

    var port: Int { running.port }

    /// The host's screen, a line per row.
    var hostLines: [String] { terminal.lines }

    /// Whether the loop ended (the host left the room).
    var hasEnded: Bool { thread.isFinished }

    /// Leaves the room (Esc) if the loop still runs, then stops the host.
    func stop() {
        if !thread.isFinished { terminal.press(.escape) }
        let deadline = Date().addingTimeInterval(10)
        while !thread.isFinished && Date() < deadline { usleep(5_000) }
        running.stop()
    }
}

/// The host's terminal for `RunningRoom`: keys pressed by the test arrive through a pipe, so the loop waits in
/// `poll` on them and on the host's queue as it does on a real terminal; every grid drawn is kept.
final class RoomTerminal: TerminalIO, @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [Key] = []
    private var grid: Grid?
    private var wakeRead: Int32 = -1
    private var wakeWrite: Int32 = -1
    let size: Size
    let hasColour = true

    init(size: Size) {
        self.size = size
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        (wakeRead, wakeWrite) = (ends[0], ends[1])
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Presses a key on the host's terminal.
    func press(_ key: Key) {
        lock.withLock { keys.append(key) }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    var lines: [String] { lock.withLock { grid?.lines ?? [] } }

    func nextEvent(timeoutMillis: Int?) -> TerminalEvent {
        nextEvent(timeoutMillis: timeoutMillis, orReadable: -1) ?? .timeout
    }

    func nextEvent(timeoutMillis: Int?, orReadable descriptor: Int32) -> TerminalEvent? {
        while true {
            if let key = lock.withLock({ keys.isEmpty ? nil : keys.removeFirst() }) {
                var byte: UInt8 = 0
                _ = read(wakeRead, &byte, 1)
                return .key(key)
            }
            var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            _ = poll(&descriptors, 2, Int32(timeoutMillis ?? -1))
            if descriptors[0].revents != 0 { continue }
            return descriptors[1].revents != 0 ? nil : .timeout
        }
    }

    func draw(_ grid: Grid) { lock.withLock { self.grid = grid } }
    func redrawAll() {}
    func suspend() {}
    func bell() {}
    func flash() {}
    func scheduleBell(afterMillis delayMillis: Int) {}
}
