import PappersCanvas

/// The store cannot be used: start a fresh database, play without saving, or leave.
extension AppModel {
    mutating func handleProblem(_ key: Key, _ problem: ProblemScreen, _ commands: inout [AppCommand]) {
        switch key {
        case .character("f") where problem.canStartFresh: commands.append(.openFreshDatabase)
        case .character("n"), .enter: commands.append(.playWithoutSaving)
        case .character("q"), .escape: quit(&commands)
        default: break
        }
    }
}
