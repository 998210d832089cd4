import PappersEngine

/// `pappers play`'s choices for its game: preferences (not saved), teams (nil: the last ones) and seed.
/// With `mode` pairs, `roster` holds one seat per player (`GameSetup(players:…)`'s teams).
public struct PlayOptions: Equatable, Sendable {
    public var preferences: Preferences
    public var roster: [Team]?
    public var seed: UInt64?
    public var mode: GameMode

    public init(preferences: Preferences, roster: [Team]?, seed: UInt64?, mode: GameMode = .teams) {
        self.preferences = preferences
        self.roster = roster
        self.seed = seed
        self.mode = mode
    }
}
