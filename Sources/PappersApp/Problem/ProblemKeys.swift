import PappersCanvas

/// The keys of the problem with the data folder, in the order its footer shows them.
public enum ProblemKeys {
    public enum Action: Equatable, Sendable { case startFresh, playWithoutSaving, quit }

    /// The state is whether a fresh database can be started.
    public static let map = KeyMap<Action, Bool>([
        KeyBinding(.startFresh, [.letter("f")], footer: FooterHint([.letter("f")]), when: { $0 }),
        KeyBinding(.playWithoutSaving, [.letter("n"), .enter], footer: FooterHint([.letter("n")])),
        KeyBinding(.quit, [.letter("q"), .escape], footer: FooterHint([.letter("q")])),
    ])
}
