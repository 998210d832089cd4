import PappersApp

/// The words of each action of the game's key maps (`GameKeys`), in its footers: a switch over every action, so
/// a new action does not compile without its words.
enum GameKeyLabels {
    static func label(_ action: GameKeys.Turn) -> StringKey {
        switch action {
        case .guessed: .actionGuessed
        case .peek: .actionPeek
        case .pass: .actionPass
        case .undo: .actionUndo
        case .pause: .actionPause
        case .menu: .actionMenu
        }
    }

    /// What a turn's key does, on the help page of a turn's keys (`TurnKeysHelp`).
    static func help(_ action: GameKeys.Turn) -> StringKey {
        switch action {
        case .guessed: .helpTurnGuessed
        case .peek: .helpTurnPeek
        case .pass: .helpTurnPass
        case .undo: .helpTurnUndo
        case .pause: .helpTurnPause
        case .menu: .helpTurnMenu
        }
    }

    static func label(_ action: GameKeys.Paused) -> StringKey {
        switch action {
        case .resume: .actionResume
        case .continueHere: .actionContinueHere
        case .menu: .actionMenu
        }
    }

    static func label(_ action: GameKeys.HandOff) -> StringKey {
        switch action {
        case .start: .actionStart
        case .continueHere: .actionContinueHere
        case .seatWatcher: .actionSeatWatcher
        case .menu: .actionMenu
        }
    }

    static func label(_ action: GameKeys.GetReady) -> StringKey {
        switch action {
        case .stop: .actionStop
        }
    }

    static func label(_ action: GameKeys.Review) -> StringKey {
        switch action {
        case .confirm: .actionConfirm
        case .previous, .next: .actionMove
        case .strike: .actionStrike
        case .menu: .actionMenu
        }
    }

    static func label(_ action: GameKeys.RoundOver) -> StringKey {
        switch action {
        case .nextRound: .standingsContinue
        case .seatWatcher: .actionSeatWatcher
        case .menu: .actionMenu
        }
    }

    static func label(_ action: GameKeys.Over) -> StringKey {
        switch action {
        case .home, .leave: .actionHome
        case .rematch: .actionRematch
        case .menu: .actionMenu
        }
    }

    /// The menu's Esc says the menu's own first item, in small letters.
    static func label(_ action: GameKeys.Menu, _ context: ScreenContext) -> String {
        switch action {
        case .choose: context.text(.actionChoose)
        case .previous, .next: context.text(.actionMove)
        case .resume: context.text(.menuResume).lowercased()
        }
    }

    static func label(_ action: GameKeys.Seating) -> StringKey {
        switch action {
        case .seat: .actionSeat
        case .previous, .next: .actionMove
        case .previousTeam, .nextTeam: .actionTeam
        case .back: .actionBack
        }
    }

    static func label(_ action: GameKeys.Abandon) -> StringKey {
        switch action {
        case .yes: .actionYes
        case .no: .actionNo
        }
    }
}
