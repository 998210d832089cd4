import PappersCanvas
import PappersEngine
import Testing
@testable import PappersApp

/// The model under test in the manner of TCA's `TestStore`: each event sent says how the whole model changes
/// (`send(event) { $0.screen = … }`) and which commands it asks for; a change of the model or a command the
/// test did not state fails the test, so a test states everything a key does, not the fields it happens to
/// look at. `receive` gives the model what a command brought back (`receive(.saved)`), as the run loop does.
struct TestStore {
    private(set) var model: AppModel
    /// Game time, moved by each step's `after`.
    private(set) var now = 0
    /// The commands of the last step, which `receive` answers.
    private var lastCommands: [AppCommand] = []

    init(_ model: AppModel, at now: Int = 0) {
        self.model = model
        self.now = now
    }

    /// `event`, `millis` after the last step: the model must become what `change` makes of it, and ask for
    /// exactly `commands`, in order.
    mutating func send(
        _ event: AppEvent, after millis: Int = 0, commands: [AppCommand] = [],
        sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout AppModel) throws -> Void = { _ in }
    ) throws {
        now += millis
        var expected = model
        try change(&expected)
        let returned = model.update(event, at: now)
        lastCommands = returned
        if returned != commands {
            Issue.record("\(event): asked for \(returned), the test expected \(commands)", sourceLocation: sourceLocation)
        }
        if model != expected {
            Issue.record("\(event) changed the model otherwise than the test said:\n\(Self.difference(expected, model))",
                         sourceLocation: sourceLocation)
        }
    }

    /// A key, as `send(.key(key))`.
    mutating func press(
        _ key: Key, after millis: Int = 0, commands: [AppCommand] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppModel) throws -> Void = { _ in }
    ) throws {
        try send(.key(key), after: millis, commands: commands, sourceLocation: sourceLocation, change)
    }

    /// What a command of the last step brought back, at the same instant; the last step must have asked for
    /// one.
    mutating func receive(
        _ event: AppEvent, commands: [AppCommand] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppModel) throws -> Void = { _ in }
    ) throws {
        if lastCommands.isEmpty {
            Issue.record("received \(event), but the last step asked for no command", sourceLocation: sourceLocation)
        }
        try send(event, commands: commands, sourceLocation: sourceLocation, change)
    }

    /// The lines of the two models' dumps that differ: the expected model's ("−") and the model's ("+").
    static func difference(_ expected: AppModel, _ actual: AppModel) -> String {
        func lines(_ model: AppModel) -> [Substring] {
            var text = ""
            dump(model, to: &text)
            return text.split(separator: "\n").filter { !$0.contains("screensShown") && !$0.contains("- count:") }
        }
        let changes = lines(actual).difference(from: lines(expected)).map { change in
            switch change {
            case .remove(_, let line, _): "− \(line)"
            case .insert(_, let line, _): "+ \(line)"
            }
        }
        return changes.prefix(24).joined(separator: "\n")
    }
}

extension AppModel {
    /// The game on screen, changed by `change`: for a test's expected model.
    mutating func game(_ change: (inout GameSession) throws -> Void) rethrows {
        guard case .game(var session) = screen else {
            Issue.record("no game on screen")
            return
        }
        try change(&session)
        screen = .game(session)
    }
}

extension GameSession {
    /// The engine's own change for `action` at `now`, for a test's expected game (what the screens add, such as
    /// the key guard or a notice, the test states itself).
    mutating func apply(_ action: Action, at now: Int) throws {
        try state.apply(TimedAction(action, at: now))
    }
}

extension TestStore {
    /// From home straight into the first hand-off with the default roster, its key guard waited out.
    static func inGame(preferences: Preferences = Preferences(), words: WordSupply = TestWords.supply()) -> TestStore {
        var model = home(preferences: preferences, words: words).model
        _ = model.update(.key(.character("n")), at: 0)
        _ = model.update(.key(.character("s")), at: 0)
        return TestStore(model, at: GameSession.mainKeyGuardMillis)
    }

    /// The stage of the game on screen; nil without a game.
    var stage: Stage? { if case .game(let session) = model.screen { session.state.stage } else { nil } }

    /// Space at the hand-off: the clock starts (the key guard has gone).
    mutating func startTurn(after millis: Int = 0) throws {
        let at = now + millis
        try press(.enter, after: millis, commands: [.journal(TimedAction(.startTurn, at: at))]) {
            try $0.game {
                try $0.apply(.startTurn, at: at)
                $0.mainKeyGuardedUntil = Int.min / 2
            }
        }
    }
}

extension AppModel {
    /// The screen in front, a `S`, changed by `change`: for a test's expected model
    /// (`$0.on(SettingsScreen.self) { $0.cursor = 3 }`).
    mutating func on<S: AppScreen>(_: S.Type, _ change: (inout S) throws -> Void) rethrows {
        guard var part = S.extract(from: screen) else {
            Issue.record("no \(S.self) in front")
            return
        }
        try change(&part)
        screen = part.screen
    }
}

extension TestStore {
    /// Home on an 80×24 laptop in English, default names "Team" and "Player", the packs `words` loaded and the
    /// games in progress `savedGames` in the store.
    static func home(
        preferences: Preferences = Preferences(), savedGames: [SavedGame] = [], words: WordSupply = TestWords.supply()
    ) -> TestStore {
        var model = AppModel(
            preferences: preferences, roster: nil, savedGames: savedGames, size: Size(width: 80, height: 24),
            environmentLanguage: .en, names: DefaultNames(team: "Team", player: "Player"), entropy: 7)
        _ = model.update(.wordsLoaded(words), at: 0)
        return TestStore(model)
    }

    /// `s` at home: the settings, cursor on the first row.
    mutating func openSettings() throws {
        try press(.c("s")) { $0.screen = .settings(SettingsScreen()) }
    }

    /// ↓ on the settings screen until the cursor is on `item`, each step stated.
    mutating func moveSettings(to item: SettingsScreen.Item) throws {
        let row = try #require(SettingsScreen.Item.allCases.firstIndex(of: item))
        guard case .settings(let settings) = model.screen, settings.cursor <= row else {
            Issue.record("not on the settings above \(item)")
            return
        }
        for next in settings.cursor + 1 ..< row + 1 {
            try press(.down) { $0.on(SettingsScreen.self) { $0.cursor = next } }
        }
    }

    /// A key that changes the preferences as `change` says (and the screen in front as `screen` says): the
    /// step asks to save each stored setting that changed, in the order of their names, and nothing else.
    mutating func changeSettings(
        _ key: Key, sourceLocation: SourceLocation = #_sourceLocation,
        screen: (inout AppModel) throws -> Void = { _ in }, _ change: (inout Preferences) throws -> Void
    ) throws {
        var preferences = model.preferences
        try change(&preferences)
        let before = model.preferences.stored
        let saves = preferences.stored.sorted { $0.key < $1.key }.filter { before[$0.key] != $0.value }
            .map { AppCommand.saveSetting(key: $0.key, value: $0.value) }
        try press(key, commands: saves, sourceLocation: sourceLocation) {
            $0.preferences = preferences
            try screen(&$0)
        }
    }
}

extension TestStore {
    /// A key in the settings' list of rounds that leaves its cursor on `cursor`, a round picked up or not
    /// (`moving`), and the preferences' rounds `rounds` (nil: the preset's), saved when they changed.
    mutating func roundsList(
        _ key: Key, cursor: Int?, rounds: [RoundKind]?, moving: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try changeSettings(key, sourceLocation: sourceLocation, screen: {
            $0.on(SettingsScreen.self) {
                $0.roundsCursor = cursor
                $0.movingRound = moving
            }
        }) { $0.rounds = rounds }
    }
}

extension TestStore {
    /// A key the game answers with the engine's `action` at the step's instant: the engine's change, journaled,
    /// with `sounds`; `change` states what the screens add (the key guard, a notice, the flash…).
    mutating func play(
        _ key: Key, _ action: Action, after millis: Int = 0, sounds: [SoundCue] = [],
        sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout GameSession) throws -> Void = { _ in }
    ) throws {
        let at = now + millis
        let commands = [AppCommand.journal(TimedAction(action, at: at))] + sounds.map(AppCommand.sound)
        try press(key, after: millis, commands: commands, sourceLocation: sourceLocation) {
            try $0.game {
                try $0.apply(action, at: at)
                try change(&$0)
            }
        }
    }
}

extension TestStore {
    /// `event`, `millis` after the last step, its change and commands left unstated (TCA's exhaustivity off):
    /// only for a property test that checks what must hold after any of many random steps (`KeyFloodTests`),
    /// never for a test of what one step does. Returns the commands.
    @discardableResult
    mutating func sendUnstated(_ event: AppEvent, after millis: Int = 0) -> [AppCommand] {
        now += millis
        lastCommands = model.update(event, at: now)
        return lastCommands
    }
}

extension TestStore {
    /// A key that begins the game of `setup` (its bowl from `packs`) at the step's instant: the roster is
    /// remembered when new, the game recorded and started, and its first hand-off shown, waiting
    /// (`MainKeyGuard`).
    mutating func beginsGame(
        _ key: Key, _ setup: GameSetup, packs: [String], after millis: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let at = now + millis
        let newRoster = model.recentRosters.first != setup.teams
        var commands: [AppCommand] = newRoster ? [.saveRoster(setup.teams)] : []
        commands += [.recordNewGame(setup, packs: packs), .journal(TimedAction(.startGame, at: at))]
        try press(key, after: millis, commands: commands, sourceLocation: sourceLocation) {
            var session = GameSession(state: GameState(setup: setup), packs: packs)
            try session.apply(.startGame, at: at)
            session.mainKeyGuardedUntil = at + MainKeyGuard.millis
            $0.screen = .game(session)
            if newRoster { $0.recentRosters.insert(setup.teams, at: 0) }
        }
    }
}
