import Foundation
import Testing
@testable import PappersEngine

/// Rounds of the players' own choosing: 1 to 6 from five kinds, in any order, kinds repeated.
@Suite struct OwnRoundsTests {
    private static let chosen: [RoundKind] = [.describe, .sounds, .pose, .mime]

    private func rules(_ kinds: [RoundKind]) -> Rules {
        var rules = Rules()
        rules.setRounds(kinds)
        return rules
    }

    @Test func everyPresetStillPlaysTheClassicThreeRounds() {
        #expect(RoundKind.classic == [.describe, .oneWord, .mime])
        for preset in RulesPreset.allCases {
            #expect(Rules(preset: preset).rounds.map(\.kind) == RoundKind.classic)
        }
        #expect(Rules().rounds.map(\.kind) == RoundKind.classic)
    }

    @Test func soundsAndPoseHideTheWordAsMimeDoesAndTheTalkingRoundsDoNot() {
        #expect(RoundKind.sounds.hidesWord && RoundKind.pose.hidesWord && RoundKind.mime.hidesWord)
        #expect(!RoundKind.describe.hidesWord && !RoundKind.oneWord.hidesWord)
    }

    @Test(arguments: [RoundKind.sounds, .pose])
    func aSoundsOrPoseRoundHidesItsWordAfterTwoSecondsAndAllowsAPeek(kind: RoundKind) throws {
        var table = Table.inTurn(words: 4, rules: rules([kind]))
        #expect(table.state.isWordVisible(at: table.now + 1_999))
        #expect(!table.state.isWordVisible(at: table.now + 2_000))
        try table.act(.peek, after: 3_000)
        #expect(table.state.isWordVisible(at: table.now + 1_999))
        #expect(!table.state.isWordVisible(at: table.now + 2_000))
    }

    @Test func theRoundsArePlayedInTheOrderChosenAndAKindMayRepeat() throws {
        for kinds in [Self.chosen, [.mime, .mime], [.pose, .describe, .pose, .sounds, .oneWord, .describe]] {
            var table = Table.started(words: 3, rules: rules(kinds))
            var played: [RoundKind] = []
            while table.state.phase != .finished {
                switch table.state.phase {
                case .handOff:
                    played.append(table.state.roundRules.kind)
                    try table.act(.startTurn, after: 1_000)
                case .turn: try table.guessAll()
                case .review: try table.act(.confirmReview, after: 1_000)
                default: try table.act(.beginRound, after: 1_000)
                }
            }
            #expect(played == kinds, "every round opens with the first word of its kind")
            #expect(table.state.scores.allSatisfy { $0.count == kinds.count })
            #expect(table.total.reduce(0, +) == 3 * kinds.count)
        }
    }

    @Test func oneToSixRoundsAreAllowed() {
        let teams = [Team(name: "A", players: ["a", "b"]), Team(name: "B", players: ["c", "d"])]
        for count in 0...7 {
            let setup = GameSetup(teams: teams, rules: rules(Array(repeating: .sounds, count: count)), words: ["w"], seed: 1)
            let problems = setup.validated().problems
            #expect(problems == ((1...6).contains(count) ? [] : [.roundCount(count)]), "\(count) rounds")
        }
    }

    @Test func choosingRoundsKeepsEachPlacesPassingRule() {
        var rules = Rules(preset: .timesup)
        rules.setRounds([.pose, .sounds, .mime, .describe])
        #expect(rules.rounds.map(\.passing) == [.forbidden, .allowed, .allowed, .allowed])
        #expect(rules.rounds.map(\.kind) == [.pose, .sounds, .mime, .describe])
        rules.setRounds([.mime])
        #expect(rules.rounds == [RoundRules(kind: .mime, passing: .forbidden)])
    }

    @Test func theNewKindsAreWrittenByTheirNamesAndTheClassicRulesGainNoKey() throws {
        let json = String(decoding: try JSONRoundTrip.encode(rules(Self.chosen)), as: UTF8.self)
        #expect(json.contains("\"kind\":\"sounds\"") && json.contains("\"kind\":\"pose\""))
        #expect(try JSONRoundTrip.decode(Rules.self, from: Data(json.utf8)) == rules(Self.chosen))
        let classic = String(decoding: try JSONRoundTrip.encode(Rules()), as: UTF8.self)
        #expect(classic == """
            {"carryOver":true,"hideDelayMillis":2000,"passPenalty":0,"peekMillis":2000,\
            "rounds":[{"kind":"describe","passing":"allowed"},{"kind":"one-word","passing":"allowed"},\
            {"kind":"mime","passing":"allowed"}],"turnMillis":60000}
            """)
    }

    @Test func simulatedGamesWithTheirOwnRoundsFinishAndRepeatThemselves() throws {
        let teams = [Team(name: "A", players: ["a", "b"]), Team(name: "B", players: ["c", "d", "e"])]
        for seed in UInt64(0)..<60 {
            let setup = GameSetup(teams: teams, rules: rules(Self.chosen), words: (0..<15).map { "w\($0)" }, seed: seed)
            let first = try Simulation.play(setup)
            #expect(first.phase == .finished)
            #expect(first.scores.allSatisfy { $0.count == 4 })
            #expect(try Simulation.play(setup) == first)
        }
    }
}
