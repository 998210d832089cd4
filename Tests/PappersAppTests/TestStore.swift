import PappersCanvas
import PappersEngine
import PappersPacks
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
    static func inGame(
        preferences: Preferences = Preferences(), words: WordSupply = TestWords.supply(), laptopRole: SeatRole = .everyRole
    ) -> TestStore {
        var model = home(preferences: preferences, words: words, laptopRole: laptopRole).model
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
    /// games in progress `savedGames` in the store; the laptop is `laptopRole` (passed around: every role).
    static func home(
        preferences: Preferences = Preferences(), savedGames: [SavedGame] = [], words: WordSupply = TestWords.supply(),
        laptopRole: SeatRole = .everyRole
    ) -> TestStore {
        var model = AppModel(
            preferences: preferences, roster: nil, savedGames: savedGames, size: Size(width: 80, height: 24),
            environmentLanguage: .en, names: DefaultNames(team: "Team", player: "Player"), entropy: 7,
            laptopRole: laptopRole)
        _ = model.update(.wordsLoaded(words), at: 0)
        return TestStore(model)
    }
}

extension TestStore {
    /// Waits out the guard on Space and Enter after a change of screen, as a step's `after` would.
    mutating func settle() { now += GameSession.mainKeyGuardMillis }

    /// `text` typed one character a step; `change` states each step's change, given the text typed so far.
    mutating func type(
        _ text: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppModel, String) throws -> Void
    ) throws {
        var typed = ""
        for character in text {
            typed.append(character)
            try press(.character(character), sourceLocation: sourceLocation) { try change(&$0, typed) }
        }
    }

    /// `text` typed at the end of the name open on the teams screen (after `before`, or over a placeholder or
    /// a selected name when `before` is empty): each character makes the field read what is typed so far, its
    /// cursor at the end, and clears the screen's problem.
    mutating func typeName(_ text: String, after before: String = "", sourceLocation: SourceLocation = #_sourceLocation)
        throws {
        try type(text, sourceLocation: sourceLocation) { model, typed in
            model.on(TeamsScreen.self) {
                $0.editing = TextField(before + typed, maximumColumns: Names.maximumColumns)
                $0.problem = nil
            }
        }
    }

    /// `text` typed at the end of a player's word on the players' words screen (after `before`): each character
    /// makes the field read what is typed so far and clears the screen's problem and paste notice.
    mutating func typeWord(_ text: String, after before: String = "", sourceLocation: SourceLocation = #_sourceLocation)
        throws {
        try type(text, sourceLocation: sourceLocation) { model, typed in
            model.on(PlayerWordsScreen.self) {
                $0.field = TextField(before + typed, maximumColumns: $0.field.maximumColumns)
                $0.problem = nil
                $0.pastedLeftOut = false
            }
        }
    }

    /// The bowl the next game draws from the packs for the model's preferences, and its seed: the seed fixed by
    /// `play --seed`, else the model's next random one (`generator`, the model's generator after drawing it).
    func nextBowl() throws -> (bowl: DrawnBowl, seed: UInt64, generator: SeededGenerator) {
        var generator = model.generator
        let seed = model.fixedSeed ?? generator.next()
        let words = try #require(model.words, "no packs loaded")
        return (words.drawBowl(for: model.preferences, region: model.wordRegion, seed: seed), seed, generator)
    }

    /// `event` begins a game of `words` (their `levels`) drawn from `packs` with `seed`, for the roster: the
    /// roster remembered unless it is the most recent already, the game recorded, its start journaled, and its
    /// first hand-off on screen with Space and Enter guarded; `change` states the rest (the seed drawn).
    mutating func begin(
        _ event: AppEvent, words: [String], levels: [Int], packs: [String], seed: UInt64,
        sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout AppModel) throws -> Void = { _ in }
    ) throws {
        var changed = model
        try change(&changed)
        let at = now
        let rules = changed.preferences.rules
        let setup = try GameSetup(
            teams: changed.roster, rules: rules, words: words, seed: seed,
            levels: rules.points == .byLevel ? levels : nil, mode: changed.mode
        ).validated().get()
        let remembered = changed.recentRosters.first == setup.teams ? [] : [AppCommand.saveRoster(setup.teams)]
        let commands = remembered + [.recordNewGame(setup, packs: packs), .journal(TimedAction(.startGame, at: at))]
        try send(event, commands: commands, sourceLocation: sourceLocation) {
            try change(&$0)
            if !remembered.isEmpty {
                $0.recentRosters.removeAll { $0 == setup.teams }
                $0.recentRosters.insert(setup.teams, at: 0)
            }
            var session = GameSession(state: GameState(setup: setup), packs: packs)
            try session.apply(.startGame, at: at)
            session.mainKeyGuardedUntil = at + MainKeyGuard.millis
            $0.screen = .game(session)
            $0.isReplay = false
        }
    }

    /// `event` starts a game of the roster (Start on the teams, `pappers play`): the bowl drawn with the
    /// model's next seed (`nextBowl`), then as `begin`; `change` states the rest.
    mutating func startGame(
        _ event: AppEvent, sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppModel) throws -> Void = { _ in }
    ) throws {
        let (bowl, seed, generator) = try nextBowl()
        try begin(event, words: bowl.words, levels: bowl.levels, packs: bowl.packs, seed: seed,
                  sourceLocation: sourceLocation) {
            $0.generator = generator
            $0.fixedSeed = nil
            try change(&$0)
        }
    }
}

extension AppModel {
    /// The game on `seat`'s screen, changed by `change`: for what a seat alone sees (its menu, its review
    /// cursor). `game` changes the game of the seat served, which every seat shares.
    mutating func game(of seat: Seat, _ change: (inout GameSession) throws -> Void) rethrows {
        guard case .game(var session)? = seats[seat]?.screen else {
            Issue.record("no game on \(seat)'s screen")
            return
        }
        try change(&session)
        seats[seat]?.screen = .game(session)
    }
}

extension TestStore {
    /// The actions the last step asked to journal, in order.
    var lastJournal: [TimedAction] {
        lastCommands.compactMap { if case .journal(let action) = $0 { action } else { nil } }
    }
}

extension TestStore {
    /// `key` draws the bowl from the teams screen (`nextBowl`) without starting the game: the roster remembered
    /// unless it is the most recent already, and `shown` of the bowl and its seed on screen (the players' words,
    /// or too few words).
    mutating func drawFromTeams(
        _ key: Key, sourceLocation: SourceLocation = #_sourceLocation, shows shown: (DrawnBowl, UInt64) -> Screen
    ) throws {
        let (bowl, seed, generator) = try nextBowl()
        let teams = model.roster
        let remembered = model.recentRosters.first == teams ? [] : [AppCommand.saveRoster(teams)]
        try press(key, commands: remembered, sourceLocation: sourceLocation) {
            $0.generator = generator
            $0.fixedSeed = nil
            if !remembered.isEmpty {
                $0.recentRosters.removeAll { $0 == teams }
                $0.recentRosters.insert(teams, at: 0)
            }
            $0.screen = shown(bowl, seed)
        }
    }

    /// From home to the players' words (`count` each, a bowl of 10, the default roster of four), the first
    /// typist's hand-over on screen.
    static func typingWords(_ count: Int) throws -> TestStore {
        var preferences = Preferences()
        preferences.playerWords = count
        preferences.words = 10
        var store = TestStore.home(preferences: preferences)
        try store.press(.c("n")) { $0.screen = .teams(TeamsScreen()) }
        let typists = [(0, 0), (0, 1), (1, 0), (1, 1)].map { (team: $0.0, player: $0.1) }
        try store.drawFromTeams(.c("s")) {
            .playerWords(PlayerWordsScreen(bowl: $0, seed: $1, typists: typists, perPlayer: count))
        }
        return store
    }

    /// Enter on a word typed on the players' words screen: the word kept (or refused with its problem), and the
    /// field emptied for the next.
    mutating func submitWord(sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard case .playerWords(let words) = model.screen else {
            Issue.record("no players' words on screen", sourceLocation: sourceLocation)
            return
        }
        try press(.enter, sourceLocation: sourceLocation) {
            try $0.on(PlayerWordsScreen.self) {
                do throws(PlayerWordProblem) {
                    let kept = try $0.checker.add(words.field.text)
                    $0.typed[$0.current].append(kept)
                    $0.typedLevels.append($0.level)
                    $0.level = 2
                    $0.problem = nil
                } catch {
                    $0.problem = error
                }
                $0.field = TextField(maximumColumns: words.field.maximumColumns)
                $0.pastedLeftOut = false
            }
        }
    }
}

extension TestStore {
    /// `key` (Enter or Space) in a running turn, `millis` after the last step: the word on the card guessed,
    /// journaled, with its sound.
    mutating func guess(_ key: Key = .enter, after millis: Int = 0, sourceLocation: SourceLocation = #_sourceLocation)
        throws {
        let at = now + millis
        try press(key, after: millis, commands: [.journal(TimedAction(.guessed, at: at)), .sound(.guessed)],
                  sourceLocation: sourceLocation) {
            try $0.game { try $0.apply(.guessed, at: at) }
        }
    }

    /// A tick `millis` after the last step, past the running turn's end: time up, journaled, with its sound and
    /// flash, and the review's Space and Enter guarded; `change` states the rest.
    mutating func timeUp(
        after millis: Int, sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppModel) throws -> Void = { _ in }
    ) throws {
        let at = now + millis
        try send(.tick, after: millis, commands: [.journal(TimedAction(.tick, at: at)), .sound(.timeUp)],
                 sourceLocation: sourceLocation) {
            try $0.game {
                try $0.apply(.tick, at: at)
                $0.mainKeyGuardedUntil = at + MainKeyGuard.millis
                $0.flashUntil = at + Flourish.flashMillis
            }
            try change(&$0)
        }
    }

    /// y to the question before abandoning: the menu closed, the game abandoned with its standings on screen
    /// (unguarded), journaled, and its record ended.
    mutating func abandon(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let at = now
        var abandoned = try #require(model.session, sourceLocation: sourceLocation).state
        try abandoned.apply(TimedAction(.abandon, at: at))
        try press(.c("y"), commands: [.journal(TimedAction(.abandon, at: at)), .recordEnd(abandoned)],
                  sourceLocation: sourceLocation) {
            try $0.game {
                try $0.apply(.abandon, at: at)
                $0.menu = nil
                $0.mainKeyGuardedUntil = Int.min / 2
            }
        }
    }
}

extension TestStore {
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
    /// Enter at the laptop once its guard has gone, in a game not over: the engine's step for the stage (start
    /// the turn, a word guessed, the review confirmed, the next round begun), journaled, a guess with its sound
    /// and the game's end with its record ended; the stage it reaches guards Space and Enter, but a turn.
    mutating func enterAfterGuard(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let stage = try #require(self.stage, "no game on screen", sourceLocation: sourceLocation)
        let at = now + MainKeyGuard.millis
        let action: Action = switch stage {
        case .handOff: .startTurn
        case .turn: .guessed
        case .review: .confirmReview
        default: .beginRound
        }
        var next = try #require(model.session, sourceLocation: sourceLocation).state
        let events = try next.apply(TimedAction(action, at: at))
        let commands = [AppCommand.journal(TimedAction(action, at: at))]
            + (events.contains(.guessed) ? [.sound(.guessed)] : []) + (next.stage.isOver ? [.recordEnd(next)] : [])
        try press(.enter, after: MainKeyGuard.millis, commands: commands, sourceLocation: sourceLocation) {
            try $0.game {
                try $0.apply(action, at: at)
                if !$0.state.stage.isSameStage(as: stage) {
                    if case .turn = $0.state.stage { $0.mainKeyGuardedUntil = Int.min / 2 } else {
                        $0.mainKeyGuardedUntil = at + MainKeyGuard.millis
                    }
                }
                if events.contains(.turnEnded) { $0.reviewCursor = 0 }
                if events.contains(.gameFinished) { $0.celebrationStart = at }
            }
        }
    }

    /// `seat` joins the game on screen as `role`: it sees the game, without the laptop's menu or review cursor;
    /// `change` states the rest.
    mutating func seat(
        _ seat: Seat, as role: SeatRole, sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppModel) throws -> Void = { _ in }
    ) throws {
        let size = Size(width: 80, height: 24)
        try send(.seatJoined(seat, SeatState(role: role, size: size)), sourceLocation: sourceLocation) {
            let game = try #require($0.session)
            $0.seats[seat] = SeatState(role: role, screen: .game(game.withSeatParts(of: nil)), size: size)
            try change(&$0)
        }
    }
}
