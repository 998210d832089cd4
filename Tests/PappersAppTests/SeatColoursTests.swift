import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// A player's seat chooses its own colour depth in its menu (Ctrl-C): automatic (its terminal's), 24-bit, 256,
/// 8, none, and round again; only that seat draws at it, and the host is told (`AppCommand.seatColourDepth`).
@Suite struct SeatColoursTests {
    typealias Seats = SeatKeysTests

    @Test func aPlayersMenuGoesRoundTheDepthsForThatSeatAlone() throws {
        var store = try Seats.seated(laptopRole: .table)
        let seat = Seats.opponent
        try store.send(.seatLeft(seat)) { $0.seats[seat] = nil }
        try store.send(.seatJoined(seat, SeatState(role: .player(team: 1, player: 0), size: Size(width: 80, height: 24), colourDepth: .palette256))) {
            let game = try #require($0.session)
            $0.seats[seat] = SeatState(role: .player(team: 1, player: 0), screen: .game(game.withSeatParts(of: nil)),
                                       size: Size(width: 80, height: 24), colourDepth: .palette256)
        }
        let others = store.model.seats.filter { $0.key != seat }
        try store.send(.key(.control("c"), from: seat)) {
            $0.game(of: seat) { $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: false, forPlayersSeat: true) }
        }
        #expect(Seats.menu(of: seat, in: store)?.items == [.resume, .colours, .leaveRoom])
        try store.send(.key(.down, from: seat)) { $0.game(of: seat) { $0.menu?.cursor = 1 } }
        let round: [(ColourChoice, ColourDepth)] = [
            (.depth(.truecolor), .truecolor), (.depth(.palette256), .palette256), (.depth(.eight), .eight),
            (.depth(.none), .none), (.automatic, .palette256),
        ]
        for (choice, depth) in round {
            try store.send(.key(.enter, from: seat), commands: [.seatColourDepth(seat, depth)]) {
                $0.seats[seat]?.colourChoice = choice
                $0.seats[seat]?.colourDepth = depth
            }
            #expect(Seats.menu(of: seat, in: store)?.cursor == 1, "the menu stays open on the colours")
        }
        #expect(store.model.seats.filter { $0.key != seat } == others)
    }
}
