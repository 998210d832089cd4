import PappersCanvas
import PappersRemote
import PappersTestSupport
import Testing
@testable import PappersHost

/// A client that sends anything: sizes, TERM, environment, pastes and bytes arrive bounded and inert.
@Suite(.onItsOwnThread) struct HostHostileInputTests {
    @Test func sizesAreClampedAndTermAndEnvironmentMadeInert() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let client = try await TestClient.connect(port: running.port, user: "\u{1B}]0;pwned\u{07}ana\u{202E}", passwords: [RunningHost.code])
        let term = "xterm\u{1B}[31m" + String(repeating: "x", count: 200)
        try await client.start(.init(
            terminal: term, columns: 0, rows: 0,
            environment: ["LANG": "es_ES.UTF-8\u{1B}[2J", "LD_PRELOAD": "/tmp/evil.so", "NO_COLOR": "1"]))
        guard let (id, request) = await running.firstSeat() else {
            Issue.record("no seat")
            return
        }
        #expect(request.size == Size(width: 1, height: 1))
        #expect(request.terminal.utf8.count == 64 && request.terminal.hasPrefix("xterm[31mxxx"))
        #expect(request.environment == ["LANG": "es_ES.UTF-8[2J", "NO_COLOR": "1"])
        #expect(request.user == "]0;pwnedana")
        client.resize(columns: 100_000, rows: 100_000)
        #expect(await running.wait { _ in running.events(of: id).last == .resized(Size(width: 500, height: 200)) })
        client.resize(columns: 0, rows: 0)
        #expect(await running.wait { _ in running.events(of: id).last == .resized(Size(width: 1, height: 1)) })
        print("reliability: host-sizes: 3 × window of 0×0 or 100000×100000 (a pty request and two window changes, with "
              + "a 200-byte TERM, LD_PRELOAD and escape sequences in the environment and the user name)")
    }

    @Test func a64KBPasteIsOneKeyCutAtTheLimit() async throws {
        // The paste's end mark comes: no wait for a missing one may cut it when a starved machine pauses mid-paste.
        let running = try RunningHost { $0.pasteIdleMillis = 60_000 }
        defer { running.stop() }
        let (client, id, _) = try await running.joinedClient()
        client.send("\u{1B}[200~")
        let line = Array(repeating: UInt8(ascii: "w"), count: 999) + [0x0D]
        for _ in 0..<70 { client.send(line) }
        client.send("\u{1B}[201~x")
        #expect(await running.wait { _ in running.keys(of: id).last == .character("x") })
        let keys = running.keys(of: id)
        #expect(keys.count == 2)
        if case .paste(let text) = keys.first {
            #expect(text.utf8.count == KeyReader.pasteLimitBytes)
            #expect(text.hasPrefix(String(repeating: "w", count: 999) + "\n"))
        } else {
            Issue.record("no paste: \(keys.first.map { "\($0)" } ?? "nothing")")
        }
        print("reliability: host-paste: 1 × bracketed paste of 70 KB")
    }

    @Test func badUTF8AndEscapeSequencesNeverBecomeCharacters() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let (client, id, _) = try await running.joinedClient()
        client.send([0xFF, 0xFE, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0xF8, 0x88, 0x80, 0x80, 0x80])
        client.send("\u{1B}[31m\u{1B}[<0;3;4M\u{1B}]52;c;aGk=\u{07}ok")
        #expect(await running.wait { _ in running.keys(of: id).last == .character("k") })
        #expect(running.keys(of: id) == [.character("("), .character("o"), .character("k")])
        print("reliability: host-bad-bytes: 2 × read of bad UTF-8 or escape sequences (SGR, SGR mouse, OSC 52)")
    }

    @Test func aFloodOfKeysStopsReadingUntilTheLoopDrains() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let (client, _, _) = try await running.joinedClient()
        // 200,000 keys while the loop drains nothing: the queue stops at about its limit.
        let chunk = Array(repeating: UInt8(ascii: "k"), count: 4_000)
        for _ in 0..<50 { client.send(chunk) }
        try await Task.sleep(for: .milliseconds(500))
        let waiting = running.host.events.drain().reduce(0) { count, entry in
            if case .keys(let keys) = entry.event { return count + keys.count }
            return count
        }
        #expect(waiting <= running.host.events.keyBacklogLimit + 4 * SeatChannelHandler.readSliceBytes)
        // Drained, the connection reads again: every key arrives in the end.
        var total = waiting
        #expect(await eventually(timeout: 30) {
            total += running.host.events.drain().reduce(0) { count, entry in
                if case .keys(let keys) = entry.event { return count + keys.count }
                return count
            }
            return total == 200_000
        })
        print("reliability: host-key-flood: 200000 × key sent at once by one client")
    }
}
