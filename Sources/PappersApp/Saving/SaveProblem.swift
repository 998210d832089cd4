/// Why the game is not being saved, in the players' terms: the line on the game screens says it in the
/// interface language. The run loop tells the model (`AppEvent.saveFailed`, `.saved`); the game goes on.
public enum SaveProblem: Equatable, Sendable {
    /// The disk holding the data directory is full.
    case diskFull
    /// The disk or the database cannot be written (a read-only file system, say).
    case readOnly
    /// The disk reported an error.
    case diskError
    /// The saved-games file was deleted or replaced by another program.
    case fileMoved
    /// Another program holds the saved-games file.
    case locked
}

/// The question when the players leave while the game cannot be saved: keep playing (it may save again), or
/// write the whole record to a file elsewhere and leave.
public struct UnsavedQuit: Equatable, Sendable {
    /// Writing the file elsewhere failed too: leaving now loses the game, and the screen says so.
    public internal(set) var writeFailed = false

    public init() {}
}
