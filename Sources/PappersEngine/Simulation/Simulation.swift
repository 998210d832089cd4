/// Plays whole games with simulated players: the engine's first user, and the property tests' driver.
public enum Simulation {
    /// The engine refused a move the simulated players chose: a bug, reported with the game so far.
    public struct Failure: Error, CustomStringConvertible {
        public let refusal: Refusal
        public let action: TimedAction
        public let state: GameState
        public var description: String {
            "seed \(state.setup.seed): \(action.action.name) at \(action.at) ms was refused: \(refusal)"
        }
    }

    /// Plays `setup` to the end. `record` sees every action that changed the game, in order: a journal.
    public static func play(
        _ setup: GameSetup, startingAt start: Int = 0, record: ((TimedAction) -> Void)? = nil
    ) throws(Failure) -> GameState {
        var game = Game(state: GameState(setup: setup), now: start, record: record)
        var players = SimulatedPlayers(seed: setup.seed)
        try game.apply(.startGame)
        while !game.state.phase.isOver {
            switch game.state.stage {
            case .handOff:
                game.now += players.handOffMillis()
                try game.apply(.startTurn)
            case .turn:
                try playMove(&game, players: &players)
            case .review(let review):
                for word in review.guessed where players.strikes() {
                    game.now += 1_000
                    try game.apply(.strike(word))
                }
                game.now += players.readingMillis()
                try game.apply(.confirmReview)
            case .roundOver:
                game.now += players.readingMillis()
                try game.apply(.beginRound)
            case .notStarted, .finished, .abandoned:
                return game.state
            }
        }
        return game.state
    }

    /// One move of the describer, or time running out first.
    private static func playMove(_ game: inout Game, players: inout SimulatedPlayers) throws(Failure) {
        // Read what the move needs without keeping a copy of the turn, which would make every change to it copy
        // its lists. The simulated players never leave a turn paused: its clock runs.
        guard let deadline = game.state.turn?.countdown.deadline else { return try game.apply(.resume) }
        let passes = game.state.turn?.passes ?? 0
        if let pause = players.pause(), game.now + 1_000 < deadline {
            game.now += 1_000
            try game.apply(.pause)
            game.now += pause
            try game.apply(.resume)
            return
        }
        let round = game.state.roundRules
        let canPass = round.passing.allowsAnother(after: passes) && game.state.bowl.count > 1
        let move = players.move(in: round.kind, canPass: canPass, turnMillis: game.state.setup.rules.turnMillis)
        let (action, delay): (Action, Int) = switch move {
        case .guess(let millis): (.guessed, millis)
        case .pass(let millis): (.pass, millis)
        }
        if game.now + delay >= deadline {
            game.now = deadline
            try game.apply(.tick)
            return
        }
        game.now += delay
        try game.apply(action)
        if action == .guessed, game.state.phase == .turn, players.undoesByMistake(), game.now + 800 < deadline {
            game.now += 800
            try game.apply(.undo)
        }
    }

    /// The game being played and the simulated clock.
    private struct Game {
        var state: GameState
        var now: Int
        let record: ((TimedAction) -> Void)?

        mutating func apply(_ action: Action) throws(Failure) {
            let timed = TimedAction(action, at: now)
            do {
                let events = try state.apply(timed)
                if !events.isEmpty { record?(timed) }
            } catch {
                throw Failure(refusal: error, action: timed, state: state)
            }
        }
    }
}
