import PappersApp
import PappersCanvas
import PappersEngine
import PappersUI
import Testing

/// Each role's own game screens at 80×24, drawn for its seat (`render(_:for:at:)`): the describer's turn as the
/// laptop's, a guesser's "GUESS!", another team's and the table's who describes for whom, each footer with only
/// the keys the seat may press; the hand-off for the describer and for the others; the review for a guesser; the
/// table's hand-off while someone watches (its footer's w) and its step seating the watcher; a player's own menu
/// with its colours.
@Suite struct SeatScreenGoldenTests {
    static let table = Seat(id: 1)
    static let describer = Seat(id: 2)
    static let guesser = Seat(id: 3)
    static let opponent = Seat(id: 4)

    /// The first hand-off with the host's terminal as the table and a seat for the describer, a guesser of
    /// their team, a player of the other team and the table.
    static func seated() -> Scene {
        var scene = Scene.handOff()
        guard case .handOff(let plan) = scene.state.stage else { return scene }
        let other = (plan.team + 1) % scene.state.setup.teams.count
        let roles: [(Seat, SeatRole)] = [
            (table, .table), (describer, .player(team: plan.team, player: plan.describer)),
            (guesser, .player(team: plan.team, player: 1 - plan.describer)), (opponent, .player(team: other, player: 0)),
        ]
        for (seat, role) in roles { scene.send(.seatJoined(seat, SeatState(role: role, size: Size(width: 80, height: 24)))) }
        scene.send(.seatRoleGiven(.table, to: .laptop))
        return scene
    }

    func check(_ scene: Scene, _ seats: [(Seat, String)], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (seat, seatName) in seats {
            for (theme, themeName) in [(Theme.colour, "colour"), (Theme.monochrome, "mono")] {
                let grid = ScreenRenderer(theme: theme).render(scene.model, for: seat, at: scene.now)
                Golden.check(grid, "seat-\(name)-\(seatName)-80x24-\(themeName)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theHandOffAtEachSeat() {
        check(Self.seated(), [(Self.describer, "describer"), (Self.guesser, "guesser"), (.laptop, "table")], "hand-off")
    }

    @Test func theTurnAtEachSeat() {
        var scene = Self.seated()
        scene.send(.key(.enter, from: Self.describer))
        scene.now += 2_000
        scene.send(.key(.enter, from: Self.describer))
        check(scene, [(Self.describer, "describer"), (Self.guesser, "guesser"), (Self.opponent, "opponent"), (.laptop, "table")],
              "turn")
    }

    @Test func theReviewAtAGuessersSeat() {
        var scene = Self.seated()
        scene.send(.key(.enter, from: Self.describer))
        scene.now += 2_000
        scene.send(.key(.enter, from: Self.describer))
        scene.wait(60_000)
        scene.wait(3_000)
        check(scene, [(Self.guesser, "guesser"), (.laptop, "table")], "review")
    }

    @Test func theTablesHandOffWhileSomeoneWatchesAndSeatingThem() {
        var scene = Self.seated()
        scene.send(.seatJoined(Seat(id: 9), SeatState(role: .watching, size: Size(width: 80, height: 24), name: "Ivo")))
        scene.send(.seatJoined(Seat(id: 10), SeatState(role: .watching, size: Size(width: 80, height: 24), name: "Zoe")))
        check(scene, [(.laptop, "table")], "hand-off-watched")
        scene.send(.key(.character("w")))
        scene.send(.key(.down))
        scene.send(.key(.right))
        check(scene, [(.laptop, "table")], "seating")
    }

    @Test func aPlayersMenuWithItsColours() {
        var scene = Self.seated()
        scene.send(.key(.control("c"), from: Self.guesser))
        scene.send(.key(.down, from: Self.guesser))
        scene.send(.key(.enter, from: Self.guesser))
        check(scene, [(Self.guesser, "guesser")], "players-menu")
    }
}
