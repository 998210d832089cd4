import Foundation
import Testing
@testable import PappersEngine

@Suite struct RecordTests {
    @Test func timedActionsHaveAStableCompactForm() throws {
        let actions = [TimedAction(.guessed, at: 1_500), TimedAction(.strike(3), at: 2_000)]
        let json = String(decoding: try JSONRoundTrip.encode(actions), as: UTF8.self)
        #expect(json == #"[{"a":"guessed","t":1500},{"a":"strike","t":2000,"w":3}]"#)
        #expect(try JSONRoundTrip.decode([TimedAction].self, from: Data(json.utf8)) == actions)
        #expect(throws: DecodingError.self) {
            try JSONRoundTrip.decode(TimedAction.self, from: Data(#"{"t":1,"a":"strike"}"#.utf8))
        }
    }

    @Test func everyActionNameRoundTrips() {
        let all: [Action] = [
            .startGame, .startTurn, .guessed, .pass, .undo, .pause, .resume, .peek, .tick, .strike(2), .restore(5),
            .confirmReview, .beginRound, .endTurn, .abandon,
        ]
        for action in all { #expect(Action(name: action.name, word: action.word) == action) }
        #expect(Set(all.map(\.name)).count == all.count)
    }

    @Test func theWholeStateRoundTripsThroughJSON() throws {
        var journal: [TimedAction] = []
        let setup = GameSetup(
            teams: [Team(name: "A", players: ["a", "b"]), Team(name: "B", players: ["c", "d", "e"])],
            rules: Rules(), words: (0..<15).map { "w\($0)" }, seed: 77)
        var midway = GameState(setup: setup)
        let final = try Simulation.play(setup) { journal.append($0) }
        for action in journal.prefix(journal.count / 2) { try midway.apply(action) }
        for state in [midway, final] {
            #expect(try JSONRoundTrip.decode(GameState.self, from: JSONRoundTrip.encode(state)) == state)
        }
    }

    @Test func replayingTheJournalGivesTheIdenticalState() throws {
        for seed in UInt64(0)..<50 {
            let setup = GameSetup(
                teams: [Team(name: "A", players: ["a", "b"]), Team(name: "B", players: ["c", "d"])],
                rules: Rules(), words: (0..<10).map { "w\($0)" }, seed: seed)
            var journal: [TimedAction] = []
            let played = try Simulation.play(setup) { journal.append($0) }
            #expect(try GameState.replaying(journal, setup: setup) == played)
        }
    }

    @Test func aTamperedJournalIsRefusedWithItsPosition() throws {
        let setup = GameSetup(
            teams: [Team(name: "A", players: ["a", "b"]), Team(name: "B", players: ["c", "d"])],
            rules: Rules(), words: ["x", "y"], seed: 1)
        let journal = [TimedAction(.startGame, at: 0), TimedAction(.guessed, at: 10)]
        #expect(throws: ReplayError(index: 1, action: journal[1], refusal: .notNow(.guessed, .handOff))) {
            try GameState.replaying(journal, setup: setup)
        }
    }
}

@Suite struct RulesCodingTests {
    @Test func rulesWithoutLaterFieldsStillReadAndEncodeTheSame() throws {
        let old = #"{"carryOver":true,"hideDelayMillis":2000,"passPenalty":0,"peekMillis":2000,"rounds":[{"kind":"mime","passing":"allowed"}],"turnMillis":30000}"#
        let rules = try JSONRoundTrip.decode(Rules.self, from: Data(old.utf8))
        #expect(rules.encouragesPassing == false)
        #expect(String(decoding: try JSONRoundTrip.encode(rules), as: UTF8.self) == old)
        let monikers = Rules(preset: .monikers)
        #expect(try JSONRoundTrip.decode(Rules.self, from: JSONRoundTrip.encode(monikers)) == monikers)
    }
}
