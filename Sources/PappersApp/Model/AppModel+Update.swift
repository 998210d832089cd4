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
        case .resize(let size):
            self.size = size
            if !isReplay { session?.resized(playable: size.isPlayable, at: now, &commands) }
        case .interrupted:
            session?.stopClock(at: now, &commands)
            quit(&commands)
        case .suspendRequested:
            session?.stopClock(at: now, &commands)
            commands.append(.suspend)
        case .stoppedFromOutside:
            session?.stopClock(at: now, &commands)
        case .key(let key):
            handle(key, at: now, &commands)
        case .wordsLoaded, .playedWordsRead, .storeReady, .storeFailed, .savedGameLoaded, .savedGameGone:
            updateLoaded(event, at: now, &commands)
        case .recordsRead(let content):
            recordsRead(content)
        case .playOptionsGiven(let options):
            playWith(options)
        case .newGameRequested:
            startNewGame(at: now, &commands)
        case .replayStarted, .replayed:
            updateReplay(event, &commands)
        case .gameRecorded(let id):
            session?.recordID = id
        case .saveFailed, .saved, .unsavedAtQuit, .recordWrittenElsewhere, .recordNotWrittenElsewhere, .savedBeforeLeaving:
            updateSaving(event, at: now, &commands)
        case .recordFoundElsewhere(let found):
            help = nil
            recordFound = found
        // MARK: look-feel
        case .colourDepthFound(let depth):
            colourDepth = depth
        }
        return commands
    }

    /// What the run loop loaded or failed to load.
    private mutating func updateLoaded(_ event: AppEvent, at now: Int, _ commands: inout [AppCommand]) {
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
            resume(game, at: now, &commands)
        case .savedGameGone(let id):
            savedGames.removeAll { $0.id == id }
            screen = .home(HomeScreen())
        default:
            break
        }
    }

    private mutating func handle(_ key: Key, at now: Int, _ commands: inout [AppCommand]) {
        // A terminal too small never turns a letter into a command (Ctrl-C still quits): what is typed into a
        // name or a word goes into it, unseen until the terminal is large enough again; every other key waits.
        if !size.isPlayable && !(isTyping && key.edits) { return }
        if let unsavedQuit {
            handleUnsavedQuit(key, unsavedQuit, &commands)
            return
        }
        if let recordFound {
            handleRecordFound(key, recordFound, &commands)
            return
        }
        if help != nil {
            handleHelp(key)
            return
        }
        if opensHelp(key) {
            session?.stopClock(at: now, &commands)
            help = HelpOverlay()
            return
        }
        switch screen {
        case .home(let home): handleHome(key, home, at: now, &commands)
        case .settings(let settings): handleSettings(key, settings, &commands)
        case .teams(let teams): handleTeams(key, teams, at: now, &commands)
        case .playerWords(let words): handlePlayerWords(key, words, at: now, &commands)
        case .shortage(let shortage): handleShortage(key, shortage, at: now, &commands)
        case .problem(let problem): handleProblem(key, problem, &commands)
        case .savedGames(let list): handleSavedGames(key, list, &commands)
        case .records(let records): handleRecords(key, records)
        case .game(let session): handleGame(key, session, at: now, &commands)
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
        if key == .function(1) { return true }
        guard key == .character("?") else { return false }
        switch screen {
        case .teams(let teams): return teams.editing == nil
        case .playerWords(let words): return words.handingOver
        default: return true
        }
    }

    mutating func quit(_ commands: inout [AppCommand]) {
        isQuitting = true
        commands.append(.quit)
    }

    /// Saves the settings that changed between `old` and the current preferences.
    mutating func saveChangedSettings(from old: Preferences, _ commands: inout [AppCommand]) {
        let before = old.stored
        for (key, value) in preferences.stored.sorted(by: { $0.key < $1.key }) where before[key] != value {
            commands.append(.saveSetting(key: key, value: value))
        }
    }

    /// Keeps a list's cursor within its `count` rows, then steps it for an arrow or vi key; true when the key
    /// was a move.
    static func move(_ cursor: inout Int, by key: Key, count: Int) -> Bool {
        cursor = max(0, min(cursor, count - 1))
        guard let moved = moved(cursor, by: key, count: count) else { return false }
        cursor = moved
        return true
    }

    /// Steps a list cursor up or down with the arrow and vi keys; nil when the key is not a move.
    static func moved(_ cursor: Int, by key: Key, count: Int) -> Int? {
        guard count > 0 else { return nil }
        switch key {
        case .up, .character("k"), .backTab: return (cursor + count - 1) % count
        case .down, .character("j"), .tab: return (cursor + 1) % count
        case .home: return 0
        case .end: return count - 1
        default: return nil
        }
    }
}
