import PappersCanvas

/// The keys of the on-screen replay, in the order its bar shows them.
public enum ReplayKeys {
    public enum Action: Equatable, Sendable { case pause, next, faster, slower, quit }

    public static let map = KeyMap<Action, Void>([
        KeyBinding(.pause, [.space], footer: FooterHint([.space])),
        KeyBinding(.next, [.right, .letter("l")], footer: FooterHint([.right])),
        KeyBinding(.faster, [.character("+")], footer: FooterHint([.character("+"), .character("-")])),
        KeyBinding(.slower, [.character("-")]),
        KeyBinding(.quit, [.letter("q"), .escape], footer: FooterHint([.letter("q")])),
    ])
}
