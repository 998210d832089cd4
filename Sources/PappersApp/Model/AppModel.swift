import PappersCanvas
import PappersEngine
import PappersPacks

/// Everything the program shows and remembers while it runs, as a value.
///
/// `update(_:at:)` is the one way in: it folds an event into the model and returns the side effects for the run
/// loop to carry out, whose results come back as events. The screens are drawn from it by `PappersUI`. Time
/// comes in as game time (monotonic milliseconds).
public struct AppModel: Equatable, Sendable {
    /// Every seat's own state (screen, help, size, language, colour depth), the laptop's always among them.
    public internal(set) var seats: [Seat: SeatState]
    /// The seat the model serves now: the one whose key `update` is answering, else the laptop. `screen`,
    /// `help`, `size`, `colourDepth` and `language` are this seat's.
    public internal(set) var seat = Seat.laptop
    /// The screen in front of the seat served. Showing a game shows it to every seat (`shareGame`).
    public internal(set) var screen: Screen {
        get { served.screen }
        set {
            screensShown.count &+= 1
            let before = served.screen
            served.screen = newValue
            shareGame(shownBefore: before)
        }
    }
    /// How many times a screen was shown, for `scope`.
    var screensShown = ScreensShown()
    /// The help pages over the screen of the seat served.
    public internal(set) var help: HelpOverlay? {
        get { served.help }
        set { served.help = newValue }
    }
    public internal(set) var preferences: Preferences
    /// The teams being set up (or playing).
    public internal(set) var roster: [Team]
    /// Teams or pairs: with pairs, `roster` holds one seat (a team of one) per player.
    public internal(set) var mode: GameMode = .teams
    /// In pairs mode on the teams screen: the teams it was switched from, to come back to.
    var teamsBeforePairs: [Team]?
    /// Rosters of earlier games, newest first, offered on the teams screen.
    public internal(set) var recentRosters: [[Team]]
    /// The game on screen (live or replayed): the state `Screen.game` carries; nil on every other screen.
    /// Setting it changes the game on screen, and does nothing when no game is on screen.
    public internal(set) var session: GameSession? {
        get { if case .game(let session) = screen { session } else { nil } }
        set { if let newValue, case .game = screen { screen = .game(newValue) } }
    }
    /// The games in progress the store holds, newest first: the ones home offers to continue.
    public internal(set) var savedGames: [SavedGame]
    /// Whether the store holds a game in progress that can be continued.
    public var savedGameAvailable: Bool { !savedGames.isEmpty }
    /// The size of the terminal of the seat served.
    public internal(set) var size: Size {
        get { served.size }
        set { served.size = newValue }
    }
    public let environmentLanguage: UILanguage
    /// The word region of the environment's locale, which the Word region setting "automatic" follows.
    public let environmentRegion: WordRegion
    /// The word region bowls are drawn for: the setting's, or the environment's.
    public var wordRegion: WordRegion { preferences.wordRegion ?? environmentRegion }
    /// The words of default names in each interface language, when the launch gives them: the default names
    /// follow a change of the interface language at once. `names` is the current language's.
    public let namesByLanguage: [UILanguage: DefaultNames]
    /// The words of default names given at the launch, for a language `namesByLanguage` lacks.
    let launchNames: DefaultNames
    /// The words of default names in the interface language ("Team", "Player"; "Equip", "Jugador").
    public var names: DefaultNames { namesByLanguage[language] ?? launchNames }
    /// The packs and the played words, once loaded (after the first frame).
    public internal(set) var words: WordSupply? {
        didSet { lookUpHints() }
    }
    /// Whether the game on screen is a replay: nothing is journaled, time passes only through recorded
    /// actions, and a resize changes only the layout.
    public internal(set) var isReplay = false
    /// Whether the program is on its way out.
    public internal(set) var isQuitting = false
    /// Why the game is not saved right now; nil while saving works.
    public internal(set) var saveProblem: SaveProblem?
    /// The question over every screen when the players leave unsaved.
    public internal(set) var unsavedQuit: UnsavedQuit?
    /// The question over every screen when a game being continued has a record elsewhere that holds more.
    public internal(set) var recordFound: RecordFound?
    /// What the seat served is to the game: which words it reads, which game keys it may press. The table
    /// continuing the turn of a describer who is away (`continuedAtTable`) is every role, as the laptop.
    public var role: SeatRole { served.role == .table && continuedAtTable != nil ? .everyRole : served.role }
    /// Whether no seat here describes the turn on screen or about to start (their seat left, or never came):
    /// the table may then continue it (`GameKeys`' `continueHere`).
    public internal(set) var isDescriberAway = false
    /// The watching seats the table may seat in the game on screen (`findWatchersWaiting`), after every event.
    public internal(set) var watchersWaiting: [Watcher] = []
    /// The turn the table continues for its describer who is away, until it ends or their seat comes back.
    public internal(set) var continuedAtTable: TurnPlan?
    /// The colour depth the terminal of the seat served draws at (the Colour setting's "automatic" names it).
    public var colourDepth: ColourDepth { served.colourDepth }
    /// Random choices outside games (new seeds, random teams), from the launch's entropy.
    var generator: SeededGenerator
    /// The seed of the next game when the command line fixed it (`pappers play --seed`): kept until a game
    /// starts, whichever screens come before (the data directory's problem, home, the teams).
    var fixedSeed: UInt64?

    /// `laptopRole` is what the terminal the program runs in is to the game: every role when one laptop is
    /// passed around, the table when it hosts players on terminals of their own (`pappers host`).
    public init(
        preferences: Preferences, roster: [Team]?, recentRosters: [[Team]] = [], savedGames: [SavedGame] = [],
        size: Size, environmentLanguage: UILanguage, environmentRegion: WordRegion = .any, names: DefaultNames,
        namesByLanguage: [UILanguage: DefaultNames] = [:], entropy: UInt64, fixedSeed: UInt64? = nil,
        laptopRole: SeatRole = .everyRole
    ) {
        self.preferences = preferences
        self.recentRosters = recentRosters
        self.savedGames = savedGames
        seats = [.laptop: SeatState(role: laptopRole, size: size)]
        self.environmentLanguage = environmentLanguage
        self.environmentRegion = environmentRegion
        launchNames = names
        self.namesByLanguage = namesByLanguage
        generator = SeededGenerator(seed: entropy, stream: .teams)
        self.fixedSeed = fixedSeed
        self.roster = []
        self.roster = roster ?? defaultRoster()
        mode = Self.mode(of: self.roster)
    }

    /// The interface language of the seat served: its own, else the one chosen in settings, else the
    /// environment's.
    public var language: UILanguage { served.language ?? preferences.interfaceLanguage ?? environmentLanguage }

    /// Two teams of two with default names.
    func defaultRoster() -> [Team] {
        (1...2).map { team in
            Team(name: names.team(team), players: (1...2).map { names.player((team - 1) * 2 + $0) })
        }
    }

    /// The next instant a seat's screen changes by itself, or nil when only a key can change one.
    public func nextChange(after now: Int) -> Int? {
        seats.values.compactMap { nextChange(of: $0, after: now) }.min()
    }

    /// The next instant the screen of the seat in state `seat` changes by itself: read from the seat's state
    /// itself, not from the model viewed by the seat, whose every read of the screen, help or size copies the
    /// seat's state out of `seats`.
    private func nextChange(of seat: SeatState, after now: Int) -> Int? {
        guard case .game(let session) = seat.screen, seat.help == nil, seat.size.isPlayable else { return nil }
        return [session.nextChange(after: now), nextMotionChange(of: session, width: seat.size.width, after: now)]
            .compactMap { $0 }.min()
    }

    /// Whether the players at the seat served can read the word now (only the describer's seat ever may): the
    /// turn's view (`TurnView` in PappersUI) shows the word only then, and `hintOnScreen` its hint.
    public func isWordVisible(at now: Int) -> Bool {
        guard case .game = screen, help == nil, size.isPlayable, let session, session.menu == nil,
              case .turn(let turn) = session.state.stage, role.describes(turn.plan) else { return false }
        return session.state.isWordVisible(at: now)
    }
}
