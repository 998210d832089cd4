/// Why a turn ended.
public enum TurnEnd: String, Codable, Sendable {
    case timeUp = "time-up"
    /// The describer ended it from the menu.
    case endedEarly = "ended-early"
    /// The last word of the round was guessed.
    case bowlEmptied = "bowl-emptied"
}

/// The review after a turn: the words guessed, some perhaps struck as not really guessed.
public struct Review: Codable, Equatable, Sendable {
    public let reason: TurnEnd
    public let team: Int
    public let describer: Int
    public let round: Int
    /// The words guessed in the turn, in order.
    public let guessed: [WordID]
    /// The words struck so far, in the order struck.
    public internal(set) var struck: [WordID]
    /// The countdown left when the turn ended (for carrying over into the next round).
    public let timeLeft: Int
    /// Passes made in the turn (for the turn's points).
    public let passes: Int
    /// In pairs mode, the guesser's seat (who shares the turn's points); nil in team games. One byte, as in
    /// `TurnPlan`.
    private var guesserSeat: Int8? = nil

    /// In pairs mode, the guesser's seat (who shares the turn's points); nil in team games.
    public var guesser: Int? { guesserSeat.map(Int.init) }

    private enum CodingKeys: String, CodingKey {
        case reason, team, describer, round, guessed, struck, timeLeft, passes
        case guesserSeat = "guesser"
    }

    init(
        reason: TurnEnd, team: Int, describer: Int, round: Int, guessed: [WordID], struck: [WordID], timeLeft: Int,
        passes: Int, guesser: Int? = nil
    ) {
        self.reason = reason
        self.team = team
        self.describer = describer
        self.round = round
        self.guessed = guessed
        self.struck = struck
        self.timeLeft = timeLeft
        self.passes = passes
        guesserSeat = guesser.map { Int8(clamping: $0) }
    }
}
