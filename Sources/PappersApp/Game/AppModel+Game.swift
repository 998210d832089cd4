import PappersCanvas
import PappersEngine

/// A game on screen: its keys, leaving it, and a saved one coming back.
extension GameSession {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        if app.isReplay { return [] }
        var commands: [AppCommand] = []
        if let seating {
            seatWatcher(key, seating, &app, at: now, &commands)
            return commands
        }
        switch handle(key, at: now, getReady: app.preferences.getReady, role: app.role, describerAway: app.isDescriberAway,
                      watchersWaiting: !app.watchersWaiting.isEmpty, &commands) {
        case .stay: break
        case .chooseWatcher: seating = WatcherSeating()
        case .nextColours: commands += app.nextSeatColours()
        case .leaveRoom: commands.append(.closeSeat(app.seat))
        case .continueHere: app.continuedAtTable = state.stage.turnPlan
        case .home: app.leaveGame(self)
        case .quit: commands += app.quit()
        case .rematch:
            app.leaveGame(self)
            commands += app.startNewGame(at: now)
        }
        return commands
    }
}

extension AppModel {
    /// The game the players left in progress by quitting (Save and quit, or a signal): what the program says
    /// after it ends, so the players know how to come back. Nil for a replay, a game that is over, or none.
    public var gameLeftInProgress: SavedGame? {
        guard isQuitting, !isReplay, let session, !session.state.stage.isOver, let id = session.recordID else { return nil }
        return SavedGame(session.state, id: id)
    }

    /// Back to the home screen from `session`, over or saved.
    mutating func leaveGame(_ session: GameSession) {
        if let id = session.recordID {
            // The older games in progress stay offered; this one joins them when it is not over.
            savedGames.removeAll { $0.id == id }
            if !session.state.stage.isOver { savedGames.insert(SavedGame(session.state, id: id), at: 0) }
        }
        screen = .home(HomeScreen())
    }

    /// Shows a game brought back from the store. A turn that was running when the program stopped is paused
    /// at the last instant known (`game.lastKnown`), so its time left is what it was; `now` (not earlier than
    /// `lastKnown`) is the present.
    mutating func resume(_ game: LoadedGame, at now: Int) -> [AppCommand] {
        var commands: [AppCommand] = []
        var session = GameSession(state: game.state, packs: game.packs, recordID: game.recordID)
        let stopped = max(game.lastKnown, game.state.clock)
        session.tick(at: stopped, &commands)
        session.stopClock(at: stopped, &commands)
        session.show(game.recordLeftOut ? .welcomeBackWithoutRecord : .welcomeBack, at: now)
        // Whoever held the laptop when it stopped may press on at once: the hand-off waits, as every hand-off.
        if case .handOff = session.state.stage { session.guardMainKey(at: now) }
        isReplay = false
        screen = .game(session)
        lookUpHints()
        roster = game.state.setup.teams
        mode = game.state.setup.mode
        commands += remember(roster)
        savedGames.removeAll { $0.id == game.recordID }
        help = nil
        return commands
    }
}
