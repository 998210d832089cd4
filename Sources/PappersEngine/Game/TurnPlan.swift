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
}
