import PappersCanvas

/// The store cannot be used: start a fresh database, play without saving, or leave.
extension ProblemScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        switch key {
        case .character("f") where canStartFresh: [.openFreshDatabase]
        case .character("n"), .enter: [.playWithoutSaving]
        case .character("q"), .escape: app.quit()
        default: []
        }
    }
}
