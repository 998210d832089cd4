import PappersCanvas
import PappersEngine

extension AppModel {
    /// The state of the seat served. The seat served is always one of `seats` (`serving` serves only a seat
    /// that is there, and the laptop never leaves); the fallback is never read.
    var served: SeatState {
        get { seats[seat] ?? SeatState(role: .everyRole, size: Size(width: 0, height: 0)) }
        set { seats[seat] = newValue }
    }

    /// Answers for `seat` (its keys, its size): `screen`, `help`, `size` are its own during `body`; the laptop
    /// is served again after. Nothing happens for a seat that is not there.
    mutating func serving(_ seat: Seat, _ body: (inout AppModel) -> [AppCommand]) -> [AppCommand] {
        guard seats[seat] != nil else { return [] }
        let before = self.seat
        self.seat = seat
        defer { self.seat = before }
        return body(&self)
    }

    /// This model as `seat` reads it: the seat served is `seat`.
    func viewed(by seat: Seat) -> AppModel {
        var model = self
        model.seat = seat
        return model
    }

    /// Keeps the game the same on every seat after the seat served showed `screen` over `before`: a game shown
    /// is shown to every seat, each keeping its own menu and review cursor; leaving a game takes every seat
    /// that showed it to the same screen.
    mutating func shareGame(shownBefore before: Screen) {
        guard seats.count > 1 else { return }
        let shown = served.screen
        for other in seats.keys where other != seat {
            guard let theirs = seats[other]?.screen else { continue }
            switch (shown, theirs) {
            case (.game(let game), .game(let own)):
                seats[other]?.screen = .game(game.withSeatParts(of: own))
            case (.game(let game), _):
                seats[other]?.screen = .game(game.withSeatParts(of: nil))
            case (_, .game) where before.isGame:
                seats[other]?.screen = shown
                seats[other]?.help = nil
            default:
                break
            }
        }
    }

    /// A seat joins (a player's or the room's terminal): it shows the game when one is on, else home.
    mutating func seatJoined(_ seat: Seat, _ state: SeatState) {
        guard seats[seat] == nil else { return }
        var state = state
        if case .game(let game) = seats[.laptop]?.screen {
            state.screen = .game(game.withSeatParts(of: nil))
        }
        seats[seat] = state
    }

    /// A seat leaves; the laptop never does. The describer's seat leaving mid-turn pauses the turn (as its pause
    /// key would, journaled the same) until it comes back or the table continues the turn; any other seat leaving
    /// changes nothing in the game.
    mutating func seatLeft(_ seat: Seat, at now: Int) -> [AppCommand] {
        guard seat != .laptop, let role = seats[seat]?.role else { return [] }
        seats[seat] = nil
        var commands: [AppCommand] = []
        guard !isReplay, var game = session, !isDescribed(game.state) else { return [] }
        switch game.state.stage {
        case .turn where game.state.isClockRunning:
            game.perform(.pause, at: now, &commands)
        case .handOff(let plan) where game.getReadyUntil != nil && role.describes(plan):
            game.getReadyUntil = nil
        default:
            return []
        }
        session = game
        return commands
    }

    /// Whether a seat here describes the turn of `state` (on, about to start): the describer's own seat, or the
    /// laptop passed around. True off a turn.
    func isDescribed(_ state: GameState) -> Bool {
        guard let plan = state.stage.turnPlan else { return true }
        return seats.values.contains { $0.role.describes(plan) }
    }

    /// After every event: whether the describer's seat is away, and the table's continuing a turn for them
    /// ended with the turn or with their seat back.
    mutating func followDescriber() {
        guard let session, !isReplay else {
            isDescriberAway = false
            continuedAtTable = nil
            return
        }
        isDescriberAway = !isDescribed(session.state)
        if let plan = continuedAtTable, !isDescriberAway || session.state.stage.turnPlan != plan { continuedAtTable = nil }
    }
}

extension Stage {
    /// The turn on screen or about to start: the hand-off's plan, the running or paused turn's.
    var turnPlan: TurnPlan? {
        switch self {
        case .handOff(let plan): plan
        case .turn(let turn): turn.plan
        default: nil
        }
    }
}

extension Screen {
    var isGame: Bool { if case .game = self { true } else { false } }
}

extension GameSession {
    /// This game with what belongs to one seat (its menu, its step seating a watcher and its review cursor)
    /// taken from `own`, the seat's copy of the game; a seat new to the game has no menu open and its cursor on
    /// the first word.
    func withSeatParts(of own: GameSession?) -> GameSession {
        var game = self
        game.menu = own?.menu
        game.seating = own?.seating
        game.reviewCursor = own?.reviewCursor ?? 0
        return game
    }
}
