import PappersEngine

/// `pappers play`'s choices for its game: preferences (not saved), teams (nil: the last ones) and seed.
public struct PlayOptions: Equatable, Sendable {
    public var preferences: Preferences
    public var roster: [Team]?
    public var seed: UInt64?

    public init(preferences: Preferences, roster: [Team]?, seed: UInt64?) {
        self.preferences = preferences
        self.roster = roster
        self.seed = seed
    }
}
