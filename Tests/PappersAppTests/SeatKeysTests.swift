import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// Which seat may press which key of a game (`Pressers` on the lines of `GameKeys`): on every game screen, from
/// the describer's seat, a teammate's, another team's and the table, every key of the screen's table acts when
/// the seat may press it and changes nothing at all when it may not.
@Suite struct SeatKeysTests {
    static let table = Seat(id: 1)
    static let describer = Seat(id: 2)
    static let teammate = Seat(id: 3)
    static let opponent = Seat(id: 4)

    /// A game at its first hand-off with a seat for the describer, a teammate, a player of the other team and
    /// the table; the laptop passed around stays every role.
    static func seated(preferences: Preferences = Preferences(), laptopRole: SeatRole = .everyRole) throws -> TestStore {
        var store = TestStore.inGame(preferences: preferences, laptopRole: laptopRole)
        let state = try #require(store.model.session).state
        guard case .handOff(let plan) = state.stage else {
            Issue.record("no hand-off")
            return store
        }
        let other = (plan.team + 1) % state.setup.teams.count
        let roles: [(Seat, SeatRole)] = [
            (table, .table), (describer, .player(team: plan.team, player: plan.describer)),
            (teammate, .player(team: plan.team, player: 1 - plan.describer)), (opponent, .player(team: other, player: 0)),
        ]
        for (seat, role) in roles {
            // With the laptop as the table, the describer is away until their seat joins.
            try store.seat(seat, as: role) { if seat == describer { $0.isDescriberAway = false } }
        }
        return store
    }

    /// Presses Enter at the laptop, the guard waited out, until `stage` holds (at most 100 presses); then waits
    /// out the new screen's guard.
    static func advance(_ store: inout TestStore, until stage: (Stage) -> Bool) throws {
        for _ in 0..<100 where !(store.stage.map(stage) ?? true) { try store.enterAfterGuard() }
        #expect(store.stage.map(stage) == true)
        store.settle()
    }

    /// The fewest words a game takes, so that a test plays it through quickly.
    static var fewWords: Preferences {
        var preferences = Preferences()
        preferences.words = Preferences.Limits.words.lowerBound
        return preferences
    }

    /// Every key of `map` pressed from every seat of `store` at its instant: a key the seat may press acts (the
    /// model or the commands change); one it may not changes nothing.
    func check<Action>(_ store: TestStore, _ map: KeyMap<Action, GameMoment>, sourceLocation: SourceLocation = #_sourceLocation) {
        var model = store.model
        _ = model.update(.tick, at: store.now)
        guard case .game(let session) = model.screen else { Issue.record("no game"); return }
        var admitted = 0, refused = 0
        for seat in [Self.table, Self.describer, Self.teammate, Self.opponent] {
            let role = model.seats[seat]!.role
            for key in map.keys {
                var pressed = model
                let commands = pressed.update(.key(key, from: seat), at: store.now)
                let acted = pressed != model || !commands.isEmpty
                let seatsSession: GameSession? = if case .game(let own) = model.seats[seat]?.screen { own } else { nil }
                if let action = map.action(for: key, in: GameMoment(seatsSession ?? session, at: store.now, role: role)) {
                    admitted += 1
                    #expect(acted, "\(key) (\(action)) from \(role) does nothing", sourceLocation: sourceLocation)
                } else {
                    refused += 1
                    #expect(!acted, "\(key) from \(role) acts though it may not press it", sourceLocation: sourceLocation)
                }
            }
        }
        #expect(admitted > 0, sourceLocation: sourceLocation)
        #expect(refused > 0, sourceLocation: sourceLocation)
    }

    /// The menu open on `seat`'s own game screen.
    static func menu(of seat: Seat, in store: TestStore) -> GameMenu? {
        if case .game(let own) = store.model.seats[seat]?.screen { own.menu } else { nil }
    }

    /// The first turn started at the laptop, its four seats seated.
    static func turn() throws -> TestStore {
        var store = try seated()
        try store.startTurn()
        return store
    }

    @Test func theHandOff() throws { check(try Self.seated(), GameKeys.handOff) }

    @Test func aRunningTurn() throws {
        var store = try Self.turn()
        try store.guess(after: 100)
        check(store, GameKeys.turn)
    }

    @Test func aPausedTurn() throws {
        var store = try Self.turn()
        try store.play(.c("p"), .pause, after: 1_000)
        check(store, GameKeys.paused)
    }

    @Test func theGetReadyCount() throws {
        var preferences = Preferences()
        preferences.getReady = true
        var store = try Self.seated(preferences: preferences)
        let at = store.now
        try store.press(.enter) { $0.game { $0.getReadyUntil = at + GetReady.millis } }
        check(store, GameKeys.getReady)
    }

    @Test func theReview() throws {
        var store = try Self.turn()
        try store.guess(after: 100)
        try store.guess(after: 100)
        try store.timeUp(after: 120_000)
        store.settle()
        check(store, GameKeys.review)
    }

    @Test func theStandingsAfterARound() throws {
        var store = try Self.seated(preferences: Self.fewWords)
        try Self.advance(&store) { if case .roundOver = $0 { true } else { false } }
        check(store, GameKeys.roundOver)
    }

    @Test func thePodium() throws {
        var store = try Self.seated(preferences: Self.fewWords)
        try Self.advance(&store) { $0.isOver }
        check(store, GameKeys.over)
    }

    /// A player's Esc, Ctrl-C or Ctrl-Z opens the seat's own menu (resume, its colours, leave the room), and a guesser's
    /// leaves the turn running; leaving asks the session to close the seat.
    @Test func aPlayersMenuResumesOrLeavesTheRoom() throws {
        var store = try Self.turn()
        let playersMenu = { (game: GameSession) in GameMenu(stage: game.state.stage, stoppedTheClock: false, forPlayersSeat: true) }
        for key in [Key.escape, .control("c"), .control("z")] {
            var pressed = store
            try pressed.send(.key(key, from: Self.teammate), after: 500) {
                $0.game(of: Self.teammate) { $0.menu = playersMenu($0) }
            }
        }
        // The table's Ctrl-C is no key of the game's.
        var pressed = store
        try pressed.send(.key(.control("c"), from: Self.table))

        try store.send(.key(.escape, from: Self.teammate), after: 500) {
            $0.game(of: Self.teammate) { $0.menu = playersMenu($0) }
        }
        #expect(Self.menu(of: Self.teammate, in: store)?.items == [.resume, .colours, .leaveRoom])
        try store.send(.key(.up, from: Self.teammate)) { $0.game(of: Self.teammate) { $0.menu?.cursor = 2 } }
        try store.send(.key(.enter, from: Self.teammate), commands: [.closeSeat(Self.teammate)]) {
            $0.game(of: Self.teammate) { $0.menu = nil }
        }
        // The describer's menu stops the clock, as the laptop's does.
        let at = store.now + 500
        try store.send(.key(.escape, from: Self.describer), after: 500, commands: [.journal(TimedAction(.pause, at: at))]) {
            try $0.game { try $0.apply(.pause, at: at) }
            $0.game(of: Self.describer) {
                $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: true, forPlayersSeat: true)
            }
        }
    }

    /// Help read at a guesser's seat leaves the turn running; at the describer's it stops the clock.
    @Test func aGuessersHelpLeavesTheTurnRunning() throws {
        var store = try Self.turn()
        try store.send(.key(.character("?"), from: Self.opponent), after: 500) {
            $0.seats[Self.opponent]?.help = HelpOverlay()
        }
        let at = store.now + 500
        try store.send(.key(.character("?"), from: Self.describer), after: 500,
                       commands: [.journal(TimedAction(.pause, at: at))]) {
            try $0.game { try $0.apply(.pause, at: at) }
            $0.seats[Self.describer]?.help = HelpOverlay()
        }
    }

    /// A terminal joining after the start watches: no game key of any screen but its menu, no word; once the
    /// host seats it as the describer, it starts the turn and reads the word.
    @Test func aLateJoinerWatchesUntilSeated() throws {
        var store = try Self.seated(laptopRole: .table)
        let late = Seat(id: 9)
        try store.seat(late, as: .watching)
        let describing = try #require(store.model.seats[Self.describer]?.role)
        try store.send(.seatLeft(Self.describer)) {
            $0.seats[Self.describer] = nil
            $0.isDescriberAway = true
        }
        var model = store.model
        _ = model.update(.tick, at: store.now)
        for key in GameKeys.handOff.keys.union(GameKeys.turn.keys) where !GameKeys.handOff.keys(for: .menu).contains(key) {
            var pressed = model
            #expect(pressed.update(.key(key, from: late), at: store.now).isEmpty)
            #expect(pressed == model, "\(key) from a watcher acts")
        }
        try store.send(.key(.escape, from: late)) {
            $0.game(of: late) { $0.menu = GameMenu(stage: $0.state.stage, stoppedTheClock: false, forPlayersSeat: true) }
        }
        #expect(Self.menu(of: late, in: store)?.items == [.resume, .colours, .leaveRoom])
        try store.send(.key(.escape, from: late)) { $0.game(of: late) { $0.menu = nil } }

        try store.send(.seatRoleGiven(describing, to: late)) {
            $0.seats[late]?.role = describing
            $0.isDescriberAway = false
        }
        let at = store.now
        try store.send(.key(.enter, from: late), commands: [.journal(TimedAction(.startTurn, at: at))]) {
            try $0.game {
                try $0.apply(.startTurn, at: at)
                $0.mainKeyGuardedUntil = Int.min / 2
            }
        }
        #expect(store.model.seen(by: late, at: store.now)?.isWordVisible(at: store.now) == true)
    }
}
