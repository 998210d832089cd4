import PappersCanvas

/// The keys of the screen of too few words, in the order its footer shows them.
public enum ShortageKeys {
    public enum Action: Equatable, Sendable { case play, settings }

    /// The state is how many words the bowl has (playing is offered with one at least).
    public static let map = KeyMap<Action, Int>([
        KeyBinding(.play, Key.enterOrSpace, footer: FooterHint([.enter]), when: { $0 > 0 }),
        KeyBinding(.settings, [.escape, .letter("q")], footer: FooterHint([.escape])),
    ])
}
