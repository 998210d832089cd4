import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// Seats: each terminal's keys change its own screen, help and size; the game is the same on every seat; seats
/// join and leave; a seat is drawn from a model that holds only the words it may read.
@Suite struct SeatTests {
    static let ana = Seat(id: 1)
    static let table = Seat(id: 2)

    static func joined(_ app: inout App, _ seat: Seat, _ role: SeatRole, size: Size = Size(width: 100, height: 30)) {
        app.send(.seatJoined(seat, SeatState(role: role, size: size)))
    }

    @Test func aSeatsKeysChangeOnlyItsOwnScreenHelpAndSize() {
        var app = App()
        Self.joined(&app, Self.ana, .player(team: 0, player: 0))
        let laptop = app.model.seats[.laptop]

        app.send(.key(.character("s"), from: Self.ana))
        guard case .settings = app.model.seats[Self.ana]?.screen else {
            Issue.record("ana's seat is not on the settings")
            return
        }
        app.send(.key(.character("?"), from: Self.ana))
        #expect(app.model.seats[Self.ana]?.help != nil)
        app.send(.resize(Size(width: 50, height: 15), of: Self.ana))
        #expect(app.model.seats[Self.ana]?.size == Size(width: 50, height: 15))
        #expect(app.model.seats[.laptop] == laptop)
        #expect(app.model.seat == .laptop)

        // The laptop's own keys still reach the laptop's screen alone.
        app.press(.character("?"))
        #expect(app.model.help != nil)
        app.send(.key(.escape, from: Self.ana))
        #expect(app.model.seats[Self.ana]?.help == nil)
        #expect(app.model.help != nil)
    }

    @Test func theGameIsTheSameOnEverySeatEachWithItsOwnMenu() {
        var app = App()
        Self.joined(&app, Self.ana, .player(team: 0, player: 0))
        Self.joined(&app, Self.table, .table)
        app.press(.character("n"))
        app.press(.character("s"))
        app.settle()
        // A game shown on the laptop is on every seat.
        for seat in [Self.ana, Self.table] {
            guard case .game(let game) = app.model.seats[seat]?.screen else {
                Issue.record("\(seat) shows no game")
                return
            }
            #expect(game == app.session)
        }
        // A key from a seat changes the game on every seat: ana's, now the describer's, starts the turn.
        guard case .handOff(let plan) = app.state.stage else { Issue.record("no hand-off"); return }
        app.send(.seatRoleGiven(.player(team: plan.team, player: plan.describer), to: Self.ana))
        app.send(.key(.enter, from: Self.ana), after: 10)
        guard case .turn = app.state.stage else {
            Issue.record("ana's Enter did not start the turn")
            return
        }
        // A menu opened on one seat is that seat's: the turn pauses for every seat, the menu shows on one.
        app.send(.key(.character("q"), from: Self.table), after: 1_000)
        guard case .game(let atTable) = app.model.seats[Self.table]?.screen,
              case .game(let atAna) = app.model.seats[Self.ana]?.screen else {
            Issue.record("the game left a seat")
            return
        }
        #expect(atTable.menu != nil)
        #expect(atAna.menu == nil)
        #expect(app.session.menu == nil)
        #expect(atAna.state == app.state && atTable.state == app.state)
        #expect(!app.state.isClockRunning)
    }

    @Test func seatsJoinIntoTheGameAndLeave() {
        var app = App.inGame()
        Self.joined(&app, Self.ana, .player(team: 1, player: 0))
        guard case .game(let game) = app.model.seats[Self.ana]?.screen else {
            Issue.record("a seat joining during a game does not show it")
            return
        }
        #expect(game.state == app.state)
        #expect(app.model.seats.count == 2)

        app.send(.seatLeft(Self.ana))
        #expect(app.model.seats.keys.sorted() == [.laptop])
        let before = app.model
        // A key from a seat that left, and the laptop leaving, change nothing.
        #expect(app.send(.key(.enter, from: Self.ana), after: 0).isEmpty)
        app.send(.seatLeft(.laptop))
        #expect(app.model == before)
    }

    @Test func leavingTheGameTakesEverySeatAlong() {
        var app = App.inGame()
        Self.joined(&app, Self.ana, .player(team: 0, player: 0))
        // Abandoned from the menu, then q from the standings: home.
        app.press(.character("q"), .character("j"), .character("j"), .enter, .character("y"))
        guard case .abandoned = app.state.stage else {
            Issue.record("the game was not abandoned")
            return
        }
        app.press(.character("q"))
        guard case .home = app.model.screen else {
            Issue.record("q after the game did not lead home")
            return
        }
        #expect(app.model.seats[Self.ana]?.screen == app.model.screen)
    }

    /// The host's own terminal is the table: its keys still reach its screen and the game; it never reads a
    /// word; a role given later is the seat's from then on.
    @Test func theLaptopCanBeTheTable() throws {
        var app = App(savedGames: [], laptopRole: .table)
        #expect(app.model.seats[.laptop]?.role == .table)
        app.press(.character("s"))
        guard case .settings = app.model.screen else { Issue.record("the table's s did not open the settings"); return }
        app.press(.escape, .character("n"), .character("s"))
        app.settle()
        guard case .handOff(let plan) = app.state.stage else { Issue.record("the table's keys did not start a game"); return }
        Self.joined(&app, Self.ana, .player(team: plan.team, player: plan.describer))
        app.send(.key(.enter, from: Self.ana))
        #expect(app.state.wordOnScreen != nil)
        #expect(app.model.seen(by: Self.ana, at: app.now)?.isWordVisible(at: app.now) == true)
        #expect(app.model.seen(by: .laptop, at: app.now)?.isWordVisible(at: app.now) == false)
        #expect(!app.model.isWordVisible(at: app.now))
        // The table's Esc opens its own menu over the running turn.
        app.press(.escape, after: 1_000)
        #expect(app.session.menu != nil)

        app.send(.seatRoleGiven(.everyRole, to: .laptop))
        #expect(app.model.seats[.laptop]?.role == .everyRole)
        let before = app.model
        app.send(.seatRoleGiven(.table, to: Seat(id: 9)))
        #expect(app.model == before)
    }

    /// The model a guesser's or the table's screen is drawn from holds no text of the bowl at all; the
    /// describer's holds the word on the card alone, while it shows.
    @Test func aSeatSeesOnlyTheWordsItMayRead() throws {
        var app = App.inGame()
        let (describer, guesser) = try #require(Self.describerAndGuesser(app.state))
        Self.joined(&app, Self.ana, describer)
        Self.joined(&app, Self.table, .table)
        let ben = Seat(id: 3)
        Self.joined(&app, ben, guesser)
        app.press(.enter)
        let word = try #require(app.state.wordOnScreen)
        let words = app.state.setup.words
        for seat in [Self.table, ben] {
            let seen = try #require(app.model.seen(by: seat, at: app.now))
            guard case .game(let game) = seen.screen else { Issue.record("no game for \(seat)"); return }
            #expect(game.state.setup.words.allSatisfy { $0.isEmpty })
            var dumped = ""
            dump(seen, to: &dumped)
            for text in words where dumped.contains(text) { Issue.record("\(seat) holds \(text)") }
        }
        let seen = try #require(app.model.seen(by: Self.ana, at: app.now))
        guard case .game(let game) = seen.screen else { Issue.record("no game for the describer"); return }
        #expect(game.state.setup.words.enumerated().allSatisfy { $0.offset == word ? $0.element == words[word] : $0.element.isEmpty })
        #expect(seen.seats.keys.sorted() == [Self.ana])
        // Paused, the word leaves the describer's model too.
        app.press(.character("p"), after: 500)
        let paused = try #require(app.model.seen(by: Self.ana, at: app.now))
        guard case .game(let pausedGame) = paused.screen else { return }
        #expect(pausedGame.state.setup.words.allSatisfy { $0.isEmpty })
    }

    /// At a hand-off: the role of the player about to describe and of one who is not.
    static func describerAndGuesser(_ state: GameState) -> (SeatRole, SeatRole)? {
        guard case .handOff(let plan) = state.stage else { return nil }
        let other = (plan.team + 1) % state.setup.teams.count
        return (.player(team: plan.team, player: plan.describer), .player(team: other, player: 0))
    }
}
