import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// The room once the host started the game: each player's connection is a seat with their role, their keys and
/// sizes are the seat's, one who drops leaves and comes back (same name) to the same role, and a connection that
/// is no player of the roster, or whose player is here already, watches.
@Suite struct GameRoomTests {
    private static func guest(_ name: String, team: String? = nil, size: Size = Size(width: 80, height: 24)) -> RoomGuest {
        RoomGuest(name: name, team: team, size: size, language: .ca, depth: .palette256)
    }

    /// Whether two lists of events are the same (events are not `Equatable`: they are compared as they print).
    private static func same(_ a: [AppEvent], _ b: [AppEvent]) -> Bool {
        a.map { "\($0)" } == b.map { "\($0)" }
    }

    /// Ana and Bru in Team 1, Cai and Dan in Team 2, on connections 1 to 4, started.
    private static func started() -> (HostRoom, LobbySeating) {
        var room = HostRoom(
            lobby: Lobby(code: "PAPER", port: 2222, addresses: ["127.0.0.1"], fingerprint: "SHA256:abc", teams: ["Team 1", "Team 2"]),
            hostSize: Size(width: 80, height: 24))
        for (seat, name) in [(1, "Ana"), (2, "Bru"), (3, "Cai"), (4, "Dan")] {
            _ = room.update(.joined(seat: UInt64(seat), guest: guest(name, team: seat <= 2 ? "Team 1" : "Team 2")))
        }
        _ = room.update(.hostKey(.enter))
        return (room, room.started!)
    }

    @Test func everyPlayersConnectionJoinsAsTheirSeatWithTheirTerminal() {
        let (room, seating) = Self.started()
        let game = GameRoom(room: room, seating: seating)
        #expect(Self.same(game.joining, [
            .seatJoined(Seat(id: 1), SeatState(role: .player(team: 0, player: 0), size: Size(width: 80, height: 24), colourDepth: .palette256, language: .ca, name: "Ana")),
            .seatJoined(Seat(id: 2), SeatState(role: .player(team: 0, player: 1), size: Size(width: 80, height: 24), colourDepth: .palette256, language: .ca, name: "Bru")),
            .seatJoined(Seat(id: 3), SeatState(role: .player(team: 1, player: 0), size: Size(width: 80, height: 24), colourDepth: .palette256, language: .ca, name: "Cai")),
            .seatJoined(Seat(id: 4), SeatState(role: .player(team: 1, player: 1), size: Size(width: 80, height: 24), colourDepth: .palette256, language: .ca, name: "Dan")),
        ]))
    }

    @Test func keysSizesAndLeavingAreTheSeatsOwn() {
        let (room, seating) = Self.started()
        var game = GameRoom(room: room, seating: seating)
        #expect(Self.same(game.take(.keys(seat: 2, [.character(" "), .control("c")])), [
            .key(.character(" "), from: Seat(id: 2)), .key(.control("c"), from: Seat(id: 2)),
        ]))
        #expect(Self.same(game.take(.resized(seat: 3, Size(width: 40, height: 12))), [.resize(Size(width: 40, height: 12), of: Seat(id: 3))]))
        #expect(game.take(.hostKey(.enter)).isEmpty && game.take(.wrongCodes(3)).isEmpty)
        #expect(Self.same(game.take(.left(seat: 2)), [.seatLeft(Seat(id: 2))]))
        #expect(game.take(.keys(seat: 2, [.character(" ")])).isEmpty, "a seat that left presses nothing")
        #expect(game.take(.left(seat: 2)).isEmpty)
    }

    @Test func aPlayerWhoDroppedComesBackToTheirRoleAndOthersWatch() {
        let (room, seating) = Self.started()
        var game = GameRoom(room: room, seating: seating)
        _ = game.take(.left(seat: 2))
        let small = Size(width: 60, height: 20)
        #expect(Self.same(game.take(.joined(seat: 9, guest: Self.guest("bru", size: small))), [
            .seatJoined(Seat(id: 9), SeatState(role: .player(team: 0, player: 1), size: small, colourDepth: .palette256, language: .ca, name: "Bru")),
        ]))
        #expect(Self.same(game.take(.joined(seat: 10, guest: Self.guest("Bru"))), [
            .seatJoined(Seat(id: 10), SeatState(role: .watching, size: Size(width: 80, height: 24), colourDepth: .palette256, language: .ca, name: "Bru")),
        ]), "Bru is here already: a second connection with the name watches")
        #expect(Self.same(game.take(.joined(seat: 11, guest: Self.guest("Eva"))), [.seatJoined(Seat(id: 11), SeatState(
            role: .watching, size: Size(width: 80, height: 24), colourDepth: .palette256, language: .ca, name: "Eva"))]),
                "a late joiner watches")
        #expect(Self.same(game.remove(9), [.seatLeft(Seat(id: 9))]))
        #expect(game.connected[9] == nil && game.connected[11]?.role == .watching)
    }

    @Test func aWatcherTheHostSeatedComesBackToTheirRole() {
        let (room, seating) = Self.started()
        var game = GameRoom(room: room, seating: seating)
        _ = game.take(.joined(seat: 11, guest: Self.guest("Eva")))
        let role = SeatRole.player(team: 1, player: 2)
        game.seated(Seat(id: 11), as: "Eva", role: role)
        #expect(game.connected[11]?.role == role && game.connected[11]?.name == "Eva")
        #expect(Self.same(game.take(.joined(seat: 12, guest: Self.guest("eva"))), [.seatJoined(Seat(id: 12), SeatState(
            role: .watching, size: Size(width: 80, height: 24), colourDepth: .palette256, language: .ca, name: "eva"))]),
                "Eva is here: a second connection with her name watches")
        _ = game.take(.left(seat: 11))
        #expect(Self.same(game.take(.joined(seat: 13, guest: Self.guest("EVA"))), [.seatJoined(Seat(id: 13), SeatState(
            role: role, size: Size(width: 80, height: 24), colourDepth: .palette256, language: .ca, name: "Eva"))]))
    }
}
