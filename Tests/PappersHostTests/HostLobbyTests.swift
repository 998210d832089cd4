import Foundation
import NIOCore
import NIOSSH
import PappersCanvas
import Testing
@testable import PappersHost

/// `pappers host` up to the lobby, with in-process SSH clients on port 0: players join and are listed on the
/// host's screen, each sees the lobby on their own terminal, the host seats and removes them and closes the
/// room; a player's Ctrl-C opens their own menu; hostile windows, pastes and bytes and a crowd of connections
/// leave the lobby going; a key remembered with the name a player typed takes that player's place back.
@Suite(.onItsOwnThread) struct HostLobbyTests {
    private static let english = TestClient.Session(environment: ["LANG": "en_GB.UTF-8"])

    /// A player joins; their client's emulated screen is `screen` (by default the size the session asks for).
    private static func join(
        _ room: RunningRoom, _ user: String, session: TestClient.Session = english, screen: Size? = nil
    ) async throws -> TestClient {
        let client = try await TestClient.connect(
            port: room.port, user: user, passwords: [RunningHost.code],
            screen: screen ?? Size(width: session.columns, height: session.rows))
        try await client.start(session)
        return client
    }

    private static func shows(_ client: TestClient, _ text: String) -> Bool {
        client.screen.lines.contains { $0.contains(text) }
    }

    private static func hostShows(_ room: RunningRoom, _ text: String) -> Bool {
        room.hostLines.contains { $0.contains(text) }
    }

    @Test func playersJoinAreListedAndTheHostSeatsAndRemovesThem() async throws {
        let room = try RunningRoom()
        defer { room.stop() }
        let ana = try await Self.join(room, "ana")
        var catalan = Self.english
        (catalan.environment, catalan.columns, catalan.rows) = (["LANG": "ca_ES.UTF-8"], 60, 20)
        let bru = try await Self.join(room, "bru", session: catalan)
        #expect(await eventually { Self.hostShows(room, "● ana") && Self.hostShows(room, "● bru") }, "\(room.hostLines)")
        #expect(Self.hostShows(room, "Players (2)"))
        #expect(await eventually { Self.shows(ana, "Waiting for the host to start") && Self.shows(ana, "● bru") },
                "\(ana.screen.lines)")
        #expect(await eventually { Self.shows(bru, "Esperant que l'amfitrió comenci") && Self.shows(bru, "Jugadors (2)") },
                "\(bru.screen.lines)")
        #expect(bru.screen.lines.count == 20 && bru.screen.lines.allSatisfy { $0.count <= 60 })

        room.terminal.press(.down)
        room.terminal.press(.right)
        #expect(await eventually { Self.hostShows(room, "● bru · Team 1") && Self.shows(ana, "● bru · Team 1") })
        room.terminal.press(.character("x"))
        #expect(await eventually { !bru.isOpen })
        #expect(String(decoding: bru.output, as: UTF8.self).hasSuffix("L'amfitrió us ha tret de la sala.\r\n"))
        #expect(await eventually { !Self.hostShows(room, "bru") && Self.hostShows(room, "Players (1)") && !Self.shows(ana, "bru") })

        room.terminal.press(.escape)
        #expect(await eventually { !ana.isOpen && room.hasEnded })
        #expect(String(decoding: ana.output, as: UTF8.self).hasSuffix("The host closed the room. Bye!\r\n"))
        #expect(!ana.screen.alternateScreen && ana.screen.cursorVisible)
    }

    @Test func controlCFromAPlayerOpensTheirMenuNotTheHosts() async throws {
        let room = try RunningRoom()
        defer { room.stop() }
        let ana = try await Self.join(room, "ana")
        #expect(await eventually { Self.shows(ana, "Waiting for the host to start") })
        ana.send([0x03])
        #expect(await eventually { Self.shows(ana, "Leave the room?") })
        ana.send([0x1A])
        ana.send("\u{1B}")
        #expect(await eventually { Self.shows(ana, "Waiting for the host to start") })
        #expect(!room.hasEnded && Self.hostShows(room, "● ana"))
        ana.send([0x03])
        #expect(await eventually { Self.shows(ana, "Leave the room?") })
        ana.send("\r")
        #expect(await eventually { !ana.isOpen })
        #expect(String(decoding: ana.output, as: UTF8.self).hasSuffix("You left the room. Bye!\r\n"))
        #expect(await eventually { Self.hostShows(room, "Nobody yet.") })
        #expect(!room.hasEnded)
    }

    @Test func aPlayerWhoseNameIsTakenTypesOneThroughHostileInput() async throws {
        let room = try RunningRoom()
        defer { room.stop() }
        _ = try await Self.join(room, "ana")
        let other = try await Self.join(room, "ANA")
        #expect(await eventually { Self.shows(other, "Your name: ▏") })
        #expect(Self.hostShows(room, "choosing a name…"))
        // A 64 KB paste, bad UTF-8 and escape sequences: the name is refused or cut, never shown raw.
        other.send("\u{1B}[200~" + String(repeating: "w", count: 65_536) + "\u{1B}[201~")
        other.send([0xFF, 0xC3, 0x28, 0x1B, 0x5B, 0x33, 0x31, 0x6D])
        other.send("\r")
        #expect(await eventually { Self.shows(other, "at most 24") }, "\(other.screen.lines)")
        other.send(String(repeating: "\u{7F}", count: 60) + "Cai\r")
        #expect(await eventually { Self.hostShows(room, "● Cai") && Self.shows(other, "Waiting for the host to start") },
                "\(room.hostLines)")
        #expect(other.screen.findings.isEmpty)
    }

    @Test func aKeyRememberedWithTheTypedNameTakesThatPlayersPlaceBackWhateverTheUserName() async throws {
        let room = try RunningRoom()
        defer { room.stop() }
        _ = try await Self.join(room, "ana")
        let key = NIOSSHPrivateKey(ed25519Key: .init())
        // The user name is taken: the player types theirs, and the host remembers their key with it.
        let first = try await TestClient.connect(port: room.port, user: "ANA", passwords: [RunningHost.code], key: key)
        try await first.start(Self.english)
        #expect(await eventually { Self.shows(first, "Your name: ▏") }, "\(first.screen.lines)")
        first.send("Cai\r")
        #expect(await eventually { Self.hostShows(room, "● Cai") }, "\(room.hostLines)")
        #expect(await eventually { room.running.rememberedKeys.name(of: ClientKey(key.publicKey)) == "Cai" })
        await first.close()
        #expect(await eventually { Self.hostShows(room, "○ Cai") }, "\(room.hostLines)")

        // Back with the key alone, under another user name: the key's name, not the user name, takes the place.
        let back = try await TestClient.connect(port: room.port, user: "zed", passwords: [], key: key)
        try await back.start(Self.english)
        #expect(await eventually { Self.hostShows(room, "● Cai") && Self.shows(back, "Waiting for the host to start") },
                "\(room.hostLines)\n\(back.screen.lines)")
        #expect(Self.hostShows(room, "Players (2)") && !Self.hostShows(room, "zed"), "\(room.hostLines)")
    }

    @Test func windowsOfNoSizeAndHugeOnesAndACrowdLeaveTheLobbyGoing() async throws {
        let room = try RunningRoom()
        defer { room.stop() }
        var tiny = Self.english
        (tiny.columns, tiny.rows) = (0, 0)
        // The clients' screens are as large as the host lets a window be (1×1 to 500×200).
        let small = try await Self.join(room, "ana", session: tiny, screen: Size(width: 1, height: 1))
        let large = try await Self.join(room, "bru", screen: Size(width: 500, height: 200))
        #expect(await eventually { Self.hostShows(room, "● ana") && Self.hostShows(room, "● bru") })
        large.resize(columns: 100_000, rows: 100_000)
        small.resize(columns: 0, rows: 0)
        // Forty connections at once: the host lets sixteen in and refuses the rest; the lobby goes on.
        let crowd = try await withThrowingTaskGroup(of: RawConnection.self) { group in
            for index in 0..<40 {
                group.addTask { try await RawConnection.open(port: room.port, source: "127.0.0.\(10 + index % 10)") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(await eventually { crowd.allSatisfy { $0.received.count >= 8 || !$0.isOpen } })
        room.terminal.press(.down)
        room.terminal.press(.right)
        #expect(await eventually { Self.hostShows(room, "● bru · Team 1") })
        #expect(await eventually { large.screen.lines.contains { $0.contains("● bru · Team 1") } })
        for connection in crowd { await connection.close() }
        #expect(small.isOpen && large.isOpen && !room.hasEnded)
        #expect(small.screen.findings.isEmpty && large.screen.findings.isEmpty)
    }
}
