import Foundation
import NIOCore
import NIOPosix
import NIOSSH
import PappersCanvas
import PappersTestSupport
import Testing
@testable import PappersHost

/// What the host refuses: wrong codes, too many of them, too many connections, slow logins, every channel and
/// request but a session with a pty and a shell (or `join TEAM`).
@Suite(.onItsOwnThread) struct HostRefusalTests {
    @Test func aWrongCodeIsRefusedAndTheRightOneStillWorks() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let client = try await TestClient.connect(port: running.port, passwords: ["PAPEL", "paper"])
        try await client.waitUntilLoggedIn()
        // A client out of codes to try waits for the host to close: the time limit, short on a host of its own,
        // as a starved machine may take longer than it to let in the client above.
        let strict = try RunningHost { $0.setupTimeLimitMillis = 3_000 }
        defer { strict.stop() }
        let stranger = try await TestClient.connect(port: strict.port, passwords: ["WRONG"])
        await #expect(throws: (any Error).self) { try await stranger.waitUntilLoggedIn() }
        print("reliability: host-wrong-codes: 1 × wrong code (before the right one)")
        print("reliability: host-wrong-codes: 1 × wrong code (alone)")
    }

    @Test func theSixthWrongCodeClosesTheConnection() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let guesser = try await TestClient.connect(port: running.port, passwords: Array(repeating: "NOPE", count: 20))
        await #expect(throws: (any Error).self) { try await guesser.waitUntilLoggedIn() }
        #expect(await eventually { !guesser.isOpen })
        #expect(running.host.wrongCodes == 6)
        // Five wrong codes leave a sixth try.
        let typist = try await TestClient.connect(port: running.port, passwords: Array(repeating: "NOPE", count: 5) + ["paper"])
        try await typist.waitUntilLoggedIn()
        print("reliability: host-wrong-codes: 6 × wrong code (on one connection until it closed)")
        print("reliability: host-wrong-codes: 5 × wrong code (before the right one)")
    }

    @Test func aWrongCodeIsAnsweredOnlyAfterAPause() async throws {
        let running = try RunningHost { $0.wrongCodeDelayMillis = 400 }
        defer { running.stop() }
        let started = ContinuousClock.now
        let client = try await TestClient.connect(port: running.port, passwords: ["NOPE", "PAPER"])
        try await client.waitUntilLoggedIn()
        #expect(ContinuousClock.now - started >= .milliseconds(400))
        print("reliability: host-wrong-codes: 1 × wrong code (after a pause)")
    }

    @Test func aConnectionThatDoesNotStartASeatInTimeIsClosed() async throws {
        // The limit must outlast a login, which on a starved machine (every host suite's handshakes at once) can
        // take longer than 4 s: a try whose client was closed before it logged in doubles the limit.
        for limit: Int64 in [4, 8, 16, 32] {
            let running = try RunningHost { $0.setupTimeLimitMillis = limit * 1_000 }
            defer { running.stop() }
            // Each connection is timed from just before it connects to its close, seen on the network's thread: a
            // busy test process may hold the test itself up for minutes between the two connections.
            let silentStarted = NIODeadline.now()
            let silent = try await RawConnection.open(port: running.port)
            let silentClosed = silent.channel.closeFuture.map { NIODeadline.now() - silentStarted }
            let loggedInStarted = NIODeadline.now()
            let loggedInClosed: EventLoopFuture<TimeAmount>
            do {
                let loggedIn = try await TestClient.connect(port: running.port, passwords: [RunningHost.code])
                loggedInClosed = loggedIn.channel.closeFuture.map { NIODeadline.now() - loggedInStarted }
                try await loggedIn.waitUntilLoggedIn()
            } catch where NIODeadline.now() - loggedInStarted >= .seconds(limit) && limit < 32 {
                print("HostRefusalTests: a login took longer than the limit of \(limit) s; trying again with twice the limit")
                continue
            }
            for closed in [silentClosed, loggedInClosed] {
                let elapsed = try await closed.get()
                #expect(elapsed >= .seconds(limit) && elapsed < .seconds(limit + 16),
                        "closed after \(elapsed.nanoseconds / 1_000_000) ms, the limit \(limit) s")
            }
            #expect(await eventually { running.host.openConnections == 0 })
            return
        }
    }

    @Test func fortyConnectionsAtOnceLetSixteenIn() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let connections = try await withThrowingTaskGroup(of: RawConnection.self) { group in
            for index in 0..<40 {
                group.addTask { try await RawConnection.open(port: running.port, source: "127.0.0.\(10 + index % 10)") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(await eventually { connections.allSatisfy { $0.received.count >= 8 || !$0.isOpen } })
        let admitted = connections.filter { $0.text.hasPrefix("SSH-2.0-") }
        let refused = connections.filter { $0.text.hasPrefix("pappers: the room is full (16 connections)") }
        #expect(admitted.count == 16 && refused.count == 24, "\(admitted.count) in, \(refused.count) refused")
        #expect(await eventually { refused.allSatisfy { !$0.isOpen } })
        #expect(running.host.openConnections == 16)
        // Places are given back when connections close.
        for connection in admitted { await connection.close() }
        #expect(await eventually { running.host.openConnections == 0 })
        let again = try await RawConnection.open(port: running.port)
        #expect(await eventually { again.text.hasPrefix("SSH-2.0-") })
        print("reliability: host-connections: 40 × connection at once from 10 addresses (16 let in)")
    }

    @Test func fiveFromOneAddressLetFourIn() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        var connections: [RawConnection] = []
        for _ in 0..<5 { connections.append(try await RawConnection.open(port: running.port, source: "127.0.0.7")) }
        #expect(await eventually { connections.allSatisfy { $0.received.count >= 8 } })
        #expect(connections.prefix(4).allSatisfy { $0.text.hasPrefix("SSH-2.0-") })
        #expect(connections[4].text == "pappers: 4 connections from your address already; try again later.\r\n")
        #expect(await eventually { !connections[4].isOpen })
        // Another address still gets in.
        let other = try await RawConnection.open(port: running.port, source: "127.0.0.8")
        #expect(await eventually { other.text.hasPrefix("SSH-2.0-") })
        print("reliability: host-per-address: 5 × connection from one address (4 let in)")
    }

    @Test func onlyOneSessionChannelWithAPtyIsOpened() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let (client, _, _) = try await running.joinedClient()
        #expect(await client.open(.session) == false)
        let forward = SSHChannelType.DirectTCPIP(
            targetHost: "127.0.0.1", targetPort: 22, originatorAddress: try SocketAddress(ipAddress: "127.0.0.1", port: 1))
        #expect(await client.open(.directTCPIP(forward)) == false)
        client.request(SSHChannelRequestEvent.SubsystemRequest(subsystem: "sftp", wantReply: true))
        client.request(SSHChannelRequestEvent.EnvironmentRequest(wantReply: true, name: "LD_PRELOAD", value: "/tmp/x.so"))
        client.request(SSHChannelRequestEvent.ShellRequest(wantReply: true))
        #expect(await eventually { client.replies == [true, true, true, false, false, false] })
        let handler = try await client.channel.pipeline.handler(type: NIOSSHHandler.self).get()
        let promise = client.channel.eventLoop.makePromise(of: GlobalRequest.TCPForwardingResponse?.self)
        client.channel.eventLoop.execute { handler.sendTCPForwardingRequest(.listen(host: "0.0.0.0", port: 8080), promise: promise) }
        await #expect(throws: (any Error).self) { try await promise.futureResult.get() }
    }

    @Test func aCommandOtherThanJoinIsRefused() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let client = try await TestClient.connect(port: running.port, passwords: [RunningHost.code])
        try await client.start(.init(command: "cat /etc/passwd"))
        #expect(await eventually { !client.isOpen })
        #expect(client.replies.last == false)
        #expect(client.errors == "pappers: the only command is `join TEAM`.\r\n")
        #expect(client.exitStatus == 1)
        #expect(running.host.events.drain().isEmpty)
    }

    @Test func aShellWithoutAPtyIsToldToAskForOne() async throws {
        let running = try RunningHost()
        defer { running.stop() }
        let client = try await TestClient.connect(port: running.port, passwords: [RunningHost.code])
        try await client.start(.init(terminal: nil))
        #expect(await eventually { !client.isOpen })
        #expect(client.errors == "pappers: this needs a terminal: connect with `ssh -t`.\r\n")
        #expect(client.exitStatus == 1)
        #expect(running.host.events.drain().isEmpty)
    }
}
