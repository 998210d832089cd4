import PappersApp
import PappersStore

extension DataProblem {
    /// The players' words for a store error: its kind and its path, without the store's English detail (the
    /// detail stays in the command line's one-line message).
    public init(_ error: StoreError) {
        switch error {
        case .corrupt(let path, _): self = .damaged(path: path)
        case .newerFormat(let path, _): self = .newerVersion(path: path)
        case .notPappers(let path): self = .notPappers(path: path)
        case .notWritable(let path, _): self = .notWritable(path: path)
        case .notAFile(let path, _): self = .notAFile(path: path)
        case .busy(let pid): self = .busy(pid: pid)
        case .locked(let path, _): self = .locked(path: path)
        case .diskFull(let path): self = .diskFull(path: path)
        case .databaseMoved(let path, let replaced): self = .moved(path: path, replaced: replaced)
        case .directory(let error):
            switch error {
            case .notAFolder(let path): self = .folderIsAFile(path: path)
            case .cannotCreate(let path, _): self = .folderCannotBeCreated(path: path)
            case .cannotRead(let path, _): self = .folderCannotBeRead(path: path)
            case .notPrivate(let path, _): self = .folderNotPrivate(path: path)
            case .systemFolder(let path, let filesystem): self = .systemFolder(path: path, filesystem: filesystem)
            }
        case .invalidSetup(_, let errors): self = .savedGameUnreadable(.setup(errors.problems))
        case .noSuchGame, .gameOver, .invalidGame, .malformed, .io: self = .unreadable
        }
    }

    /// The players' words for why a saved game cannot be continued: what the store or the replay threw.
    public init(continuing error: any Error) {
        switch error {
        case let error as StoreError:
            switch error {
            case .invalidSetup, .noSuchGame, .gameOver: self.init(error)
            case .malformed, .invalidGame: self = .savedGameUnreadable(.damaged)
            default: self.init(error)
            }
        default: self = .savedGameUnreadable(.doesNotReplay)
        }
    }

    /// The players' words for anything thrown while opening or reading the store.
    public init(_ error: any Error) {
        self = (error as? StoreError).map(DataProblem.init) ?? .unreadable
    }
}

extension ProblemScreen {
    /// The problem screen for a store that cannot be opened: the store's English line for the command line,
    /// its kind for the screen, a fresh database offered when the file itself is unusable.
    public init(_ error: StoreError, exitStatus: Int32 = 74) {
        self.init(message: error.description, reason: DataProblem(error), canStartFresh: error.isUnusableDatabase,
                  exitStatus: exitStatus)
    }
}
