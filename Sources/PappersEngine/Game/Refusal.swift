/// Why the engine refused an action. A refused action changes nothing.
public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The action is earlier than the last one applied; the monotonic clock never goes back.
    case timeWentBackwards(last: Int, given: Int)
    /// The action's instant is beyond `TimedAction.latestInstant`.
    case timeOutOfRange(Int)
    /// The action makes no sense in this phase of the game.
    case notNow(Action, Phase)
    /// The turn's countdown has reached zero; a tick must end the turn first.
    case timeIsUp
    /// The clock is stopped; resume first.
    case paused
    /// The clock is already running.
    case notPaused
    /// The clock is already stopped.
    case alreadyPaused
    case passingForbidden
    case passLimitReached(Int)
    /// The last word of the bowl cannot be passed: there is nothing to pass to.
    case lastWordCannotBePassed
    case nothingToUndo
    /// Peeking only makes sense in a round whose words hide themselves.
    case wordAlwaysVisible
    case notGuessedThisTurn(WordID)
    case alreadyStruck(WordID)
    case notStruck(WordID)
    /// A pairs game's rotation is drawn at its start: nobody joins it later.
    case pairsRosterIsFixed
    case noSuchTeam(Int)
    /// The team has the most players a team may have.
    case teamIsFull(Int)
    /// The name of a player seated late is not clean, or is another player's.
    case playerNameRefused

    public var description: String {
        switch self {
        case .timeWentBackwards(let last, let given): "time went backwards (\(given) ms after \(last) ms)"
        case .timeOutOfRange(let given): "the time \(given) ms is beyond \(TimedAction.latestInstant) ms"
        case .notNow(let action, let phase): "\(action.name) is not possible during \(phase.rawValue)"
        case .timeIsUp: "time is up"
        case .paused: "the game is paused"
        case .notPaused: "the clock is already running"
        case .alreadyPaused: "the game is already paused"
        case .passingForbidden: "passing is not allowed in this round"
        case .passLimitReached(let limit): "only \(limit) pass\(limit == 1 ? "" : "es") per turn in this round"
        case .lastWordCannotBePassed: "the last word cannot be passed"
        case .nothingToUndo: "nothing to undo in this turn"
        case .wordAlwaysVisible: "the word is always shown in this round"
        case .notGuessedThisTurn(let word): "word \(word) was not guessed in this turn"
        case .alreadyStruck(let word): "word \(word) is already struck"
        case .notStruck(let word): "word \(word) is not struck"
        case .pairsRosterIsFixed: "nobody joins a pairs game once it started"
        case .noSuchTeam(let team): "there is no team \(team)"
        case .teamIsFull(let team): "team \(team) has \(GameSetup.Limits.players.upperBound) players already"
        case .playerNameRefused: "the name is not a usable name or is another player's"
        }
    }
}
