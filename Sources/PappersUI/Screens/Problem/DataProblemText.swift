import PappersApp
import PappersText

/// What is wrong with the saved games, in the interface language (the problem screen's reason): the kind is a
/// typed value, the path is shown made inert, and no English of the store's reaches the screen.
enum DataProblemText {
    static func text(_ problem: DataProblem, _ context: ScreenContext) -> String {
        let sentence = switch problem {
        case .damaged(let path): context.text(.problemDamaged(path: inert(path)))
        case .newerVersion(let path): context.text(.problemNewer(path: inert(path)))
        case .notPappers(let path): context.text(.problemNotPappers(path: inert(path)))
        case .notWritable(let path): context.text(.problemNotWritable(path: inert(path)))
        case .notAFile(let path): context.text(.problemNotAFile(path: inert(path)))
        case .busy(let pid?): context.text(.problemBusy(pid: pid))
        case .busy(nil): context.text(.problemBusyUnknown)
        case .locked(let path): context.text(.problemLocked(path: inert(path)))
        case .diskFull(let path): context.text(.problemDiskFull(path: inert(path)))
        case .moved(let path, false): context.text(.problemDeleted(path: inert(path)))
        case .moved(let path, true): context.text(.problemReplaced(path: inert(path)))
        case .folderIsAFile(let path): context.text(.problemFolderIsAFile(path: inert(path)))
        case .folderCannotBeCreated(let path): context.text(.problemFolderCannotCreate(path: inert(path)))
        case .folderCannotBeRead(let path): context.text(.problemFolderCannotRead(path: inert(path)))
        case .folderNotPrivate(let path): context.text(.problemFolderNotPrivate(path: inert(path)))
        case .systemFolder(let path, let filesystem):
            context.text(.problemSystemFolder(path: inert(path), filesystem: inert(filesystem)))
        case .savedGameUnreadable(.doesNotReplay): context.text(.problemSavedGame)
        case .savedGameUnreadable(.setup(let problems)):
            context.text(.problemSavedGameSetup(reason: problems.map { StartProblemText.text($0, context.strings) }.joined(separator: "; ")))
        case .savedGameUnreadable(.damaged): context.text(.problemSavedGameDamaged)
        case .unreadable: context.text(.problemUnreadable)
        }
        return problem.isAboutTheFolder ? sentence + " " + context.text(.problemChooseFolder) : sentence
    }

    private static func inert(_ text: String) -> String { UnsafeText.inert(text) }
}
