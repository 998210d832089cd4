import PappersEngine

/// What is wrong with the data directory or its saved games, in the players' terms: the problem screen says it
/// in the interface language (`ProblemScreen.reason`), never in the store's English. The paths are shown as
/// they are, made inert by the screen.
public enum DataProblem: Equatable, Sendable {
    /// The saved-games file is damaged, or is not an SQLite database at all; it was left as it is.
    case damaged(path: String)
    /// The saved-games file was written by a newer Pappers; it was left as it is.
    case newerVersion(path: String)
    /// An SQLite database, but not one of Pappers; it was left as it is.
    case notPappers(path: String)
    /// The data folder or the saved-games file cannot be written.
    case notWritable(path: String)
    /// One of Pappers' files is not a plain file of the user's own (a link, a folder…): never opened through.
    case notAFile(path: String)
    /// Another copy of Pappers plays in this data folder (its process id when known).
    case busy(pid: Int32?)
    /// Another program holds the saved-games file locked.
    case locked(path: String)
    /// The disk holding the file is full.
    case diskFull(path: String)
    /// The saved-games file was deleted, or replaced by another file, while the program ran.
    case moved(path: String, replaced: Bool)
    /// The data folder is a file, not a folder.
    case folderIsAFile(path: String)
    /// The data folder cannot be created.
    case folderCannotBeCreated(path: String)
    /// The data folder cannot be read.
    case folderCannotBeRead(path: String)
    /// The data folder is not the user's private one and cannot be made so.
    case folderNotPrivate(path: String)
    /// The data folder is on a pseudo-filesystem (`filesystem`: proc, sysfs…), which keeps no files.
    case systemFolder(path: String, filesystem: String)
    /// The saved game cannot be continued, and why.
    case savedGameUnreadable(SavedGameProblem)
    /// Any other failure to read or write the saved games.
    case unreadable

    /// Whether choosing another data folder (`--data-dir`, `PAPPERS_HOME`) is the way on.
    public var isAboutTheFolder: Bool {
        switch self {
        case .folderIsAFile, .folderCannotBeCreated, .folderCannotBeRead, .folderNotPrivate, .systemFolder: true
        default: false
        }
    }
}

/// Why a saved game cannot be continued.
public enum SavedGameProblem: Equatable, Sendable {
    /// Its journal does not replay to a game that can go on.
    case doesNotReplay
    /// Its setup fails the checks every setup read back passes (a database edited by hand, names a newer
    /// check refuses).
    case setup([SetupProblem])
    /// A value of its record in the database cannot be read.
    case damaged
}
