import PappersCanvas
import PappersEngine

/// What each key does during a game. The keys are the same in every interface language.
extension GameSession {
    /// What a key asked the app to do beyond the game itself.
    public enum Exit: Equatable, Sendable {
        /// Stay in the game.
        case stay
        /// Leave to the home screen (the game is over, or saved).
        case home
        /// Leave the program (the game is saved).
        case quit
        /// Start a new game with the same teams.
        case rematch
        /// The player at the seat leaves the room.
        case leaveRoom
        /// The table takes the turn of a describer whose seat is away, as the laptop would.
        case continueHere
        /// The table chooses a watcher to seat in a team (`WatcherSeating`).
        case chooseWatcher
        /// A player's seat draws at its next colour depth.
        case nextColours
    }

    /// Handles a key at `now`, time having passed up to it (`AppModel.update` ticks once before every event).
    /// With `getReady`, the hand-off's Space or Enter starts the "Get ready: 3-2-1" count instead of the clock.
    /// Each screen of the game asks its table in `GameKeys` which action the key is for a seat of `role`; a key
    /// the seat may not press does nothing.
    mutating func handle(_ key: Key, at now: Int, getReady: Bool = false, role: SeatRole = .everyRole,
                         describerAway: Bool = false, watchersWaiting: Bool = false, _ commands: inout [AppCommand]) -> Exit {
        if let menu {
            return menu.confirmingAbandon ? answerAbandon(key, menu, at: now, &commands) : handleMenu(key, at: now, &commands)
        }
        let moment = GameMoment(self, at: now, role: role, describerAway: describerAway, watchersWaiting: watchersWaiting)
        switch GameKeys.playersSeat.action(for: key, in: moment) {
        case .menu: openMenu(at: now, role: role, &commands); return .stay
        case nil: break
        }
        if getReadyUntil != nil {
            // The count runs: q or Esc stops it (back to the hand-off); nothing else counts.
            switch GameKeys.getReady.action(for: key, in: moment) {
            case .stop: getReadyUntil = nil
            case nil: break
            }
            return .stay
        }
        // Off a turn, Space and Enter wait while the screen's guard runs.
        let waits = key.isMainAction && mainKeyWait(at: now) > 0
        switch state.stage {
        case .turn(let turn):
            if turn.countdown.isRunning {
                handleTurn(key, moment, &commands)
            } else if handlePaused(key, moment, &commands) {
                return .continueHere
            }
        case .handOff:
            switch GameKeys.handOff.action(for: key, in: moment) {
            case .start where waits: break
            case .start: if getReady { getReadyUntil = now + GetReady.millis } else { perform(.startTurn, at: now, &commands) }
            case .continueHere: return .continueHere
            case .seatWatcher: return .chooseWatcher
            case .menu: openMenu(at: now, role: role, &commands)
            case nil: break
            }
        case .review(let review):
            handleReview(key, review, waits: waits, moment, &commands)
        case .roundOver:
            switch GameKeys.roundOver.action(for: key, in: moment) {
            case .nextRound where waits: break
            case .nextRound: perform(.beginRound, at: now, &commands)
            case .seatWatcher: return .chooseWatcher
            case .menu: openMenu(at: now, role: role, &commands)
            case nil: break
            }
        case .finished, .abandoned:
            switch GameKeys.over.action(for: key, in: moment) {
            case .home where waits: break
            case .home, .leave: return .home
            case .rematch: return .rematch
            case .menu: openMenu(at: now, role: role, &commands)
            case nil: break
            }
        case .notStarted:
            // Not a screen of its own: the game starts at once, or its menu opens.
            if Key.quitOrEscape.contains(key) {
                openMenu(at: now, role: role, &commands)
            } else if !waits, moment.admits(.table) {
                perform(.startGame, at: now, &commands)
            }
        }
        return .stay
    }

    private mutating func handleTurn(_ key: Key, _ moment: GameMoment, _ commands: inout [AppCommand]) {
        let now = moment.now
        switch GameKeys.turn.action(for: key, in: moment) {
        case .guessed: perform(.guessed, at: now, &commands)
        case .peek: perform(.peek, at: now, &commands)
        case .pass: perform(.pass, at: now, &commands)
        case .undo: perform(.undo, at: now, &commands)
        case .pause: perform(.pause, at: now, &commands)
        case .menu: openMenu(at: now, role: moment.role, &commands)
        case nil: break
        }
    }

    /// A paused turn's key; true when the table continues the turn here.
    private mutating func handlePaused(_ key: Key, _ moment: GameMoment, _ commands: inout [AppCommand]) -> Bool {
        switch GameKeys.paused.action(for: key, in: moment) {
        case .resume:
            pausedForSize = false
            perform(.resume, at: moment.now, &commands)
        case .continueHere: return true
        case .menu: openMenu(at: moment.now, role: moment.role, &commands)
        case nil: break
        }
        return false
    }

    private mutating func handleReview(_ key: Key, _ review: Review, waits: Bool, _ moment: GameMoment,
                                       _ commands: inout [AppCommand]) {
        let now = moment.now
        let count = review.guessed.count
        switch GameKeys.review.action(for: key, in: moment) {
        case .previous:
            if count > 0 { reviewCursor = (reviewCursor + count - 1) % count }
        case .next:
            if count > 0 { reviewCursor = (reviewCursor + 1) % count }
        case .strike:
            guard count > 0 else { return }
            let word = review.guessed[min(reviewCursor, count - 1)]
            perform(review.struck.contains(word) ? .restore(word) : .strike(word), at: now, &commands)
        case .confirm where waits: break
        case .confirm: perform(.confirmReview, at: now, &commands)
        case .menu: openMenu(at: now, role: moment.role, &commands)
        case nil: break
        }
    }

    /// Opens the menu of a seat of `role`; a running clock stops while it is open when the seat may pause it
    /// (a guesser's menu leaves the turn running). A player's seat gets its own menu (resume, leave the room).
    mutating func openMenu(at now: Int, role: SeatRole = .everyRole, _ commands: inout [AppCommand]) {
        let stops = state.isClockRunning && mayStopTheClock(role, at: now)
        if stops { perform(.pause, at: now, &commands) }
        let playersSeat = GameMoment(self, at: now, role: role).admits(.playersSeats)
        menu = GameMenu(stage: state.stage, stoppedTheClock: stops, forPlayersSeat: playersSeat)
    }

    /// Whether a seat of `role` may stop the turn's clock (its pause key, `GameKeys.turn`).
    func mayStopTheClock(_ role: SeatRole, at now: Int) -> Bool {
        let moment = GameMoment(self, at: now, role: role)
        return GameKeys.turn.bindings.contains { $0.action == .pause && $0.isPressable(in: moment) }
    }

    private mutating func handleMenu(_ key: Key, at now: Int, _ commands: inout [AppCommand]) -> Exit {
        guard var menu else { return .stay }
        switch GameKeys.menu.action(for: key) {
        case .previous:
            menu.cursor = (menu.cursor + menu.items.count - 1) % menu.items.count
        case .next:
            menu.cursor = (menu.cursor + 1) % menu.items.count
        case .resume:
            return choose(.resume, in: menu, at: now, &commands)
        case .choose:
            return choose(menu.selected, in: menu, at: now, &commands)
        case nil:
            break
        }
        self.menu = menu
        return .stay
    }

    /// The question before abandoning: yes abandons; any other key answers no.
    private mutating func answerAbandon(_ key: Key, _ menu: GameMenu, at now: Int, _ commands: inout [AppCommand]) -> Exit {
        switch GameKeys.abandon.action(for: key) {
        case .yes:
            // The standings so far stay on screen until the players leave them.
            self.menu = nil
            perform(.abandon, at: now, &commands)
        case .no, nil:
            var asked = menu
            asked.confirmingAbandon = false
            self.menu = asked
        }
        return .stay
    }

    private mutating func choose(_ item: GameMenu.Item, in menu: GameMenu, at now: Int, _ commands: inout [AppCommand]) -> Exit {
        self.menu = nil
        switch item {
        case .resume:
            if menu.stoppedTheClock { perform(.resume, at: now, &commands) }
        case .pause:
            break
        case .endTurn:
            perform(.endTurn, at: now, &commands)
        case .saveAndQuit:
            return .quit
        case .leaveRoom:
            return .leaveRoom
        case .colours:
            self.menu = menu
            return .nextColours
        case .abandon:
            var confirming = menu
            confirming.confirmingAbandon = true
            self.menu = confirming
        }
        return .stay
    }

    /// The terminal changed size: a running turn pauses while it is too small and starts again when it fits.
    mutating func resized(playable: Bool, at now: Int, _ commands: inout [AppCommand]) {
        if !playable { getReadyUntil = nil }
        if !playable && state.isClockRunning {
            if perform(.pause, at: now, &commands) {
                pausedForSize = true
                show(.pausedForSize, at: now)
            }
        } else if playable && pausedForSize, case .turn = state.stage, menu == nil {
            pausedForSize = false
            perform(.resume, at: now, &commands)
        }
    }

    /// Stops the clock for something outside the game (help opened, Ctrl-Z, quitting); a get-ready count
    /// stops too, back to the hand-off.
    mutating func stopClock(at now: Int, _ commands: inout [AppCommand]) {
        getReadyUntil = nil
        if state.isClockRunning { perform(.pause, at: now, &commands) }
    }
}

extension Key {
    /// Space or Enter: the main action of every screen.
    public var isMainAction: Bool { self == .enter || self == .character(" ") }
}
