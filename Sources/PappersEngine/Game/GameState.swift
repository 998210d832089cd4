/// A whole game as a value: fold `TimedAction`s into it with `apply(_:)`.
///
/// The state holds its own seeded generator, so the same setup and the same timed actions always give the
/// same state. It never reads a clock: every question about time names the instant.
public struct GameState: Codable, Equatable, Sendable {
    /// The setup the game plays with: the one it started from (`startingSetup`, which its record keeps) with
    /// the players seated since (`seatedLate`) at the ends of their teams.
    public internal(set) var setup: GameSetup
    /// Where the game stands, with the data of that stage alone.
    public internal(set) var stage: Stage
    /// The instant of the last action that changed the game.
    public internal(set) var clock: Int
    /// The round being played (or just finished), from 0.
    public internal(set) var round: Int
    /// The words still to guess in this round. During a turn the first one is on screen.
    public internal(set) var bowl: [WordID]
    /// The teams in the order they play this round.
    public internal(set) var teamOrder: [Int]
    /// Which entry of `teamOrder` plays now (or plays next, at hand-off).
    public internal(set) var orderPosition: Int
    /// For each team, the player who describes its next fresh turn.
    public internal(set) var nextDescriber: [Int]
    /// Points by team, then by round.
    public internal(set) var scores: [[Int]]
    /// Every finished turn.
    public internal(set) var history: [TurnRecord]
    /// In pairs mode, who describes to whom (drawn when the game starts); nil in team games.
    public internal(set) var rotation: PairRotation?
    /// The players seated after the start, in the order they were (`Action.seatPlayer`).
    public internal(set) var seatedLate: [SeatedPlayer]
    var generator: SeededGenerator

    /// A game ready to start. The setup should come from `GameSetup.validated()`.
    public init(setup: GameSetup) {
        self.setup = setup
        stage = .notStarted
        clock = 0
        round = 0
        bowl = []
        teamOrder = Array(setup.teams.indices)
        orderPosition = 0
        nextDescriber = Array(repeating: 0, count: setup.teams.count)
        scores = Array(repeating: Array(repeating: 0, count: setup.rules.rounds.count), count: setup.teams.count)
        history = []
        rotation = nil
        seatedLate = []
        generator = SeededGenerator(seed: setup.seed, stream: .game)
    }

    /// Replays timed actions from the start. Throws the first refusal, with its position.
    public static func replaying(_ actions: [TimedAction], setup: GameSetup) throws(ReplayError) -> GameState {
        var state = GameState(setup: setup)
        for (index, action) in actions.enumerated() {
            do { try state.apply(action) } catch { throw ReplayError(index: index, action: action, refusal: error) }
        }
        return state
    }

    /// The name of the stage, as records and `simulate` write it.
    public var phase: Phase { stage.phase }

    /// At hand-off: the turn about to start.
    public var plan: TurnPlan? { if case .handOff(let plan) = stage { plan } else { nil } }

    /// During a turn.
    public var turn: TurnState? { if case .turn(let turn) = stage { turn } else { nil } }

    /// During review.
    public var review: Review? { if case .review(let review) = stage { review } else { nil } }

    /// At round over: the describer who will continue into the next round with the time left.
    public var carry: TurnPlan? { if case .roundOver(let carry) = stage { carry } else { nil } }
}

/// An action of a record that the engine refused while replaying it.
public struct ReplayError: Error, Equatable, Sendable, CustomStringConvertible {
    public let index: Int
    public let action: TimedAction
    public let refusal: Refusal
    public var description: String {
        "action \(index + 1) (\(action.action.name) at \(action.at) ms) was refused: \(refusal)"
    }
}
