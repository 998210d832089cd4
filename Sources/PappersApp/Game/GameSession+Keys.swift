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
    }

    /// Handles a key at `now`, time having passed up to it (`AppModel.update` ticks once before every event).
    /// With `getReady`, the hand-off's Space or Enter starts the "Get ready: 3-2-1" count instead of the clock.
    mutating func handle(_ key: Key, at now: Int, getReady: Bool = false, _ commands: inout [AppCommand]) -> Exit {
        if menu != nil { return handleMenu(key, at: now, &commands) }
        if getReadyUntil != nil {
            // The count runs: q or Esc stops it (back to the hand-off); nothing else counts.
            if key == .escape || key == .character("q") { getReadyUntil = nil }
            return .stay
        }
        if key == .escape || key == .character("q") {
            if state.stage.isOver { return .home }
            openMenu(at: now, &commands)
            return .stay
        }
        // Off a turn, Space and Enter wait while the screen's guard runs.
        let waits = key.isMainAction && mainKeyWait(at: now) > 0
        switch state.stage {
        case .turn(let turn):
            handleTurn(key, turn, at: now, &commands)
        case _ where waits:
            break
        case .handOff:
            guard key.isMainAction else { break }
            if getReady { getReadyUntil = now + GetReady.millis } else { perform(.startTurn, at: now, &commands) }
        case .review(let review):
            handleReview(key, review, at: now, &commands)
        case .roundOver:
            if key.isMainAction { perform(.beginRound, at: now, &commands) }
        case .finished, .abandoned:
            if key.isMainAction { return .home }
            if key == .character("r") { return .rematch }
        case .notStarted:
            perform(.startGame, at: now, &commands)
        }
        return .stay
    }

    private mutating func handleTurn(_ key: Key, _ turn: TurnState, at now: Int, _ commands: inout [AppCommand]) {
        if !turn.countdown.isRunning {
            if key.isMainAction || key == .character("p") {
                pausedForSize = false
                perform(.resume, at: now, &commands)
            }
            return
        }
        switch key {
        case .character(" "), .enter: perform(.guessed, at: now, &commands)
        case .character("s"): perform(.pass, at: now, &commands)
        case .character("u"): perform(.undo, at: now, &commands)
        case .character("p"): perform(.pause, at: now, &commands)
        case .character("v"): perform(.peek, at: now, &commands)
        default: break
        }
    }

    private mutating func handleReview(_ key: Key, _ review: Review, at now: Int, _ commands: inout [AppCommand]) {
        let count = review.guessed.count
        switch key {
        case .up, .character("k"), .left, .character("h"):
            if count > 0 { reviewCursor = (reviewCursor + count - 1) % count }
        case .down, .character("j"), .right, .character("l"), .tab:
            if count > 0 { reviewCursor = (reviewCursor + 1) % count }
        case .character("x"), .delete, .backspace:
            guard count > 0 else { return }
            let word = review.guessed[min(reviewCursor, count - 1)]
            perform(review.struck.contains(word) ? .restore(word) : .strike(word), at: now, &commands)
        case .enter, .character(" "):
            perform(.confirmReview, at: now, &commands)
        default: break
        }
    }

    /// Opens the menu; a running clock stops while it is open.
    mutating func openMenu(at now: Int, _ commands: inout [AppCommand]) {
        let running = state.isClockRunning
        if running { perform(.pause, at: now, &commands) }
        menu = GameMenu(stage: state.stage, stoppedTheClock: running)
    }

    private mutating func handleMenu(_ key: Key, at now: Int, _ commands: inout [AppCommand]) -> Exit {
        guard var menu else { return .stay }
        if menu.confirmingAbandon {
            switch key {
            case .character("y"), .character("s"), .enter:
                // The standings so far stay on screen until the players leave them.
                self.menu = nil
                perform(.abandon, at: now, &commands)
                return .stay
            default:
                menu.confirmingAbandon = false
                self.menu = menu
                return .stay
            }
        }
        switch key {
        case .up, .character("k"):
            menu.cursor = (menu.cursor + menu.items.count - 1) % menu.items.count
        case .down, .character("j"), .tab:
            menu.cursor = (menu.cursor + 1) % menu.items.count
        case .escape, .character("q"):
            return choose(.resume, in: menu, at: now, &commands)
        case .enter, .character(" "):
            return choose(menu.selected, in: menu, at: now, &commands)
        default:
            break
        }
        self.menu = menu
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
