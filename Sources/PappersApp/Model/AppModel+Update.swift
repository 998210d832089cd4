import PappersCanvas
import PappersEngine

extension AppModel {
    /// Folds one event into the model at game time `now`; returns what the run loop must do. The one way into
    /// the model: the run loop's results come back here as events too.
    public mutating func update(_ event: AppEvent, at now: Int) -> [AppCommand] {
        var commands: [AppCommand] = []
        // Time passes once, before the event: a key pressed after the deadline finds the turn over.
        if event.letsTimePass, !isReplay { session?.tick(at: now, &commands) }
        switch event {
        case .tick:
            break
        case .resize(let size, let seat):
            commands += serving(seat) { model in
                var commands: [AppCommand] = []
                model.size = size
                // A terminal too small pauses the turn on the laptop only: a player's seat is drawn whatever
                // its size, and the game goes on.
                if !model.isReplay, seat == .laptop {
                    model.session?.resized(playable: size.isPlayable, at: now, &commands)
                }
                return commands
            }
        case .seatJoined(let seat, let state):
            seatJoined(seat, state)
        case .seatLeft(let seat):
            commands += seatLeft(seat, at: now)
        case .seatRoleGiven(let role, let seat):
            seats[seat]?.role = role
        case .interrupted:
            session?.stopClock(at: now, &commands)
            commands += quit()
        case .suspendRequested:
            session?.stopClock(at: now, &commands)
            commands.append(.suspend)
        case .stoppedFromOutside:
            session?.stopClock(at: now, &commands)
        case .key(let key, let seat):
            commands += serving(seat) { $0.handle(key, at: now) }
        case .wordsLoaded, .playedWordsRead, .storeReady, .storeFailed, .savedGameLoaded, .savedGameGone:
            commands += updateLoaded(event, at: now)
        case .recordsRead(let content):
            recordsRead(content)
        case .playOptionsGiven(let options):
            playWith(options)
        case .newGameRequested:
            commands += startNewGame(at: now)
        case .replayStarted, .replayed:
            commands += updateReplay(event)
        case .gameRecorded(let id):
            session?.recordID = id
        case .saveFailed, .saved, .unsavedAtQuit, .recordWrittenElsewhere, .recordNotWrittenElsewhere, .savedBeforeLeaving:
            commands += updateSaving(event, at: now)
        case .recordFoundElsewhere(let found):
            help = nil
            recordFound = found
        case .colourDepthFound(let depth, let seat):
            seats[seat]?.colourDepth = depth
        }
        followDescriber()
        watchersWaiting = findWatchersWaiting()
        return commands
    }

    /// What the run loop loaded or failed to load.
    private mutating func updateLoaded(_ event: AppEvent, at now: Int) -> [AppCommand] {
        switch event {
        case .wordsLoaded(let supply):
            words = supply
        case .playedWordsRead(let played):
            words?.lastPlayed = played
        case .storeReady(let games):
            savedGames = games
            screen = .home(HomeScreen())
        case .storeFailed(let problem):
            screen = .problem(problem)
        case .savedGameLoaded(let game):
            return resume(game, at: now)
        case .savedGameGone(let id):
            savedGames.removeAll { $0.id == id }
            screen = .home(HomeScreen())
        default:
            break
        }
        return []
    }

    /// A key: to the question over the screens, the help pages, or the screen in front.
    private mutating func handle(_ key: Key, at now: Int) -> [AppCommand] {
        // A terminal too small never turns a letter into a command (Ctrl-C still quits): what is typed into a
        // name or a word goes into it, unseen until the terminal is large enough again; every other key waits.
        if !size.isPlayable && !(isTyping && key.edits) { return [] }
        if let unsavedQuit { return answerUnsavedQuit(key, unsavedQuit) }
        if let recordFound { return answerRecordFound(key, recordFound) }
        if help != nil {
            handleHelp(key)
            return []
        }
        if opensHelp(key) {
            var commands: [AppCommand] = []
            // A guesser reading the help leaves the turn running; the seats that may pause it stop it.
            if session?.mayStopTheClock(role, at: now) == true { session?.stopClock(at: now, &commands) }
            help = HelpOverlay()
            return commands
        }
        return switch screen {
        case .home: scope(HomeScreen.self, key, at: now)
        case .settings: scope(SettingsScreen.self, key, at: now)
        case .teams: scope(TeamsScreen.self, key, at: now)
        case .playerWords: scope(PlayerWordsScreen.self, key, at: now)
        case .shortage: scope(ShortageScreen.self, key, at: now)
        case .problem: scope(ProblemScreen.self, key, at: now)
        case .savedGames: scope(SavedGamesScreen.self, key, at: now)
        case .records: scope(RecordsScreen.self, key, at: now)
        case .game: scope(GameSession.self, key, at: now)
        }
    }

    /// Whether a name or a word is being typed: its field takes the keys that edit text.
    var isTyping: Bool {
        guard help == nil, unsavedQuit == nil, recordFound == nil else { return false }
        switch screen {
        case .teams(let teams): return teams.editing != nil
        case .playerWords(let words): return !words.handingOver
        default: return false
        }
    }

    /// `?` opens help everywhere except while a name or word is being typed (F1 works there too).
    private func opensHelp(_ key: Key) -> Bool {
        guard HelpKeys.open.contains(key) else { return false }
        if key != HelpKeys.open[0] { return true }
        switch screen {
        case .teams(let teams): return teams.editing == nil
        case .playerWords(let words): return words.handingOver
        default: return true
        }
    }

    /// The players leave the program.
    mutating func quit() -> [AppCommand] {
        isQuitting = true
        return [.quit]
    }

    /// Saves the settings that changed between `old` and the current preferences.
    func saveChangedSettings(from old: Preferences) -> [AppCommand] {
        let before = old.stored
        return preferences.stored.sorted(by: { $0.key < $1.key }).filter { before[$0.key] != $0.value }
            .map { .saveSetting(key: $0.key, value: $0.value) }
    }

    /// Steps a list cursor with the keys of `ListMove` (arrows, vi keys, Tab, Home, End); nil when the key is
    /// not a move.
    static func moved(_ cursor: Int, by key: Key, count: Int) -> Int? {
        ListMove.map.action(for: key)?.moved(cursor, count: count)
    }
}
