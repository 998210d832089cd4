import PappersCanvas

/// Saving that fails: the model learns of it through events and shows it; the run loop keeps every action
/// in memory and tries again.
extension AppModel {
    mutating func updateSaving(_ event: AppEvent) {
        switch event {
        case .saveFailed(let problem):
            saveProblem = problem
        case .saved:
            saveProblem = nil
        case .unsavedAtQuit:
            // Not gone yet: the players choose.
            isQuitting = false
            help = nil
            unsavedQuit = UnsavedQuit()
        case .recordWrittenElsewhere:
            unsavedQuit = nil
            isQuitting = true
        case .recordNotWrittenElsewhere:
            unsavedQuit?.writeFailed = true
        default:
            break
        }
    }

    /// Keys of the question "not saved: keep playing or write the record elsewhere?".
    mutating func handleUnsavedQuit(_ key: Key, _ question: UnsavedQuit, _ commands: inout [AppCommand]) {
        switch key {
        case .character("w"), .enter:
            commands.append(.writeRecordElsewhere)
        case .character("k"), .escape:
            unsavedQuit = nil
        case .character("x") where question.writeFailed:
            unsavedQuit = nil
            isQuitting = true
            commands.append(.quitUnsaved)
        default:
            break
        }
    }
}
