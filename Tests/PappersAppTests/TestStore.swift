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
    static func inGame(preferences: Preferences = Preferences()) -> TestStore {
        let app = App.inGame(preferences: preferences)
        return TestStore(app.model, at: app.now)
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
