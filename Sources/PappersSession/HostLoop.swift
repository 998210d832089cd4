import PappersApp
import PappersCanvas
import PappersUI

/// The run loop of `pappers host`: waits for a key or a resize of the host's terminal and, beside them, for the
/// network's events (`RoomLink.wakeDescriptor`); hands each to the room, does what it asks (ending seats, with
/// a farewell in each player's language), and draws the host's screen and every seat's. It is the only writer
/// of the room; the network threads only queue events.
public final class HostLoop {
    private let terminal: any TerminalIO
    private let link: any RoomLink
    private let language: UILanguage
    public private(set) var room: HostRoom

    public init(terminal: any TerminalIO, link: any RoomLink, room: HostRoom, language: UILanguage) {
        self.terminal = terminal
        self.link = link
        self.room = room
        self.language = language
    }

    /// Runs until the host leaves (Esc, q, Ctrl-C or a signal; every seat is closed by then) or starts the game
    /// (`room.started`: the seats stay open for it). Returns normally; the caller stops the terminal and the
    /// network, or starts the game.
    public func run() {
        send(.hostResized(terminal.size))
        draw()
        while !room.isOver && room.started == nil {
            var events: [RoomEvent] = []
            switch terminal.nextEvent(timeoutMillis: nil, orReadable: link.wakeDescriptor) {
            case .key(let key): events.append(.hostKey(key))
            case .resize(let size): events.append(.hostResized(size))
            case .signal(.suspend): terminal.suspend()
            case .signal: perform(room.closeRoom())
            case .resumed: terminal.redrawAll()
            case .timeout, nil: break
            }
            events += link.drain()
            for event in events { send(event) }
            draw()
        }
    }

    private func send(_ event: RoomEvent) {
        if case .joined(let seat, let guest) = event { languages[seat] = guest.language }
        perform(room.update(event))
    }

    private func perform(_ commands: [RoomCommand]) {
        for command in commands {
            switch command {
            case .close(let seat, let farewell):
                link.close(seat, farewell: Self.farewell(farewell, in: language(of: seat)))
            case .named(let seat, let name):
                link.remember(seat, name: name)
            case .end, .start:
                break
            }
        }
    }

    /// Each seat's language as it joined, kept for its farewell after the room let it go.
    private var languages: [UInt64: UILanguage] = [:]

    private func language(of seat: UInt64) -> UILanguage {
        languages[seat] ?? language
    }

    private func draw() {
        guard !room.isOver, room.started == nil else { return }
        terminal.draw(RoomView.host(room, language: language, depth: terminal.colourDepth))
        for seat in room.guests.keys.sorted() {
            guard let guest = room.guests[seat], let grid = RoomView.guest(room, seat: seat) else { continue }
            link.show(grid, depth: guest.depth, to: seat)
        }
    }

    /// What a player is told as their seat ends, in `language`.
    public static func farewell(_ farewell: RoomFarewell, in language: UILanguage) -> String {
        let strings = Strings(language)
        return switch farewell {
        case .left: strings.text(.farewellLeft)
        case .removed: strings.text(.farewellRemoved)
        case .roomClosed: strings.text(.farewellRoomClosed)
        case .gameOver: strings.text(.farewellGameOver)
        }
    }
}
