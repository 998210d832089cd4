import PappersCanvas
import PappersEngine

/// A game at an instant, at a seat: what a game screen's key map asks when it says what the footer offers and
/// whether the seat may press a key.
public struct GameMoment: Sendable, PressedAtASeat {
    public let session: GameSession
    public let now: Int
    /// The role of the seat pressing (or shown) the keys.
    public let role: SeatRole

    /// Whether no seat describes the turn on screen (`AppModel.isDescriberAway`).
    public let describerAway: Bool
    /// Whether a watching seat may be seated (`AppModel.watchersWaiting`).
    public let watchersWaiting: Bool

    public init(_ session: GameSession, at now: Int, role: SeatRole = .everyRole, describerAway: Bool = false,
                watchersWaiting: Bool = false) {
        self.session = session
        self.now = now
        self.role = role
        self.describerAway = describerAway
        self.watchersWaiting = watchersWaiting
    }

    /// Whether the seat is the describer's: of the turn on screen, about to start, or just reviewed.
    var isDescribersSeat: Bool {
        if let plan = session.state.stage.turnPlan { return role.describes(plan) }
        if case .review(let review) = session.state.stage { return role.describes(team: review.team, describer: review.describer) }
        return role == .everyRole
    }

    public func admits(_ pressers: Pressers) -> Bool {
        pressers.admit(role, describing: isDescribersSeat, describerAway: describerAway, watchersWaiting: watchersWaiting)
    }

    /// Whether the rules take `action` now (no pass offered in a round without passing, no undo before a guess).
    func accepts(_ action: Action) -> Bool { session.state.accepts(action, at: now) }

    /// Whether the review on screen lists a guessed word (to move to and strike).
    var reviewHasWords: Bool {
        if case .review(let review) = session.state.stage { return !review.guessed.isEmpty }
        return false
    }
}

/// The keys of a game's screens: one table for each, in the order their footers show them. The keys are the
/// same in every interface language; `GameSession+Keys` switches on the actions. Each line says which seats
/// may press its keys (`Pressers`): what a turn does, the describer's seat; what the room does together, the
/// table's.
public enum GameKeys {
    /// A running turn.
    public enum Turn: Equatable, Sendable { case guessed, peek, pass, undo, pause, menu }
    /// A paused turn.
    public enum Paused: Equatable, Sendable { case resume, continueHere, menu }
    /// The hand-off before a turn.
    public enum HandOff: Equatable, Sendable { case start, continueHere, seatWatcher, menu }
    /// The "Get ready: 3-2-1" count.
    public enum GetReady: Equatable, Sendable { case stop }
    /// The review after a turn.
    public enum Review: Equatable, Sendable { case confirm, previous, next, strike, menu }
    /// The standings after a round.
    public enum RoundOver: Equatable, Sendable { case nextRound, seatWatcher, menu }
    /// The final podium, or the standings of an abandoned game.
    public enum Over: Equatable, Sendable { case home, rematch, leave, menu }
    /// A player's seat, on every game screen: Ctrl-C and Ctrl-Z come as keys and open the seat's own menu.
    public enum PlayersSeat: Equatable, Sendable { case menu }
    /// The table's step that seats a watcher (`WatcherSeating`).
    public enum Seating: Equatable, Sendable { case seat, previous, next, previousTeam, nextTeam, back }
    /// The game's menu.
    public enum Menu: Equatable, Sendable { case choose, previous, next, resume }
    /// The question before abandoning: any key but these answers no.
    public enum Abandon: Equatable, Sendable { case yes, no }

    public static let turn = KeyMap<Turn, GameMoment>([
        KeyBinding(.guessed, Key.spaceOrEnter, footer: FooterHint(Key.spaceOrEnter, essential: true), pressers: .describer),
        KeyBinding(.peek, [.letter("v")], footer: FooterHint([.letter("v")]), pressers: .describer,
                   when: { $0.accepts(.peek) }),
        KeyBinding(.pass, [.letter("s")], footer: FooterHint([.letter("s")]), pressers: .describer,
                   when: { $0.accepts(.pass) }),
        KeyBinding(.undo, [.letter("u")], footer: FooterHint([.letter("u")]), pressers: .describer,
                   when: { $0.accepts(.undo) }),
        KeyBinding(.pause, [.letter("p")], footer: FooterHint([.letter("p")]), pressers: .describerOrTable),
        // The way to the menu (pause, end the turn, save) is never the hint dropped for room; the help page
        // names Esc first.
        KeyBinding(.menu, [.escape, .letter("q")], footer: FooterHint(Key.quitOrEscape, essential: true)),
    ])

    public static let paused = KeyMap<Paused, GameMoment>([
        KeyBinding(.resume, [.letter("p")] + Key.spaceOrEnter, footer: FooterHint([.letter("p"), .space]),
                   pressers: .describerOrTable),
        KeyBinding(.continueHere, [.letter("c")], footer: FooterHint([.letter("c")], essential: true),
                   pressers: .tableWhileDescriberAway),
        KeyBinding(.menu, Key.quitOrEscape, footer: FooterHint(Key.quitOrEscape, essential: true)),
    ])

    public static let handOff = KeyMap<HandOff, GameMoment>([
        KeyBinding(.start, Key.spaceOrEnter, footer: FooterHint(Key.spaceOrEnter, waitsForGuard: true), pressers: .describer),
        KeyBinding(.continueHere, [.letter("c")], footer: FooterHint([.letter("c")]), pressers: .tableWhileDescriberAway),
        KeyBinding(.seatWatcher, [.letter("w")], footer: FooterHint([.letter("w")]), pressers: .tableWhileWatched),
        KeyBinding(.menu, Key.quitOrEscape, footer: FooterHint(Key.quitOrEscape)),
    ])

    public static let getReady = KeyMap<GetReady, GameMoment>([
        KeyBinding(.stop, Key.quitOrEscape, footer: FooterHint(Key.quitOrEscape), pressers: .describerOrTable),
    ])

    public static let review = KeyMap<Review, GameMoment>([
        KeyBinding(.confirm, Key.enterOrSpace, footer: FooterHint([.enter], waitsForGuard: true), pressers: .describerOrTable),
        KeyBinding(.previous, [.up, .letter("k"), .left, .letter("h")], footer: FooterHint([.up, .down]),
                   when: { $0.reviewHasWords }),
        KeyBinding(.next, [.down, .letter("j"), .right, .letter("l"), .tab]),
        KeyBinding(.strike, [.letter("x"), .delete, .backspace], footer: FooterHint([.letter("x")]),
                   pressers: .describerOrTable, when: { $0.reviewHasWords }),
        KeyBinding(.menu, Key.quitOrEscape, footer: FooterHint(Key.quitOrEscape)),
    ])

    public static let roundOver = KeyMap<RoundOver, GameMoment>([
        KeyBinding(.nextRound, Key.spaceOrEnter, footer: FooterHint(Key.spaceOrEnter, waitsForGuard: true), pressers: .table),
        KeyBinding(.seatWatcher, [.letter("w")], footer: FooterHint([.letter("w")]), pressers: .tableWhileWatched),
        KeyBinding(.menu, Key.quitOrEscape, footer: FooterHint(Key.quitOrEscape)),
    ])

    public static let seating = KeyMap<Seating, Void>([
        KeyBinding(.seat, Key.enterOrSpace, footer: FooterHint([.enter])),
        KeyBinding(.previous, [.up, .letter("k")], footer: FooterHint([.up, .down])),
        KeyBinding(.next, [.down, .letter("j"), .tab]),
        KeyBinding(.previousTeam, [.left, .letter("h")], footer: FooterHint([.left, .right])),
        KeyBinding(.nextTeam, [.right, .letter("l")]),
        KeyBinding(.back, Key.quitOrEscape, footer: FooterHint([.escape])),
    ])

    public static let over = KeyMap<Over, GameMoment>([
        KeyBinding(.home, Key.enterOrSpace, footer: FooterHint([.enter], waitsForGuard: true), pressers: .table),
        KeyBinding(.rematch, [.letter("r")], footer: FooterHint([.letter("r")]), pressers: .table),
        KeyBinding(.leave, Key.quitOrEscape, footer: FooterHint([.letter("q")]), pressers: .table),
        KeyBinding(.menu, Key.quitOrEscape, footer: FooterHint(Key.quitOrEscape), pressers: .playersSeats),
    ])

    public static let playersSeat = KeyMap<PlayersSeat, GameMoment>([
        KeyBinding(.menu, [.control("c"), .control("z")], pressers: .playersSeats),
    ])

    public static let menu = KeyMap<Menu, Void>([
        KeyBinding(.choose, Key.enterOrSpace, footer: FooterHint([.enter])),
        KeyBinding(.previous, [.up, .letter("k")], footer: FooterHint([.up, .down])),
        KeyBinding(.next, [.down, .letter("j"), .tab]),
        KeyBinding(.resume, [.escape, .letter("q")], footer: FooterHint([.escape])),
    ])

    public static let abandon = KeyMap<Abandon, Void>([
        KeyBinding(.yes, [.letter("y"), .letter("s"), .enter], footer: FooterHint([.letter("y")])),
        KeyBinding(.no, [.letter("n")], footer: FooterHint([.letter("n")])),
    ])
}
