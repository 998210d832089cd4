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

    /// Enter from the describer's seat at the hand-off: the turn starts.
    static func describerStartsTheTurn(_ store: inout TestStore) throws {
        let at = store.now
        try store.send(.key(.enter, from: Seats.describer), commands: [.journal(TimedAction(.startTurn, at: at))]) {
            try $0.game {
                try $0.apply(.startTurn, at: at)
                $0.mainKeyGuardedUntil = Int.min / 2
            }
        }
    }

    /// The describer's seat leaving mid-turn, `millis` after the last step: the turn paused, journaled.
    static func describerLeaves(_ store: inout TestStore, after millis: Int) throws {
        let left = store.now + millis
        try store.send(.seatLeft(Seats.describer), after: millis, commands: [.journal(TimedAction(.pause, at: left))]) {
            $0.seats[Seats.describer] = nil
            $0.isDescriberAway = true
            try $0.game { try $0.apply(.pause, at: left) }
        }
    }

    @Test func theDescriberLeavingMidTurnPausesItUntilTheyComeBack() throws {
        var store = try Seats.seated(laptopRole: .table)
        let role = try #require(store.model.seats[Seats.describer]?.role)
        try Self.describerStartsTheTurn(&store)

        // A guesser's seat and the table's other seat leave: the game goes on.
        for seat in [Seats.teammate, Seats.opponent] {
            try store.send(.seatLeft(seat), after: 1_000) { $0.seats[seat] = nil }
        }
        try Self.describerLeaves(&store, after: 1_000)

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
        var store = try Seats.seated()
        try store.startTurn()
        try store.send(.seatLeft(Seats.describer), after: 1_000) { $0.seats[Seats.describer] = nil }
    }

    /// The table's c continues the turn of a describer whose seat is away: it reads the word and presses the
    /// describer's keys until their seat comes back or the turn ends; c does nothing while the describer is here.
    @Test func theTableContinuesHereWhileTheDescribersSeatIsAway() throws {
        var store = try Seats.seated(laptopRole: .table)
        let role = try #require(store.model.seats[Seats.describer]?.role)
        try Self.describerStartsTheTurn(&store)
        try store.press(.c("c"), after: 500)
        #expect(!store.model.isWordVisible(at: store.now))

        try Self.describerLeaves(&store, after: 1_000)
        #expect(store.model.seen(by: .laptop, at: store.now)?.isWordVisible(at: store.now) == false)
        // The table does not resume a turn nobody describes.
        try store.press(.c(" "), after: 500)
        let plan = try #require(store.stage?.turnPlan)
        try store.press(.c("c")) { $0.continuedAtTable = plan }
        try store.play(.c(" "), .resume, after: 500)
        #expect(store.model.seen(by: .laptop, at: store.now)?.isWordVisible(at: store.now) == true)
        try store.guess(after: 500)

        // Their seat back: the word is theirs again, the table's keys the table's.
        try store.send(.seatJoined(Seats.describer, SeatState(role: role, size: Self.size)), after: 500) { model in
            let game = try #require(model.session)
            model.seats[Seats.describer] = SeatState(role: role, screen: .game(game.withSeatParts(of: nil)), size: Self.size)
            model.isDescriberAway = false
            model.continuedAtTable = nil
        }
        #expect(!store.model.isWordVisible(at: store.now))
        #expect(store.model.seen(by: Seats.describer, at: store.now)?.isWordVisible(at: store.now) == true)
        try store.press(.enter, after: 500)

        // Continued again, the turn's end ends it.
        try Self.describerLeaves(&store, after: 500)
        try store.press(.c("c"), after: 500) { $0.continuedAtTable = plan }
        try store.play(.c(" "), .resume)
        try store.timeUp(after: 120_000) {
            $0.continuedAtTable = nil
            $0.isDescriberAway = false
        }
        #expect(!store.model.isWordVisible(at: store.now))
    }
}
