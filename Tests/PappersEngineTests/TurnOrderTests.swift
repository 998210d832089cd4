import Testing
@testable import PappersEngine

@Suite struct TurnOrderTests {
    @Test func teamsTakeTurnsCyclicallyInTheDrawnOrder() throws {
        var table = Table.started(players: [2, 2, 2], words: 40)
        let order = table.state.teamOrder
        #expect(order.sorted() == [0, 1, 2])
        var teams: [Int] = []
        for _ in 0..<6 {
            teams.append(table.team!)
            try table.act(.startTurn, after: 1_000)
            try table.runOut()
            let promised = table.state.planAfterReview
            try table.act(.confirmReview, after: 1_000)
            #expect(table.state.plan == promised)
        }
        #expect(teams == order + order)
    }

    @Test func theTeamOrderIsDrawnAgainEachRoundAndVariesWithTheSeed() throws {
        var firstOrders = Set<[Int]>()
        var changedBetweenRounds = false
        for seed in UInt64(0)..<40 {
            var table = Table.started(players: [2, 2, 2, 2], words: 5, seed: seed)
            let roundOne = table.state.teamOrder
            firstOrders.insert(roundOne)
            try table.act(.startTurn)
            try table.guessAll()
            try table.act(.confirmReview)
            try table.act(.beginRound)
            var roundTwo = table.state.teamOrder
            // The carrying team opens; the rest keep the drawn order.
            #expect(roundTwo.first == table.state.history.last!.plan.team)
            roundTwo.removeFirst()
            if roundTwo != roundOne.filter({ $0 != table.state.history.last!.plan.team }) { changedBetweenRounds = true }
        }
        #expect(firstOrders.count > 10)
        #expect(changedBetweenRounds)
    }

    @Test func everyPlayerDescribesOnceBeforeAnybodyDescribesTwice() throws {
        var table = Table.started(players: [3, 2, 4], words: 200)
        var described: [[Int]] = [[], [], []]
        for _ in 0..<24 {
            described[table.team!].append(table.describer!)
            try table.act(.startTurn, after: 1_000)
            try table.act(.guessed, after: 1_000)
            try table.runOut()
            try table.act(.confirmReview, after: 1_000)
        }
        for (team, turns) in described.enumerated() {
            let size = table.state.setup.teams[team].players.count
            for start in stride(from: 0, to: turns.count - size + 1, by: size) {
                #expect(Set(turns[start..<start + size]).count == size, "team \(team): \(turns)")
            }
            // Rotation follows the roster from a random first describer.
            for (a, b) in zip(turns, turns.dropFirst()) { #expect(b == (a + 1) % size) }
        }
    }

    @Test func theFirstDescriberOfEachTeamIsDrawn() {
        var firsts = Set<[Int]>()
        for seed in UInt64(0)..<30 {
            firsts.insert(Table.started(players: [4, 4], seed: seed).state.nextDescriber)
        }
        #expect(firsts.count > 5)
    }

    @Test func theHandOffNamesTeamDescriberAndGuessers() throws {
        let table = Table.started(players: [3, 2])
        let team = table.team!, describer = table.describer!
        let size = table.state.setup.teams[team].players.count
        #expect(table.state.activeGuessers == Array(0..<size).filter { $0 != describer })
        #expect(table.state.timeLeft(at: 0) == 60_000)
    }

    @Test func rotationContinuesAcrossRounds() throws {
        var table = Table.started(players: [2, 3], words: 5, rules: Rules(carryOver: false))
        var describers: [Int: [Int]] = [:]
        while !table.state.phase.isOver {
            switch table.state.phase {
            case .handOff:
                describers[table.team!, default: []].append(table.describer!)
                try table.act(.startTurn, after: 1_000)
            case .turn:
                try table.act(.guessed, after: 1_000)
                if table.state.phase == .turn, table.state.bowl.count > 1 { try table.runOut() }
            case .review: try table.act(.confirmReview, after: 1_000)
            case .roundOver: try table.act(.beginRound, after: 1_000)
            default: break
            }
        }
        for (team, list) in describers {
            let size = table.state.setup.teams[team].players.count
            for (a, b) in zip(list, list.dropFirst()) { #expect(b == (a + 1) % size) }
        }
    }
}
