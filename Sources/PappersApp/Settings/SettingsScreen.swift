/// The settings screen: one row per setting, changed in place and saved at once.
public struct SettingsScreen: Equatable, Sendable {
    public enum Item: Equatable, Sendable, CaseIterable {
        case turnLength, words, wordLanguage, packs, wordRegion, difficulty, familyFriendly, preset, passing, penalty,
             carryOver, getReady,
             rounds, points,
             hints, playerWords, sound,
             motion, colour,  // before the language, which stays last
             interfaceLanguage
    }

    public var cursor = 0

    public init() {}
    /// The pack list, when open: its cursor.
    public var packsCursor: Int?
    /// The list of rounds, when open: its cursor (the rounds, then "add a round" while there are fewer than 6).
    public var roundsCursor: Int?
    /// The round under the cursor is picked up (m): ↑ and ↓ carry it through the list until m or Enter puts it down.
    public var movingRound = false
}
