/// The saved games cannot be used (corrupt, newer, locked, read-only): say so and offer a way on.
public struct ProblemScreen: Equatable, Sendable {
    /// One line saying what is wrong, from the store.
    public let message: String
    /// Whether starting a fresh database beside the old one is possible.
    public let canStartFresh: Bool

    public init(message: String, canStartFresh: Bool) {
        self.message = message
        self.canStartFresh = canStartFresh
    }
}
