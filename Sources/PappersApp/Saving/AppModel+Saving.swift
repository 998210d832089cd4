import PappersCanvas

/// Saving that fails: the model learns of it through events and shows it; the run loop keeps every action
/// in memory and tries again.
extension AppModel {
    mutating func updateSaving(_ event: AppEvent, at now: Int) -> [AppCommand] {
        var commands: [AppCommand] = []
        switch event {
        case .saveFailed(let problem):
            saveProblem = problem
        case .saved:
            saveProblem = nil
        case .unsavedAtQuit:
            // Not gone yet: the players choose, and the turn waits for them (paused by the question itself, so
            // that a terminal grown back to size does not resume it under the question).
            isQuitting = false
            help = nil
            unsavedQuit = UnsavedQuit()
            session?.stopClock(at: now, &commands)
            session?.pausedForSize = false
        case .recordWrittenElsewhere:
            unsavedQuit = nil
            isQuitting = true
        case .savedBeforeLeaving:
            saveProblem = nil
            unsavedQuit = nil
            isQuitting = true
        case .recordNotWrittenElsewhere:
            unsavedQuit?.writeFailed = true
        default:
            break
        }
        return commands
    }

    /// Keys of the question "not saved: keep playing or write the record elsewhere?".
    mutating func answerUnsavedQuit(_ key: Key, _ question: UnsavedQuit) -> [AppCommand] {
        switch key {
        case .character("w"), .enter:
            return [.writeRecordElsewhere]
        case .character("k"), .escape:
            unsavedQuit = nil
        case .character("x") where question.writeFailed:
            unsavedQuit = nil
            isQuitting = true
            return [.quitUnsaved]
        default:
            break
        }
        return []
    }
}
