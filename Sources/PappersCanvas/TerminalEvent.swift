import PappersCanvas

/// What `Terminal.nextEvent(timeoutMillis:)` reports.
public enum TerminalEvent: Equatable, Sendable {
    /// A key press, decoded.
    case key(Key)
    /// The terminal changed size; the new size. The next `draw` repaints everything.
    case resize(Size)
    /// Nothing happened before the timeout.
    case timeout
    /// A signal asked the program to stop or to pause; see `TerminalSignal`.
    case signal(TerminalSignal)
    /// The process was stopped and continued behind the program's back (SIGSTOP, then SIGCONT): the terminal is
    /// back in curses mode and the next `draw` repaints everything.
    case resumed
}

/// The signals that reach the program as events instead of killing it.
public enum TerminalSignal: Equatable, Sendable, CaseIterable {
    /// SIGINT (Ctrl-C). A second Ctrl-C that arrives before the first was reported ends the process at once,
    /// with the terminal restored, so a stuck program can always be left.
    case interrupt
    /// SIGTERM: stop now, tidily.
    case terminate
    /// SIGHUP, or the terminal went away: stop now, tidily; drawing is pointless.
    case hangup
    /// SIGTSTP (Ctrl-Z): pause what runs, then call `Terminal.suspend()`.
    case suspend
}
