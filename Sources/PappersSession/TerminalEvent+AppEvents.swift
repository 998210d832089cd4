import PappersApp
import PappersCanvas

extension TerminalEvent {
    /// What the model is given for this event of `seat`'s terminal, each with its instant: once each, a tick for a
    /// timeout (the model lets time pass before any event of the terminal, so a key needs none beside it).
    /// `at` is the instant the event came; `lastRun` the instant before the loop waited, the last one at which
    /// the program is known to have run.
    ///
    /// Continued without having suspended itself (Ctrl-Z pauses the turn first), the program was stopped from
    /// outside: a running turn pauses at `lastRun`, so the stopped time is not counted as play.
    func appEvents(from seat: Seat, at: Int, lastRun: Int, turnRunning: Bool) -> [(event: AppEvent, at: Int)] {
        switch self {
        case .key(let key): [(.key(key, from: seat), at)]
        case .resize(let size): [(.resize(size, of: seat), at)]
        case .timeout: [(.tick, at)]
        case .resumed: (turnRunning ? [(.stoppedFromOutside, lastRun)] : []) + [(.tick, at)]
        case .signal(.suspend): [(.suspendRequested, at)]
        case .signal: [(.interrupted, at)]
        }
    }
}
