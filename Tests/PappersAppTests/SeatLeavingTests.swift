import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// Seats leaving during a game and coming back, with the host's terminal as the table: the describer's seat
/// leaving mid-turn pauses the turn, journaled as the pause key's; any other seat leaving changes nothing in the
/// game; the describer's seat back sees the paused turn and resumes it.
@Suite struct SeatLeavingTests {
    typealias Seats = SeatKeysTests
    static let size = Size(width: 80, height: 24)

    @Test func theDescriberLeavingMidTurnPausesItUntilTheyComeBack() throws {
        var app = Seats.seated(laptopRole: .table)
        let role = try #require(app.model.seats[Seats.describer]?.role)
        app.send(.key(.enter, from: Seats.describer))
        guard case .turn = app.state.stage else { Issue.record("the describer did not start the turn"); return }
        var store = TestStore(app.model, at: app.now)

        // A guesser's seat and the table's other seat leave: the game goes on.
        for seat in [Seats.teammate, Seats.opponent] {
            try store.send(.seatLeft(seat), after: 1_000) { $0.seats[seat] = nil }
        }
        #expect(store.model.session?.state.isClockRunning == true)

        let left = store.now + 1_000
        try store.send(.seatLeft(Seats.describer), after: 1_000, commands: [.journal(TimedAction(.pause, at: left))]) {
            $0.seats[Seats.describer] = nil
            $0.isDescriberAway = true
            try $0.game { try $0.apply(.pause, at: left) }
        }

        try store.send(.seatJoined(Seats.describer, SeatState(role: role, size: Self.size)), after: 30_000) { model in
            let game = try #require(model.session)
            model.seats[Seats.describer] = SeatState(role: role, screen: .game(game.withSeatParts(of: nil)), size: Self.size)
            model.isDescriberAway = false
        }
        let back = store.now + 500
        try store.send(.key(.character("p"), from: Seats.describer), after: 500,
                       commands: [.journal(TimedAction(.resume, at: back))]) {
            try $0.game { try $0.apply(.resume, at: back) }
        }
        #expect(store.model.seen(by: Seats.describer, at: store.now)?.isWordVisible(at: store.now) == true)
    }

    /// The laptop passed around describes every turn: a player's seat leaving never pauses it.
    @Test func withTheLaptopPassedAroundNoSeatLeavingPausesTheTurn() throws {
        var app = Seats.seated()
        app.press(.enter)
        var store = TestStore(app.model, at: app.now)
        try store.send(.seatLeft(Seats.describer), after: 1_000) { $0.seats[Seats.describer] = nil }
    }

    /// The table's c continues the turn of a describer whose seat is away: it reads the word and presses the
    /// describer's keys until their seat comes back or the turn ends; c does nothing while the describer is here.
    @Test func theTableContinuesHereWhileTheDescribersSeatIsAway() throws {
        var app = Seats.seated(laptopRole: .table)
        let role = try #require(app.model.seats[Seats.describer]?.role)
        app.send(.key(.enter, from: Seats.describer))
        let here = app.model
        app.press(.c("c"), after: 500)
        #expect(app.model.continuedAtTable == nil)
        #expect(!app.model.isWordVisible(at: app.now))
        #expect(app.state == here.session?.state)

        app.send(.seatLeft(Seats.describer), after: 1_000)
        #expect(app.model.isDescriberAway && !app.state.isClockRunning)
        #expect(app.model.seen(by: .laptop, at: app.now)?.isWordVisible(at: app.now) == false)
        // The table does not resume a turn nobody describes.
        app.press(.c(" "), after: 500)
        #expect(!app.state.isClockRunning)
        app.press(.c("c"))
        #expect(app.model.continuedAtTable != nil)
        app.press(.c(" "), after: 500)
        #expect(app.state.isClockRunning)
        #expect(app.model.seen(by: .laptop, at: app.now)?.isWordVisible(at: app.now) == true)
        let guessed = app.state.wordsLeft
        app.press(.enter, after: 500)
        #expect(app.state.wordsLeft == guessed - 1)

        // Their seat back: the word is theirs again, the table's keys the table's.
        app.send(.seatJoined(Seats.describer, SeatState(role: role, size: Self.size)), after: 500)
        #expect(app.model.continuedAtTable == nil && !app.model.isDescriberAway)
        #expect(!app.model.isWordVisible(at: app.now))
        #expect(app.model.seen(by: Seats.describer, at: app.now)?.isWordVisible(at: app.now) == true)
        app.press(.enter, after: 500)
        #expect(app.state.wordsLeft == guessed - 1)

        // Continued again, the turn's end ends it.
        app.send(.seatLeft(Seats.describer), after: 500)
        app.press(.c("c"), .c(" "), after: 500)
        #expect(app.model.continuedAtTable != nil)
        app.send(.tick, after: 120_000)
        guard case .review = app.state.stage else { Issue.record("no review"); return }
        #expect(app.model.continuedAtTable == nil)
        #expect(!app.model.isWordVisible(at: app.now))
    }
}
