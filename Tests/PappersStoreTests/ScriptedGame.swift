import PappersEngine

/// A game played by a script through the engine, for the records across games: every turn guesses the word on
/// screen every 3 seconds, passes the word `pass` once each time it comes up, and lets time run out.
struct ScriptedGame {
    var state: GameState
    var journal: [TimedAction] = []
    var now = 0
    /// Passes made, and `.guessed` actions the engine took.
    var passes = 0
    var guesses = 0

    /// A game of 10-second turns over `words`, not started yet.
    init(teams: [Team], words: [String], seed: UInt64 = 1) {
        var rules = Rules(turnMillis: 10_000)
        rules.carryOver = false
        state = GameState(setup: GameSetup(teams: teams, rules: rules, words: words, seed: seed))
    }

    mutating func apply(_ action: Action) {
        let timed = TimedAction(action, at: now)
        _ = try! state.apply(timed)
        journal.append(timed)
    }

    /// Plays until the game is over, or until `actions` actions have been journaled.
    mutating func play(pass word: String? = nil, stopAfter actions: Int = .max) {
        var passed = Set<Int>()
        if state.phase == .notStarted { apply(.startGame) }
        while !state.phase.isOver && journal.count < actions {
            switch state.stage {
            case .handOff: apply(.startTurn)
            case .review: apply(.confirmReview)
            case .roundOver: apply(.beginRound)
            case .turn(let turn):
                let shown = state.bowl[0]
                let passing = state.setup.words[shown] == word && !passed.contains(turn.round * 1_000 + shown)
                now += passing ? 1_000 : 3_000
                if turn.countdown.remaining(at: now) <= 0 {
                    apply(.tick)
                } else if passing {
                    passed.insert(turn.round * 1_000 + shown)
                    apply(.pass)
                    passes += 1
                } else {
                    apply(.guessed)
                    guesses += 1
                }
            default: return
            }
        }
    }
}
