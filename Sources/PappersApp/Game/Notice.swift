import PappersEngine

/// A short message on the game screens, shown until `until` (game time).
public struct Notice: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The engine refused what the key asked for.
        case refused(Refusal)
        /// The terminal got too small and the turn paused itself.
        case pausedForSize
        /// The game came back from a save.
        case welcomeBack
        /// The game came back from the data directory, a record elsewhere that holds more of it left out.
        case welcomeBackWithoutRecord
    }

    public let kind: Kind
    public let until: Int

    public init(kind: Kind, until: Int) {
        self.kind = kind
        self.until = until
    }

    /// How long a notice stays.
    public static let millis = 2_500
}
