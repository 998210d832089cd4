import Foundation
import Testing
@testable import PappersEngine

@Suite struct SetupTests {
    private func setup(_ teams: [Team], words: [String] = ["a", "b", "c"], rules: Rules = Rules()) -> GameSetup {
        GameSetup(teams: teams, rules: rules, words: words, seed: 1)
    }

    private let two = [Team(name: "Reds", players: ["Ana", "Bru"]), Team(name: "Blues", players: ["Cai", "Dani"])]

    @Test func aGoodSetupPassesWithNamesTrimmed() throws {
        let raw = [Team(name: "  Reds  ", players: [" Ana ", "Bru  Vidal"]), two[1]]
        let clean = try setup(raw).validated().get()
        #expect(clean.teams[0].name == "Reds")
        #expect(clean.teams[0].players == ["Ana", "Bru Vidal"])
    }

    @Test func teamCountsOutsideTwoToTenAreRefused() {
        let one = setup([two[0]]).validated()
        #expect(one.problems.contains(.teamCount(1)))
        let eleven = (1...11).map { Team(name: "T\($0)", players: ["a\($0)", "b\($0)"]) }
        #expect(setup(eleven).validated().problems.contains(.teamCount(11)))
        let ten = (1...10).map { Team(name: "T\($0)", players: ["a\($0)", "b\($0)"]) }
        #expect(setup(ten).validated().problems.isEmpty)
    }

    @Test func aTeamNeedsTwoToEightPlayersAndUnevenSizesAreFine() {
        let lone = [Team(name: "Solo", players: ["Ana"]), two[1]]
        #expect(setup(lone).validated().problems == [.playerCount(team: "Solo", count: 1)])
        let nine = [Team(name: "Big", players: (1...9).map { "p\($0)" }), two[1]]
        #expect(setup(nine).validated().problems == [.playerCount(team: "Big", count: 9)])
        let uneven = [Team(name: "Big", players: (1...8).map { "p\($0)" }), two[1]]
        #expect(setup(uneven).validated().problems.isEmpty)
    }

    @Test func namesMustBeNonEmptyNarrowSafeAndUnique() {
        let teams = [
            Team(name: "   ", players: ["Ana", "ana"]),
            Team(name: "x\u{1B}[2J", players: ["Cai", String(repeating: "w", count: 25)]),
            Team(name: "Blues", players: ["Dani", "Eli"]), Team(name: "BLUES", players: ["Fe", "Gil"]),
        ]
        let problems = setup(teams).validated().problems
        #expect(problems.contains(.name("   ", .empty)))
        #expect(problems.contains(.duplicatePlayerName("ana")))
        #expect(problems.contains { if case .name(_, .unsafe) = $0 { true } else { false } })
        #expect(problems.contains(.name(String(repeating: "w", count: 25), .tooWide(columns: 25))))
        #expect(problems.contains(.duplicateTeamName("BLUES")))
        #expect(Names.clean(String(repeating: "w", count: 24)) == .success(String(repeating: "w", count: 24)))
        #expect(Names.clean("東京東京東京東京東京東京東京") == .failure(.tooWide(columns: 28)))
    }

    @Test func wordsMustBePresentSafeAndDistinct() {
        #expect(setup(two, words: []).validated().problems == [.noWords])
        #expect(setup(two, words: ["cat", "Cat"]).validated().problems == [.duplicateWord("Cat")])
        #expect(setup(two, words: ["cafe\u{301}", "café"]).validated().problems == [.duplicateWord("café")])
        #expect(setup(two, words: ["ok", "bad\u{9B}"]).validated().problems.count == 1)
    }

    @Test func rulesOutsideTheirRangesAreRefused() {
        var rules = Rules()
        rules.turnMillis = 5_000
        rules.rounds = []
        rules.passPenalty = 9
        #expect(setup(two, rules: rules).validated().problems == [.turnLength(5_000), .roundCount(0), .passPenalty(9)])
        rules = Rules()
        rules.setPassing(.limited(0))
        #expect(setup(two, rules: rules).validated().problems.count == 3)
    }

    @Test func presetsMatchTheTable() {
        let pappers = Rules(preset: .pappers)
        #expect(pappers.turnMillis == 60_000)
        #expect(pappers.rounds.map(\.kind) == [.describe, .oneWord, .mime])
        #expect(pappers.rounds.allSatisfy { $0.passing == .allowed })
        #expect(pappers.passPenalty == 0 && pappers.carryOver)
        let timesup = Rules(preset: .timesup)
        #expect(timesup.turnMillis == 30_000)
        #expect(timesup.rounds.map(\.passing) == [.forbidden, .allowed, .allowed])
        let monikers = Rules(preset: .monikers)
        #expect(monikers.turnMillis == 60_000 && monikers.rounds.allSatisfy { $0.passing == .allowed })
        #expect(monikers.encouragesPassing && !pappers.encouragesPassing && !timesup.encouragesPassing)
    }

    @Test func passRulesCodeAsWordsOrNumbers() throws {
        let rules = [PassRule.allowed, .forbidden, .limited(3)]
        let json = String(decoding: try JSONRoundTrip.encode(rules), as: UTF8.self)
        #expect(json == #"["allowed","forbidden",3]"#)
        #expect(try JSONRoundTrip.decode([PassRule].self, from: Data(json.utf8)) == rules)
    }
}

extension Result where Failure == SetupErrors {
    var problems: [SetupProblem] {
        if case .failure(let errors) = self { return errors.problems }
        return []
    }
}
