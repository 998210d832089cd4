import Foundation
import Testing
@testable import PappersEngine

/// A player seated between turns (`Action.seatPlayer`, a hosted game's watcher seated by the host): they join the
/// end of their team's rotation, guess its turns from the next one, describe when the rotation reaches them, and
/// a replay of the journal reaches the same game from the setup it started with.
@Suite struct SeatPlayerTests {
    /// The refusal seating `name` in `team` gets now, checking that it changed nothing.
    private static func refusal(_ table: Table, seating name: String?, team: Int) -> Refusal? {
        var state = table.state
        var timed = TimedAction.seating(name ?? "", team: team, at: table.now)
        timed.player = name
        do {
            try state.apply(timed)
            return nil
        } catch {
            #expect(state == table.state, "a refused seating changed the state")
            return error
        }
    }

    @Test func aSeatedPlayerJoinsTheEndOfTheirTeamAndDescribesWhenTheRotationReachesThem() throws {
        var table = Table.started(players: [2, 2], words: 40)
        let setup = table.state.setup
        let team = try #require(table.team)
        table.now += 500
        #expect(try table.state.apply(.seating("Ivo", team: team, at: table.now)) == .playerSeated)
        #expect(table.state.setup.teams[team].players == setup.teams[team].players + ["Ivo"])
        #expect(table.state.startingSetup == setup)
        #expect(table.state.seatedLate == [SeatedPlayer(team: team, name: "Ivo")])
        // Ivo guesses this turn of their team.
        #expect(table.state.activeGuessers.contains(2))

        var describers: [Int] = []
        for _ in 0..<6 {
            guard case .handOff(let plan) = table.state.stage else { break }
            if plan.team == team { describers.append(plan.describer) }
            try table.act(.startTurn, after: 1_000)
            try table.act(.endTurn, after: 1_000)
            try table.act(.confirmReview, after: 1_000)
        }
        #expect(describers.count == 3)
        #expect(Set(describers) == [0, 1, 2], "each of the three describes once in three turns: \(describers)")
    }

    @Test func theRosterChangesOnlyBetweenTurnsOfATeamGameUnderTheNamesRules() throws {
        var table = Table.inTurn(players: [2, 8])
        #expect(Self.refusal(table, seating: "Ivo", team: 0) == .notNow(.seatPlayer(team: 0), .turn))
        try table.act(.endTurn, after: 1_000)
        #expect(Self.refusal(table, seating: "Ivo", team: 1) == .teamIsFull(1))
        #expect(Self.refusal(table, seating: "Ivo", team: 2) == .noSuchTeam(2))
        for name in ["p1.1", " Ivo", "I\u{1B}vo", "", nil] {
            #expect(Self.refusal(table, seating: name, team: 0) == .playerNameRefused, "\(String(describing: name))")
        }
        #expect(Self.refusal(table, seating: "Ivo", team: 0) == nil)

        var pairs = GameState(setup: GameSetup(players: ["A", "B", "C"], rules: Rules(), words: ["x", "y"], seed: 1))
        try pairs.apply(TimedAction(.startGame, at: 0))
        #expect(throws: Refusal.pairsRosterIsFixed) { try pairs.apply(.seating("Ivo", team: 0, at: 1)) }
    }

    @Test func aReplayOfTheJournalSeatsThePlayerAgainAndTheStateRoundTrips() throws {
        let setup = Table(players: [2, 3], words: 20, seed: 9).state.setup
        var state = GameState(setup: setup)
        var journal: [TimedAction] = []
        func act(_ timed: TimedAction) throws {
            try state.apply(timed)
            journal.append(timed)
        }
        try act(TimedAction(.startGame, at: 0))
        try act(.seating("Ivo", team: 1, at: 100))
        try act(TimedAction(.startTurn, at: 200))
        try act(TimedAction(.guessed, at: 1_200))
        try act(TimedAction(.endTurn, at: 2_000))
        try act(.seating("Zoe", team: 0, at: 2_500))
        try act(TimedAction(.confirmReview, at: 3_000))
        #expect(try GameState.replaying(journal, setup: setup) == state)
        #expect(try JSONRoundTrip.decode(GameState.self, from: JSONRoundTrip.encode(state)) == state)

        let json = String(decoding: try JSONRoundTrip.encode([journal[1]]), as: UTF8.self)
        #expect(json == #"[{"a":"seat-player","name":"Ivo","t":100,"team":1}]"#)
        #expect(try JSONRoundTrip.decode([TimedAction].self, from: Data(json.utf8)) == [journal[1]])
        for bad in [#"{"t":1,"a":"seat-player","team":1}"#, #"{"t":1,"a":"guessed","name":"Ivo"}"#,
                    #"{"t":1,"a":"seat-player","team":1,"name":"Ivo","w":2}"#, #"{"t":1,"a":"strike","w":1,"team":0}"#] {
            #expect(throws: DecodingError.self) { try JSONRoundTrip.decode(TimedAction.self, from: Data(bad.utf8)) }
        }
    }
}
