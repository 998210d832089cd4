import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// The room of `pappers host`: seats join and are listed, the host's keys choose, seat in teams or pairs and
/// remove players, and close the room; a player's Ctrl-C or Ctrl-Z opens their own menu, and a player without
/// a usable name types one.
@Suite struct HostRoomTests {
    private static func room() -> HostRoom {
        HostRoom(
            lobby: Lobby(code: "PAPER", port: 2222, addresses: ["127.0.0.1"], fingerprint: "SHA256:abc", teams: ["Team 1", "Team 2"]),
            hostSize: Size(width: 80, height: 24))
    }

    private static func guest(_ name: String, team: String? = nil) -> RoomGuest {
        RoomGuest(name: name, team: team, size: Size(width: 80, height: 24), language: .ca, depth: .palette256)
    }

    @Test func seatsThatJoinAreListedWithTheirTerminalsAndNamed() {
        var room = Self.room()
        #expect(room.update(.joined(seat: 1, guest: Self.guest("ana"))) == [.named(seat: 1, name: "ana")])
        #expect(room.update(.joined(seat: 2, guest: Self.guest("bru", team: "Rojos"))) == [.named(seat: 2, name: "bru")])
        #expect(room.lobby.players.map(\.name) == ["ana", "bru"])
        #expect(room.lobby.players[1].team == "Rojos" && room.lobby.teams == ["Team 1", "Team 2", "Rojos"])
        #expect(room.guests[1] == HostRoom.Guest(size: Size(width: 80, height: 24), language: .ca, depth: .palette256))
        _ = room.update(.resized(seat: 1, Size(width: 1, height: 1)))
        #expect(room.guests[1]?.size == Size(width: 1, height: 1))
        _ = room.update(.left(seat: 1))
        #expect(room.guests[1] == nil && room.lobby.players[0].presence == .away)
    }

    @Test func theHostSeatsPlayersInTeamsOrPairsAndRemovesOne() {
        var room = Self.room()
        _ = room.update(.joined(seat: 1, guest: Self.guest("ana")))
        _ = room.update(.joined(seat: 2, guest: Self.guest("bru")))
        _ = room.update(.hostKey(.down))
        #expect(room.selectedSeat == 2)
        _ = room.update(.hostKey(.right))
        #expect(room.lobby.players[1].team == "Team 1")
        _ = room.update(.hostKey(.right))
        #expect(room.lobby.players[1].team == "Team 2")
        _ = room.update(.hostKey(.right))
        #expect(room.lobby.players[1].team == nil)
        _ = room.update(.hostKey(.left))
        #expect(room.lobby.players[1].team == "Team 2")
        _ = room.update(.hostKey(.character("t")))
        #expect(room.lobby.mode == .pairs)
        _ = room.update(.hostKey(.left))
        #expect(room.lobby.players[1].team == "Team 2", "pairs have no teams to move along")
        _ = room.update(.hostKey(.down))
        #expect(room.selectedSeat == 2, "the cursor stays on the last player")
        #expect(room.update(.hostKey(.character("x"))) == [.close(seat: 2, farewell: .removed)])
        #expect(room.lobby.players.map(\.name) == ["ana"] && room.guests[2] == nil && room.selectedSeat == 1)
        // The network's word that the removed seat closed changes nothing more.
        _ = room.update(.left(seat: 2))
        #expect(room.lobby.players.map(\.name) == ["ana"])
    }

    @Test func enterStartsTheGameOnlyWhenEveryoneIsSeatedInARosterThatMakesAGame() {
        var room = Self.room()
        _ = room.update(.joined(seat: 1, guest: Self.guest("ana", team: "Team 1")))
        _ = room.update(.joined(seat: 2, guest: Self.guest("bru", team: "Team 1")))
        _ = room.update(.joined(seat: 3, guest: Self.guest("cai")))
        #expect(room.update(.hostKey(.enter)) == [])
        #expect(room.startRefusal == .unseated(1) && room.started == nil)
        _ = room.update(.hostKey(.down))
        #expect(room.startRefusal == nil, "the refusal is shown until the next key")
        _ = room.update(.hostKey(.down))
        _ = room.update(.hostKey(.right))
        _ = room.update(.hostKey(.right))
        #expect(room.update(.hostKey(.character("s"))) == [])
        #expect(room.startRefusal == .setup([.playerCount(team: "Team 2", count: 1)]))
        _ = room.update(.joined(seat: 4, guest: Self.guest("dan", team: "Team 2")))
        let seating = room.lobby.seating
        #expect(seating.teams.map(\.players) == [["ana", "bru"], ["cai", "dan"]])
        #expect(room.update(.hostKey(.enter)) == [.start(seating)])
        #expect(room.started == seating && room.startRefusal == nil)
        #expect(room.update(.hostKey(.escape)) == [], "the lobby takes nothing once the game started")
    }

    @Test func pairsStartWithThreePlayersOrMore() {
        var room = Self.room()
        _ = room.update(.hostKey(.character("t")))
        _ = room.update(.joined(seat: 1, guest: Self.guest("ana")))
        _ = room.update(.joined(seat: 2, guest: Self.guest("bru")))
        #expect(room.update(.hostKey(.enter)) == [])
        #expect(room.startRefusal == .setup([.pairsPlayerCount(2)]))
        _ = room.update(.joined(seat: 3, guest: Self.guest("cai")))
        #expect(room.update(.hostKey(.enter)) == [.start(room.lobby.seating)])
        #expect(room.started?.teams.map(\.name) == ["ana", "bru", "cai"])
    }

    @Test func escapeClosesEverySeatAndEndsTheRoom() {
        var room = Self.room()
        _ = room.update(.joined(seat: 3, guest: Self.guest("ana")))
        _ = room.update(.joined(seat: 1, guest: Self.guest("bru")))
        #expect(room.update(.hostKey(.escape)) == [
            .close(seat: 1, farewell: .roomClosed), .close(seat: 3, farewell: .roomClosed), .end,
        ])
        #expect(room.isOver && room.guests.isEmpty)
        #expect(room.update(.joined(seat: 4, guest: Self.guest("cai"))) == [])
    }

    @Test func controlCAndControlZOpenThePlayersMenuNeverTheHosts() {
        for key in [Key.control("c"), .control("z"), .escape] {
            var room = Self.room()
            _ = room.update(.joined(seat: 1, guest: Self.guest("ana")))
            #expect(room.update(.keys(seat: 1, [key])) == [])
            #expect(room.guests[1]?.step == .leaving(then: .waiting) && !room.isOver)
            _ = room.update(.keys(seat: 1, [.escape]))
            #expect(room.guests[1]?.step == .waiting)
            #expect(room.update(.keys(seat: 1, [key, .enter])) == [.close(seat: 1, farewell: .left)])
            #expect(room.lobby.players.isEmpty && room.guests.isEmpty && !room.isOver)
        }
    }

    @Test func aPlayerWithoutAUsableNameTypesOne() {
        var room = Self.room()
        _ = room.update(.joined(seat: 1, guest: Self.guest("ana")))
        #expect(room.update(.joined(seat: 2, guest: Self.guest("ANA"))) == [])
        #expect(room.guests[2]?.step == .naming("", refused: nil))
        _ = room.update(.keys(seat: 2, [.character("a"), .character("n"), .character("a"), .enter]))
        #expect(room.guests[2]?.step == .naming("ana", refused: .taken))
        _ = room.update(.keys(seat: 2, [.backspace, .backspace, .backspace, .paste("\u{1B}[31m"), .enter]))
        guard case .naming(_, .problem(.unsafe)) = room.guests[2]?.step else {
            Issue.record("\(String(describing: room.guests[2]?.step))")
            return
        }
        var keys: [Key] = Array(repeating: .backspace, count: 10)
        keys += "Bru".map { Key.character($0) } + [.enter]
        #expect(room.update(.keys(seat: 2, keys)) == [.named(seat: 2, name: "Bru")])
        #expect(room.guests[2]?.step == .waiting && room.lobby.players.map(\.name) == ["ana", "Bru"])
    }

    @Test func aNameTypedByAPlayerWhoLeftTakesTheirPlaceBack() {
        var room = Self.room()
        _ = room.update(.joined(seat: 1, guest: Self.guest("ana")))
        _ = room.update(.hostKey(.right))
        _ = room.update(.left(seat: 1))
        _ = room.update(.joined(seat: 2, guest: Self.guest("\u{7}")))
        _ = room.update(.keys(seat: 2, "Ana".map { Key.character($0) } + [.enter]))
        #expect(room.lobby.players == [LobbyPlayer(seat: 2, name: "ana", team: "Team 1")])
    }
}
