import PappersApp
import PappersCanvas
import Testing
@testable import PappersUI

/// The room of `pappers host` on each terminal: the host's screen (the lobby, the cursor, the host's keys) and
/// a player's own (the lobby, their own line: waiting, typing a name with the reason a name was refused, or the
/// question to leave), each in its own size, language and colour depth.
@Suite struct RoomViewTests {
    private static func room() -> HostRoom {
        var room = HostRoom(
            lobby: Lobby(
                code: "PAPER", port: 2222, addresses: ["127.0.0.1"],
                fingerprint: "SHA256:bbXpuKG6zhzdmnxq256TlqzFBzRl2f6OOg722cYNbU8", teams: ["Team 1", "Team 2"]),
            hostSize: Size(width: 80, height: 24))
        _ = room.update(.joined(seat: 1, guest: RoomGuest(name: "Ana", size: Size(width: 80, height: 24), language: .en, depth: .palette256)))
        _ = room.update(.joined(seat: 2, guest: RoomGuest(name: "ana", size: Size(width: 60, height: 20), language: .es, depth: .none)))
        _ = room.update(.joined(seat: 3, guest: RoomGuest(name: "Bru", size: Size(width: 40, height: 12), language: .ca, depth: .eight)))
        _ = room.update(.hostKey(.down))
        _ = room.update(.hostKey(.down))
        _ = room.update(.hostKey(.right))
        return room
    }

    @Test func theHostSeesTheLobbyWithItsCursorAndKeys() {
        let grid = RoomView.host(Self.room(), language: .en, depth: .palette256)
        Golden.check(grid, "room-host-80x24")
        #expect(grid.lines.contains { $0.contains("● Bru · Team 1") })
        #expect(grid.lines.last?.contains("Esc leave") == true && grid.lines.last?.contains("Enter start") == true)
        var refused = Self.room()
        _ = refused.update(.hostKey(.enter))
        let refusedGrid = RoomView.host(refused, language: .en, depth: .palette256)
        #expect(refusedGrid.lines[22].contains("2 players have no team or name yet"), "\(refusedGrid.lines)")
        var pairs = Self.room()
        _ = pairs.update(.hostKey(.character("t")))
        let pairsGrid = RoomView.host(pairs, language: .en, depth: .palette256)
        #expect(pairsGrid.lines.contains { $0.contains("Players (3) · pairs: no teams") })
        #expect(!pairsGrid.lines.contains { $0.contains("Team 1") })
    }

    @Test func eachPlayerSeesTheLobbyInTheirOwnSizeLanguageAndLine() throws {
        var room = Self.room()
        let waiting = try #require(RoomView.guest(room, seat: 1))
        #expect(waiting.width == 80 && waiting.height == 24)
        #expect(waiting.lines.contains { $0.contains("Waiting for the host to start") })
        Golden.check(waiting, "room-guest-waiting-80x24")
        _ = room.update(.keys(seat: 2, "Ana".map { Key.character($0) } + [.enter]))
        let naming = try #require(RoomView.guest(room, seat: 2))
        #expect(naming.width == 60 && naming.height == 20)
        Golden.check(naming, "room-guest-naming-60x20-es")
        _ = room.update(.keys(seat: 3, [.control("c")]))
        let leaving = try #require(RoomView.guest(room, seat: 3))
        Golden.check(leaving, "room-guest-leaving-40x12-ca")
        #expect(leaving.lines.contains { $0.contains("Sortir de la sala?") })
        #expect(RoomView.guest(room, seat: 9) == nil)
    }

    @Test func tinyAndHugeTerminalsAreDrawnWithoutTrouble() throws {
        var room = Self.room()
        for size in [Size(width: 1, height: 1), Size(width: 2, height: 2), Size(width: 500, height: 200)] {
            _ = room.update(.resized(seat: 1, size))
            _ = room.update(.hostResized(size))
            let guest = try #require(RoomView.guest(room, seat: 1))
            #expect(guest.width == size.width && guest.height == size.height)
            let host = RoomView.host(room, language: .en, depth: .truecolor)
            #expect(host.width == size.width && host.height == size.height)
        }
    }
}
