extension GameState {
    /// Draws each team's first describer and opens the first round.
    mutating func startGame(at now: Int) throws(Refusal) -> Events {
        guard case .notStarted = stage else { throw .notNow(.startGame, phase) }
        if setup.mode == .pairs {
            rotation = PairRotation(order: generator.shuffled(Array(setup.teams.indices)))
        } else {
            for team in setup.teams.indices {
                nextDescriber[team] = generator.next(below: setup.teams[team].players.count)
            }
        }
        openRound(0, carrying: nil)
        return [.gameStarted, .roundBegan]
    }

    /// After the standings, opens the next round.
    mutating func beginRound(at now: Int) throws(Refusal) -> Events {
        guard case .roundOver(let carried) = stage else { throw .notNow(.beginRound, phase) }
        openRound(round + 1, carrying: carried)
        return .roundBegan
    }

    /// Refills the bowl with every word, draws the team order (the team carrying time over opens), and plans
    /// the first turn. In pairs mode the rotation goes on where it was.
    private mutating func openRound(_ index: Int, carrying carried: TurnPlan?) {
        round = index
        bowl = Array(setup.words.indices)
        if let rotation {
            stage = .handOff(carried ?? pairPlan(rotation))
            return
        }
        teamOrder = generator.shuffled(Array(setup.teams.indices))
        if let carried, let position = teamOrder.firstIndex(of: carried.team) {
            teamOrder.remove(at: position)
            teamOrder.insert(carried.team, at: 0)
        }
        orderPosition = 0
        stage = .handOff(carried ?? freshPlan(for: teamOrder[0]))
    }

    /// The next turn of `team`: its next describer, with the full countdown.
    func freshPlan(for team: Int) -> TurnPlan {
        TurnPlan(team: team, describer: nextDescriber[team], millis: setup.rules.turnMillis, carriedOver: false)
    }

    /// The next fresh turn of pairs mode, with the full countdown.
    func pairPlan(_ rotation: PairRotation) -> TurnPlan {
        let pair = rotation.next
        return TurnPlan(
            team: pair.describer, describer: 0, millis: setup.rules.turnMillis, carriedOver: false,
            guesser: pair.guesser)
    }

    /// Hands the laptop to the next team in this round's order (in pairs mode, to the next pair).
    mutating func planNextTeam() {
        if let rotation {
            stage = .handOff(pairPlan(rotation))
            return
        }
        orderPosition = (orderPosition + 1) % teamOrder.count
        stage = .handOff(freshPlan(for: teamOrder[orderPosition]))
    }

    /// Whether the round being played is the last one.
    public var isLastRound: Bool { round == setup.rules.rounds.count - 1 }

    /// The rules of the round being played.
    public var roundRules: RoundRules { setup.rules.rounds[round] }
}
