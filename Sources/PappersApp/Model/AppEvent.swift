import PappersCanvas

/// Something that happened outside the model: a key, time passing, the terminal, a signal, or the result
/// of a command.
public enum AppEvent: Equatable, Sendable {
    case key(Key)
    /// Time passed (the countdown's next second, a notice expiring).
    case tick
    case resize(Size)
    /// SIGINT, SIGTERM or SIGHUP: save and leave.
    case interrupted
    /// Ctrl-Z: pause the game before the process stops.
    case suspendRequested
    /// The process was stopped from outside (SIGSTOP, a debugger) and has just been continued, without the
    /// warning Ctrl-Z gives: the turn pauses at the instant given with the event, the last one at which the
    /// program is known to have run, so the stopped time is not counted as play.
    case stoppedFromOutside
    /// The store gave the new game its number.
    case gameRecorded(id: Int)
    /// Saving failed: the game goes on, kept in memory, and the screens say so.
    case saveFailed(SaveProblem)
    /// Everything is saved again.
    case saved
    /// The players are leaving and the last try to save failed: ask them what to do (`UnsavedQuit`).
    case unsavedAtQuit
    /// The game's whole record was written to a file elsewhere (`AppCommand.writeRecordElsewhere`): leave.
    case recordWrittenElsewhere
    /// Writing the record elsewhere failed too.
    case recordNotWrittenElsewhere
}
