/// The turn about to be played: shown on the hand-off screen before the clock starts.
public struct TurnPlan: Codable, Equatable, Sendable {
    /// The team, by index in `GameSetup.teams`.
    public var team: Int
    /// The describer, by index in the team's players.
    public var describer: Int
    /// The countdown this turn starts with.
    public var millis: Int
    /// Whether this is a describer continuing into a new round with the time left from the last one.
    public var carriedOver: Bool
    /// The guesser's seat in one byte (a pairs game has at most 20): the plan keeps the size it has in a team
    /// game, which the turns, the stages and the history copy all the time (a whole `Int?` made `simulate`
    /// about 7 % slower).
    private var guesserSeat: Int8?

    /// In pairs mode, the one player who guesses (a seat, as `team` is the describer's); nil in team games.
    public var guesser: Int? {
        get { guesserSeat.map(Int.init) }
        set { guesserSeat = newValue.map { Int8(clamping: $0) } }
    }

    private enum CodingKeys: String, CodingKey {
        case team, describer, millis, carriedOver
        case guesserSeat = "guesser"
    }

    init(team: Int, describer: Int, millis: Int, carriedOver: Bool, guesser: Int? = nil) {
        self.team = team
        self.describer = describer
        self.millis = millis
        self.carriedOver = carriedOver
        self.guesser = guesser
    }
}
