/// The home screen: a few big choices.
public struct HomeScreen: Equatable, Sendable {
    public enum Item: Equatable, Sendable, CaseIterable {
        case continueGame, newGame, settings, records, help, quit
    }

    public var cursor = 0
    /// Asked when "New game" is chosen while a game is in progress.
    public var question: NewGameQuestion?
    /// Esc was pressed once: a second Esc quits, any other key carries on as usual (q quits at once).
    public var escapePressed = false

    public init() {}

    /// The items shown: Continue only when a saved game exists, and then first, so that Enter continues it.
    public static func items(savedGame: Bool) -> [Item] {
        Item.allCases.filter { $0 != .continueGame || savedGame }
    }
}
