import ArgumentParser
import Foundation
import PappersCanvas
import PappersHost
import PappersRemote
import PappersText

/// `pappers host-echo`, not listed: the SSH host alone, to try by hand before the game plays over it. Each
/// player who joins sees a screen that says who they are and echoes the keys they press; Ctrl-C leaves. Also
/// what the host's figures are measured with (docs/host.md).
struct HostEchoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host-echo",
        abstract: "Try the SSH host: every player sees the keys they press.",
        discussion: """
            Example:
              pappers host-echo --port 2222 --code PAPER    # then: ssh -p 2222 ana@127.0.0.1
            """,
        shouldDisplay: false
    )

    @Option(help: "The port to listen on (0: any free one).") var port = 2222
    @Flag(help: "Listen on every network interface, not only 127.0.0.1.") var lan = false
    @Option(help: "The room code, 4 to 6 letters (default: a new one).") var code: String?
    @Option(help: "Keep the host key in this file (default: a new key each time).") var keyFile: String?
    @Option(help: "Stop after this many seconds (default: at Ctrl-C).") var seconds: Int?

    func run() throws {
        guard let roomCode = code.map({ RoomCode($0) }) ?? RoomCode.random() else {
            throw Failure(.usage, "--code must be 4 to 6 letters")
        }
        let hostKey: HostKey
        do {
            hostKey = try keyFile.map { try HostKey.loadOrCreate(from: HostKeyFile(path: $0)) } ?? HostKey.generate()
        } catch {
            throw Failure(.ioError, "\(error)")
        }
        let host: HostServer
        do {
            host = try HostServer.start(HostConfiguration(port: port, everyInterface: lan, code: roomCode), hostKey: hostKey)
        } catch {
            throw Failure(.unavailable, "\(error)")
        }
        var lines = ["Listening on port \(host.port); room code \(roomCode)."]
        lines += host.addresses.map { "  ssh -p \(host.port) NAME@\($0)" }
        lines.append("  host key \(host.fingerprint)")
        try StandardStreams.output(lines.joined(separator: "\n") + "\n")
        EchoLoop(host: host, seconds: seconds).run()
        host.stop(farewell: "pappers host-echo stopped.")
    }
}

/// The echo's run loop: one thread, woken by the host's queue.
private struct EchoLoop {
    let host: HostServer
    let seconds: Int?

    struct Seat {
        var request: SeatRequest
        var size: Size
        var keys: [String] = []
    }

    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0

    func run() {
        signal(SIGINT) { _ in EchoLoop.interrupted = 1 }
        signal(SIGTERM) { _ in EchoLoop.interrupted = 1 }
        let end = seconds.map { Date().addingTimeInterval(Double($0)) }
        var seats: [ConnectionID: Seat] = [:]
        while EchoLoop.interrupted == 0 && end.map({ Date() < $0 }) ?? true {
            var wake = pollfd(fd: host.events.wakeDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&wake, 1, 250)
            var changed = Set<ConnectionID>()
            for entry in host.events.drain() {
                let id = entry.connection
                switch entry.event {
                case .connected(let request):
                    seats[id] = Seat(request: request, size: request.size)
                case .keys(let keys):
                    if keys.contains(.control("c")) {
                        host.close(id, farewell: "Bye from pappers host-echo.")
                    }
                    if var seat = seats[id] {
                        seat.keys = Array((seat.keys + keys.map(Self.name)).suffix(200))
                        seats[id] = seat
                    }
                case .resized(let size):
                    seats[id]?.size = size
                case .disconnected:
                    seats[id] = nil
                }
                changed.insert(id)
            }
            for id in changed {
                guard let seat = seats[id] else { continue }
                let depth = RemoteColourDepth.guess(
                    term: seat.request.terminal, colourTerm: seat.request.environment["COLORTERM"],
                    noColour: seat.request.environment["NO_COLOR"])
                host.show(Self.screen(of: seat, id: id, depth: depth), depth: depth, on: id)
            }
        }
    }

    static func screen(of seat: Seat, id: ConnectionID, depth: ColourDepth) -> Grid {
        var grid = Grid(width: seat.size.width, height: seat.size.height)
        let paper = Style(foreground: .role(.menuInk), background: .role(.menuPaper))
        grid.fill(style: paper)
        let title = Style(foreground: .role(.menuTitle), background: .role(.menuPaper)).bolded()
        grid.text("pappers host-echo", x: 1, y: 0, style: title)
        let user = seat.request.user.isEmpty ? "(no name)" : seat.request.user
        grid.text("seat \(id) · \(user) · \(seat.request.terminal) · \(seat.size.width)×\(seat.size.height) · \(depth.rawValue)",
                  x: 1, y: 1, style: paper)
        let keys = seat.keys.joined(separator: " ")
        let width = max(1, seat.size.width - 2)
        var row = 3
        var rest = keys
        while !rest.isEmpty && row < seat.size.height - 1 {
            let line = TextWidth.prefix(of: rest, fitting: width).text
            if line.isEmpty { break }
            grid.text(line, x: 1, y: row, style: paper)
            rest = String(rest.dropFirst(line.count))
            row += 1
        }
        grid.text("Ctrl-C leaves", x: max(0, seat.size.width - 13), y: seat.size.height - 1,
                  style: Style(foreground: .role(.footerKey), background: .role(.footerPaper)))
        return grid
    }

    static func name(_ key: Key) -> String {
        switch key {
        case .character(let character): String(character)
        case .control(let letter): "^" + letter.uppercased()
        case .paste(let text): "paste(\(text.count))"
        case .function(let number): "F\(number)"
        case .other(let code): "other(\(code))"
        default: "\(key)"
        }
    }
}
