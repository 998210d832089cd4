import PappersCanvas

/// A terminal for in-process tests of the run loops: events come from a script (or a player deciding from
/// what it sees), time is its own clock in milliseconds, and the grids drawn are kept. Waiting takes no real
/// time: a timeout moves the clock on by the time asked for.
final class ScriptedTerminal: TerminalIO {
    /// The next event and how long after the previous one it comes.
    struct Step {
        var event: TerminalEvent
        var after: Int
        /// Done at the step's instant, just before its event is returned.
        var before: (() -> Void)?
    }

    /// The clock: game time for the loop under test.
    private(set) var now = 0
    var size: Size
    let hasColour = false
    /// Called when the loop waits and no step is pending: the next step, or nil to end (the terminal hangs up).
    var player: (ScriptedTerminal) -> Step?
    /// Called at every draw, with the grid.
    var onDraw: ((Grid) -> Void)?
    private(set) var frames = 0
    private(set) var lastGrid: Grid?
    private(set) var bells = 0
    private(set) var flashes = 0
    /// Events returned, timeouts included.
    private(set) var events: [TerminalEvent] = []
    private var pending: (step: Step, at: Int)?

    init(size: Size = Size(width: 80, height: 24), player: @escaping (ScriptedTerminal) -> Step?) {
        self.size = size
        self.player = player
    }

    /// A terminal that plays `steps` in order, then hangs up.
    convenience init(size: Size = Size(width: 80, height: 24), script steps: [Step]) {
        var remaining = steps[...]
        self.init(size: size) { _ in remaining.popFirst() }
    }

    func nextEvent(timeoutMillis: Int?) -> TerminalEvent {
        if pending == nil {
            let step = player(self) ?? Step(event: .signal(.hangup), after: 0, before: nil)
            pending = (step, now + max(0, step.after))
        }
        guard let (step, at) = pending else { return .timeout }
        if let timeoutMillis, now + timeoutMillis < at {
            now += max(0, timeoutMillis)
            events.append(.timeout)
            return .timeout
        }
        now = max(now, at)
        pending = nil
        step.before?()
        let event = step.event
        if case .resize(let newSize) = event { size = newSize }
        events.append(event)
        return event
    }

    /// The script says when anything happens: a descriptor is never waited for.
    func nextEvent(timeoutMillis: Int?, orReadable descriptor: Int32) -> TerminalEvent? {
        nextEvent(timeoutMillis: timeoutMillis)
    }

    func draw(_ grid: Grid) {
        frames += 1
        lastGrid = grid
        onDraw?(grid)
    }

    /// The characters of the last grid drawn, a line per row.
    var text: String {
        guard let grid = lastGrid else { return "" }
        return (0..<grid.height).map { y in String((0..<grid.width).map { grid[$0, y].character }) }.joined(separator: "\n")
    }

    func redrawAll() {}
    func suspend() {}
    func bell() { bells += 1 }
    func flash() { flashes += 1 }
    func scheduleBell(afterMillis delayMillis: Int) { bells += 1 }
}

extension ScriptedTerminal.Step {
    static func key(_ key: Key, after millis: Int = 0) -> Self { Self(event: .key(key), after: millis, before: nil) }
    static func press(_ character: Character, after millis: Int = 0) -> Self { .key(.character(character), after: millis) }
}
