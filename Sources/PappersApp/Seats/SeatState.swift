import PappersCanvas
import PappersEngine

/// What belongs to one seat's terminal alone: the screen it shows, its help pages, its size, language and
/// colour depth. What every seat shares (the roster, the preferences, the saved games, the game itself) stays
/// on `AppModel`.
public struct SeatState: Equatable, Sendable {
    /// What the seat is to the game; the host gives it when it seats the player (`AppEvent.seatRoleGiven`).
    public internal(set) var role: SeatRole
    /// The screen in front of this seat. When one seat shows a game, every seat shows the same game
    /// (`AppModel.shareGame`), each with its own menu and review cursor.
    public internal(set) var screen: Screen
    public internal(set) var help: HelpOverlay?
    public internal(set) var size: Size
    /// The colour depth this seat's terminal draws at.
    public internal(set) var colourDepth: ColourDepth
    /// The depth the seat's terminal said it has (a remote seat's TERM) when it joined.
    public let terminalDepth: ColourDepth
    /// The depth a player's seat chose in its menu: automatic draws at `terminalDepth`.
    public internal(set) var colourChoice = ColourChoice.automatic
    /// The interface language this seat asked for; nil follows the settings (and the environment).
    public internal(set) var language: UILanguage?
    /// The name the seat's player joined with (a remote seat's), if it is a usable one; the host seats a
    /// watcher under it.
    public internal(set) var name: String?

    public init(role: SeatRole, screen: Screen = .home(HomeScreen()), size: Size, colourDepth: ColourDepth = .none,
                language: UILanguage? = nil, name: String? = nil) {
        self.role = role
        self.name = name
        self.screen = screen
        self.size = size
        self.colourDepth = colourDepth
        terminalDepth = colourDepth
        self.language = language
    }
}
