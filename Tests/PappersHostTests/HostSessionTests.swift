import NIOCore
import NIOSSH
import PappersCanvas
import PappersRemote
import PappersTestSupport
import Testing
@testable import PappersHost

/// Players join over SSH with in-process clients on loopback: the code lets them in, their keys and window
/// changes come out of the queue in order, and frames reach their terminals.
@Suite(.onItsOwnThread) struct HostSessionTests {
    @Test func aPlayerLogsInWithTheCodeAndTheirKeysAndSizesComeOutInOrder() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let client = try await TestClient.connect(port: running.port, user: "ana", passwords: ["paper"])
        try await client.waitUntilLoggedIn()
        try await client.start(.init(terminal: "xterm-256color", columns: 100, rows: 30))
        guard let (id, request) = await running.firstSeat() else {
            Issue.record("no seat")
            return
        }
        #expect(request == SeatRequest(
            user: "ana", login: .code(provenKey: nil), terminal: "xterm-256color", size: Size(width: 100, height: 30),
            environment: ["LANG": "ca_ES.UTF-8"], command: .shell, address: "127.0.0.1"))
        // Up, é split across two writes, Ctrl-C (a key, never a signal), then a window change.
        client.send("\u{1B}[A")
        client.send([0xC3])
        try await Task.sleep(for: .milliseconds(20))
        client.send([0xA9])
        client.send([0x03])
        #expect(await running.wait { _ in running.keys(of: id) == [.up, .character("é"), .control("c")] })
        client.resize(columns: 72, rows: 20)
        #expect(await running.wait { _ in running.events(of: id).last == .resized(Size(width: 72, height: 20)) })
        #expect(running.events(of: id).first == .connected(request))
        // The replies to the pty, environment and shell requests travel back while the seat's events come out.
        #expect(await eventually { client.replies == [true, true, true] }, "\(client.replies)")
        await client.close()
        #expect(await running.wait { _ in running.events(of: id).last == .disconnected(.left) }, "\(running.events(of: id).suffix(2))")
    }

    @Test func framesReachTheTerminalDiffedAndLeavingGivesItBack() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let (client, id, _) = try await running.joinedClient(TestClient.Session(columns: 30, rows: 6))
        var grid = Grid(width: 30, height: 6)
        grid.fill(style: Style(background: .role(.describePaper)))
        grid.text("Hola, Ana", x: 2, y: 1, style: Style(foreground: .role(.describeTitle)).bolded())
        grid.text("0:42", x: 2, y: 3, style: .plain)
        running.host.show(grid, depth: .truecolor, on: id)
        #expect(await eventually { client.screen.lines[1].hasPrefix("  Hola, Ana") })
        #expect(client.screen.alternateScreen && !client.screen.cursorVisible && client.screen.bracketedPaste)
        let sent = client.output.count
        grid.text("0:41", x: 2, y: 3, style: .plain)
        running.host.show(grid, depth: .truecolor, on: id)
        #expect(await eventually { client.screen.lines[3].hasPrefix("0:41".padded(2)) })
        // The second frame is the one digit that changed, and its position.
        #expect(client.output.count - sent <= 12)
        #expect(client.screen.findings.isEmpty)
        #expect(client.screen.scrolls == 0)
        running.host.close(id, farewell: "Adéu!")
        #expect(await eventually { !client.isOpen })
        #expect(client.exitStatus == 0)
        #expect(!client.screen.alternateScreen && client.screen.cursorVisible && !client.screen.bracketedPaste)
        #expect(String(decoding: client.output, as: UTF8.self).hasSuffix("\u{1B}[?1049lAdéu!\r\n"))
        #expect(await running.wait { _ in running.events(of: id).last == .disconnected(.closedByHost) })
    }

    @Test func aClientThatStopsReadingHoldsLittleAndGetsTheNewestFrameLater() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let client = try await TestClient.connect(port: running.port, passwords: [RunningHost.code], screen: Size(width: 120, height: 40))
        try await client.start(.init(columns: 120, rows: 40))
        guard let (id, _) = await running.firstSeat() else {
            Issue.record("no seat")
            return
        }
        #expect(await eventually { client.output.count >= ScreenWriter.enter.count })
        try await client.reading(false)
        // Every frame repaints every cell in a new colour: about 60 KB each (26 patterns, each frame numbered).
        let frames = 2_000
        let patterns = (0..<26).map { pattern in
            var grid = Grid(width: 120, height: 40)
            for y in 0..<40 {
                for x in 0..<120 {
                    let role = ColourRole.allCases[(x + y + pattern) % ColourRole.allCases.count]
                    grid[x, y] = Cell(Character(Unicode.Scalar(UInt8(0x41 + (x + pattern) % 26))), style: Style(foreground: .role(role)))
                }
            }
            return grid
        }
        var largest = 0
        for index in 0..<frames {
            var grid = patterns[index % patterns.count]
            grid.text("frame \(index) ", x: 0, y: 0, style: .plain)
            if index < 3 { largest = max(largest, ScreenWriter.bytes(from: nil, to: grid, depth: .truecolor).count) }
            running.host.show(grid, depth: .truecolor, on: id)
        }
        // Let the host write what the network takes, then look at what it holds.
        var last = -1
        for _ in 0..<40 {
            try await Task.sleep(for: .milliseconds(100))
            let now = running.host.outputStatistics(of: id)?.framesWritten ?? 0
            if now == last { break }
            last = now
        }
        guard let statistics = running.host.outputStatistics(of: id) else {
            Issue.record("no statistics")
            return
        }
        #expect(statistics.framesWritten < frames / 4, "\(statistics)")
        // What the host holds for the client: at most the frame being written and one more, beyond what the
        // network stack's buffers took.
        #expect(statistics.unsentBytes <= 2 * largest + 65_536, "\(statistics), a frame is \(largest) bytes")
        try await client.reading(true)
        #expect(await eventually(timeout: 30) { client.screen.lines[0].hasPrefix("frame \(frames - 1) ") })
        #expect(client.screen.findings.isEmpty)
        print("reliability: host-slow-client: 1 × client that stops reading (2,000 frames of 60 KB)")
    }

    @Test func aClientThatStopsReadingNeverHoldsUpAnotherSeatOrTheLoop() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let stalled = try await TestClient.connect(port: running.port, user: "stalled", passwords: [RunningHost.code])
        try await stalled.start(.init(columns: 200, rows: 60))
        guard let (slow, _) = await running.firstSeat() else {
            Issue.record("no seat")
            return
        }
        let reader = try await TestClient.connect(port: running.port, user: "reader", passwords: [RunningHost.code])
        try await reader.start(.init(columns: 40, rows: 5))
        #expect(await running.wait { $0.filter { if case .connected = $0.event { true } else { false } }.count == 2 })
        guard let fast = running.entries.last(where: { if case .connected = $0.event { true } else { false } })?.connection else {
            Issue.record("no second seat")
            return
        }
        try await stalled.reading(false)
        // The stalled seat is sent whole new screens of about 200 KB (26 patterns, each numbered); the other seat
        // a small one between each.
        let patterns = (0..<26).map { pattern in
            var big = Grid(width: 200, height: 60)
            for y in 0..<60 {
                for x in 0..<200 {
                    let role = ColourRole.allCases[(x * 7 + y + pattern) % ColourRole.allCases.count]
                    big[x, y] = Cell(Character(Unicode.Scalar(UInt8(0x41 + (x + y + pattern) % 26))), style: Style(foreground: .role(role)))
                }
            }
            return big
        }
        for index in 0..<300 {
            var big = patterns[index % patterns.count]
            big.text("screen \(index) ", x: 0, y: 0, style: .plain)
            running.host.show(big, depth: .truecolor, on: slow)
            var small = Grid(width: 40, height: 5)
            small.text("turn \(index)", x: 0, y: 0, style: .plain)
            running.host.show(small, depth: .truecolor, on: fast)
        }
        #expect(await eventually { reader.screen.lines[0].hasPrefix("turn 299") }, "\(reader.screen.lines[0])")
        // The loop still hears the other seat's keys while the stalled one holds its frames.
        reader.send("ok")
        #expect(await running.wait { _ in running.keys(of: fast) == [.character("o"), .character("k")] })
        print("reliability: host-slow-client: 1 × client that stops reading (300 frames of 200 KB while another seat plays)")
    }

    @Test func aRememberedKeyLetsAPlayerBackWithoutTheCode() async throws {
        let remembered = RememberedKeys()
        let running = try RunningHost(remembered: remembered)
        defer { running.stop() }
        let key = NIOSSHPrivateKey(ed25519Key: .init())
        let first = try await TestClient.connect(port: running.port, user: "bru", passwords: [RunningHost.code], key: key)
        try await first.start()
        guard let (id, request) = await running.firstSeat() else {
            Issue.record("no seat")
            return
        }
        let proven = ClientKey(key.publicKey)
        #expect(request.login == .code(provenKey: proven))
        #expect(proven.fingerprint.hasPrefix("SHA256:") && proven.fingerprint.count == 50)
        try remembered.remember(proven, name: "Bru")
        await first.close()
        #expect(await running.wait { _ in running.events(of: id).last == .disconnected(.left) })
        let second = try await TestClient.connect(port: running.port, user: "bru", passwords: [], key: key)
        try await second.waitUntilLoggedIn()
        try await second.start()
        #expect(await running.wait { entries in
            entries.contains { $0.connection != id && $0.event == .connected(SeatRequest(
                user: "bru", login: .key(proven, name: "Bru"), terminal: "xterm-256color", size: Size(width: 80, height: 24),
                environment: ["LANG": "ca_ES.UTF-8"], command: .shell, address: "127.0.0.1")) }
        })
        // An unknown key alone is not enough: the client, out of ways to log in, is closed at the time limit (a
        // short one, on a host of its own).
        let strict = try RunningHost(remembered: remembered) { $0.setupTimeLimitMillis = 2_000 }
        defer { strict.stop() }
        let stranger = try await TestClient.connect(port: strict.port, passwords: [], key: NIOSSHPrivateKey(ed25519Key: .init()))
        await #expect(throws: (any Error).self) { try await stranger.waitUntilLoggedIn() }
    }

    @Test func joinTeamStartsASeatForThatTeam() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let (_, _, request) = try await running.joinedClient(TestClient.Session(command: "join  Los Rojos "))
        #expect(request.command == .join(team: "Los Rojos"))
    }
}

private extension String {
    func padded(_ columns: Int) -> String { String(repeating: " ", count: columns) + self }
}
