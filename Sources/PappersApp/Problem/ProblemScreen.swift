/// The saved games cannot be used (corrupt, newer, locked, read-only): say so and offer a way on.
public struct ProblemScreen: Equatable, Sendable {
    /// One line saying what is wrong, from the store.
    public let message: String
    /// Whether starting a fresh database beside the old one is possible.
    public let canStartFresh: Bool
    /// The program's exit status when the players leave from here, having neither played nor saved: the
    /// problem's own (74 input/output, 65 bad data…), never 0.
    public let exitStatus: Int32

    public init(message: String, canStartFresh: Bool, exitStatus: Int32 = 74) {
        self.message = message
        self.canStartFresh = canStartFresh
        self.exitStatus = exitStatus
    }
}
