import PappersCanvas

/// The store cannot be used: start a fresh database, play without saving, or leave.
extension ProblemScreen {
    mutating func update(_ app: inout AppModel, _ key: Key, at now: Int) -> [AppCommand] {
        switch ProblemKeys.map.action(for: key) {
        case .startFresh where canStartFresh: [.openFreshDatabase]
        case .startFresh, nil: []
        case .playWithoutSaving: [.playWithoutSaving]
        case .quit: app.quit()
        }
    }
}
