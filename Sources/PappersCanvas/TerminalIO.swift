/// What the run loops need from a terminal: events in, grids out. The real one is `PappersTerminal.Terminal`
/// (curses); tests drive the loops in-process with a scripted one, as Ratatui's `TestBackend` does.
///
/// One terminal at a time, from the run loop's thread only.
public protocol TerminalIO: AnyObject {
    /// The size of the screen now.
    var size: Size { get }
    /// Whether screens may use colour (else their monochrome theme).
    var hasColour: Bool { get }
    /// The colour depth the terminal draws at.
    var colourDepth: ColourDepth { get }
    /// Draws at the depth `choice` asks for from now on (the Colour setting), as far as the terminal can.
    func useColour(_ choice: ColourChoice)
    /// Waits for a key, a resize, a signal or `timeoutMillis` (nil: no timeout), whichever comes first.
    func nextEvent(timeoutMillis: Int?) -> TerminalEvent
    /// Waits as `nextEvent(timeoutMillis:)` does, and also for `descriptor` to become readable (the host's queue
    /// of network events): then nil, the descriptor left unread.
    func nextEvent(timeoutMillis: Int?, orReadable descriptor: Int32) -> TerminalEvent?
    /// Shows `grid`.
    func draw(_ grid: Grid)
    /// Makes the next `draw` send every cell (after the process was continued).
    func redrawAll()
    /// Stops the process for Ctrl-Z, giving the terminal back meanwhile; returns once it is continued.
    func suspend()
    /// Rings the bell.
    func bell()
    /// Flashes the screen.
    func flash()
    /// Rings the bell `delayMillis` from now, while the loop waits for events; nothing blocks.
    func scheduleBell(afterMillis delayMillis: Int)
}

extension TerminalIO {
    /// Eight colours when there is colour at all: what a terminal that knows no more says.
    public var colourDepth: ColourDepth { hasColour ? .eight : .none }
    /// A terminal that cannot change its colours keeps them.
    public func useColour(_ choice: ColourChoice) {}
}
