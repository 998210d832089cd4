@testable import PappersEngine

/// A game at a table, for tests: the state, a clock that only moves when a test says so, and short verbs.
struct Table {
    var state: GameState
    var now = 0

    /// A game set up with `players[i]` players in team i and `words` placeholder words, not yet started.
    init(players: [Int] = [2, 2], words: Int = 6, rules: Rules = Rules(), seed: UInt64 = 1) {
        let teams = players.enumerated().map { index, count in
            Team(name: "Team \(index + 1)", players: (1...count).map { "P\(index + 1).\($0)" })
        }
        let setup = GameSetup(teams: teams, rules: rules, words: (0..<words).map { "word \($0)" }, seed: seed)
        state = GameState(setup: setup)
    }

    /// Applies `action` `after` milliseconds.
    @discardableResult
    mutating func act(_ action: Action, after millis: Int = 0) throws(Refusal) -> Events {
        now += millis
        return try state.apply(TimedAction(action, at: now))
    }

    /// The refusal `action` gets now, checking that it changed nothing.
    mutating func refusal(of action: Action, after millis: Int = 0) -> Refusal? {
        let before = state
        do {
            try state.apply(TimedAction(action, at: now + millis))
            return nil
        } catch {
            precondition(state == before, "a refused action changed the state")
            return error
        }
    }

    /// Started and at the first hand-off.
    static func started(
        players: [Int] = [2, 2], words: Int = 6, rules: Rules = Rules(), seed: UInt64 = 1
    ) -> Table {
        var table = Table(players: players, words: words, rules: rules, seed: seed)
        try! table.act(.startGame)
        return table
    }

    /// Started, with the first turn running.
    static func inTurn(
        players: [Int] = [2, 2], words: Int = 6, rules: Rules = Rules(), seed: UInt64 = 1
    ) -> Table {
        var table = started(players: players, words: words, rules: rules, seed: seed)
        try! table.act(.startTurn, after: 1_000)
        return table
    }

    var onScreen: WordID? { state.wordOnScreen }
    var team: Int? { state.activeTeam }
    var describer: Int? { state.activeDescriber }
    var total: [Int] { state.scores.map { $0.reduce(0, +) } }

    /// Guesses every word left in the round, 1 s apart.
    mutating func guessAll() throws(Refusal) {
        while state.phase == .turn { try act(.guessed, after: 1_000) }
    }

    /// Plays the current turn out: waits for the deadline and ticks.
    mutating func runOut() throws(Refusal) {
        let deadline = state.turn!.countdown.deadline!
        now = deadline
        try act(.tick)
    }
}
