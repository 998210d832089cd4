/// What an action made happen, for the front end's sounds and for deciding what to journal.
///
/// An empty set means nothing changed (a tick before time is up, say).
public struct Events: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let gameStarted = Events(rawValue: 1 << 0)
    public static let turnStarted = Events(rawValue: 1 << 1)
    public static let guessed = Events(rawValue: 1 << 2)
    public static let passed = Events(rawValue: 1 << 3)
    public static let undone = Events(rawValue: 1 << 4)
    public static let paused = Events(rawValue: 1 << 5)
    public static let resumed = Events(rawValue: 1 << 6)
    public static let peeked = Events(rawValue: 1 << 7)
    /// The countdown reached zero.
    public static let timeUp = Events(rawValue: 1 << 8)
    /// The turn is over (time up, ended early, or the bowl emptied): review begins.
    public static let turnEnded = Events(rawValue: 1 << 9)
    /// The last word of the round was guessed.
    public static let bowlEmptied = Events(rawValue: 1 << 10)
    public static let struck = Events(rawValue: 1 << 11)
    public static let restored = Events(rawValue: 1 << 12)
    public static let reviewConfirmed = Events(rawValue: 1 << 13)
    /// The round is over: standings.
    public static let roundEnded = Events(rawValue: 1 << 14)
    public static let roundBegan = Events(rawValue: 1 << 15)
    public static let gameFinished = Events(rawValue: 1 << 16)
    public static let gameAbandoned = Events(rawValue: 1 << 17)
    /// A player joined a team between turns.
    public static let playerSeated = Events(rawValue: 1 << 18)
}
