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
    static func seated(preferences: Preferences = Preferences(), laptopRole: SeatRole = .everyRole) -> App {
        var app = App.inGame(preferences: preferences, laptopRole: laptopRole)
        guard case .handOff(let plan) = app.state.stage else { return app }
        let other = (plan.team + 1) % app.state.setup.teams.count
        let roles: [(Seat, SeatRole)] = [
            (table, .table), (describer, .player(team: plan.team, player: plan.describer)),
            (teammate, .player(team: plan.team, player: 1 - plan.describer)), (opponent, .player(team: other, player: 0)),
        ]
        for (seat, role) in roles { app.send(.seatJoined(seat, SeatState(role: role, size: Size(width: 80, height: 24)))) }
        return app
    }

    /// Presses Enter at the laptop, the guard waited out, until `stage` holds (at most 100 presses); then waits
    /// out the new screen's guard.
    static func advance(_ app: inout App, until stage: (Stage) -> Bool) {
        for _ in 0..<100 where !stage(app.state.stage) {
            app.settle()
            app.press(.enter)
        }
        #expect(stage(app.state.stage))
        app.settle()
    }

    /// The fewest words a game takes, so that a test plays it through quickly.
    static var fewWords: Preferences {
        var preferences = Preferences()
        preferences.words = Preferences.Limits.words.lowerBound
        return preferences
    }

    /// Every key of `map` pressed from every seat of `app` at its instant: a key the seat may press acts (the
    /// model or the commands change); one it may not changes nothing.
    func check<Action>(_ app: App, _ map: KeyMap<Action, GameMoment>, sourceLocation: SourceLocation = #_sourceLocation) {
        var model = app.model
        _ = model.update(.tick, at: app.now)
        guard case .game(let session) = model.screen else { Issue.record("no game"); return }
        var admitted = 0, refused = 0
        for seat in [Self.table, Self.describer, Self.teammate, Self.opponent] {
            let role = model.seats[seat]!.role
            for key in map.keys {
                var pressed = model
                let commands = pressed.update(.key(key, from: seat), at: app.now)
                let acted = pressed != model || !commands.isEmpty
                let seatsSession: GameSession? = if case .game(let own) = model.seats[seat]?.screen { own } else { nil }
                if let action = map.action(for: key, in: GameMoment(seatsSession ?? session, at: app.now, role: role)) {
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

    static func turn() -> App {
        var app = seated()
        app.press(.enter)
        return app
    }

    @Test func theHandOff() { check(Self.seated(), GameKeys.handOff) }

    @Test func aRunningTurn() {
        var app = Self.turn()
        app.press(.enter, after: 100)
        check(app, GameKeys.turn)
    }

    @Test func aPausedTurn() {
        var app = Self.turn()
        app.press(.c("p"), after: 1_000)
        check(app, GameKeys.paused)
    }

    @Test func theGetReadyCount() {
        var preferences = Preferences()
        preferences.getReady = true
        var app = Self.seated(preferences: preferences)
        app.press(.enter)
        #expect(app.session.getReadyUntil != nil)
        check(app, GameKeys.getReady)
    }

    @Test func theReview() {
        var app = Self.turn()
        app.press(.enter, .enter, after: 100)
        app.send(.tick, after: 120_000)
        guard case .review = app.state.stage else { Issue.record("no review"); return }
        app.settle()
        check(app, GameKeys.review)
    }

    @Test func theStandingsAfterARound() {
        var app = Self.seated(preferences: Self.fewWords)
        Self.advance(&app) { if case .roundOver = $0 { true } else { false } }
        check(app, GameKeys.roundOver)
    }

    @Test func thePodium() {
        var app = Self.seated(preferences: Self.fewWords)
        Self.advance(&app) { $0.isOver }
        check(app, GameKeys.over)
    }

    /// A player's Esc, Ctrl-C or Ctrl-Z opens the seat's own menu, resume or leave the room, and a guesser's
    /// leaves the turn running; leaving asks the session to close the seat.
    @Test func aPlayersMenuResumesOrLeavesTheRoom() {
        var app = Self.turn()
        for key in [Key.escape, .control("c"), .control("z")] {
            var pressed = app
            pressed.send(.key(key, from: Self.teammate), after: 500)
            guard case .game(let own) = pressed.model.seats[Self.teammate]?.screen, let menu = own.menu else {
                Issue.record("\(key) opened no menu at the teammate's seat")
                continue
            }
            #expect(menu.items == [.resume, .leaveRoom])
            #expect(pressed.state.isClockRunning)
            #expect(pressed.session.menu == nil)
        }
        // The table's Ctrl-C is no key of the game's.
        var pressed = app
        let before = pressed.model
        pressed.send(.key(.control("c"), from: Self.table))
        #expect(pressed.model == before)

        app.send(.key(.escape, from: Self.teammate), after: 500)
        let commands = app.send(.key(.down, from: Self.teammate)) + app.send(.key(.enter, from: Self.teammate))
        #expect(commands == [.closeSeat(Self.teammate)])
        // The describer's menu stops the clock, as the laptop's does.
        app.send(.key(.escape, from: Self.describer), after: 500)
        #expect(!app.state.isClockRunning)
    }

    /// Help read at a guesser's seat leaves the turn running; at the describer's it stops the clock.
    @Test func aGuessersHelpLeavesTheTurnRunning() {
        var app = Self.turn()
        app.send(.key(.character("?"), from: Self.opponent), after: 500)
        #expect(app.model.seats[Self.opponent]?.help != nil)
        #expect(app.state.isClockRunning)
        app.send(.key(.character("?"), from: Self.describer), after: 500)
        #expect(!app.state.isClockRunning)
    }

    /// A terminal joining after the start watches: no game key of any screen but its menu, no word; once the
    /// host seats it as the describer, it starts the turn and reads the word.
    @Test func aLateJoinerWatchesUntilSeated() throws {
        var app = Self.seated(laptopRole: .table)
        let late = Seat(id: 9)
        app.send(.seatJoined(late, SeatState(role: .watching, size: Size(width: 80, height: 24))))
        let describing = try #require(app.model.seats[Self.describer]?.role)
        app.send(.seatLeft(Self.describer))
        var model = app.model
        _ = model.update(.tick, at: app.now)
        for key in GameKeys.handOff.keys.union(GameKeys.turn.keys) where !GameKeys.handOff.keys(for: .menu).contains(key) {
            var pressed = model
            #expect(pressed.update(.key(key, from: late), at: app.now).isEmpty)
            #expect(pressed == model, "\(key) from a watcher acts")
        }
        app.send(.key(.escape, from: late))
        guard case .game(let own) = app.model.seats[late]?.screen else { Issue.record("no game for the watcher"); return }
        #expect(own.menu?.items == [.resume, .leaveRoom])
        app.send(.key(.escape, from: late))

        app.send(.seatRoleGiven(describing, to: late))
        app.send(.key(.enter, from: late))
        guard case .turn = app.state.stage else { Issue.record("the seated joiner did not start the turn"); return }
        #expect(app.model.seen(by: late, at: app.now)?.isWordVisible(at: app.now) == true)
    }
}
