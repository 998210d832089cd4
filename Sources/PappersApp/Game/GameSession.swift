import PappersEngine

/// A game on screen: the engine's state plus what only the screens care about (cursor, menu, notices).
public struct GameSession: Equatable, Sendable {
    public internal(set) var state: GameState
    /// The game's number in the store, once recorded (shown on the final screen).
    public internal(set) var recordID: Int?
    /// The word selected at review.
    public internal(set) var reviewCursor = 0
    public internal(set) var menu: GameMenu?
    /// The table's step that seats a watcher, while it is open.
    public internal(set) var seating: WatcherSeating?
    public internal(set) var notice: Notice?
    /// The turn paused itself because the terminal got too small; it starts again when it fits.
    public internal(set) var pausedForSize = false
    /// The packs the bowl came from.
    public let packs: [String]
    /// The hint of each word of the bowl (by index), looked up in its packs; empty until looked up. Never
    /// recorded: records keep the texts only.
    public internal(set) var hints: [String?] = []
    /// Until when (game time) Space and Enter are ignored: set when a screen appears that a hammered guess
    /// could skip (`MainKeyGuard`).
    public internal(set) var mainKeyGuardedUntil = Int.min / 2
    /// Until when (game time) the "Get ready: 3-2-1" count runs before the clock starts; nil when none runs.
    /// Nothing is journaled until the turn starts at that instant (`GetReady`).
    public internal(set) var getReadyUntil: Int?
    /// Until when (game time) the time-up flash shows (`Flourish`).
    public internal(set) var flashUntil: Int?
    /// When the game was won, for the podium's confetti (`Flourish`).
    public internal(set) var celebrationStart: Int?

    /// How long Space and Enter are ignored after a turn ends by itself or a screen of results appears, so
    /// that a guess hammered at the last second neither skips the review nor the standings.
    public static let mainKeyGuardMillis = MainKeyGuard.millis

    /// The milliseconds Space and Enter still wait at `now`; 0 when they count.
    public func mainKeyWait(at now: Int) -> Int { max(0, mainKeyGuardedUntil - now) }

    public init(state: GameState, packs: [String], recordID: Int? = nil) {
        self.state = state
        self.packs = packs
        self.recordID = recordID
    }

    /// The next instant the screen changes by itself: the engine's next change, a notice going away, the key
    /// guard's fill, the get-ready count's next number.
    public func nextChange(after now: Int) -> Int? {
        let guardFill = MainKeyGuard.nextChange(after: now, until: mainKeyGuardedUntil)
        let getReady = getReadyUntil.flatMap { GetReady.nextChange(after: now, until: $0) }
        let times = [state.nextChange(after: now), notice.map(\.until), guardFill, getReady].compactMap { $0 }
            .filter { $0 >= now }
        return times.min()
    }

    /// Lets time pass: the get-ready count ends in the turn's start, time up, notices expire.
    mutating func tick(at now: Int, _ commands: inout [AppCommand]) {
        if let notice, notice.until <= now { self.notice = nil }
        if let until = getReadyUntil, until <= now {
            getReadyUntil = nil
            perform(.startTurn, at: until, &commands)
        }
        perform(.tick, at: now, &commands)
    }

    /// Space and Enter wait from `now`, as on a screen that just appeared under a hammering hand.
    mutating func guardMainKey(at now: Int) {
        mainKeyGuardedUntil = now + MainKeyGuard.millis
    }

    /// Applies an engine action: journals it and sounds it when it changed the game, or shows why it was
    /// refused (a notice, silently). Returns whether it was applied.
    @discardableResult
    mutating func perform(_ action: Action, at now: Int, _ commands: inout [AppCommand]) -> Bool {
        perform(TimedAction(action, at: now), &commands)
    }

    /// Applies an engine action with its instant (and the name a `seatPlayer` seats), as `perform(_:at:_:)`.
    @discardableResult
    mutating func perform(_ timed: TimedAction, _ commands: inout [AppCommand]) -> Bool {
        let (action, now) = (timed.action, timed.at)
        let before = state.stage
        do {
            let events = try state.apply(timed)
            guard !events.isEmpty else { return true }
            if !state.stage.isSameStage(as: before) {
                mainKeyGuardedUntil = MainKeyGuard.guards(state.stage, reachedBy: action) ? now + MainKeyGuard.millis : Int.min / 2
            }
            if notice?.kind == .welcomeBack { notice = nil }
            commands.append(.journal(timed))
            if events.contains(.guessed) { commands.append(.sound(.guessed)) }
            if events.contains(.timeUp) { commands.append(.sound(.timeUp)) }
            if events.contains(.timeUp) { flashUntil = now + Flourish.flashMillis }
            if events.contains(.gameFinished) { celebrationStart = now }
            if events.contains(.turnEnded) { reviewCursor = 0 }
            if events.contains(.gameFinished) || events.contains(.gameAbandoned) {
                commands.append(.recordEnd(state))
            }
            return true
        } catch {
            notice = Notice(kind: .refused(error), until: now + Notice.millis)
            return false
        }
    }

    /// Shows a notice for the usual time.
    mutating func show(_ kind: Notice.Kind, at now: Int) {
        notice = Notice(kind: kind, until: now + Notice.millis)
    }
}
