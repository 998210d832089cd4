import Foundation
import PappersApp
import PappersCanvas
import PappersEngine
import PappersSession
import PappersStore
import PappersUI
@testable import PappersHost

/// `pappers host` in the test process: a host on port 0 (`RunningHost`), the room's run loop (`HostLoop`) on a
/// thread of its own, woken by the host's queue, and a host's terminal the test types on and reads. When the
/// host starts the game, the same thread runs it as `pappers host` does: a new game with the lobby's seating, in
/// a data directory of its own, every player's connection a seat of the session (`HostedSeats`).
final class RunningRoom: @unchecked Sendable {
    let running: RunningHost
    let terminal: RoomTerminal
    /// The data directory the game is kept in.
    let directory: DataDirectory
    private let thread: Thread

    init(hostSize: Size = Size(width: 100, height: 30), preferences: Preferences = RunningRoom.quickGame) throws {
        // Every client of a test comes from 127.0.0.1.
        running = try RunningHost { $0.maxConnectionsPerAddress = $0.maxConnections }
        terminal = RoomTerminal(size: hostSize)
        directory = DataDirectory(
            path: FileManager.default.temporaryDirectory.appendingPathComponent("pappers-host-\(UUID().uuidString)").path)
        let lobby = Lobby(
            code: RunningHost.code, port: running.port, addresses: running.host.addresses,
            fingerprint: running.host.fingerprint, teams: ["Team 1", "Team 2"])
        nonisolated(unsafe) let link = HostRoomLink(server: running.host, rememberedKeys: running.rememberedKeys)
        // The loop and the session belong to the thread from here on; the test reads only the terminal.
        nonisolated(unsafe) let loop = HostLoop(
            terminal: terminal, link: link, room: HostRoom(lobby: lobby, hostSize: hostSize), language: .en)
        nonisolated(unsafe) let (terminal, directory) = (terminal, directory)
        thread = Thread {
            loop.run()
            guard let seating = loop.room.started else { return }
            Self.play(seating, room: loop.room, link: link, preferences: preferences, on: terminal, in: directory)
        }
        thread.start()
    }

    /// Short turns with few words, in English, without sounds.
    static var quickGame: Preferences {
        var preferences = Preferences()
        preferences.wordLanguage = "en"
        preferences.sound = .off
        preferences.words = 12
        preferences.turnSeconds = 10
        return preferences
    }

    /// The game the lobby started, as `pappers host` plays it.
    private static func play(
        _ seating: LobbySeating, room: HostRoom, link: HostRoomLink, preferences: Preferences, on terminal: RoomTerminal,
        in directory: DataDirectory
    ) {
        let open = { (directory: DataDirectory) -> (Store?, ProblemScreen?) in
            do throws(StoreError) {
                return (try Store.openToPlay(directory), nil)
            } catch {
                return (nil, ProblemScreen(error))
            }
        }
        var model = AppModel(
            preferences: preferences, roster: nil, size: terminal.size, environmentLanguage: .en,
            names: Strings(.en).defaultNames, entropy: 7, laptopRole: .table)
        _ = model.update(.playOptionsGiven(seating.playOptions(preferences)), at: 0)
        let session = PappersSession.Session(
            terminal: terminal, directory: directory, store: open(directory).0, model: model, packFiles: [],
            sounds: NoSounds(), program: "pappers host tests",
            clock: { Int(DispatchTime.now().uptimeNanoseconds / 1_000_000) }, openStore: open,
            recordFolders: [directory.path], records: StoreRecords())
        session.hosted = HostedSeats(link: link, room: GameRoom(room: room, seating: seating), language: .en)
        session.run(start: .newGame)
    }

    var port: Int { running.port }

    /// The host's screen, a line per row.
    var hostLines: [String] { terminal.lines }

    /// Whether the loop ended (the host left the room, or the game).
    var hasEnded: Bool { thread.isFinished }

    /// The words of the bowl of the game played, from its record in the data directory.
    func bowl() throws -> [String] {
        try Store.openForReading(directory).record(id: 1).setup.words
    }

    /// The actions journaled so far in the game played.
    func journal() throws -> [Action] {
        try Store.openForReading(directory).record(id: 1).journal.map(\.action)
    }

    /// Leaves the room, or the game (as a SIGTERM does), if the loop still runs; then stops the host and removes
    /// the data directory.
    func stop() {
        if !thread.isFinished { terminal.happen(.signal(.terminate)) }
        let deadline = Date().addingTimeInterval(10)
        while !thread.isFinished && Date() < deadline { usleep(5_000) }
        running.stop()
        try? FileManager.default.removeItem(atPath: directory.path)
    }
}

/// The host's sounds, not played.
final class NoSounds: SoundOutput {
    func play(_ cue: SoundCue, mode: SoundMode) {}
}

/// The host's terminal for `RunningRoom`: keys pressed by the test arrive through a pipe, so the loop waits in
/// `poll` on them and on the host's queue as it does on a real terminal; every grid drawn is kept.
final class RoomTerminal: TerminalIO, @unchecked Sendable {
    private let lock = NSLock()
    private var events: [TerminalEvent] = []
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
    func press(_ key: Key) { happen(.key(key)) }

    /// The host's terminal reports `event` (a key, a signal).
    func happen(_ event: TerminalEvent) {
        lock.withLock { events.append(event) }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    var lines: [String] { lock.withLock { grid?.lines ?? [] } }

    func nextEvent(timeoutMillis: Int?) -> TerminalEvent {
        nextEvent(timeoutMillis: timeoutMillis, orReadable: -1) ?? .timeout
    }

    func nextEvent(timeoutMillis: Int?, orReadable descriptor: Int32) -> TerminalEvent? {
        while true {
            if let event = lock.withLock({ events.isEmpty ? nil : events.removeFirst() }) {
                var byte: UInt8 = 0
                _ = read(wakeRead, &byte, 1)
                return event
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
