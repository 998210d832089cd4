import Foundation
import Testing
@testable import PappersEngine

@Suite struct StageTests {
    /// A table at each stage a game can be abandoned from, with a name for the failure messages.
    static func tablesAtEveryLiveStage() throws -> [(String, Table)] {
        let notStarted = Table()
        let handOff = Table.started()
        let running = Table.inTurn()
        var paused = Table.inTurn()
        try paused.act(.pause, after: 5_000)
        var review = Table.inTurn()
        try review.act(.guessed, after: 1_000)
        try review.act(.endTurn, after: 1_000)
        var roundOver = Table.inTurn(words: 2)
        try roundOver.guessAll()
        try roundOver.act(.confirmReview, after: 1_000)
        return [
            ("not started", notStarted), ("hand-off", handOff), ("running turn", running),
            ("paused turn", paused), ("review", review), ("round over", roundOver),
        ]
    }

    @Test func eachStageHoldsItsOwnDataAndNoOther() throws {
        let setup = GameSetup(
            teams: [Team(name: "A", players: ["a", "b"]), Team(name: "B", players: ["c", "d", "e"])],
            rules: Rules(), words: (0..<12).map { "w\($0)" }, seed: 5)
        var journal: [TimedAction] = []
        _ = try Simulation.play(setup) { journal.append($0) }
        var state = GameState(setup: setup)
        var seen: Set<Phase> = [state.phase]
        for action in journal {
            try state.apply(action)
            seen.insert(state.phase)
            #expect(state.phase == state.stage.phase)
            #expect((state.plan != nil) == (state.phase == .handOff))
            #expect((state.turn != nil) == (state.phase == .turn))
            #expect((state.review != nil) == (state.phase == .review))
            if state.phase != .roundOver { #expect(state.carry == nil) }
            #expect(state.stage.isOver == state.phase.isOver)
            #expect(state.isClockRunning == (state.turn?.countdown.isRunning == true))
        }
        #expect(seen == [.notStarted, .handOff, .turn, .review, .roundOver, .finished])
    }

    /// The same stage whatever its data: a turn with a word more guessed is still the turn; a review is not.
    @Test func aStageIsTheSameStageWhateverItsData() throws {
        var table = Table.inTurn()
        let before = table.state.stage
        try table.act(.guessed, after: 1_000)
        #expect(table.state.stage != before && table.state.stage.isSameStage(as: before))
        try table.act(.endTurn, after: 1_000)
        #expect(!table.state.stage.isSameStage(as: before))
        #expect(Stage.roundOver(carry: nil).isSameStage(as: .roundOver(carry: table.state.review.map { _ in
            TurnPlan(team: 0, describer: 0, millis: 1_000, carriedOver: true)
        })))
    }

    @Test func abandoningFromAnyStageLeavesNoStageDataBehind() throws {
        for (name, table) in try Self.tablesAtEveryLiveStage() {
            var table = table
            let turnsBefore = table.state.history.count
            let wasInTurn = table.state.phase == .turn
            #expect(try table.act(.abandon, after: 1_000) == .gameAbandoned, "\(name)")
            #expect(table.state.stage == .abandoned, "\(name)")
            #expect(table.state.plan == nil && table.state.turn == nil, "\(name)")
            #expect(table.state.review == nil && table.state.carry == nil, "\(name)")
            #expect(table.state.timeLeft(at: table.now) == nil, "\(name)")
            #expect(table.state.activeTeam == nil, "\(name)")
            // A turn cut short still counts in the history, as ended early.
            #expect(table.state.history.count == turnsBefore + (wasInTurn ? 1 : 0), "\(name)")
            if wasInTurn { #expect(table.state.history.last?.end == .endedEarly, "\(name)") }
            #expect(table.refusal(of: .abandon) == .notNow(.abandon, .abandoned), "\(name)")
        }
    }

    @Test func actionsOfAnotherStageAreRefusedAndChangeNothing() throws {
        let valid: [Phase: Set<String>] = [
            .notStarted: ["start-game"],
            .handOff: ["start-turn"],
            .turn: ["guessed", "pass", "undo", "pause", "resume", "peek", "end-turn"],
            .review: ["strike", "restore", "confirm-review"],
            .roundOver: ["begin-round"],
        ]
        let all: [Action] = [
            .startGame, .startTurn, .guessed, .pass, .undo, .pause, .resume, .peek, .strike(0), .restore(0),
            .confirmReview, .beginRound, .endTurn,
        ]
        var finished = Table.inTurn(words: 1)
        while !finished.state.phase.isOver {
            switch finished.state.phase {
            case .handOff: try finished.act(.startTurn, after: 1_000)
            case .turn: try finished.guessAll()
            case .review: try finished.act(.confirmReview, after: 1_000)
            default: try finished.act(.beginRound, after: 1_000)
            }
        }
        var abandoned = Table.started()
        try abandoned.act(.abandon)
        let tables = try Self.tablesAtEveryLiveStage() + [("finished", finished), ("abandoned", abandoned)]
        for (name, table) in tables {
            var table = table
            let phase = table.state.phase
            for action in all where !(valid[phase] ?? []).contains(action.name) {
                #expect(table.refusal(of: action, after: 1_000) == .notNow(action, phase), "\(name): \(action.name)")
            }
        }
    }

    @Test func aStateWhosePhaseDisagreesWithItsDataIsNotRead() throws {
        let table = Table.inTurn()
        let json = try JSONSerialization.jsonObject(with: JSONRoundTrip.encode(table.state)) as! [String: Any]
        #expect(json["phase"] as? String == "turn")
        #expect(try JSONRoundTrip.decode(GameState.self, from: JSONRoundTrip.encode(table.state)) == table.state)
        var noTurn = json
        noTurn["turn"] = nil
        var twoStages = json
        twoStages["review"] = ["reason": "time-up", "team": 0, "describer": 0, "round": 0, "guessed": [Int](),
                               "struck": [Int](), "timeLeft": 0, "passes": 0]
        var otherPhase = json
        otherPhase["phase"] = "hand-off"
        for broken in [noTurn, twoStages, otherPhase] {
            let data = try JSONSerialization.data(withJSONObject: broken)
            #expect(throws: DecodingError.self) { try JSONRoundTrip.decode(GameState.self, from: data) }
        }
    }
}
