import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// Seats: each terminal's keys change its own screen, help and size; the game is the same on every seat; seats
/// join and leave; a seat is drawn from a model that holds only the words it may read.
@Suite struct SeatTests {
    static let ana = Seat(id: 1)
    static let table = Seat(id: 2)

    /// `seat` joins with `role`: it shows what the laptop's game is, if one is on, else home.
    static func joined(_ store: inout TestStore, _ seat: Seat, _ role: SeatRole, size: Size = Size(width: 100, height: 30),
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        try store.send(.seatJoined(seat, SeatState(role: role, size: size)), sourceLocation: sourceLocation) {
            $0.seats[seat] = SeatState(role: role, screen: $0.session.map { Screen.game($0) } ?? .home(HomeScreen()), size: size)
        }
    }

    @Test func aSeatsKeysChangeOnlyItsOwnScreenHelpAndSize() throws {
        var store = TestStore.home()
        try Self.joined(&store, Self.ana, .player(team: 0, player: 0))
        let laptop = store.model.seats[.laptop]

        try store.send(.key(.character("s"), from: Self.ana)) { $0.seats[Self.ana]?.screen = .settings(SettingsScreen()) }
        try store.send(.key(.character("?"), from: Self.ana)) { $0.seats[Self.ana]?.help = HelpOverlay() }
        try store.send(.resize(Size(width: 50, height: 15), of: Self.ana)) {
            $0.seats[Self.ana]?.size = Size(width: 50, height: 15)
        }
        #expect(store.model.seats[.laptop] == laptop)
        #expect(store.model.seat == .laptop)

        // The laptop's own keys still reach the laptop's screen alone.
        try store.press(.character("?")) { $0.help = HelpOverlay() }
        try store.send(.key(.escape, from: Self.ana)) { $0.seats[Self.ana]?.help = nil }
        #expect(store.model.help != nil)
    }

    @Test func theGameIsTheSameOnEverySeatEachWithItsOwnMenu() throws {
        var store = TestStore.home()
        try Self.joined(&store, Self.ana, .player(team: 0, player: 0))
        try Self.joined(&store, Self.table, .table)
        try store.press(.character("n")) { $0.screen = .teams(TeamsScreen()) }
        try store.startGame(.key(.character("s")))
        store.settle()
        // A game shown on the laptop is on every seat.
        for seat in [Self.ana, Self.table] {
            guard case .game(let game) = store.model.seats[seat]?.screen else {
                Issue.record("\(seat) shows no game")
                return
            }
            #expect(game == store.model.session)
        }
        // A key from a seat changes the game on every seat: ana's, now the describer's, starts the turn.
        guard case .handOff(let plan) = store.stage else { Issue.record("no hand-off"); return }
        let describer = SeatRole.player(team: plan.team, player: plan.describer)
        try store.send(.seatRoleGiven(describer, to: Self.ana)) { $0.seats[Self.ana]?.role = describer }
        let start = store.now + 10
        try store.send(.key(.enter, from: Self.ana), after: 10, commands: [.journal(TimedAction(.startTurn, at: start))]) {
            try $0.game {
                try $0.apply(.startTurn, at: start)
                $0.mainKeyGuardedUntil = Int.min / 2
            }
        }
        guard case .turn = store.stage else {
            Issue.record("ana's Enter did not start the turn")
            return
        }
        // A menu opened on one seat is that seat's: the turn pauses for every seat, the menu shows on one.
        let pause = start + 1_000
        try store.send(.key(.character("q"), from: Self.table), after: 1_000,
                       commands: [.journal(TimedAction(.pause, at: pause))]) {
            try $0.game { try $0.apply(.pause, at: pause) }
            $0.game(of: Self.table) { $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: true) }
        }
        guard case .game(let atTable) = store.model.seats[Self.table]?.screen,
              case .game(let atAna) = store.model.seats[Self.ana]?.screen else {
            Issue.record("the game left a seat")
            return
        }
        #expect(atTable.menu != nil)
        #expect(atAna.menu == nil)
        #expect(store.model.session?.menu == nil)
        #expect(atAna.state == store.model.session?.state && atTable.state == store.model.session?.state)
        #expect(store.model.session?.state.isClockRunning == false)
    }

    @Test func seatsJoinIntoTheGameAndLeave() throws {
        var store = TestStore.inGame()
        try Self.joined(&store, Self.ana, .player(team: 1, player: 0))
        guard case .game(let game) = store.model.seats[Self.ana]?.screen else {
            Issue.record("a seat joining during a game does not show it")
            return
        }
        #expect(game.state == store.model.session?.state)
        #expect(store.model.seats.count == 2)

        try store.send(.seatLeft(Self.ana)) { $0.seats[Self.ana] = nil }
        #expect(store.model.seats.keys.sorted() == [.laptop])
        let before = store.model
        // A key from a seat that left, and the laptop leaving, change nothing.
        try store.send(.key(.enter, from: Self.ana))
        try store.send(.seatLeft(.laptop))
        #expect(store.model == before)
    }

    @Test func leavingTheGameTakesEverySeatAlong() throws {
        var store = TestStore.inGame()
        try Self.joined(&store, Self.ana, .player(team: 0, player: 0))
        // Abandoned from the menu, then q from the standings: home.
        try store.press(.character("q")) { $0.game { $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: false) } }
        try store.press(.character("j")) { $0.game { $0.menu?.cursor = 1 } }
        try store.press(.character("j")) { $0.game { $0.menu?.cursor = 2 } }
        #expect(store.model.session?.menu?.selected == .abandon)
        try store.press(.enter) { $0.game { $0.menu?.confirmingAbandon = true } }
        try store.abandon()
        guard case .abandoned = store.stage else {
            Issue.record("the game was not abandoned")
            return
        }
        try store.press(.character("q")) { $0.screen = .home(HomeScreen()) }
        guard case .home = store.model.screen else {
            Issue.record("q after the game did not lead home")
            return
        }
        #expect(store.model.seats[Self.ana]?.screen == store.model.screen)
    }

    /// The host's own terminal is the table: its keys still reach its screen and the game; it never reads a
    /// word; a role given later is the seat's from then on.
    @Test func theLaptopCanBeTheTable() throws {
        var model = AppModel(
            preferences: Preferences(), roster: nil, size: Size(width: 80, height: 24), environmentLanguage: .en,
            names: DefaultNames(team: "Team", player: "Player"), entropy: 7, laptopRole: .table)
        _ = model.update(.wordsLoaded(TestWords.supply()), at: 0)
        var store = TestStore(model)
        #expect(store.model.seats[.laptop]?.role == .table)
        try store.press(.character("s")) { $0.screen = .settings(SettingsScreen()) }
        try store.press(.escape) { $0.screen = .home(HomeScreen()) }
        try store.press(.character("n")) { $0.screen = .teams(TeamsScreen()) }
        // No seat here describes the first turn: its describer is away until their seat joins.
        try store.startGame(.key(.character("s"))) { $0.isDescriberAway = true }
        store.settle()
        guard case .handOff(let plan) = store.stage else { Issue.record("the table's keys did not start a game"); return }
        let describer = SeatRole.player(team: plan.team, player: plan.describer), size = Size(width: 100, height: 30)
        try store.send(.seatJoined(Self.ana, SeatState(role: describer, size: size))) {
            $0.seats[Self.ana] = SeatState(role: describer, screen: $0.screen, size: size)
            $0.isDescriberAway = false
        }
        let start = store.now
        try store.send(.key(.enter, from: Self.ana), commands: [.journal(TimedAction(.startTurn, at: start))]) {
            try $0.game {
                try $0.apply(.startTurn, at: start)
                $0.mainKeyGuardedUntil = Int.min / 2
            }
        }
        #expect(store.model.session?.state.wordOnScreen != nil)
        #expect(store.model.seen(by: Self.ana, at: store.now)?.isWordVisible(at: store.now) == true)
        #expect(store.model.seen(by: .laptop, at: store.now)?.isWordVisible(at: store.now) == false)
        #expect(!store.model.isWordVisible(at: store.now))
        // The table's Esc opens its own menu over the running turn.
        let pause = start + 1_000
        try store.press(.escape, after: 1_000, commands: [.journal(TimedAction(.pause, at: pause))]) {
            try $0.game {
                try $0.apply(.pause, at: pause)
                $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: true)
            }
        }
        #expect(store.model.session?.menu != nil)

        try store.send(.seatRoleGiven(.everyRole, to: .laptop)) { $0.seats[.laptop]?.role = .everyRole }
        #expect(store.model.seats[.laptop]?.role == .everyRole)
        let before = store.model
        try store.send(.seatRoleGiven(.table, to: Seat(id: 9)))
        #expect(store.model == before)
    }

    /// The model a guesser's or the table's screen is drawn from holds no text of the bowl at all; the
    /// describer's holds the word on the card alone, while it shows.
    @Test func aSeatSeesOnlyTheWordsItMayRead() throws {
        var store = TestStore.inGame()
        let state = try #require(store.model.session?.state)
        let (describer, guesser) = try #require(Self.describerAndGuesser(state))
        try Self.joined(&store, Self.ana, describer)
        try Self.joined(&store, Self.table, .table)
        let ben = Seat(id: 3)
        try Self.joined(&store, ben, guesser)
        try store.startTurn()
        let word = try #require(store.model.session?.state.wordOnScreen)
        let words = state.setup.words
        for seat in [Self.table, ben] {
            let seen = try #require(store.model.seen(by: seat, at: store.now))
            guard case .game(let game) = seen.screen else { Issue.record("no game for \(seat)"); return }
            #expect(game.state.setup.words.allSatisfy { $0.isEmpty })
            var dumped = ""
            dump(seen, to: &dumped)
            for text in words where dumped.contains(text) { Issue.record("\(seat) holds \(text)") }
        }
        let seen = try #require(store.model.seen(by: Self.ana, at: store.now))
        guard case .game(let game) = seen.screen else { Issue.record("no game for the describer"); return }
        #expect(game.state.setup.words.enumerated().allSatisfy { $0.offset == word ? $0.element == words[word] : $0.element.isEmpty })
        #expect(seen.seats.keys.sorted() == [Self.ana])
        // Paused, the word leaves the describer's model too.
        let pause = store.now + 500
        try store.press(.character("p"), after: 500, commands: [.journal(TimedAction(.pause, at: pause))]) {
            try $0.game { try $0.apply(.pause, at: pause) }
        }
        let paused = try #require(store.model.seen(by: Self.ana, at: store.now))
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
