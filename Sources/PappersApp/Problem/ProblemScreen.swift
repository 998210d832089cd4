/// The saved games cannot be used (corrupt, newer, locked, read-only): say so and offer a way on.
public struct ProblemScreen: Equatable, Sendable {
    /// The one English line the command line prints on standard error when the players leave from here (a
    /// contract of the command line): never shown on the screen.
    public let message: String
    /// What is wrong, said on the screen in the interface language.
    public let reason: DataProblem
    /// Whether starting a fresh database beside the old one is possible.
    public let canStartFresh: Bool
    /// The program's exit status when the players leave from here, having neither played nor saved: the
    /// problem's own (74 input/output, 65 bad data…), never 0.
    public let exitStatus: Int32

    public init(message: String, reason: DataProblem, canStartFresh: Bool, exitStatus: Int32 = 74) {
        self.message = message
        self.reason = reason
        self.canStartFresh = canStartFresh
        self.exitStatus = exitStatus
    }
}
